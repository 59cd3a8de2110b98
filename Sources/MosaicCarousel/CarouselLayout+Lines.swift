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

  /// Virtual item `line`'s frame: its line, `nil` out of range.
  /// - Complexity: O(1).
  public func lineFrame(inSection section: Int, at line: Int) -> Rect? {
    guard line >= 0, line < itemCount(inSection: section) else { return nil }
    return frame(ofVirtualItem: line)
  }

  /// The virtual items whose extent along the scroll axis can meet `range`: their lines.
  /// - Complexity: O(1 + lines given), independent of the multiplier.
  public func forEachLineFrame(
    inSection section: Int, crossing range: ClosedRange<Double>, _ body: (Int, Rect) -> Void
  ) {
    guard itemCount(inSection: section) > 0,
      let candidates = geometry.candidates(fromScroll: range.lowerBound, to: range.upperBound)
    else { return }
    for virtualItem in candidates { body(virtualItem, frame(ofVirtualItem: virtualItem)) }
  }

  /// Each virtual item's frame, in item order, while `body` returns true: computed, not looked up
  /// one by one.
  /// - Complexity: O(virtual items given).
  public func forEachCellFrame(inSection section: Int, _ body: (Rect) -> Bool) {
    for virtualItem in 0..<itemCount(inSection: section)
    where !body(frame(ofVirtualItem: virtualItem)) {
      return
    }
  }

  /// The bounds of every virtual item: along the scroll axis, from the first's start to the
  /// last's end (origins only grow with the index); across it, each data item's extent, read
  /// once (a virtual item has its data item's).
  /// - Complexity: O(count), independent of the multiplier.
  public func cellBounds(inSection section: Int) -> Rect? {
    let virtualCount = itemCount(inSection: section)
    guard virtualCount > 0 else { return nil }
    var bounds = FrameBounds()
    for virtualItem in 0..<Swift.min(geometry.count, virtualCount) {
      bounds.add(frame(ofVirtualItem: virtualItem))
    }
    bounds.add(frame(ofVirtualItem: virtualCount - 1))
    return bounds.rect
  }
}
