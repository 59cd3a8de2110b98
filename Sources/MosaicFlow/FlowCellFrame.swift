import MosaicCore

/// The two expressions every flow cell frame goes through, whether a prepare or a query computes
/// it: the conversion from axis-relative parts ("across": on the line axis, x when scrolling
/// vertically; "along": on the scroll
/// axis) to x/y, and the pixel rounding of origins.
enum FlowCellFrame {
  /// `value` on the pixel grid: `round(value·scale)/scale`, UIKit's `AdjustToScale`. Only origins
  /// go through it; sizes stay as the data gave them.
  @inline(__always)
  static func pixelAligned(_ value: Double, scale: Double?) -> Double {
    guard let scale else { return value }
    let scaled = value * scale
    // Only astronomically large origins overflow here; they are left as they are.
    return scaled.isFinite ? scaled.rounded() / scale : value
  }

  /// The frame of a cell from axis-relative parts, its origin on the pixel grid.
  @inline(__always)
  static func frame(
    across: Double, along: Double, acrossExtent: Double, alongExtent: Double, lineAxis: Axis,
    scale: Double?
  ) -> Rect {
    Rect(
      mainAxis: lineAxis, mainOrigin: pixelAligned(across, scale: scale),
      crossOrigin: pixelAligned(along, scale: scale), mainExtent: acrossExtent,
      crossExtent: alongExtent)
  }
}
