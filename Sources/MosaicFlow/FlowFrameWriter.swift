import MosaicCore

/// Writes a flow layout's headers, footers and section frames from axis-relative parts: "main" runs along a line (x when
/// scrolling vertically), "cross" along the scroll axis. It owns the two things every frame shares:
/// the conversion to x/y and the pixel rounding of origins.
struct FlowFrameWriter {
  var builder: FrameStoreBuilder
  /// The axis items flow along inside a line.
  let mainAxis: Axis
  /// The line dimension `D`: headers, footers and section frames span `0..<D` along `mainAxis`.
  let dimension: Double
  /// Screen scale; `nil` leaves origins as computed.
  let scale: Double?

  /// Adds the current section's header, spanning the whole line dimension.
  mutating func setHeader(cross: Double, crossExtent: Double) {
    builder.setHeader(
      fullWidth(cross: cross.roundedToPixel(scale: scale), crossExtent: crossExtent))
  }

  /// Adds the current section's footer, spanning the whole line dimension.
  mutating func setFooter(cross: Double, crossExtent: Double) {
    builder.setFooter(
      fullWidth(cross: cross.roundedToPixel(scale: scale), crossExtent: crossExtent))
  }

  /// Closes the current section. Its frame is left unrounded so that sections tile the content
  /// exactly: it is bookkeeping for modifiers, not a drawn element.
  mutating func endSection(cross: Double, crossExtent: Double) {
    builder.endSection(frame: fullWidth(cross: cross, crossExtent: crossExtent))
  }

  private func fullWidth(cross: Double, crossExtent: Double) -> Rect {
    Rect(
      mainAxis: mainAxis, mainOrigin: 0, crossOrigin: cross, mainExtent: dimension,
      crossExtent: crossExtent)
  }
}
