import MosaicCore
import MosaicHitTest

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
  /// The segments' origins in buckets, when there are more than ``lookupThreshold``: a point
  /// finds its segment in a step or two (a proportional guess and a binary search over 245
  /// segments of 10^6 per-item cells cost about 150 instructions a query). Relative to the first
  /// line, so a moved section keeps it.
  private let segmentLookup: PositionLookup

  /// Heap bytes of the segments' bucket table.
  var lookupByteCount: Int { segmentLookup.byteCount }

  /// Sections of at most this many segments search them without a table.
  static let lookupThreshold = 16

  /// A section at `linesTop` of `itemCount` items in `lineCount` lines, `linesLength` long, kept
  /// as `grid` or in `segments`.
  /// - Complexity: O(segments) when there are more than ``lookupThreshold``, else O(1).
  init(
    linesTop: Double, linesLength: Double, itemCount: Int, lineCount: Int, grid: FlowGridLines?,
    segments: ContiguousArray<FlowSegment>
  ) {
    var origins = ContiguousArray<Double>()
    if segments.count > Self.lookupThreshold {
      origins.reserveCapacity(segments.count)
      for segment in segments { origins.append(segment.origin) }
    }
    self.init(
      linesTop: linesTop, linesLength: linesLength, itemCount: itemCount, lineCount: lineCount,
      grid: grid, segments: segments, segmentLookup: PositionLookup(origins))
  }

  private init(
    linesTop: Double, linesLength: Double, itemCount: Int, lineCount: Int, grid: FlowGridLines?,
    segments: ContiguousArray<FlowSegment>, segmentLookup: PositionLookup
  ) {
    self.linesTop = linesTop
    self.linesLength = linesLength
    self.itemCount = itemCount
    self.lineCount = lineCount
    self.grid = grid
    self.segments = segments
    self.segmentLookup = segmentLookup
  }

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
      grid: grid?.moved(to: top), segments: segments, segmentLookup: segmentLookup)
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
    if segments.count > Self.lookupThreshold {
      return FlowSearch.firstPast(
        value, in: 0..<segments.count, from: segmentLookup.guess(value)
      ) { segments[$0].origin }
    }
    var (low, high) = FlowSearch.window(
      in: 0..<segments.count, guessFor: value, first: segments[0].origin,
      last: segments[segments.count - 1].origin
    ) { segments[$0].origin }
    while low < high {
      let mid = (low + high) / 2
      if segments[mid].origin <= value { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
