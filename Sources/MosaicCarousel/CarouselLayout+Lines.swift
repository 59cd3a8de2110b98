import MosaicCore

extension CarouselLayout {
  /// A carousel is one strip along the scroll axis, so each virtual item is a line of its own:
  /// `count × multiplier` lines in the single section, 0 in any other.
  /// - Complexity: O(1), whatever the multiplier: a shelf's rows over a carousel are counted
  ///   against the element budget without deriving them from the cells.
  public func lineCount(inSection section: Int) -> Int { itemCount(inSection: section) }

  /// Appends each virtual item's frame, in item order: its line.
  /// - Complexity: O(virtual items).
  public func appendLineFrames(inSection section: Int, into frames: inout [Rect]) {
    let count = itemCount(inSection: section)
    frames.reserveCapacity(frames.count + count)
    for item in 0..<count { frames.append(frame(ofVirtualItem: item)) }
  }
}
