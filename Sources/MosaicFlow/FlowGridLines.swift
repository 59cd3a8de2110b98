import MosaicCore

/// The lines of one grid section (every item one size, every line at one pitch), kept as the
/// numbers the grid was laid out from rather than one frame per line: O(1) memory however many
/// lines the section has.
struct FlowGridLines: Sendable, Equatable {
  /// The section's item count.
  let count: Int
  /// Items per full line (the last line may hold fewer).
  let itemsPerLine: Int
  /// Where the first item of every line starts along the line, before pixel rounding.
  let acrossStart: Double
  /// The distance from one item of a line to the next, before rounding.
  let acrossStep: Double
  /// Every item's extent along the line.
  let acrossExtent: Double
  /// Where the first line starts along the scroll axis, before rounding.
  let alongTop: Double
  /// The distance from one line to the next along the scroll axis.
  let alongStep: Double
  /// Every line's thickness (the item extent along the scroll axis).
  let alongExtent: Double

  /// These numbers with the first line at `top`.
  func moved(to top: Double) -> FlowGridLines {
    FlowGridLines(
      count: count, itemsPerLine: itemsPerLine, acrossStart: acrossStart, acrossStep: acrossStep,
      acrossExtent: acrossExtent, alongTop: top, alongStep: alongStep, alongExtent: alongExtent)
  }

  /// Where the lines end relative to the first line's top, on ``AdvanceGrid``: what follows the
  /// section is placed from here.
  var length: Double {
    count == 0 ? 0 : AdvanceGrid.roundedUp(Double(lineCount - 1) * alongStep + alongExtent)
  }

  /// The number of lines.
  var lineCount: Int { count == 0 ? 0 : (count - 1) / itemsPerLine + 1 }

  /// The frame of the cell in column `column` of line `line`: the one expression both a prepare
  /// that stores frames and a grid layout that computes them on demand use, so the two agree to
  /// the bit, pixel rounding included.
  /// - Complexity: O(1).
  @inline(__always)
  func cellFrame(column: Int, line: Int, lineAxis: Axis, scale: Double?) -> Rect {
    FlowCellFrame.frame(
      across: acrossStart + Double(column) * acrossStep, along: alongTop + Double(line) * alongStep,
      acrossExtent: acrossExtent, alongExtent: alongExtent, lineAxis: lineAxis, scale: scale)
  }

  /// The frame of item `item` (in `0..<count`).
  /// - Complexity: O(1).
  @inline(__always)
  func cellFrame(item: Int, lineAxis: Axis, scale: Double?) -> Rect {
    cellFrame(
      column: item % itemsPerLine, line: item / itemsPerLine, lineAxis: lineAxis, scale: scale)
  }

  /// The number of items of line `line`.
  @inline(__always)
  func itemCount(ofLine line: Int) -> Int { min(itemsPerLine, count - line * itemsPerLine) }

  /// The frame of line `line`: exactly the union of its cells' frames, computed with the same
  /// expressions (and roundings) the grid's cells were written with.
  /// - Complexity: O(1).
  func frame(ofLine line: Int, lineAxis: Axis, scale: Double?) -> Rect {
    let first = line * itemsPerLine
    let items = min(itemsPerLine, count - first)
    let low = (acrossStart + Double(0) * acrossStep).roundedToPixel(scale: scale)
    let high =
      (acrossStart + Double(items - 1) * acrossStep).roundedToPixel(scale: scale)
      + acrossExtent
    let along = (alongTop + Double(line) * alongStep).roundedToPixel(scale: scale)
    return Rect(
      axis: lineAxis.other, along: along, across: low, alongExtent: alongExtent,
      acrossExtent: high - low)
  }
}
