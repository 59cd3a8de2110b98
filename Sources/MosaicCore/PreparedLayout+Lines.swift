extension PreparedLayout {
  /// Default: the first missing cell of `section`, found by doubling then bisection over
  /// ``attributes(for:viewport:)`` at the prepared viewport; at most
  /// ``LayoutInput/maximumItemCount``.
  /// - Complexity: O(log n) look-ups for a section of n items.
  public func itemCount(inSection section: Int) -> Int {
    guard section >= 0, section < sectionCount else { return 0 }
    let viewport = preparedViewport
    func exists(_ item: Int) -> Bool {
      attributes(for: .cell(section: section, item: item), viewport: viewport) != nil
    }
    guard exists(0) else { return 0 }
    // Invariant: item `low` exists, item `high` does not. No section holds more than a layout
    // may: a layout that answers beyond that is broken, and is taken at the limit.
    let limit = LayoutInput.maximumItemCount
    guard !exists(limit) else { return limit }
    var low = 0
    var high = 1
    while high < limit && exists(high) {
      low = high
      high = Swift.min(2 * high, limit)
    }
    while high - low > 1 {
      let mid = low + (high - low) / 2
      if exists(mid) { low = mid } else { high = mid }
    }
    return high
  }

  /// Default: the lines derived from the cells (``LineDerivation``).
  /// - Complexity: O(items of the section); no allocation.
  public func lineCount(inSection section: Int) -> Int {
    LineDerivation.countLines(ofSection: section, in: self)
  }

  /// Default: the lines derived from the cells (``LineDerivation``).
  /// - Complexity: O(items of the section); no allocation beyond `frames`.
  public func appendLineFrames(inSection section: Int, into frames: inout [Rect]) {
    LineDerivation.appendLines(ofSection: section, in: self, into: &frames)
  }

  /// Default: false, lines are derived from the cells when asked.
  public var keepsLines: Bool { false }

  /// Default: the section's lines derived, then the one asked for.
  /// - Complexity: O(items of the section), with a buffer of its lines.
  public func lineFrame(inSection section: Int, at line: Int) -> Rect? {
    guard line >= 0, line < lineCount(inSection: section) else { return nil }
    let frames = lineFrames(inSection: section)
    return line < frames.count ? frames[line] : nil
  }

  /// Default: the section's lines derived, then those meeting `range`.
  /// - Complexity: O(items of the section), with a buffer of its lines.
  public func forEachLineFrame(
    inSection section: Int, crossing range: ClosedRange<Double>, _ body: (Int, Rect) -> Void
  ) {
    let axis = scrollDirection.scrollAxis
    for (line, frame) in lineFrames(inSection: section).enumerated() {
      let low = frame.minimum(along: axis)
      if low <= range.upperBound && low + frame.extent(along: axis) >= range.lowerBound {
        body(line, frame)
      }
    }
  }

  /// The frames of `section`'s lines, in line order, as a new array.
  /// - Complexity: ``appendLineFrames(inSection:into:)``'s, plus the new array.
  public func lineFrames(inSection section: Int) -> [Rect] {
    var frames: [Rect] = []
    appendLineFrames(inSection: section, into: &frames)
    return frames
  }

  /// Default: read from ``cellFrameStore`` when there is one, else one
  /// ``attributes(for:viewport:)`` look-up per item of ``itemCount(inSection:)``.
  /// - Complexity: O(items of the section); no allocation.
  public func forEachCellFrame(inSection section: Int, _ body: (Rect) -> Bool) {
    guard section >= 0, section < sectionCount else { return }
    if let store = cellFrameStore {
      guard section < store.sectionCount else { return }
      for element in store.cellRange(ofSection: section) where !body(store.frame(at: element)) {
        return
      }
      return
    }
    let viewport = preparedViewport
    for item in 0..<itemCount(inSection: section) {
      guard
        let cell = attributes(for: .cell(section: section, item: item), viewport: viewport)?.frame
      else { continue }
      if !body(cell) { return }
    }
  }

  /// Default: ``boundsOfCellFrames(inSection:)``.
  /// - Complexity: O(items of the section); no allocation.
  public func cellBounds(inSection section: Int) -> Rect? { boundsOfCellFrames(inSection: section) }

  /// The bounds of the frames ``forEachCellFrame(inSection:_:)`` gives: the default
  /// ``cellBounds(inSection:)``, public so that a wrapper that moves cells (a mirror, a drag)
  /// answers from its own frames rather than forward its base's.
  /// - Complexity: O(items of the section); no allocation.
  public func boundsOfCellFrames(inSection section: Int) -> Rect? {
    var bounds = FrameBounds()
    forEachCellFrame(inSection: section) {
      bounds.add($0)
      return true
    }
    return bounds.rect
  }
}
