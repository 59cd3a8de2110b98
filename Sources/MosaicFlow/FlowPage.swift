import MosaicCore

/// A run of whole lines of one flow section, immutable and shared: a layout and every layout
/// updated from it hold the same page until a change re-packs its lines.
///
/// A stored page keeps, per line, its first item (relative to the page's first item), its top
/// along the scroll axis relative to the page's first line (a multiple of ``AdvanceGrid/step``,
/// so exact) and its thickness; per cell, its origin across the line (already on the pixel grid) and
/// its size. An arithmetic page (``run``) is a run of complete lines of one item size, n items
/// each: it keeps one line's origins across (the template every such line has) and nothing per
/// item, and line `l`'s top is `l` times the line advance, exactly the running sum a stored page
/// holds for the same lines. A cell's origin along the scroll axis is not stored: it depends on where the line
/// lands, and is computed when asked from the line's absolute top by the expression a prepare
/// uses (``FlowBlock``), so a page kept at another origin answers to the bit what a fresh
/// prepare writes.
/// - Complexity: stored, 20 bytes per line and 24 bytes per cell before the arrays' spare
///   capacity; arithmetic, 8 bytes per item of one line.
final class FlowPage: Sendable {
  /// The first item of each line, relative to the page's first item (the first is 0); empty for
  /// a run.
  let firstItems: ContiguousArray<Int32>
  /// The top of each line along the scroll axis, relative to the first line's, and its thickness;
  /// empty for a run.
  let lineSpans: ContiguousArray<FlowLineSpan>
  /// Each cell's origin across the line and its size; empty for a run.
  let cells: ContiguousArray<FlowPageCell>
  /// For a run, the origins across of its every line, on the pixel grid; empty otherwise.
  let template: ContiguousArray<Double>
  /// The one size every cell of the page has, `nil` when they differ: how an update tells, in
  /// O(pages), whether a section became a grid.
  let uniformSize: Size?
  /// The shape of an arithmetic page, `nil` for a stored one.
  let run: FlowRun?

  /// A stored page of the given lines and cells.
  init(
    firstItems: ContiguousArray<Int32>, lineSpans: ContiguousArray<FlowLineSpan>,
    cells: ContiguousArray<FlowPageCell>, uniformSize: Size?
  ) {
    self.firstItems = firstItems
    self.lineSpans = lineSpans
    self.cells = cells
    template = []
    self.uniformSize = uniformSize
    run = nil
  }

  /// An arithmetic page: `run.lineCount` complete lines whose cells start at `template`.
  init(run: FlowRun, template: ContiguousArray<Double>) {
    firstItems = []
    lineSpans = []
    cells = []
    self.template = template
    uniformSize = run.size
    self.run = run
  }

  /// The number of lines.
  var lineCount: Int { run?.lineCount ?? firstItems.count }

  /// The number of cells.
  var cellCount: Int {
    if let run { return run.lineCount * run.perLine }
    return cells.count
  }

  /// The first cell (page-relative) of line `line`, `cellCount` for `line == lineCount`.
  @inline(__always)
  func firstCell(ofLine line: Int) -> Int {
    if let run { return line * run.perLine }
    return line < firstItems.count ? Int(firstItems[line]) : cells.count
  }

  /// The top of line `line` relative to the first line's.
  @inline(__always)
  func top(ofLine line: Int) -> Double {
    if let run { return Double(line) * run.advance }
    return lineSpans[line].top
  }

  /// The thickness of line `line`.
  @inline(__always)
  func thickness(ofLine line: Int) -> Double {
    if let run { return run.thickness }
    return lineSpans[line].thickness
  }

  /// The origin across the line of cell `cell`, on the pixel grid.
  @inline(__always)
  func across(ofCell cell: Int) -> Double {
    if let run { return template[cell % run.perLine] }
    return cells[cell].across
  }

  /// The size of cell `cell`.
  @inline(__always)
  func size(ofCell cell: Int) -> Size {
    if let run { return run.size }
    return cells[cell].size
  }

  /// The line (page-relative) holding page cell `cell`: the last whose first cell is at or
  /// before it, searched within `lines`.
  /// - Complexity: O(1) for a run, O(log lines) otherwise.
  func line(holding cell: Int, in lines: Range<Int>) -> Int {
    if let run {
      return Swift.min(Swift.max(cell / run.perLine, lines.lowerBound), lines.upperBound - 1)
    }
    var low = lines.lowerBound
    var high = lines.upperBound
    // Invariant: firstItems[low] <= cell < firstItems[high] (high == upper bound: past the end).
    while high - low > 1 {
      let mid = (low + high) / 2
      if Int(firstItems[mid]) <= cell { low = mid } else { high = mid }
    }
    return low
  }

  /// The number of lines of `lines` whose top is at or before `value` (page-relative).
  /// - Complexity: O(1) for a run; otherwise O(1) for lines spread about evenly, O(log lines) at
  ///   worst.
  func countOfLines(in lines: Range<Int>, topAtOrBefore value: Double) -> Int {
    if let run {
      guard value >= 0 else { return 0 }
      guard run.advance > 0 else { return lines.count }
      // The quotient estimates the count; the exact tops settle it.
      let estimate = (value / run.advance).rounded(.down)
      var line = estimate.isFinite ? Int(Swift.min(estimate, Double(lines.upperBound))) : 0
      line = Swift.min(Swift.max(line, lines.lowerBound), lines.upperBound)
      while line < lines.upperBound, top(ofLine: line) <= value { line += 1 }
      while line > lines.lowerBound, top(ofLine: line - 1) > value { line -= 1 }
      return line - lines.lowerBound
    }
    guard !lines.isEmpty else { return 0 }
    return FlowSearch.firstPast(
      value, in: lines, first: lineSpans[lines.lowerBound].top,
      last: lineSpans[lines.upperBound - 1].top
    ) { lineSpans[$0].top } - lines.lowerBound
  }

  /// Heap bytes held by the page.
  var byteCount: Int {
    firstItems.capacity * 4 + lineSpans.capacity * MemoryLayout<FlowLineSpan>.stride
      + cells.capacity * MemoryLayout<FlowPageCell>.stride + template.capacity * 8
  }
}
