/// One stored line of a ``FlowPage`` along the scroll axis: its top relative to the page's first
/// line and its thickness, side by side, so a hit-test that finds the line by its top reads its
/// thickness from the same cache line.
struct FlowLineSpan: Sendable {
  /// The top, relative to the page's first line (a multiple of the advance grid's step).
  var top: Double
  /// The thickness: the line's thickest item's extent along the scroll axis.
  var thickness: Double
}
