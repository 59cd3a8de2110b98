/// Item lines recovered from the cells of a layout that does not record them: the default of
/// ``PreparedLayout/lineCount(inSection:)`` and ``PreparedLayout/appendLineFrames(inSection:into:)``.
///
/// Rule: walk the section's cells in item order; a cell joins the current line when, along the
/// scroll axis, its centre lies within the line's extent so far or the line's centre lies within
/// the cell's (closed intervals); otherwise it starts a new line. A line's frame is the union of
/// its cells' frames. For a flow layout this recovers the packed lines: a line's items are all
/// centred on it, while the next line starts at least the line spacing (≥ 0) past its end. Using
/// centres rather than any overlap keeps two things apart that a plain overlap test confuses:
/// adjacent lines with no spacing whose float positions overlap by an ulp, and a zero-thickness
/// item (a point) inside a line. The one ambiguity left is a line of zero-thickness items
/// directly against the next (no spacing). For other layouts the rule is a documented heuristic
/// (in a waterfall, items whose vertical extents share a centre form one "line").
public enum LineDerivation {
  /// Appends the derived line frames of `section` of `layout`.
  /// - Complexity: O(items of the section), through
  ///   ``PreparedLayout/forEachCellFrame(inSection:_:)``; no allocation beyond `frames`.
  public static func appendLines(
    ofSection section: Int, in layout: some PreparedLayout, into frames: inout [Rect]
  ) {
    forEachLine(ofSection: section, in: layout) {
      frames.append($0)
      return true
    }
  }

  /// The number of derived lines of `section`, stored nowhere.
  /// - Complexity: O(items of the section), as ``appendLines(ofSection:in:into:)``; no
  ///   allocation.
  public static func countLines(ofSection section: Int, in layout: some PreparedLayout) -> Int {
    countLines(ofSection: section, in: layout, upTo: .max)
  }

  /// The number of derived lines of `section`, counted up to `limit` and no further: at most
  /// `limit + 1` (more than `limit`) when there are more. What a budget check asks of a section
  /// that may hold more lines than it allows, so that refusing costs what the budget does.
  /// - Complexity: O(items of the section up to the line past `limit`); no allocation.
  public static func countLines(
    ofSection section: Int, in layout: some PreparedLayout, upTo limit: Int
  ) -> Int {
    var count = 0
    forEachLine(ofSection: section, in: layout) { _ in
      count += 1
      return count <= limit
    }
    return count
  }

  /// Calls `body` with each derived line frame of `section`, in order, while it returns true.
  private static func forEachLine(
    ofSection section: Int, in layout: some PreparedLayout, _ body: (Rect) -> Bool
  ) {
    let axis = layout.scrollDirection.scrollAxis
    var line: Rect?
    var stopped = false
    // All in the closure, no nested function: a local function may escape, so the variables it
    // captured were checked for exclusive access at run time on every cell (a tenth of deriving
    // the lines of 5·10^7 cells).
    layout.forEachCellFrame(inSection: section) { cell in
      guard let current = line else {
        line = cell
        return true
      }
      if joins(cell, current, along: axis) {
        line = current.union(cell)
        return true
      }
      line = cell
      stopped = !body(current)
      return !stopped
    }
    if !stopped, let line { _ = body(line) }
  }

  /// True when, along `axis`, `cell`'s centre lies in `line`'s closed extent or `line`'s centre
  /// in `cell`'s.
  static func joins(_ cell: Rect, _ line: Rect, along axis: Axis) -> Bool {
    let cellLow = cell.minimum(along: axis)
    let cellHigh = cellLow + cell.extent(along: axis)
    let lineLow = line.minimum(along: axis)
    let lineHigh = lineLow + line.extent(along: axis)
    let cellCentre = cellLow + cell.extent(along: axis) / 2
    let lineCentre = lineLow + line.extent(along: axis) / 2
    return (lineLow <= cellCentre && cellCentre <= lineHigh)
      || (cellLow <= lineCentre && lineCentre <= cellHigh)
  }
}
