import MosaicCore
import MosaicHitTest

/// A prepared ``Flow`` layout: the frames and their bucket index (an ``IndexedLayout``), plus the
/// item lines flow packed, so that line-based decorations (a bookshelf's shelves) need not
/// rediscover them (see ``LineFrameProviding``).
///
/// Every query is the indexed layout's; the wrapper adds no cost to them.
public struct FlowLayout: PreparedLayout {
  /// The frames and their spatial index.
  public let indexed: IndexedLayout
  /// The item lines, per section.
  let lines: FlowLineTable
  /// The strategy that prepared it: the options a moved item's lines are re-packed with.
  let flow: Flow

  /// Wraps a layout, its lines and the strategy that prepared it.
  init(indexed: IndexedLayout, lines: FlowLineTable, flow: Flow) {
    self.indexed = indexed
    self.lines = lines
    self.flow = flow
  }

  /// The frames (``IndexedLayout/store``).
  /// - Complexity: O(1).
  public var store: FrameStore { indexed.store }

  /// The spatial index over the frames (``IndexedLayout/index``).
  /// - Complexity: O(1).
  public var index: BucketIndex { indexed.index }

  /// The size of the whole content.
  /// - Complexity: O(1).
  public var contentSize: Size { indexed.contentSize }

  /// The scroll direction the layout was prepared for.
  /// - Complexity: O(1).
  public var scrollDirection: ScrollDirection { indexed.scrollDirection }

  /// The viewport the layout was prepared for.
  /// - Complexity: O(1).
  public var preparedViewport: Viewport { indexed.preparedViewport }

  /// The number of sections.
  /// - Complexity: O(1).
  public var sectionCount: Int { indexed.sectionCount }

  /// Every element of the store.
  public var materializedElementCount: Int { indexed.materializedElementCount }

  /// The store: its cells are the layout's.
  public var cellFrameStore: FrameStore? { indexed.store }

  /// The frame of a whole section (header, insets, lines and footer).
  /// - Complexity: O(1).
  public func sectionFrame(_ section: Int) -> Rect? { indexed.sectionFrame(section) }

  /// The attributes of one element.
  /// - Complexity: O(1) for cells, headers and footers.
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    indexed.attributes(for: element, viewport: viewport)
  }

  /// Appends the elements strictly intersecting `rect`, in element order.
  /// - Complexity: O(buckets touched + results); allocation-free when `results` has capacity.
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    indexed.elements(in: rect, viewport: viewport, into: &results)
  }

  /// Appends every element in element order.
  /// - Complexity: O(elements).
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    indexed.allElements(viewport: viewport, into: &results)
  }

  /// The topmost cell containing `point`.
  /// - Complexity: O(1) expected.
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    indexed.indexPathForItem(at: point, viewport: viewport)
  }

  /// Heap bytes held by the line table (on top of ``FrameStore/byteCount`` and the index): one
  /// small entry per section, plus 44 bytes per line of sections that are not grids (the line's
  /// frame, its first item and its exact top), before the arrays' spare capacity.
  /// - Complexity: O(1).
  public var lineTableByteCount: Int { lines.byteCount }
}
