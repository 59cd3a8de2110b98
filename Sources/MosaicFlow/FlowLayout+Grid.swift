import MosaicCore

/// The queries of a layout whose every section is a grid kept as arithmetic (``FlowGridTable``):
/// each cell's frame is computed by ``FlowGridLines/cellFrame(column:line:mainAxis:scale:)``, the
/// expression a prepare that stores frames writes them with; headers and footers come from the
/// store (which holds only them), after the cells, as in a full store.
extension FlowLayout {
  /// The grid of `section`, when it is in range and has items.
  @inline(__always)
  func gridLines(ofSection section: Int) -> FlowGridLines? {
    guard section >= 0, section < lines.sections.count else { return nil }
    return lines.sections[section].grid
  }

  /// The attributes of a cell computed from its section's grid.
  @inline(__always)
  func gridCellAttributes(section: Int, item: Int, grid: FlowGridLines) -> LayoutAttributes {
    LayoutAttributes(
      id: .cell(section: section, item: item),
      frame: grid.cellFrame(item: item, mainAxis: lines.mainAxis, scale: lines.scale),
      zIndex: indexed.store.cellZIndex)
  }

  /// ``attributes(for:viewport:)`` of a grid layout.
  /// - Complexity: O(1) for cells, headers and footers.
  func gridAttributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    guard element.category == .cell else {
      return indexed.attributes(for: element, viewport: viewport)
    }
    guard let grid = gridLines(ofSection: element.section), element.item >= 0,
      element.item < grid.count
    else { return nil }
    return gridCellAttributes(section: element.section, item: element.item, grid: grid)
  }

  /// ``allElements(viewport:into:)`` of a grid layout.
  /// - Complexity: O(elements).
  func gridAllElements(
    table: FlowGridTable, viewport: Viewport, into results: inout [LayoutAttributes]
  ) {
    results.reserveCapacity(results.count + table.cellCount + indexed.store.count)
    for section in 0..<lines.sections.count {
      guard let grid = lines.sections[section].grid else { continue }
      for item in 0..<grid.count {
        results.append(gridCellAttributes(section: section, item: item, grid: grid))
      }
    }
    indexed.allElements(viewport: viewport, into: &results)
  }

  /// ``elements(in:viewport:into:)`` of a grid layout: the sections whose cells reach into
  /// `rect` along the scroll axis (two binary searches), in each the lines, and in each line the
  /// columns, that can intersect it (by division, widened by the pixel rounding and one each
  /// side), each cell then kept by the exact strict-intersection test; then the headers and
  /// footers from the store's index.
  /// - Complexity: O(log sections + results + lines and columns at the rect's edges);
  ///   allocation-free when `results` has capacity.
  func gridElements(
    table: FlowGridTable, in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]
  ) {
    let mainAxis = lines.mainAxis
    let scrollAxis = mainAxis.other
    let scale = lines.scale
    if !rect.isEmpty {
      let scrollLow = rect.minimum(along: scrollAxis)
      let scrollHigh = scrollLow + rect.extent(along: scrollAxis)
      let mainLow = rect.minimum(along: mainAxis)
      let mainHigh = mainLow + rect.extent(along: mainAxis)
      var listed = table.firstReaching(beyond: scrollLow)
      while listed < table.low.count, table.low[listed] < scrollHigh {
        let section = Int(table.sections[listed])
        listed += 1
        guard let grid = lines.sections[section].grid else { continue }
        let lineRange = FlowGridTable.candidates(
          from: scrollLow, to: scrollHigh, start: grid.crossTop, step: grid.crossStep,
          extent: grid.crossExtent, count: grid.lineCount, scale: scale)
        for line in lineRange {
          let columns = FlowGridTable.candidates(
            from: mainLow, to: mainHigh, start: grid.mainStart, step: grid.mainStep,
            extent: grid.mainExtent, count: grid.itemCount(ofLine: line), scale: scale)
          for column in columns {
            let frame = grid.cellFrame(column: column, line: line, mainAxis: mainAxis, scale: scale)
            guard frame.intersects(rect) else { continue }
            results.append(
              LayoutAttributes(
                id: .cell(section: section, item: line * grid.itemsPerLine + column),
                frame: frame, zIndex: indexed.store.cellZIndex))
          }
        }
      }
    }
    indexed.elements(in: rect, viewport: viewport, into: &results)
  }

  /// ``indexPathForItem(at:viewport:)`` of a grid layout: the candidate sections, lines and
  /// columns as for a rect, walked backwards so that the first cell containing `point` is the
  /// one drawn last (cells share one zIndex; rounded origins can overlap by a fraction of a
  /// pixel).
  /// - Complexity: O(log sections) plus the few candidates around the point.
  func gridIndexPath(table: FlowGridTable, at point: Point) -> IndexPath? {
    let mainAxis = lines.mainAxis
    let scrollAxis = mainAxis.other
    let scale = lines.scale
    let along = point.value(along: scrollAxis)
    let across = point.value(along: mainAxis)
    var listed = table.countStarting(atOrBefore: along)
    // `reach` is a running maximum: once it is at or before the point, so is every earlier one.
    while listed > 0, table.reach[listed - 1] > along {
      listed -= 1
      let section = Int(table.sections[listed])
      guard let grid = lines.sections[section].grid else { continue }
      let lineRange = FlowGridTable.candidates(
        from: along, to: along, start: grid.crossTop, step: grid.crossStep,
        extent: grid.crossExtent, count: grid.lineCount, scale: scale)
      for line in lineRange.reversed() {
        let columns = FlowGridTable.candidates(
          from: across, to: across, start: grid.mainStart, step: grid.mainStep,
          extent: grid.mainExtent, count: grid.itemCount(ofLine: line), scale: scale)
        for column in columns.reversed()
        where grid.cellFrame(column: column, line: line, mainAxis: mainAxis, scale: scale)
          .contains(point)
        {
          return IndexPath(section: section, item: line * grid.itemsPerLine + column)
        }
      }
    }
    return nil
  }
}

extension FlowLayout {
  /// Calls `body` with every element in element order, exactly as
  /// ``allElements(viewport:into:)`` lists them, without gathering them in one array: from the
  /// store, and when ``isArithmetic`` each cell computed in turn. (With a move overlay, through
  /// one array.) Stops at the first error `body` throws.
  /// - Complexity: O(elements); no memory per element beyond the layout's own, but with an
  ///   overlay.
  public func forEachElement<Failure: Error>(
    viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    if moveOverlay != nil {
      var elements: [LayoutAttributes] = []
      allElements(viewport: viewport, into: &elements)
      for attributes in elements { try body(attributes) }
      return
    }
    if gridTable != nil {
      for section in 0..<lines.sections.count {
        guard let grid = lines.sections[section].grid else { continue }
        for item in 0..<grid.count {
          try body(gridCellAttributes(section: section, item: item, grid: grid))
        }
      }
    }
    let store = indexed.store
    for element in 0..<store.count { try body(store.attributes(at: element)) }
  }
}
