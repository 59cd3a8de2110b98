import MosaicCore

/// The item lines of a flow layout's sections, for line-based decorations.
extension FlowCellTable {
  /// The number of lines of `section`; 0 when it is empty or out of range.
  /// - Complexity: O(1).
  func lineCount(inSection section: Int) -> Int {
    section >= 0 && section < sections.count ? sections[section].lineCount : 0
  }

  /// Appends the frame of each line of `section`: the union of its cells' frames, folded in item
  /// order.
  /// - Complexity: O(lines) for a grid, O(items of the section) otherwise.
  func appendLineFrames(inSection section: Int, into results: inout [Rect]) {
    guard section >= 0, section < sections.count else { return }
    let entry = sections[section]
    if let grid = entry.grid {
      for line in 0..<grid.lineCount {
        results.append(grid.frame(ofLine: line, lineAxis: lineAxis, scale: scale))
      }
      return
    }
    for segment in entry.segments {
      let page = segment.page
      for line in segment.lines {
        let top = entry.linesTop + (page.top(ofLine: line) + segment.offset)
        let thickness = page.thickness(ofLine: line)
        let first = page.firstCell(ofLine: line)
        var union = frame(of: page, cell: first, lineTop: top, thickness: thickness)
        for cell in (first + 1)..<page.firstCell(ofLine: line + 1) {
          union = union.union(frame(of: page, cell: cell, lineTop: top, thickness: thickness))
        }
        results.append(union)
      }
    }
  }
}
