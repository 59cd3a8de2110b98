import MosaicCore

/// Where one flow section's cells are: its first line's absolute top along the scroll axis, and
/// its lines as a grid (one size, one pitch: numbers only) or as segments over shared pages.
///
/// Everything but ``linesTop`` (and a grid's first line, which is the same value) is relative
/// to the section's first line, so a section an update did not touch is kept by moving that one
/// number: its segments are shared, not copied.
struct FlowSectionCells: Sendable {
  /// The absolute top of the first line (where the lines start, even with no items): a multiple
  /// of ``AdvanceGrid/step``.
  let linesTop: Double
  /// Where the lines end, relative to ``linesTop``: 0 without items.
  let linesLength: Double
  /// The number of items.
  let itemCount: Int
  /// The number of lines.
  let lineCount: Int
  /// The grid the lines follow, or `nil` when they are in ``segments``.
  let grid: FlowGridLines?
  /// The lines in scroll order, when not a grid.
  let segments: ContiguousArray<FlowSegment>

  /// A section of no items at `linesTop`.
  static func empty(at linesTop: Double) -> FlowSectionCells {
    FlowSectionCells(
      linesTop: linesTop, linesLength: 0, itemCount: 0, lineCount: 0, grid: nil, segments: [])
  }

  /// This section with its first line at `top`; a grid's numbers are recomputed from it, as a
  /// prepare at that top computes them.
  func moved(to top: Double) -> FlowSectionCells {
    FlowSectionCells(
      linesTop: top, linesLength: linesLength, itemCount: itemCount, lineCount: lineCount,
      grid: grid?.moved(to: top), segments: segments)
  }

  /// The one size of every item of a section kept in segments, `nil` when sizes differ.
  /// - Complexity: O(segments).
  var uniformSize: Size? {
    guard let first = segments.first?.page.uniformSize else { return nil }
    for segment in segments.dropFirst() where segment.page.uniformSize != first { return nil }
    return first
  }

  /// The segment holding section item `item` (in range).
  /// - Complexity: O(log segments).
  func segmentIndex(holding item: Int) -> Int {
    var low = 0
    var high = segments.count
    while high - low > 1 {
      let mid = (low + high) / 2
      if segments[mid].firstItem <= item { low = mid } else { high = mid }
    }
    return low
  }

  /// The number of segments whose first line starts at or before `value` (relative to
  /// ``linesTop``).
  /// - Complexity: O(1) for segments spread about evenly, O(log segments) at worst.
  func countOfSegments(startingAtOrBefore value: Double) -> Int {
    guard !segments.isEmpty else { return 0 }
    return FlowSearch.firstPast(
      value, in: 0..<segments.count, first: segments[0].origin,
      last: segments[segments.count - 1].origin
    ) { segments[$0].origin }
  }
}
