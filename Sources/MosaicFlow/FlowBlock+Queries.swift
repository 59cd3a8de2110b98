import MosaicCore

/// A block's cell queries: frames, rects and points, each cell computed by the expression a
/// prepare lays it out with (``FlowCellFrame``), from its absolute line top (the block's `origin`
/// plus the relative one), so a block kept by an update answers as a fresh one.
extension FlowBlock {
  /// The frame of the cell at page cell `cell`, in the line whose absolute top is `top` and
  /// thickness `thickness`: centred across the line, as ``Flow`` packs it.
  @inline(__always)
  static func frame(
    of page: FlowPage, cell: Int, lineTop top: Double, thickness: Double,
    placement: FlowPlacement
  ) -> Rect {
    let size = page.size(ofCell: cell)
    let lineAxis = placement.lineAxis
    let alongExtent = size.value(along: lineAxis.other)
    return Rect(
      axis: lineAxis.other,
      along: (top + (thickness - alongExtent) / 2).roundedToPixel(scale: placement.scale),
      across: page.across(ofCell: cell), alongExtent: alongExtent,
      acrossExtent: size.value(along: lineAxis))
  }

  /// The frame of `item` of local section `section` (in range), the block at `origin`; `nil`
  /// when `item` is out of range.
  /// - Complexity: O(1) for a grid, O(log segments + log lines of a page) otherwise.
  func cellFrame(section: Int, item: Int, origin: Double, placement: FlowPlacement) -> Rect? {
    let entry = cells(at: section)
    guard item >= 0, item < entry.itemCount else { return nil }
    let linesTop = origin + entry.linesTop
    if let grid = entry.grid {
      return grid.moved(to: linesTop).cellFrame(
        item: item, lineAxis: placement.lineAxis, scale: placement.scale)
    }
    let segment = entry.segments[entry.segmentIndex(holding: item)]
    let page = segment.page
    let cell = segment.pageCell(ofItem: item)
    let line = page.line(holding: cell, in: segment.lines)
    return Self.frame(
      of: page, cell: cell, lineTop: linesTop + segment.top(ofLine: line),
      thickness: page.thickness(ofLine: line), placement: placement)
  }

  /// Calls `body` with every cell of local section `section` in item order: its item and frame.
  /// - Complexity: O(items of the section).
  func forEachCell<Failure: Error>(
    inSection section: Int, origin: Double, placement: FlowPlacement,
    _ body: (Int, Rect) throws(Failure) -> Void
  ) throws(Failure) {
    let entry = cells(at: section)
    let linesTop = origin + entry.linesTop
    if let grid = entry.grid?.moved(to: linesTop) {
      for item in 0..<grid.count {
        try body(
          item, grid.cellFrame(item: item, lineAxis: placement.lineAxis, scale: placement.scale))
      }
      return
    }
    for segment in entry.segments {
      let page = segment.page
      for line in segment.lines {
        let top = linesTop + segment.top(ofLine: line)
        let thickness = page.thickness(ofLine: line)
        for cell in page.firstCell(ofLine: line)..<page.firstCell(ofLine: line + 1) {
          try body(
            segment.item(ofPageCell: cell),
            Self.frame(
              of: page, cell: cell, lineTop: top, thickness: thickness, placement: placement))
        }
      }
    }
  }

  /// Appends the cells strictly intersecting `rect`, in element order, the block at `origin`
  /// and its first section being section `firstSection` of the layout.
  /// - Complexity: O(log sections + log segments + log lines + the cells of the lines the rect
  ///   crosses, up to its end across the line); allocation-free when `results` has capacity.
  func appendCells<Answer: FlowCellAnswer>(
    in rect: Rect, origin: Double, firstSection: Int, placement: FlowPlacement,
    into results: inout [Answer]
  ) {
    let lineAxis = placement.lineAxis
    let slack = placement.slack
    let scrollAxis = lineAxis.other
    let scrollLow = rect.minimum(along: scrollAxis)
    let scrollHigh = scrollLow + rect.extent(along: scrollAxis)
    let acrossHigh = rect.minimum(along: lineAxis) + rect.extent(along: lineAxis)
    var listedIndex = firstReaching(beyond: scrollLow - origin - slack)
    while listedIndex < low.count, low[listedIndex] - slack < scrollHigh - origin {
      let section = Int(listed[listedIndex])
      listedIndex += 1
      let entry = cells(at: section)
      let linesTop = origin + entry.linesTop
      if let grid = entry.grid {
        appendGridCells(
          grid.moved(to: linesTop), section: firstSection + section, in: rect,
          placement: placement, into: &results)
        continue
      }
      // Relative to the section's first line, widened by the slack.
      let relativeLow = scrollLow - linesTop - slack
      let relativeHigh = scrollHigh - linesTop + slack
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
          let top = linesTop + segment.top(ofLine: line)
          let thickness = page.thickness(ofLine: line)
          for cell in page.firstCell(ofLine: line)..<page.firstCell(ofLine: line + 1) {
            // Origins grow along a line: nothing further can reach into the rect.
            if page.across(ofCell: cell) >= acrossHigh { break }
            let frame = Self.frame(
              of: page, cell: cell, lineTop: top, thickness: thickness, placement: placement)
            if frame.intersects(rect) {
              results.append(
                Answer(
                  cellAt: firstSection + section, item: segment.item(ofPageCell: cell),
                  frame: frame))
            }
          }
          line += 1
        }
      }
    }
  }

  /// The topmost cell containing `point` (`along`: its scroll-axis coordinate), the block at
  /// `origin`, as its local section and item: cells share one zIndex, so the last in element
  /// order, found by walking the candidates backwards.
  /// - Complexity: O(log sections + log segments + log lines + the cells of the lines found).
  func item(
    at point: Point, along: Double, origin: Double, placement: FlowPlacement
  ) -> (section: Int, item: Int)? {
    let (listed, reach) = (self.listed, self.reach)
    let slack = placement.slack
    let relativeAlong = along - origin
    var listedIndex = FlowSearch.firstPast(relativeAlong + slack, in: low)
    // `reach` is a running maximum: once it is at or before the point, so is every earlier one.
    while listedIndex > 0, reach[listedIndex - 1] + slack > relativeAlong {
      listedIndex -= 1
      let section = Int(listed[listedIndex])
      if let hit = item(
        inSection: section, at: point, along: along, origin: origin, placement: placement)
      {
        return (section, hit)
      }
    }
    return nil
  }

  /// The topmost cell of local section `section` containing `point`, the block at `origin`.
  ///
  /// A stored section is read in place from the block's table, its segments too: binding the
  /// section or a segment to a local copied it, a retain and a release of its segments or its
  /// page per query (about a fifth of a warm point query over 10^6 per-item cells).
  private func item(
    inSection section: Int, at point: Point, along: Double, origin: Double,
    placement: FlowPlacement
  ) -> Int? {
    let slack = placement.slack
    if isRepeated {
      guard let grid = repeatedGrid else { return nil }
      return Self.gridItem(
        grid.moved(to: origin + (grid.alongTop + Double(section) * repeatedPitch)), at: point,
        placement: placement)
    }
    let stored = storedSections
    let linesTop = origin + stored[section].linesTop
    if let grid = stored[section].grid {
      return Self.gridItem(grid.moved(to: linesTop), at: point, placement: placement)
    }
    let relative = along - linesTop
    var index = stored[section].countOfSegments(startingAtOrBefore: relative + slack)
    while index > 0 {
      index -= 1
      // Segments end in order: this one and every earlier one end before the point.
      if stored[section].segments[index].end + slack <= relative { break }
      if let item = Self.item(
        in: stored[section].segments[index], linesTop: linesTop, relative: relative, at: point,
        placement: placement)
      {
        return item
      }
    }
    return nil
  }

  /// The last cell of `segment` containing `point` (`relative`: its scroll-axis coordinate
  /// relative to the section's first line, which is at `linesTop`).
  private static func item(
    in segment: FlowSegment, linesTop: Double, relative: Double, at point: Point,
    placement: FlowPlacement
  ) -> Int? {
    let slack = placement.slack
    let page = segment.page
    let pageValue = relative - segment.offset
    let across = point.value(along: placement.lineAxis)
    let lines = segment.lines
    var line = lines.lowerBound + page.countOfLines(in: lines, topAtOrBefore: pageValue + slack)
    while line > lines.lowerBound {
      line -= 1
      let thickness = page.thickness(ofLine: line)
      // Lines end in order: this one and every earlier one end before the point.
      if page.top(ofLine: line) + AdvanceGrid.roundedUp(thickness) + slack <= pageValue { break }
      let top = linesTop + segment.top(ofLine: line)
      var cell = page.firstCell(ofLine: line + 1)
      let first = page.firstCell(ofLine: line)
      while cell > first {
        cell -= 1
        // The origin across first: a cell that starts past the point cannot hold it, and its
        // frame is not worth computing.
        if page.across(ofCell: cell) > across { continue }
        let frame = frame(
          of: page, cell: cell, lineTop: top, thickness: thickness, placement: placement)
        if frame.contains(point) { return segment.item(ofPageCell: cell) }
      }
    }
    return nil
  }
}
