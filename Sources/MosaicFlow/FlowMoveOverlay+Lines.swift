import MosaicCore

extension FlowMoveOverlay: LineFrameProviding {
  /// The number of lines of `section`, the re-packed ones counted.
  /// - Complexity: O(1).
  public func lineCount(inSection section: Int) -> Int {
    let count = base.lineCount(inSection: section)
    return section == patch.section ? count - patch.replacedLines.count + patch.lines.count : count
  }

  /// Appends the frames of `section`'s lines: the base's, the re-packed run in place of the
  /// lines it replaced, shifted lines at their new place (each the union of its cells' frames).
  /// - Complexity: O(lines of the section), O(items of the section) when its lines shifted.
  public func appendLineFrames(inSection section: Int, into frames: inout [Rect]) {
    guard section >= 0, section < base.sectionCount else { return }
    let table = base.lines
    let count = table.lineCount(inSection: section)
    var shiftedFrom = count
    if let tail = patch.tail, section >= tail.section {
      let entry = tail.sections[section - tail.section]
      if let grid = entry.grid {
        for line in 0..<count {
          frames.append(
            grid.frame(
              ofLine: line, mainAxis: base.scrollDirection.lineAxis,
              scale: base.preparedViewport.scale))
        }
        return
      }
      shiftedFrom = entry.firstShiftedLine
    }
    if section == patch.section {
      table.appendLineFrames(
        inSection: section, lines: 0..<patch.replacedLines.lowerBound, store: base.store,
        into: &frames)
      patch.lines.appendFrames(cells: patch.frames, firstItem: patch.firstItem, into: &frames)
    } else {
      table.appendLineFrames(
        inSection: section, lines: 0..<min(shiftedFrom, count), store: base.store, into: &frames)
    }
    if shiftedFrom >= count {
      if section == patch.section {
        table.appendLineFrames(
          inSection: section, lines: patch.replacedLines.upperBound..<count, store: base.store,
          into: &frames)
      }
      return
    }
    // Shifted stored lines: the union of their cells' new frames, folded as a prepare folds it.
    guard let tail = patch.tail else { return }
    for line in shiftedFrom..<count {
      var union = Rect.zero
      var isFirst = true
      forEachShiftedCell(ofLine: line, inSection: section, tail: tail) { _, frame in
        union = isFirst ? frame : union.union(frame)
        isFirst = false
      }
      frames.append(union)
    }
  }
}
