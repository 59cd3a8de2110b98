import MosaicCore

extension FlowLayout {
  /// The number of item lines (columns when scrolling horizontally) of `section`; 0 when it is
  /// empty or out of range.
  /// - Complexity: O(1).
  public func lineCount(inSection section: Int) -> Int {
    section >= 0 && section < directory.sectionCount
      ? directory.cells(ofSection: section).lineCount : 0
  }

  /// Appends the frames of `section`'s lines: each is exactly the union of its cells' frames
  /// (so it spans the line's full thickness: the thickest item fills it).
  /// - Complexity: O(lines) for a grid section, O(items) otherwise (a line's frame is folded
  ///   from its cells); allocation-free when `frames` has capacity.
  public func appendLineFrames(inSection section: Int, into frames: inout [Rect]) {
    guard section >= 0, section < directory.sectionCount else { return }
    let (block, local) = directory.location(ofSection: section)
    directory.blocks[block].appendLineFrames(
      inSection: local, origin: directory.origins[block], placement: directory.placement,
      into: &frames)
  }

  /// True: flow keeps its lines (a grid's numbers, or pages of lines), so a line is found by a
  /// search, never derived from cells.
  public var keepsLines: Bool { true }

  /// The frame of line `line` of `section`, `nil` out of range: exactly the union of its cells'
  /// frames.
  /// - Complexity: O(1) for a grid section; O(segments of the section + cells of the line)
  ///   otherwise.
  public func lineFrame(inSection section: Int, at line: Int) -> Rect? {
    guard section >= 0, section < directory.sectionCount else { return nil }
    let (block, local) = directory.location(ofSection: section)
    return directory.blocks[block].lineFrame(
      inSection: local, at: line, origin: directory.origins[block],
      placement: directory.placement)
  }

  /// Calls `body` with the index and frame of each line of `section` that can meet `range`
  /// along the scroll axis, in line order (lines within the rounding slack of it included).
  /// - Complexity: O(log lines) for a grid section; O(segments + log lines of a page) otherwise;
  ///   plus the lines given and their cells. No allocation.
  public func forEachLineFrame(
    inSection section: Int, crossing range: ClosedRange<Double>, _ body: (Int, Rect) -> Void
  ) {
    guard section >= 0, section < directory.sectionCount else { return }
    let (block, local) = directory.location(ofSection: section)
    directory.blocks[block].forEachLineFrame(
      inSection: local, crossing: range, origin: directory.origins[block],
      placement: directory.placement, body)
  }
}
