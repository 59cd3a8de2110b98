import MosaicCore

/// A flow layout's cell queries: frames, rects and points, each cell computed by the expression
/// a prepare lays it out with (``FlowCellFrame``), so an updated layout answers as a fresh one.
extension FlowCellTable {
  /// The frame of the cell at page cell `cell`, in the line whose absolute top is `top` and
  /// thickness `thickness`: centred across the line, as ``Flow`` packs it.
  @inline(__always)
  func frame(of page: FlowPage, cell: Int, lineTop top: Double, thickness: Double) -> Rect {
    let size = page.size(ofCell: cell)
    let alongExtent = size.value(along: lineAxis.other)
    return Rect(
      axis: lineAxis.other,
      along: (top + (thickness - alongExtent) / 2).roundedToPixel(scale: scale),
      across: page.across(ofCell: cell), alongExtent: alongExtent,
      acrossExtent: size.value(along: lineAxis))
  }

  /// The frame of `item` of `section`, `nil` out of range.
  /// - Complexity: O(1) for a grid, O(log segments + log lines of a page) otherwise.
  func cellFrame(section: Int, item: Int) -> Rect? {
    guard section >= 0, section < sections.count else { return nil }
    let entry = sections[section]
    guard item >= 0, item < entry.itemCount else { return nil }
    if let grid = entry.grid { return grid.cellFrame(item: item, lineAxis: lineAxis, scale: scale) }
    let segment = entry.segments[entry.segmentIndex(holding: item)]
    let page = segment.page
    let cell = segment.pageCell(ofItem: item)
    let line = page.line(holding: cell, in: segment.lines)
    return frame(
      of: page, cell: cell, lineTop: entry.linesTop + (page.top(ofLine: line) + segment.offset),
      thickness: page.thickness(ofLine: line))
  }

  /// The attributes of a cell from its frame.
  @inline(__always)
  func attributes(section: Int, item: Int, frame: Rect) -> LayoutAttributes {
    LayoutAttributes(id: .cell(section: section, item: item), frame: frame, zIndex: cellZIndex)
  }

  /// Calls `body` with every cell of `section` in item order: its item and frame.
  /// - Complexity: O(items of the section).
  func forEachCell<Failure: Error>(
    inSection section: Int, _ body: (Int, Rect) throws(Failure) -> Void
  ) throws(Failure) {
    let entry = sections[section]
    if let grid = entry.grid {
      for item in 0..<grid.count {
        try body(item, grid.cellFrame(item: item, lineAxis: lineAxis, scale: scale))
      }
      return
    }
    for segment in entry.segments {
      let page = segment.page
      for line in segment.lines {
        let top = entry.linesTop + (page.top(ofLine: line) + segment.offset)
        let thickness = page.thickness(ofLine: line)
        for cell in page.firstCell(ofLine: line)..<page.firstCell(ofLine: line + 1) {
          try body(
            segment.item(ofPageCell: cell),
            frame(of: page, cell: cell, lineTop: top, thickness: thickness))
        }
      }
    }
  }

  /// Appends the cells strictly intersecting `rect`, in element order.
  /// - Complexity: O(log sections + log segments + log lines + the cells of the lines the rect
  ///   crosses, up to its end across the line); allocation-free when `results` has capacity.
  func appendCells(in rect: Rect, into results: inout [LayoutAttributes]) {
    guard !rect.isEmpty else { return }
    let scrollAxis = lineAxis.other
    let scrollLow = rect.minimum(along: scrollAxis)
    let scrollHigh = scrollLow + rect.extent(along: scrollAxis)
    let acrossHigh = rect.minimum(along: lineAxis) + rect.extent(along: lineAxis)
    var listedIndex = firstReaching(beyond: scrollLow)
    while listedIndex < low.count, low[listedIndex] < scrollHigh {
      let section = Int(listed[listedIndex])
      listedIndex += 1
      let entry = sections[section]
      if let grid = entry.grid {
        appendGridCells(grid, section: section, in: rect, into: &results)
        continue
      }
      // Relative to the section's first line, widened by the slack.
      let relativeLow = scrollLow - entry.linesTop - slack
      let relativeHigh = scrollHigh - entry.linesTop + slack
      // A segment's lines end before the next segment starts: the last one starting at or
      // before the rect's start is the first that can reach into it.
      var index = Swift.max(0, entry.countOfSegments(startingAtOrBefore: relativeLow) - 1)
      while index < entry.segments.count {
        let segment = entry.segments[index]
        index += 1
        let page = segment.page
        let pageLow = relativeLow - segment.offset
        let pageHigh = relativeHigh - segment.offset
        if page.top(ofLine: segment.firstLine) >= pageHigh { break }
        let lines = segment.lines
        var line =
          lines.lowerBound
          + Swift.max(0, page.countOfLines(in: lines, topAtOrBefore: pageLow) - 1)
        while line < lines.upperBound, page.top(ofLine: line) < pageHigh {
          let top = entry.linesTop + (page.top(ofLine: line) + segment.offset)
          let thickness = page.thickness(ofLine: line)
          for cell in page.firstCell(ofLine: line)..<page.firstCell(ofLine: line + 1) {
            // Origins grow along a line: nothing further can reach into the rect.
            if page.across(ofCell: cell) >= acrossHigh { break }
            let frame = frame(of: page, cell: cell, lineTop: top, thickness: thickness)
            if frame.intersects(rect) {
              results.append(
                attributes(section: section, item: segment.item(ofPageCell: cell), frame: frame))
            }
          }
          line += 1
        }
      }
    }
  }

  /// The topmost cell containing `point`: cells share one zIndex, so the last in element order,
  /// found by walking the candidates backwards.
  /// - Complexity: O(log sections + log segments + log lines + the cells of the lines found).
  func indexPath(at point: Point) -> IndexPath? {
    let scrollAxis = lineAxis.other
    let along = point.value(along: scrollAxis)
    guard along.isFinite, point.value(along: lineAxis).isFinite else { return nil }
    var listedIndex = countStarting(atOrBefore: along)
    // `reach` is a running maximum: once it is at or before the point, so is every earlier one.
    while listedIndex > 0, reach[listedIndex - 1] > along {
      listedIndex -= 1
      let section = Int(listed[listedIndex])
      let entry = sections[section]
      if let grid = entry.grid {
        if let item = gridItem(grid, at: point) { return IndexPath(section: section, item: item) }
        continue
      }
      let relative = along - entry.linesTop
      var index = entry.countOfSegments(startingAtOrBefore: relative + slack)
      while index > 0 {
        index -= 1
        let segment = entry.segments[index]
        // Segments end in order: this one and every earlier one end before the point.
        if segment.end + slack <= relative { break }
        if let item = item(in: segment, linesTop: entry.linesTop, relative: relative, at: point) {
          return IndexPath(section: section, item: item)
        }
      }
    }
    return nil
  }

  /// The last cell of `segment` containing `point` (`relative`: its scroll-axis coordinate
  /// relative to the section's first line).
  private func item(
    in segment: FlowSegment, linesTop: Double, relative: Double, at point: Point
  ) -> Int? {
    let page = segment.page
    let pageValue = relative - segment.offset
    let across = point.value(along: lineAxis)
    let lines = segment.lines
    var line = lines.lowerBound + page.countOfLines(in: lines, topAtOrBefore: pageValue + slack)
    while line > lines.lowerBound {
      line -= 1
      let thickness = page.thickness(ofLine: line)
      // Lines end in order: this one and every earlier one end before the point.
      if page.top(ofLine: line) + AdvanceGrid.roundedUp(thickness) + slack <= pageValue { break }
      let top = linesTop + (page.top(ofLine: line) + segment.offset)
      var cell = page.firstCell(ofLine: line + 1)
      let first = page.firstCell(ofLine: line)
      while cell > first {
        cell -= 1
        // The origin across first: a cell that starts past the point cannot hold it, and its
        // frame is not worth computing.
        if page.across(ofCell: cell) > across { continue }
        if frame(of: page, cell: cell, lineTop: top, thickness: thickness).contains(point) {
          return segment.item(ofPageCell: cell)
        }
      }
    }
    return nil
  }
}
