import MosaicCore

/// A prepared ``Flow`` layout: its sections in blocks of 32, each laid
/// out from 0, placed by a directory of block origins (`FlowDirectory`).
///
/// A section whose items share one size under the default alignments is a grid: it keeps the
/// grid's numbers and computes a cell's frame when asked. Any other section keeps its lines in
/// immutable pages of whole lines shared between a layout and the layouts updated from it
/// (per line its first item, top and thickness; per cell its origin across the line and its size), placed
/// by segments relative to the section's first line. Headers, footers and section frames are
/// numbers too (where each starts and its extent). A position along the scroll axis is its
/// block's origin plus a relative one, an exact sum because every advance is on
/// ``/MosaicCore/AdvanceGrid``, and an origin is pixel-rounded from that sum when asked, so a block
/// kept by an update at another origin answers exactly as a fresh prepare.
///
/// Queries need no bucket index: blocks, sections, segments and lines are found by binary search
/// along the scroll axis, cells by a scan of the lines found, headers and footers by the
/// sections crossed. A cell's attributes cost O(log) of its section's segments and a page's
/// lines; a hit-test and a rect query the same plus the cells of the lines they cross.
public struct FlowLayout: PreparedLayout {
  /// The blocks and where they sit.
  let directory: FlowDirectory
  /// The strategy that prepared it: the options an update re-packs lines with.
  let flow: Flow

  /// Wraps the directory and the strategy that laid it out.
  init(directory: FlowDirectory, flow: Flow) {
    self.directory = directory
    self.flow = flow
  }

  /// True when every section with items is a grid computed on demand: nothing is stored per item.
  /// - Complexity: O(sections).
  public var isArithmetic: Bool {
    directory.blocks.allSatisfy { block in
      block.allCells.allSatisfy { $0.itemCount == 0 || $0.grid != nil }
    }
  }

  /// The size of the whole content.
  /// - Complexity: O(1).
  public var contentSize: Size {
    let placement = directory.placement
    return Size(
      axis: placement.scrollAxis, along: directory.length, across: placement.dimension)
  }

  /// The scroll direction the layout was prepared for.
  /// - Complexity: O(1).
  public var scrollDirection: ScrollDirection { directory.scrollDirection }

  /// The viewport the layout was prepared for.
  /// - Complexity: O(1).
  public var preparedViewport: Viewport { directory.viewport }

  /// The number of sections.
  /// - Complexity: O(1).
  public var sectionCount: Int { directory.sectionCount }

  /// The number of items of `section`; 0 out of range.
  /// - Complexity: O(1).
  public func itemCount(inSection section: Int) -> Int {
    section >= 0 && section < directory.sectionCount
      ? directory.cells(ofSection: section).itemCount : 0
  }

  /// The headers and footers, plus every cell of a section kept in pages (a grid's are computed).
  /// - Complexity: O(sections).
  public var materializedElementCount: Int {
    var stored = 0
    for block in directory.blocks {
      for entry in block.allCells where entry.grid == nil { stored += entry.itemCount }
    }
    return directory.supplementaryCount + stored
  }

  /// Heap bytes held by the layout: its directory, blocks, segments and pages.
  /// - Complexity: O(sections + segments).
  package var byteCount: Int { directory.byteCount }

  /// True: flow stacks its sections along the scroll axis.
  public var stacksSectionsAlongScrollAxis: Bool { true }

  /// The frame of a whole section (header, insets, lines and footer).
  /// - Complexity: O(1).
  public func sectionFrame(_ section: Int) -> Rect? { directory.sectionFrame(section) }

  /// Read from the sections' edges, blocks without headers or footers skipped.
  /// - Complexity: O(blocks + sections of the first block holding one); O(1) when no section has
  ///   a header or a footer.
  public func firstSection(withSupplementary category: ElementCategory) -> Int? {
    directory.firstSection(withSupplementary: category)
  }

  /// The attributes of one element.
  /// - Complexity: O(1) for headers, footers and grid cells; O(log segments + log lines of a
  ///   page) for other cells.
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    switch element.category {
    case .cell:
      guard let frame = directory.cellFrame(section: element.section, item: element.item) else {
        return nil
      }
      return LayoutAttributes(id: element, frame: frame, zIndex: LayoutAttributes.cellZIndex)
    case .header: return directory.header(ofSection: element.section)
    case .footer: return directory.footer(ofSection: element.section)
    default: return nil
    }
  }

  /// Appends the elements strictly intersecting `rect`, in element order: the cells section by
  /// section, then the headers and footers.
  /// - Complexity: O(log sections + log segments + log lines + the cells of the lines crossed +
  ///   the sections crossed); allocation-free when `results` has capacity.
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    directory.appendCells(in: rect, into: &results)
    directory.appendSupplementary(in: rect, into: &results)
  }

  /// Appends the index paths of the cells strictly intersecting `rect`, in the order
  /// ``elements(in:viewport:into:)`` lists them, by the same search, with no attributes made:
  /// `buffer` is not used.
  /// - Complexity: ``elements(in:viewport:into:)``'s search; allocation-free when `indexPaths`
  ///   has capacity.
  public func indexPathsForItems(
    in rect: Rect, viewport: Viewport, into indexPaths: inout [IndexPath],
    buffer: inout [LayoutAttributes]
  ) {
    directory.appendCells(in: rect, into: &indexPaths)
  }

  /// Appends every element in element order.
  /// - Complexity: O(elements).
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    results.reserveCapacity(results.count + directory.cellCount + directory.supplementaryCount)
    forEachElement(viewport: viewport) { results.append($0) }
  }

  /// Calls `body` with every element in element order, exactly as
  /// ``allElements(viewport:into:)`` lists them, without gathering them in one array. Stops at
  /// the first error `body` throws.
  /// - Complexity: O(elements); no memory per element.
  public func forEachElement<Failure: Error>(
    viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    let (directory, placement) = (directory, directory.placement)
    for (index, block) in directory.blocks.enumerated() {
      let firstSection = index * FlowBlock.sectionLimit
      for local in 0..<block.sectionCount {
        try block.forEachCell(
          inSection: local, origin: directory.origins[index], placement: placement
        ) { (item, frame) throws(Failure) in
          try body(
            LayoutAttributes(
              id: .cell(section: firstSection + local, item: item), frame: frame,
              zIndex: LayoutAttributes.cellZIndex))
        }
      }
    }
    try directory.forEachSupplementary(body)
  }

  /// The topmost cell containing `point`.
  /// - Complexity: O(log sections + log segments + log lines + the cells of a line).
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    directory.indexPath(at: point)
  }

  /// Every frame of the layout written into one ``/MosaicCore/FrameStore``, in element order (the
  /// cells, section by section, then the headers and footers): for an export, or a comparison with
  /// another implementation's frames.
  /// - Complexity: O(elements).
  public func frameStore() -> FrameStore {
    let (directory, placement) = (directory, directory.placement)
    var builder = FrameStoreBuilder(
      sectionCount: directory.sectionCount, cellCapacity: directory.cellCount,
      supplementaryCapacity: directory.supplementaryCount)
    for (index, block) in directory.blocks.enumerated() {
      let firstSection = index * FlowBlock.sectionLimit
      for local in 0..<block.sectionCount {
        block.forEachCell(inSection: local, origin: directory.origins[index], placement: placement)
        { _, frame in builder.appendCell(frame) }
        let section = firstSection + local
        if let header = directory.header(ofSection: section) { builder.setHeader(header.frame) }
        if let footer = directory.footer(ofSection: section) { builder.setFooter(footer.frame) }
        builder.endSection(frame: directory.sectionFrame(section) ?? .zero)
      }
    }
    return builder.build(contentSize: contentSize)
  }
}
