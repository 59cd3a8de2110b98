/// Where one section's lines are kept in a ``FlowLineTable``: analytically for a grid, as a run
/// of stored frames otherwise.
struct FlowSectionLines: Sendable {
  /// The number of lines.
  let lineCount: Int
  /// The index of the section's first stored frame (stored sections only).
  let firstFrame: Int
  /// The grid the lines follow, or `nil` when they are stored one by one.
  let grid: FlowGridLines?
}
