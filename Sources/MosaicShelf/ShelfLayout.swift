import MosaicCore
import MosaicHitTest

/// A layout with ``Shelf`` decorations: the base layout's elements, plus decorations prepared
/// once and indexed on their own.
///
/// The decorations live in their own ``/MosaicCore/FrameStore`` (no cells, one supplementary
/// element per decoration, section by section) under an ``/MosaicHitTest/IndexedLayout``, so a rect
/// query costs the base's query plus O(buckets touched + decorations found) and allocates nothing
/// when the results buffer has capacity. Results keep element order: the base's elements (cells,
/// headers, footers, earlier decorations), then these decorations, section by section, line by
/// line.
public struct ShelfLayout: PreparedLayout {
  /// The layout the decorations are drawn over.
  public let base: any PreparedLayout
  /// The decorations, indexed.
  let decorations: IndexedLayout
  /// `decorationStart[s]..<decorationStart[s + 1]` are section `s`'s decorations (element
  /// indices into `decorations.store`); `sectionCount + 1` entries.
  let decorationStart: ContiguousArray<Int>
  /// The kind every decoration carries.
  public let kind: String
  /// The options the decorations were made with (what an update checks before keeping any).
  let options: ShelfOptions
  /// The base's lines, when it provides them.
  let baseLines: (any LineFrameProviding)?
  /// Item counts per section, from the input (what derived lines iterate over).
  let itemCounts: ContiguousArray<Int>

  /// The size of the whole content: the base's.
  /// - Complexity: O(1).
  public var contentSize: Size { base.contentSize }

  /// The scroll direction: the base's.
  /// - Complexity: O(1).
  public var scrollDirection: ScrollDirection { base.scrollDirection }

  /// The viewport the layout was prepared for: the base's.
  /// - Complexity: O(1).
  public var preparedViewport: Viewport { base.preparedViewport }

  /// The number of sections: the base's.
  /// - Complexity: O(1).
  public var sectionCount: Int { base.sectionCount }

  /// The frame of a whole section: the base's.
  /// - Complexity: the base's.
  public func sectionFrame(_ section: Int) -> Rect? { base.sectionFrame(section) }

  /// The base's answer: a scroll never changes the decorations.
  /// - Complexity: the base's.
  public func needsPrepare(for viewport: Viewport) -> Bool { base.needsPrepare(for: viewport) }

  /// The number of decorations.
  /// - Complexity: O(1).
  public var decorationCount: Int { decorations.store.count }

  /// The base's elements and the decorations, each weighing ``decorationWeight``.
  /// - Complexity: the base's.
  public var materializedElementCount: Int {
    base.materializedElementCount + decorations.store.count * Self.decorationWeight
  }

  /// The base's: decorations are not cells.
  /// - Complexity: the base's.
  public var cellFrameStore: FrameStore? { base.cellFrameStore }

  /// Heap bytes held by the decorations (frames, identities, index tables), on top of the base.
  /// - Complexity: O(1).
  public var decorationByteCount: Int {
    decorations.store.byteCount + (decorationStart.capacity + itemCounts.capacity) * 8
  }
}
