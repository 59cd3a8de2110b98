import MosaicCore

/// One stored cell of a ``FlowPage``: its origin across the line (on the pixel grid) and its size, side
/// by side, so a cell's frame reads one cache line.
struct FlowPageCell: Sendable {
  /// The origin across the line (on the line axis), on the pixel grid.
  var across: Double
  /// The size.
  var size: Size
}
