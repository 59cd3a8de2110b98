import MosaicCore

extension ShelfLayout: LineFrameProviding {
  /// The number of item lines of `section`: the base's when it provides lines, else derived from
  /// its cells (`ShelfLineDerivation`), so that shelves stack over backgrounds.
  /// - Complexity: O(1) when the base provides lines, O(items of the section) otherwise (no
  ///   allocation: the lines are counted, not stored).
  public func lineCount(inSection section: Int) -> Int {
    if let baseLines { return baseLines.lineCount(inSection: section) }
    guard section >= 0, section < itemCounts.count else { return 0 }
    return ShelfLineDerivation.countLines(
      ofSection: section, itemCount: itemCounts[section], in: base, limit: .max)
  }

  /// Appends the frames of `section`'s item lines (see ``lineCount(inSection:)``).
  /// - Complexity: O(lines of the section) when the base provides lines, O(items of the
  ///   section) otherwise.
  public func appendLineFrames(inSection section: Int, into frames: inout [Rect]) {
    guard section >= 0, section < itemCounts.count else { return }
    Self.appendLines(
      ofSection: section, itemCount: itemCounts[section], base: base, lines: baseLines,
      into: &frames)
  }
}
