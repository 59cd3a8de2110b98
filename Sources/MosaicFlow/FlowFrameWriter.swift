import MosaicCore

/// Writes a flow layout's headers, footers and section frames from axis-relative parts: "across"
/// on the line axis (x when scrolling vertically), "along" on the scroll axis. It owns the two things every frame shares:
/// the conversion to x/y and the pixel rounding of origins.
struct FlowFrameWriter {
  var builder: FrameStoreBuilder
  /// The axis items flow along inside a line.
  let lineAxis: Axis
  /// The line dimension `D`: headers, footers and section frames span `0..<D` along `lineAxis`.
  let dimension: Double
  /// Screen scale; `nil` leaves origins as computed.
  let scale: Double?

  /// Adds the current section's header, spanning the whole line dimension.
  mutating func setHeader(along: Double, alongExtent: Double) {
    builder.setHeader(
      fullWidth(along: along.roundedToPixel(scale: scale), alongExtent: alongExtent))
  }

  /// Adds the current section's footer, spanning the whole line dimension.
  mutating func setFooter(along: Double, alongExtent: Double) {
    builder.setFooter(
      fullWidth(along: along.roundedToPixel(scale: scale), alongExtent: alongExtent))
  }

  /// Closes the current section. Its frame is left unrounded so that sections tile the content
  /// exactly: it is bookkeeping for modifiers, not a drawn element.
  mutating func endSection(along: Double, alongExtent: Double) {
    builder.endSection(frame: fullWidth(along: along, alongExtent: alongExtent))
  }

  private func fullWidth(along: Double, alongExtent: Double) -> Rect {
    Rect(
      axis: lineAxis.other, along: along, across: 0, alongExtent: alongExtent,
      acrossExtent: dimension)
  }
}
