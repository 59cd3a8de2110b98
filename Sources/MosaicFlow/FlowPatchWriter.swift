import MosaicCore

/// Collects the re-packed cells of a moved item's lines (see ``FlowMoveOverlay``).
struct FlowPatchWriter: FlowCellSink {
  var frames: ContiguousArray<Rect> = []
  let mainAxis: Axis
  let scale: Double?

  /// Stores the next cell's frame.
  @inline(__always)
  mutating func append(_ frame: Rect) { frames.append(frame) }
}
