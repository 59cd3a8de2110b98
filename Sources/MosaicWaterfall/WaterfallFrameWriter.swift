import MosaicCore

/// Writes a waterfall layout's frames from axis-relative parts: "across" runs along the columns'
/// row (x when scrolling vertically), "along" along the scroll axis. It owns the conversion to
/// x/y; column widths and item extents are floored to the pixel grid (CHT's rule) with
/// `roundedToPixel(scale:rule:)`.
struct WaterfallFrameWriter {
  var builder: FrameStoreBuilder
  /// The axis columns sit side by side along (x when scrolling vertically).
  let lineAxis: Axis
  /// `W`: the layout dimension across the columns.
  let dimension: Double
  /// Screen scale, to floor extents to (`roundedToPixel(scale:rule: .down)`, CHT's
  /// `floorToPixel`); `nil` leaves extents as computed.
  let scale: Double?

  /// Adds the current section's header: `inset`'s leading and trailing sides across, the rest of
  /// the dimension wide (never negative).
  mutating func setHeader(inset: EdgeInsets, along: Double, alongExtent: Double) {
    builder.setHeader(spanning(inset: inset, along: along, alongExtent: alongExtent))
  }

  /// Adds the current section's footer, like ``setHeader(inset:along:alongExtent:)``.
  mutating func setFooter(inset: EdgeInsets, along: Double, alongExtent: Double) {
    builder.setFooter(spanning(inset: inset, along: along, alongExtent: alongExtent))
  }

  /// Closes the current section, spanning the whole dimension.
  mutating func endSection(along: Double, alongExtent: Double) {
    builder.endSection(
      frame: Rect(
        axis: lineAxis.other, along: along, across: 0, alongExtent: alongExtent,
        acrossExtent: dimension))
  }

  private func spanning(inset: EdgeInsets, along: Double, alongExtent: Double) -> Rect {
    let leading = inset.leading(along: lineAxis)
    let extent = max(0, dimension - leading - inset.trailing(along: lineAxis))
    return Rect(
      axis: lineAxis.other, along: along, across: leading, alongExtent: alongExtent,
      acrossExtent: extent)
  }
}
