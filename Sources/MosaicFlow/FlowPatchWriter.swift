import MosaicCore

/// Collects the re-packed cells of a moved item's lines (see ``FlowMoveOverlay``).
struct FlowPatchWriter: FlowCellSink {
  var frames: ContiguousArray<Rect> = []
  let mainAxis: Axis
  let scale: Double?

  /// Adds the next cell and returns its frame, exactly as ``FlowCellWriter`` would write it.
  @inline(__always) @discardableResult
  mutating func append(main: Double, cross: Double, mainExtent: Double, crossExtent: Double)
    -> Rect
  {
    let frame = FlowCellWriter.frame(
      main: main, cross: cross, mainExtent: mainExtent, crossExtent: crossExtent,
      mainAxis: mainAxis, scale: scale)
    frames.append(frame)
    return frame
  }
}
