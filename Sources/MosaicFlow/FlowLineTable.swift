import MosaicCore

/// The item lines of a prepared flow layout, recorded while the cells are written.
///
/// A grid section (one item size, one pitch) costs O(1): its lines are recomputed from the
/// numbers it was laid out with. A section of mixed sizes stores one 32-byte frame per line. So
/// a grid of 10^6 cells adds nothing per line, and the worst case is O(lines), well under the
/// frame store's 32 bytes per cell.
struct FlowLineTable: Sendable {
  /// One entry per section, in order.
  private(set) var sections: ContiguousArray<FlowSectionLines> = []
  /// The stored line frames of the non-grid sections, section after section.
  private(set) var frames: ContiguousArray<Rect> = []
  /// The axis items flow along inside a line.
  let mainAxis: Axis
  /// The screen scale the cells were rounded to.
  let scale: Double?
  /// The first stored frame of the section being laid out.
  private var openSectionStart = 0

  /// An empty table for `sectionCount` sections.
  init(sectionCount: Int, mainAxis: Axis, scale: Double?) {
    self.mainAxis = mainAxis
    self.scale = scale
    sections.reserveCapacity(sectionCount)
  }

  /// Closes the current section as a grid (or as an empty section, when `grid` is `nil` and no
  /// frames were stored since the previous section).
  mutating func endSection(grid: FlowGridLines?) {
    let stored = frames.count - openSectionStart
    sections.append(
      FlowSectionLines(
        lineCount: grid?.lineCount ?? stored, firstFrame: openSectionStart, grid: grid))
    openSectionStart = frames.count
  }

  /// Stores the frame of the current (non-grid) section's next line.
  mutating func appendLine(_ frame: Rect) {
    frames.append(frame)
  }

  /// The number of lines of `section`; 0 out of range.
  func lineCount(inSection section: Int) -> Int {
    section >= 0 && section < sections.count ? sections[section].lineCount : 0
  }

  /// Appends the frames of `section`'s lines.
  /// - Complexity: O(lines of the section).
  func appendLineFrames(inSection section: Int, into results: inout [Rect]) {
    guard section >= 0, section < sections.count else { return }
    let entry = sections[section]
    if let grid = entry.grid {
      for line in 0..<entry.lineCount {
        results.append(grid.frame(ofLine: line, mainAxis: mainAxis, scale: scale))
      }
    } else {
      results.append(contentsOf: frames[entry.firstFrame..<(entry.firstFrame + entry.lineCount)])
    }
  }

  /// Heap bytes held by the table.
  var byteCount: Int {
    sections.capacity * MemoryLayout<FlowSectionLines>.stride
      + frames.capacity * MemoryLayout<Rect>.stride
  }
}
