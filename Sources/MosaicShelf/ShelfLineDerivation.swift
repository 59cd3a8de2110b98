import MosaicCore

/// Item lines recovered from the cells of a layout that does not provide them
/// (see ``LineFrameProviding``).
///
/// Rule: walk the section's cells in item order; a cell joins the current line when its extent
/// along the scroll axis overlaps the line's extent so far (strictly, as ``Rect`` intersects:
/// touching does not count), or both are the same single point; otherwise it starts a new line.
/// A line's frame is the union of its cells' frames. For a flow layout this is exactly the
/// packed line: its items are centred on the line, so each overlaps the thickest, which spans
/// it, and consecutive lines are at least the line spacing (≥ 0) apart, so never overlap. The
/// exception is a line of zero-thickness items directly against the next (no spacing), which
/// cannot be told apart; for any other layout the rule is a documented heuristic (in a
/// waterfall, items that overlap vertically form one "line").
enum ShelfLineDerivation {
  /// Appends the derived line frames of `section`, whose cells are items `0..<itemCount` of
  /// `base` (missing ones skipped).
  /// - Complexity: O(itemCount) attribute lookups on `base`; no allocation beyond `frames`.
  static func appendLines(
    ofSection section: Int, itemCount: Int, in base: any PreparedLayout, into frames: inout [Rect]
  ) {
    let axis = base.scrollDirection.scrollAxis
    let viewport = base.preparedViewport
    var line: Rect?
    for item in 0..<itemCount {
      guard
        let cell = base.attributes(for: .cell(section: section, item: item), viewport: viewport)?
          .frame
      else { continue }
      if let current = line, joins(cell, current, along: axis) {
        line = current.union(cell)
      } else {
        if let current = line { frames.append(current) }
        line = cell
      }
    }
    if let line { frames.append(line) }
  }

  /// True when `cell`'s extent along `axis` overlaps `line`'s, or both are the same point.
  static func joins(_ cell: Rect, _ line: Rect, along axis: Axis) -> Bool {
    let cellLow = cell.minimum(along: axis)
    let cellHigh = cellLow + cell.extent(along: axis)
    let lineLow = line.minimum(along: axis)
    let lineHigh = lineLow + line.extent(along: axis)
    return (cellLow < lineHigh && lineLow < cellHigh) || (cellLow == lineLow && cellHigh == lineHigh)
  }
}
