import MosaicCore

/// The item lines of a block's sections, for line-based decorations.
extension FlowBlock {
  /// Appends the frame of each line of local section `section` (in range), the block at
  /// `origin`: the union of its cells' frames, folded in item order.
  /// - Complexity: O(lines) for a grid, O(items of the section) otherwise.
  func appendLineFrames(
    inSection section: Int, origin: Double, placement: FlowPlacement, into results: inout [Rect]
  ) {
    let entry = sections[section]
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
        let top = linesTop + (page.top(ofLine: line) + segment.offset)
        let thickness = page.thickness(ofLine: line)
        let first = page.firstCell(ofLine: line)
        var union = Self.frame(
          of: page, cell: first, lineTop: top, thickness: thickness, placement: placement)
        for cell in (first + 1)..<page.firstCell(ofLine: line + 1) {
          union = union.union(
            Self.frame(
              of: page, cell: cell, lineTop: top, thickness: thickness, placement: placement))
        }
        results.append(union)
      }
    }
  }
}
