import MosaicCore

extension FlowLayout {
  /// What a move does to this layout.
  enum MoveOutcome {
    /// No frame changes.
    case unchanged
    /// Only the patch's cells and lines change (and, with its tail, everything after them).
    case patched(FlowMovePatch)
    /// The move needs a full prepare.
    case unsupported
  }

  /// The cells and lines that moving item `from` of `section` to `to` changes, re-packing only
  /// the lines the move can change; `.unsupported` when that cannot give a full prepare's exact
  /// answer. `sizes` are the section's sizes after the move and `sections` the data after it.
  ///
  /// Only the sizes at `min(from, to)...max(from, to)` differ (a rotation), so the lines before
  /// the one holding the item before `min(from, to)` are kept (that line's break depends on the
  /// first changed item). From that line's first item and exact top, lines are packed again by
  /// the very function a full prepare runs (``Flow/layOutLine``), until, past `max(from, to)`, a
  /// new line starts at an item an old line started at (the line breaks resynchronise) or the
  /// section ends. From there on every line holds the items it held:
  /// - when it also starts at the old top (the move kept the lines' count and thicknesses), every
  ///   later frame is the old one;
  /// - otherwise everything after it moves along the scroll axis: the later lines of the section,
  ///   its footer and every later section. Their new positions are recomputed with a full
  ///   prepare's arithmetic (one addition or two per line, O(later lines + later sections)), and
  ///   their frames are derived from them when queried, not written.
  ///
  /// `.unchanged` when the move changes no frame (`from == to`, a grid); `.unsupported` when the
  /// counts do not match the layout, or when every line of the section holds one item before or
  /// after the move (UIKit then aligns the last line like the others, a rule that depends on
  /// every line).
  /// - Complexity: O(log lines) to find the first line, plus O(items re-packed), which runs from
  ///   the line before `min(from, to)` until the line breaks resynchronise, plus, when the move
  ///   changes the lines' extent, O(later lines + later sections) additions; no work per
  ///   unchanged item.
  func movePatch(section: Int, from: Int, to: Int, sizes: [Size], in sections: [SectionData])
    -> MoveOutcome
  {
    guard section >= 0, section < sectionCount, sections.count == sectionCount else {
      return .unsupported
    }
    let count = store.itemCount(inSection: section)
    guard sections[section].itemCount == count, sizes.count == count, from >= 0, from < count,
      to >= 0, to < count
    else {
      return .unsupported
    }
    if from == to { return .unchanged }
    let entry = lines.sections[section]
    // A grid's items all have one size: a move changes nothing.
    if entry.grid != nil { return .unchanged }
    guard entry.multiItemLineCount > 0 else { return .unsupported }

    let last = max(from, to)
    let metrics = flow.metrics(forSection: section)
    let direction = flow.options.scrollDirection
    let space = FlowLineSpace(
      metrics: metrics, dimension: max(0, preparedViewport.layoutDimension(for: direction)),
      mainAxis: direction.lineAxis)

    // The line before the first changed item's may take it in now: start from the line of the
    // item before it.
    let firstLine = lines.storedLine(containing: max(0, min(from, to) - 1), inSection: section)
    let firstItem = lines.firstItem(ofLine: firstLine, inSection: section)
    var start = firstItem
    var lineTop = lines.top(ofLine: firstLine, inSection: section)
    var bottom = lineTop
    var oldLine = firstLine
    var resumeLine = entry.lineCount
    var cells = FlowPatchWriter(mainAxis: direction.lineAxis, scale: preparedViewport.scale)
    var patched = FlowPatchedLines()
    var newMultiItemLines = 0
    // The section has a line of several items outside the re-packed run or will have one inside
    // it (checked below, else this returns nil), so the every-line-single rule is not in play.
    var everyLineSingle = false
    while start < count {
      if start > last {
        while oldLine < entry.lineCount
          && lines.firstItem(ofLine: oldLine, inSection: section) < start
        {
          oldLine += 1
        }
        if oldLine < entry.lineCount
          && lines.firstItem(ofLine: oldLine, inSection: section) == start
        {
          resumeLine = oldLine
          break
        }
      }
      let line = Flow.layOutLine(
        sizes, from: start, top: lineTop, everyLineSingle: &everyLineSingle, metrics: metrics,
        in: space, cells: &cells)
      patched.append(firstItem: start, top: lineTop, thickness: line.thickness)
      if line.stop - start > 1 { newMultiItemLines += 1 }
      bottom = line.bottom
      lineTop = line.nextTop
      start = line.stop
    }

    var oldMultiItemLines = 0
    for line in firstLine..<resumeLine {
      let next =
        line + 1 < entry.lineCount ? lines.firstItem(ofLine: line + 1, inSection: section) : count
      if next - lines.firstItem(ofLine: line, inSection: section) > 1 { oldMultiItemLines += 1 }
    }
    let multiItemLines = entry.multiItemLineCount - oldMultiItemLines + newMultiItemLines
    guard multiItemLines > 0 else { return .unsupported }

    // Did the lines after the run, or what follows the section's lines, move?
    var tail: FlowTail?
    if resumeLine < entry.lineCount {
      if lines.top(ofLine: resumeLine, inSection: section) != lineTop {
        guard
          let shifted = FlowTail(
            layout: self, sections: sections, section: section, firstShiftedLine: resumeLine,
            top: lineTop, firstCell: store.cellRange(ofSection: section).lowerBound + start)
        else { return .unsupported }
        tail = shifted
      }
    } else if bottom != entry.linesEnd {
      guard
        let shifted = FlowTail(
          layout: self, sections: sections, section: section, firstShiftedLine: entry.lineCount,
          top: bottom, firstCell: store.cellRange(ofSection: section).upperBound)
      else { return .unsupported }
      tail = shifted
    }
    return .patched(
      FlowMovePatch(
        section: section, firstItem: firstItem, frames: cells.frames, lines: patched,
        replacedLines: firstLine..<resumeLine, multiItemLineCount: multiItemLines, tail: tail))
  }
}
