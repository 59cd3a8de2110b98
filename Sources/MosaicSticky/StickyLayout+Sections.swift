import MosaicCore

extension StickyLayout {
  /// The sections whose frames overlap `rect` along the scroll axis: the only ones whose header or
  /// footer, pinned or not, can intersect `rect` (both stay inside their section).
  ///
  /// Public so that callers (and tests) can see how few sections a query looks at.
  /// - Complexity: O(log sections + sections returned) calls of the base's `sectionFrame` when
  ///   sections follow each other along the scroll axis (flow, waterfall); O(1) returning every
  ///   section otherwise.
  ///
  /// With a screen scale, the search reaches one pixel further each way: a base that rounds its
  /// elements' origins to the pixel grid but not its section frames (flow) can put a header up to
  /// half a pixel before its section's start (found by the conformance kit: a rect ending exactly
  /// at a section's unrounded start missed the header rounded onto it).
  public func sections(overlapping rect: Rect) -> Range<Int> {
    let count = base.sectionCount
    guard sectionsAreOrdered else { return 0..<count }
    let axis = scrollDirection.scrollAxis
    let slack = base.preparedViewport.scale.map { 1 / $0 } ?? 0
    let origin = rect.minimum(along: axis)
    let extent = rect.extent(along: axis)
    // Also false for NaN: such a rect intersects nothing.
    guard extent > 0, rect.extent(along: axis.other) > 0 else { return 0..<0 }
    let low = origin - slack
    let high = origin + extent + slack
    guard low < high else { return 0..<0 }
    // Section ends never decrease, so the first is a partition point; the sections from it on
    // are walked while they start before `high` (they are the ones the caller visits anyway):
    // one binary search of the base's section frames rather than two.
    let first = base.firstSection(endingAfter: low)
    var last = first
    while last < count, start(of: last, along: axis) < high { last += 1 }
    return first..<last
  }

  private func start(of section: Int, along axis: Axis) -> Double {
    base.sectionFrame(section)?.minimum(along: axis) ?? 0
  }
}
