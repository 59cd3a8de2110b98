import MosaicCore
import MosaicHitTest

/// A prepared ``Flow`` layout: its cells in per-section lines (`FlowCellTable`), and its headers,
/// footers and section frames in a small indexed store.
///
/// A section whose items share one size under the default alignments is a grid: it keeps the
/// grid's numbers and computes a cell's frame when asked. Any other section keeps its lines in
/// immutable pages of whole lines shared between a layout and the layouts updated from it
/// (per line its first item, top and thickness; per cell its origin across the line and its size), placed
/// by segments relative to the section's first line. A cell's origin along the scroll axis is computed from its
/// line's absolute top by the expression a prepare uses, and every advance along the scroll axis
/// is on ``/MosaicCore/AdvanceGrid``, so a page kept by an update at another origin answers exactly
/// as a fresh prepare.
///
/// Queries need no bucket index for cells: sections, segments and lines are found by binary
/// search along the scroll axis, cells by a scan of the lines found. A cell's attributes cost
/// O(log) of its section's segments and a page's lines; a hit-test and a rect query the same
/// plus the cells of the lines they cross.
public struct FlowLayout: PreparedLayout {
  /// The headers, footers and section frames (the store holds no cell), indexed.
  let supplementary: IndexedLayout
  /// The cells.
  let cells: FlowCellTable
  /// The strategy that prepared it: the options an update re-packs lines with.
  let flow: Flow

  /// Wraps the supplementary views, the cells and the strategy that laid them out.
  init(supplementary: IndexedLayout, cells: FlowCellTable, flow: Flow) {
    self.supplementary = supplementary
    self.cells = cells
    self.flow = flow
  }

  /// True when every section with items is a grid computed on demand: nothing is stored per item.
  /// - Complexity: O(sections).
  public var isArithmetic: Bool {
    cells.sections.allSatisfy { $0.itemCount == 0 || $0.grid != nil }
  }

  /// The size of the whole content.
  /// - Complexity: O(1).
  public var contentSize: Size { supplementary.contentSize }

  /// The scroll direction the layout was prepared for.
  /// - Complexity: O(1).
  public var scrollDirection: ScrollDirection { supplementary.scrollDirection }

  /// The viewport the layout was prepared for.
  /// - Complexity: O(1).
  public var preparedViewport: Viewport { supplementary.preparedViewport }

  /// The number of sections.
  /// - Complexity: O(1).
  public var sectionCount: Int { cells.sections.count }

  /// The number of items of `section`; 0 out of range.
  /// - Complexity: O(1).
  public func itemCount(inSection section: Int) -> Int { cells.itemCount(inSection: section) }

  /// The headers and footers, plus every cell of a section kept in pages (a grid's are computed).
  /// - Complexity: O(sections).
  public var materializedElementCount: Int {
    var stored = 0
    for entry in cells.sections where entry.grid == nil { stored += entry.itemCount }
    return supplementary.materializedElementCount + stored
  }

  /// Heap bytes held by the layout: its pages, segments and section directory, and the store and
  /// index of its headers and footers.
  /// - Complexity: O(sections + segments).
  package var byteCount: Int {
    cells.byteCount + supplementary.store.byteCount + supplementary.index.byteCount
  }

  /// True: flow stacks its sections along the scroll axis.
  public var stacksSectionsAlongScrollAxis: Bool { true }

  /// The frame of a whole section (header, insets, lines and footer).
  /// - Complexity: O(1).
  public func sectionFrame(_ section: Int) -> Rect? { supplementary.sectionFrame(section) }

  /// The attributes of one element.
  /// - Complexity: O(1) for headers, footers and grid cells; O(log segments + log lines of a
  ///   page) for other cells.
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    guard element.category == .cell else {
      return supplementary.attributes(for: element, viewport: viewport)
    }
    guard let frame = cells.cellFrame(section: element.section, item: element.item) else {
      return nil
    }
    return cells.attributes(section: element.section, item: element.item, frame: frame)
  }

  /// Appends the elements strictly intersecting `rect`, in element order: the cells section by
  /// section, then the headers and footers.
  /// - Complexity: O(log sections + log segments + log lines + the cells of the lines crossed);
  ///   allocation-free when `results` has capacity.
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    cells.appendCells(in: rect, into: &results)
    supplementary.elements(in: rect, viewport: viewport, into: &results)
  }

  /// Appends every element in element order.
  /// - Complexity: O(elements).
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    results.reserveCapacity(results.count + cells.cellCount + supplementary.store.count)
    forEachElement(viewport: viewport) { results.append($0) }
  }

  /// Calls `body` with every element in element order, exactly as
  /// ``allElements(viewport:into:)`` lists them, without gathering them in one array. Stops at
  /// the first error `body` throws.
  /// - Complexity: O(elements); no memory per element.
  public func forEachElement<Failure: Error>(
    viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    for section in 0..<cells.sections.count {
      try cells.forEachCell(inSection: section) { (item, frame) throws(Failure) in
        try body(cells.attributes(section: section, item: item, frame: frame))
      }
    }
    let store = supplementary.store
    for element in 0..<store.count { try body(store.attributes(at: element)) }
  }

  /// The topmost cell containing `point`.
  /// - Complexity: O(log sections + log segments + log lines + the cells of a line).
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    cells.indexPath(at: point)
  }

  /// Every frame of the layout written into one ``/MosaicCore/FrameStore``, in element order (the
  /// cells, section by section, then the headers and footers): for an export, or a comparison with
  /// another implementation's frames.
  /// - Complexity: O(elements).
  public func frameStore() -> FrameStore {
    let headers = supplementary.store
    var builder = FrameStoreBuilder(
      sectionCount: cells.sections.count, cellCapacity: cells.cellCount,
      supplementaryCapacity: headers.count, cellZIndex: cells.cellZIndex)
    for section in 0..<cells.sections.count {
      cells.forEachCell(inSection: section) { _, frame in builder.appendCell(frame) }
      if let header = headers.headerIndex(ofSection: section) {
        builder.setHeader(headers.frame(at: header), zIndex: headers.zIndex(at: header))
      }
      if let footer = headers.footerIndex(ofSection: section) {
        builder.setFooter(headers.frame(at: footer), zIndex: headers.zIndex(at: footer))
      }
      builder.endSection(frame: headers.sectionFrame(section) ?? .zero)
    }
    return builder.build(contentSize: headers.contentSize)
  }
}
