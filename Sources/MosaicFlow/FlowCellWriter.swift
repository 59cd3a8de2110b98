import MosaicCore

/// Where a flow line's cells go: the frame store being built (``FlowCellWriter``) or a moved
/// item's patch (``FlowPatchWriter``). Both get their frames from one place,
/// ``append(main:cross:mainExtent:crossExtent:)``, so a patch cannot round differently.
protocol FlowCellSink {
  /// The axis items flow along inside a line.
  var mainAxis: Axis { get }
  /// The screen scale origins are rounded to.
  var scale: Double? { get }
  /// Stores the next cell's frame.
  mutating func append(_ frame: Rect)
}

extension FlowCellSink {
  /// Adds the next cell from axis-relative parts, its origin on the pixel grid.
  @inline(__always)
  mutating func append(main: Double, cross: Double, mainExtent: Double, crossExtent: Double) {
    append(
      FlowCellWriter.frame(
        main: main, cross: cross, mainExtent: mainExtent, crossExtent: crossExtent,
        mainAxis: mainAxis, scale: scale))
  }
}

/// Writes a flow section's cells from axis-relative parts: "main" runs along a line, "cross" along
/// the scroll axis. It converts to x/y and puts origins on the pixel grid.
struct FlowCellWriter: FlowCellSink {
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

  /// The frame of a cell from axis-relative parts, its origin on the pixel grid.
  @inline(__always)
  static func frame(
    main: Double, cross: Double, mainExtent: Double, crossExtent: Double, mainAxis: Axis,
    scale: Double?
  ) -> Rect {
    Rect(
      mainAxis: mainAxis, mainOrigin: pixelAligned(main, scale: scale),
      crossOrigin: pixelAligned(cross, scale: scale), mainExtent: mainExtent,
      crossExtent: crossExtent)
  }

  /// Stores the next cell's frame.
  @inline(__always)
  mutating func append(_ frame: Rect) { cells.append(frame) }
}
