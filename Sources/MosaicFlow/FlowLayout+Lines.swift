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
}
