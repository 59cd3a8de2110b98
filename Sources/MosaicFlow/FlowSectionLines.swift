/// Where one section's lines are kept in a ``FlowLineTable``: analytically for a grid, as a run
/// of stored lines otherwise.
struct FlowSectionLines: Sendable {
  /// The number of lines.
  let lineCount: Int
  /// The index of the section's first stored line (stored sections only).
  let firstStoredLine: Int
  /// The grid the lines follow, or `nil` when they are stored one by one.
  let grid: FlowGridLines?
  /// Where the last stored line ends along the scroll axis, exactly (before rounding): what
  /// follows it (the bottom inset, the footer, the next sections) was laid out from this value.
  /// Stored sections only.
  let linesEnd: Double
  /// How many stored lines hold more than one item. Zero puts UIKit's every-line-single rule in
  /// play (the last line aligned like the others). Stored sections only.
  let multiItemLineCount: Int
}
