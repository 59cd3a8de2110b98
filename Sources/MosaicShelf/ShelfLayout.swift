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
public struct ShelfLayout: ForwardingLayout {
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
  /// Item counts per section, the base's: what an update compares to keep a section.
  let itemCounts: ContiguousArray<Int>

  /// The number of decorations.
  /// - Complexity: O(1).
  package var decorationCount: Int { decorations.store.count }

  /// The base's elements and the decorations, each weighing ``decorationWeight``.
  /// - Complexity: the base's.
  public var materializedElementCount: Int {
    base.materializedElementCount + decorations.store.count * Self.decorationWeight
  }

  /// The base's: decorations are not cells.
  /// - Complexity: the base's.
  public var cellFrameStore: FrameStore? { base.cellFrameStore }
}
