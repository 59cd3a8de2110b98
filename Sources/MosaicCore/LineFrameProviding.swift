/// A prepared layout that knows its item lines: what a line-based decoration (a bookshelf's
/// shelves) is drawn against.
///
/// A *line* is a row of items (a column when scrolling horizontally) as the layout packed it. Its
/// frame spans, along the scroll axis, the line's whole thickness (from its top to its bottom,
/// whatever the alignment of the items inside it) and, across it, the union of its items'
/// extents. Lines are numbered from 0 in each section, in the order they were laid out; an empty
/// section has none.
///
/// The capability is optional: a modifier that needs lines asks `base as? any LineFrameProviding`
/// and derives them from the cells when the base layout does not provide them. There is no
/// default implementation.
public protocol LineFrameProviding: Sendable {
  /// The number of lines in `section`; 0 for an empty section or one out of range.
  /// - Complexity: O(1) for a layout that records its lines (flow); a wrapper that derives them
  ///   documents its own cost.
  func lineCount(inSection section: Int) -> Int

  /// Appends the frames of `section`'s lines, in line order, to `frames`; nothing when the
  /// section is out of range.
  /// - Complexity: O(lines of the section); allocation-free when `frames` has capacity.
  func appendLineFrames(inSection section: Int, into frames: inout [Rect])
}

extension LineFrameProviding {
  /// The frames of `section`'s lines, in line order, as a new array.
  /// - Complexity: O(lines of the section).
  public func lineFrames(inSection section: Int) -> [Rect] {
    var frames: [Rect] = []
    frames.reserveCapacity(lineCount(inSection: section))
    appendLineFrames(inSection: section, into: &frames)
    return frames
  }
}
