import MosaicCore

/// The two expressions every flow cell frame goes through, whether a prepare or a query computes
/// it: the conversion from axis-relative parts ("across": on the line axis, x when scrolling
/// vertically; "along": on the scroll axis) to x/y, and the pixel rounding of origins (to the
/// nearest pixel, UIKit's `AdjustToScale`; sizes stay as the data gave them).
enum FlowCellFrame {
  /// The frame of a cell from axis-relative parts, its origin on the pixel grid.
  @inline(__always)
  static func frame(
    across: Double, along: Double, acrossExtent: Double, alongExtent: Double, lineAxis: Axis,
    scale: Double?
  ) -> Rect {
    Rect(
      axis: lineAxis.other, along: along.roundedToPixel(scale: scale),
      across: across.roundedToPixel(scale: scale), alongExtent: alongExtent,
      acrossExtent: acrossExtent)
  }
}
