import MosaicCore

/// A run of re-packed lines: per line, its first item (within the section), exact top,
/// thickness and frame.
struct FlowPatchedLines: Sendable {
  var firstItems: ContiguousArray<Int> = []
  var tops: ContiguousArray<Double> = []
  var thicknesses: ContiguousArray<Double> = []
  var frames: ContiguousArray<Rect> = []

  var count: Int { frames.count }

  mutating func append(firstItem: Int, top: Double, thickness: Double, frame: Rect) {
    firstItems.append(firstItem)
    tops.append(top)
    thicknesses.append(thickness)
    frames.append(frame)
  }
}
