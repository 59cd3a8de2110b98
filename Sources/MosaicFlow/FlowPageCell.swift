import MosaicCore

/// One stored cell of a ``FlowPage``: its main-axis origin (on the pixel grid) and its size, side
/// by side, so a cell's frame reads one cache line.
struct FlowPageCell: Sendable {
  /// The origin along the main axis, on the pixel grid.
  var main: Double
  /// The size.
  var size: Size
}
