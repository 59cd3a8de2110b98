import MosaicCore

/// What turns a block's relative positions into frames, the same for every block of a layout:
/// the line axis, the screen scale origins are rounded to, the line dimension headers and footers
/// span, and the slack a search widens its bounds by.
struct FlowPlacement: Sendable, Equatable {
  /// The axis items flow along inside a line.
  let lineAxis: Axis
  /// The screen scale origins are rounded to; `nil` leaves them as computed.
  let scale: Double?
  /// The line dimension: headers, footers and section frames span `0..<dimension` across.
  let dimension: Double
  /// How far an element may reach beyond its unrounded bounds along the scroll axis, plus the
  /// error of a position made relative to a block: half a pixel, a margin for a grid's
  /// multiplied positions and for a subtraction at the content's length, and one grid step.
  let slack: Double

  /// The placement of a layout `contentLength` long along the scroll axis.
  init(lineAxis: Axis, scale: Double?, dimension: Double, contentLength: Double) {
    self.lineAxis = lineAxis
    self.scale = scale
    self.dimension = dimension
    let halfPixel = scale.map { 0.5 / $0 } ?? 0
    let slack = halfPixel + Swift.max(1, Swift.abs(contentLength)) * 0x1p-40 + AdvanceGrid.step
    self.slack = slack.isFinite ? slack : .infinity
  }

  /// The scroll axis.
  var scrollAxis: Axis { lineAxis.other }

  /// A header or footer starting at absolute `along` (before rounding), `extent` long: it spans
  /// the line dimension, its origin on the pixel grid.
  @inline(__always)
  func fullWidth(along: Double, extent: Double) -> Rect {
    Rect(
      axis: scrollAxis, along: along.roundedToPixel(scale: scale), across: 0,
      alongExtent: extent, acrossExtent: dimension)
  }
}
