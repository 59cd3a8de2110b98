import MosaicCore
import MosaicHitTest

/// A prepared ``Flow`` layout: the frames and their bucket index (an ``IndexedLayout``), plus the
/// item lines flow packed, so that line-based decorations (a bookshelf's shelves) need not
/// rediscover them (see ``LineFrameProviding``).
///
/// A layout that ``Flow/update(_:to:change:)`` produced for one item moved within its section
/// may hold that move as an overlay (``moveOverlay``): the frames of the layout it was updated
/// from, plus the re-packed cells and the shift of what follows them. It answers every query as
/// a fresh prepare of the moved data does; ``materialized()`` makes the move permanent.
///
/// When every section is a grid (one item size, alignments that keep the grid's pitch), the layout
/// stores no frame per item (``isArithmetic``): its store holds the headers and footers only, and
/// each cell's frame is computed from its section's grid numbers when asked, by the expression a
/// stored prepare writes it with, so every query answers exactly as that store would. Preparing
/// it costs O(sections), in time and memory, however many items there are; a cell's attributes
/// cost O(1), a rect query O(log sections + results), a hit-test O(log sections).
///
/// Otherwise every query is the indexed layout's, behind one test (of the overlay or the grid),
/// marked as the unlikely branch so that the plain path stays a straight forward to the index.
public struct FlowLayout: PreparedLayout {
  /// The frames and their spatial index; with a ``moveOverlay``, those of the layout the move
  /// was made from (the overlay's base), not this layout's.
  public let indexed: IndexedLayout
  /// The item lines, per section (the overlay's base's, with an overlay).
  let lines: FlowLineTable
  /// The strategy that prepared it: the options a moved item's lines are re-packed with.
  let flow: Flow
  /// A move within one section not made permanent yet, or the grid table of a layout that stores
  /// no cell; `nil` for a layout whose store holds every frame.
  let variant: FlowVariant?

  /// Wraps a layout, its lines and the strategy that prepared it.
  init(indexed: IndexedLayout, lines: FlowLineTable, flow: Flow, variant: FlowVariant? = nil) {
    self.indexed = indexed
    self.lines = lines
    self.flow = flow
    self.variant = variant
  }

  /// The move this layout holds as an overlay over the layout it was updated from, or `nil` for
  /// a layout whose ``store`` holds every frame.
  /// - Complexity: O(1).
  public var moveOverlay: FlowMoveOverlay? {
    if case .move(let overlay) = variant?.kind { return overlay }
    return nil
  }

  /// The table of a layout whose every section is a grid, which stores no cell.
  var gridTable: FlowGridTable? {
    if case .grid(let table) = variant?.kind { return table }
    return nil
  }

  /// True when every section is a grid computed on demand: ``store`` then holds the headers and
  /// footers only, and ``cellFrameStore`` is `nil`.
  /// - Complexity: O(1).
  public var isArithmetic: Bool { gridTable != nil }

  /// This layout with any move overlay made permanent: a layout whose ``store`` holds every
  /// frame, equal query for query; `self` when there is no overlay (see
  /// ``FlowMoveOverlay/materialized()``).
  /// - Complexity: O(1) without an overlay, O(elements) with one.
  public func materialized() -> FlowLayout {
    guard let overlay = moveOverlay else { return self }
    return overlay.materialized() ?? self
  }

  /// The frames (``IndexedLayout/store``); with a ``moveOverlay``, the frames under it (call
  /// ``materialized()`` for this layout's own); when ``isArithmetic``, the headers and footers
  /// only.
  /// - Complexity: O(1).
  public var store: FrameStore { indexed.store }

  /// The spatial index over ``store``'s frames (``IndexedLayout/index``).
  /// - Complexity: O(1).
  public var index: BucketIndex { indexed.index }

  /// The size of the whole content.
  /// - Complexity: O(1).
  public var contentSize: Size { moveOverlay?.contentSize ?? indexed.contentSize }

  /// The scroll direction the layout was prepared for.
  /// - Complexity: O(1).
  public var scrollDirection: ScrollDirection { indexed.scrollDirection }

  /// The viewport the layout was prepared for.
  /// - Complexity: O(1).
  public var preparedViewport: Viewport { indexed.preparedViewport }

  /// The number of sections.
  /// - Complexity: O(1).
  public var sectionCount: Int { indexed.sectionCount }

  /// Every element of the store: the headers and footers alone when ``isArithmetic``.
  public var materializedElementCount: Int { indexed.materializedElementCount }

  /// The store when its cells are the layout's: `nil` with a move overlay or when
  /// ``isArithmetic``.
  public var cellFrameStore: FrameStore? { variant == nil ? indexed.store : nil }

  /// The frame of a whole section (header, insets, lines and footer).
  /// - Complexity: O(1).
  public func sectionFrame(_ section: Int) -> Rect? {
    if _slowPath(variant != nil), let overlay = moveOverlay { return overlay.sectionFrame(section) }
    return indexed.sectionFrame(section)
  }

  /// The attributes of one element.
  /// - Complexity: O(1) for cells, headers and footers (O(log lines) for a cell an overlay
  ///   shifted).
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    if _slowPath(variant != nil) { return variantAttributes(for: element, viewport: viewport) }
    return indexed.attributes(for: element, viewport: viewport)
  }

  /// Appends the elements strictly intersecting `rect`, in element order.
  /// - Complexity: O(buckets touched + results); allocation-free when `results` has capacity.
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    if _slowPath(variant != nil) {
      variantElements(in: rect, viewport: viewport, into: &results)
      return
    }
    indexed.elements(in: rect, viewport: viewport, into: &results)
  }

  /// Appends every element in element order.
  /// - Complexity: O(elements).
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    if _slowPath(variant != nil) {
      variantAllElements(viewport: viewport, into: &results)
      return
    }
    indexed.allElements(viewport: viewport, into: &results)
  }

  /// The topmost cell containing `point`.
  /// - Complexity: O(1) expected.
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    if _slowPath(variant != nil) { return variantIndexPath(at: point, viewport: viewport) }
    return indexed.indexPathForItem(at: point, viewport: viewport)
  }

  /// Heap bytes held by the line table (on top of ``FrameStore/byteCount`` and the index): one
  /// small entry per section, plus 44 bytes per line of sections that are not grids (the line's
  /// frame, its first item and its exact top), before the arrays' spare capacity; when
  /// ``isArithmetic``, plus 20 bytes per section with items (where each section's cells reach).
  /// - Complexity: O(1).
  public var lineTableByteCount: Int { lines.byteCount + (gridTable?.byteCount ?? 0) }
}
