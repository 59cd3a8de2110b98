import MosaicCore

/// The two expressions every flow cell frame goes through, whether a prepare or a query computes
/// it: the conversion from axis-relative parts ("main" along a line, "cross" along the scroll
/// axis) to x/y, and the pixel rounding of origins (to the nearest pixel, UIKit's
/// `AdjustToScale`; sizes stay as the data gave them).
enum FlowCellFrame {
  /// The frame of a cell from axis-relative parts, its origin on the pixel grid.
  @inline(__always)
  static func frame(
    main: Double, cross: Double, mainExtent: Double, crossExtent: Double, mainAxis: Axis,
    scale: Double?
  ) -> Rect {
    Rect(
      mainAxis: mainAxis, mainOrigin: main.roundedToPixel(scale: scale),
      crossOrigin: cross.roundedToPixel(scale: scale), mainExtent: mainExtent,
      crossExtent: crossExtent)
  }
}
