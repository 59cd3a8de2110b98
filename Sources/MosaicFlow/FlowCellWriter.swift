import MosaicCore

/// Writes a flow section's cells from axis-relative parts: "main" runs along a line, "cross" along
/// the scroll axis. It converts to x/y and puts origins on the pixel grid.
struct FlowCellWriter {
  var cells: CellWriter
  let mainAxis: Axis
  let scale: Double?

  /// `value` on the pixel grid: `round(value·scale)/scale`, UIKit's `AdjustToScale`. Only origins
  /// go through it; sizes stay as the data gave them.
  @inline(__always)
  static func pixelAligned(_ value: Double, scale: Double?) -> Double {
    guard let scale else { return value }
    let scaled = value * scale
    // Only astronomically large origins overflow here; they are left as they are.
    return scaled.isFinite ? scaled.rounded() / scale : value
  }

  /// Adds the next cell and returns its frame, as written.
  @inline(__always) @discardableResult
  mutating func append(main: Double, cross: Double, mainExtent: Double, crossExtent: Double)
    -> Rect
  {
    let frame = Rect(
      mainAxis: mainAxis, mainOrigin: Self.pixelAligned(main, scale: scale),
      crossOrigin: Self.pixelAligned(cross, scale: scale), mainExtent: mainExtent,
      crossExtent: crossExtent)
    cells.append(frame)
    return frame
  }
}
