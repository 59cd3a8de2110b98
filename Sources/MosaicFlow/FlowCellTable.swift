import MosaicCore

/// The cells of a prepared flow layout, section by section (``FlowSectionCells``), and the
/// directory queries find the sections a rect or a point touches by.
///
/// Queries need no bucket index: lines are monotone along the scroll axis, and the cells of a
/// line across. A point or a rect finds its sections by binary search on the
/// directory, the segments by their origins, the lines by their tops, then scans the cells of
/// the few lines concerned.
///
/// Cell origins are pixel-rounded, so a section's cells may reach a fraction of a pixel outside
/// its lines: the directory keeps each listed section's first line top less ``slack`` (`low`,
/// non-decreasing) and the running maximum of where lines end plus ``slack`` (`reach`), so both
/// can be binary-searched; candidates are then kept by the exact frame tests.
/// - Complexity: 20 bytes per section that has items, plus its segments and pages.
final class FlowCellTable: Sendable {
  /// Every section, in order.
  let sections: ContiguousArray<FlowSectionCells>
  /// The axis items flow along inside a line.
  let lineAxis: Axis
  /// The screen scale origins are rounded to.
  let scale: Double?
  /// The zIndex every cell has.
  let cellZIndex: Int
  /// The number of cells.
  let cellCount: Int
  /// How far a cell may reach beyond its line's bounds along the scroll axis: half a pixel, plus
  /// a margin for a grid's multiplied positions.
  let slack: Double
  /// The sections that have items, in order.
  let listed: ContiguousArray<Int32>
  /// The first line top of each listed section, less ``slack`` (non-decreasing).
  let low: ContiguousArray<Double>
  /// The furthest end of the lines of the listed sections up to each one, plus ``slack``.
  let reach: ContiguousArray<Double>

  /// The table of `sections`, whose content is `contentLength` long along the scroll axis.
  /// - Complexity: O(sections).
  init(
    sections: ContiguousArray<FlowSectionCells>, lineAxis: Axis, scale: Double?, cellZIndex: Int,
    contentLength: Double
  ) {
    self.sections = sections
    self.lineAxis = lineAxis
    self.scale = scale
    self.cellZIndex = cellZIndex
    let halfPixel = scale.map { 0.5 / $0 } ?? 0
    let slack = halfPixel + Swift.max(1, Swift.abs(contentLength)) * 0x1p-40 + AdvanceGrid.step
    self.slack = slack.isFinite ? slack : .infinity
    var listed: ContiguousArray<Int32> = []
    var low: ContiguousArray<Double> = []
    var reach: ContiguousArray<Double> = []
    var cellCount = 0
    var running = -Double.infinity
    for (index, entry) in sections.enumerated() where entry.itemCount > 0 {
      if listed.isEmpty {
        listed.reserveCapacity(sections.count)
        low.reserveCapacity(sections.count)
        reach.reserveCapacity(sections.count)
      }
      cellCount += entry.itemCount
      running = Swift.max(running, entry.linesTop + entry.linesLength + slack)
      listed.append(Int32(truncatingIfNeeded: index))
      low.append(entry.linesTop - slack)
      reach.append(running)
    }
    self.listed = listed
    self.low = low
    self.reach = reach
    self.cellCount = cellCount
  }

  /// The first listed section whose running reach passes `value` (`listed.count` when none).
  /// - Complexity: O(log sections).
  func firstReaching(beyond value: Double) -> Int {
    var lowIndex = 0
    var high = reach.count
    while lowIndex < high {
      let mid = (lowIndex + high) / 2
      if reach[mid] > value { high = mid } else { lowIndex = mid + 1 }
    }
    return lowIndex
  }

  /// The number of listed sections whose first line starts at or before `value` (less slack).
  /// - Complexity: O(log sections).
  func countStarting(atOrBefore value: Double) -> Int {
    var lowIndex = 0
    var high = low.count
    while lowIndex < high {
      let mid = (lowIndex + high) / 2
      if low[mid] <= value { lowIndex = mid + 1 } else { high = mid }
    }
    return lowIndex
  }

  /// The number of items of `section`; 0 out of range.
  func itemCount(inSection section: Int) -> Int {
    section >= 0 && section < sections.count ? sections[section].itemCount : 0
  }

  /// Heap bytes held by the table, its segments and its pages (a page shared by several
  /// segments is counted once per segment).
  /// - Complexity: O(sections + segments).
  var byteCount: Int {
    var bytes =
      sections.capacity * MemoryLayout<FlowSectionCells>.stride + listed.capacity * 4
      + (low.capacity + reach.capacity) * 8
    for entry in sections {
      bytes += entry.segments.capacity * MemoryLayout<FlowSegment>.stride
      for segment in entry.segments { bytes += segment.page.byteCount }
    }
    return bytes
  }
}
