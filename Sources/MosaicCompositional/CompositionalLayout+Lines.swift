import MosaicCore

// A compositional layout's lines are derived from its cells (``/MosaicCore/LineDerivation``),
// not read from its pages' line indexes: those index groups (each group a run of cells, found by
// where it reaches along the scroll axis) for queries, and a group whose cells all have no area
// is no run of theirs; a band's cells, moved by its offset, are not where its page has them.
extension CompositionalLayout {
  /// False: the lines are derived from the cells.
  public var keepsLines: Bool { false }

  /// The number of `section`'s lines, derived from its cells.
  /// - Complexity: O(items of the section).
  public func lineCount(inSection section: Int) -> Int {
    LineDerivation.countLines(ofSection: section, in: self)
  }

  /// Appends the frames of `section`'s lines, derived from its cells.
  /// - Complexity: O(items of the section).
  public func appendLineFrames(inSection section: Int, into frames: inout [Rect]) {
    LineDerivation.appendLines(ofSection: section, in: self, into: &frames)
  }

  /// The frame of line `line` of `section`, `nil` out of range.
  /// - Complexity: O(items of the section).
  public func lineFrame(inSection section: Int, at line: Int) -> Rect? {
    guard line >= 0 else { return nil }
    let frames = lineFrames(inSection: section)
    return line < frames.count ? frames[line] : nil
  }

  /// Calls `body` with each line of `section` whose span along the scroll axis meets `range`.
  /// - Complexity: O(items of the section).
  public func forEachLineFrame(
    inSection section: Int, crossing range: ClosedRange<Double>, _ body: (Int, Rect) -> Void
  ) {
    for (line, frame) in lineFrames(inSection: section).enumerated() {
      let low = frame.minimum(along: axis)
      if low <= range.upperBound && low + frame.extent(along: axis) >= range.lowerBound {
        body(line, frame)
      }
    }
  }
}
