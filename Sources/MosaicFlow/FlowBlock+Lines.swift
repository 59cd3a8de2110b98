import MosaicCore

/// The item lines of a block's sections, for line-based decorations.
extension FlowBlock {
  /// Appends the frame of each line of local section `section` (in range), the block at
  /// `origin`: the union of its cells' frames, folded in item order.
  /// - Complexity: O(lines) for a grid, O(items of the section) otherwise.
  func appendLineFrames(
    inSection section: Int, origin: Double, placement: FlowPlacement, into results: inout [Rect]
  ) {
    let entry = cells(at: section)
    let linesTop = origin + entry.linesTop
    if let grid = entry.grid?.moved(to: linesTop) {
      for line in 0..<grid.lineCount {
        results.append(
          grid.frame(ofLine: line, lineAxis: placement.lineAxis, scale: placement.scale))
      }
      return
    }
    for segment in entry.segments {
      let page = segment.page
      for line in segment.lines {
        let top = linesTop + segment.top(ofLine: line)
        let thickness = page.thickness(ofLine: line)
        results.append(
          Self.lineFrame(
            of: page, line: line, lineTop: top, thickness: thickness, placement: placement))
      }
    }
  }

  /// The frame of page line `line`, whose absolute top is `top`: the union of its cells' frames,
  /// folded in item order.
  /// - Complexity: O(cells of the line).
  static func lineFrame(
    of page: FlowPage, line: Int, lineTop top: Double, thickness: Double, placement: FlowPlacement
  ) -> Rect {
    let first = page.firstCell(ofLine: line)
    var union = frame(
      of: page, cell: first, lineTop: top, thickness: thickness, placement: placement)
    for cell in (first + 1)..<page.firstCell(ofLine: line + 1) {
      union = union.union(
        frame(of: page, cell: cell, lineTop: top, thickness: thickness, placement: placement))
    }
    return union
  }

  /// The frame of line `line` of local section `section` (in range), the block at `origin`;
  /// `nil` when `line` is out of range.
  /// - Complexity: O(1) for a grid; O(segments + cells of the line) otherwise.
  func lineFrame(inSection section: Int, at line: Int, origin: Double, placement: FlowPlacement)
    -> Rect?
  {
    let entry = cells(at: section)
    guard line >= 0, line < entry.lineCount else { return nil }
    let linesTop = origin + entry.linesTop
    if let grid = entry.grid?.moved(to: linesTop) {
      return grid.frame(ofLine: line, lineAxis: placement.lineAxis, scale: placement.scale)
    }
    var remaining = line
    for segment in entry.segments {
      guard remaining >= segment.lineCount else {
        let pageLine = segment.firstLine + remaining
        let page = segment.page
        return Self.lineFrame(
          of: page, line: pageLine,
          lineTop: linesTop + segment.top(ofLine: pageLine),
          thickness: page.thickness(ofLine: pageLine), placement: placement)
      }
      remaining -= segment.lineCount
    }
    return nil
  }

  /// Calls `body` with the index and frame of each line of local section `section` (in range)
  /// that can meet `range` along the scroll axis, in line order, the block at `origin`: the lines
  /// found as a rect query finds them, widened by the slack.
  /// - Complexity: O(log lines) for a grid; O(segments + log lines of a page) otherwise; plus the
  ///   lines given and their cells.
  func forEachLineFrame(
    inSection section: Int, crossing range: ClosedRange<Double>, origin: Double,
    placement: FlowPlacement, _ body: (Int, Rect) -> Void
  ) {
    let entry = cells(at: section)
    let linesTop = origin + entry.linesTop
    if let grid = entry.grid?.moved(to: linesTop) {
      let lines = Self.candidates(
        from: range.lowerBound, to: range.upperBound, start: grid.alongTop, step: grid.alongStep,
        extent: grid.alongExtent, count: grid.lineCount, scale: placement.scale)
      for line in lines {
        body(line, grid.frame(ofLine: line, lineAxis: placement.lineAxis, scale: placement.scale))
      }
      return
    }
    let relativeLow = range.lowerBound - linesTop - placement.slack
    let relativeHigh = range.upperBound - linesTop + placement.slack
    var index = Swift.max(0, entry.countOfSegments(startingAtOrBefore: relativeLow) - 1)
    var lineBase = 0
    for earlier in entry.segments[..<index] { lineBase += earlier.lineCount }
    while index < entry.segments.count {
      let segment = entry.segments[index]
      index += 1
      let page = segment.page
      let pageLow = relativeLow - segment.offset
      let pageHigh = relativeHigh - segment.offset
      if page.top(ofLine: segment.firstLine) > pageHigh { break }
      let lines = segment.lines
      var line =
        lines.lowerBound + Swift.max(0, page.countOfLines(in: lines, topAtOrBefore: pageLow) - 1)
      while line < lines.upperBound, page.top(ofLine: line) <= pageHigh {
        let top = linesTop + segment.top(ofLine: line)
        body(
          lineBase + line - lines.lowerBound,
          Self.lineFrame(
            of: page, line: line, lineTop: top, thickness: page.thickness(ofLine: line),
            placement: placement))
        line += 1
      }
      lineBase += segment.lineCount
    }
  }
}
