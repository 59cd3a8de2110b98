import MosaicCore

/// How a flow layout whose every section is a grid finds the sections a query touches without
/// storing a frame per item: for each section that has items, its index and the extent its cells
/// reach along the scroll axis. The cells themselves are computed from the sections'
/// ``FlowGridLines`` (kept in the layout's ``FlowLineTable``) when asked.
///
/// Cell origins are pixel-rounded, so a section's cells may reach a fraction of a pixel outside
/// its frame and overlap the next section's; the table therefore keeps the rounded reach of the
/// cells, not the section frames: `low` is non-decreasing (grids stack, rounding is monotone) and
/// `reach` is a running maximum, so both can be binary-searched.
/// - Complexity: 20 bytes per section that has items.
final class FlowGridTable: Sendable {
  /// The sections whose cells have area, in order.
  let sections: ContiguousArray<Int32>
  /// The rounded scroll-axis origin of each listed section's first line (non-decreasing).
  let low: ContiguousArray<Double>
  /// The largest scroll-axis end of any cell of the listed sections up to each one (a running
  /// maximum).
  let reach: ContiguousArray<Double>
  /// The number of cells of the layout.
  let cellCount: Int

  /// The table of `lines`, whose sections are all grids or empty.
  init(lines: FlowLineTable) {
    var sections: ContiguousArray<Int32> = []
    var low: ContiguousArray<Double> = []
    var reach: ContiguousArray<Double> = []
    var cellCount = 0
    var running = -Double.infinity
    for (index, entry) in lines.sections.enumerated() {
      guard let grid = entry.grid, grid.count > 0 else { continue }
      cellCount += grid.count
      // Cells of no area are never in a rect's or a point's answer: such a section is not listed.
      guard grid.mainExtent > 0, grid.crossExtent > 0 else { continue }
      if sections.isEmpty {
        let capacity = lines.sections.count
        sections.reserveCapacity(capacity)
        low.reserveCapacity(capacity)
        reach.reserveCapacity(capacity)
      }
      let first = grid.cellFrame(column: 0, line: 0, mainAxis: lines.mainAxis, scale: lines.scale)
      let last = grid.cellFrame(
        column: 0, line: grid.lineCount - 1, mainAxis: lines.mainAxis, scale: lines.scale)
      let scrollAxis = lines.mainAxis.other
      running = max(running, last.minimum(along: scrollAxis) + grid.crossExtent)
      sections.append(Int32(truncatingIfNeeded: index))
      low.append(first.minimum(along: scrollAxis))
      reach.append(running)
    }
    self.sections = sections
    self.low = low
    self.reach = reach
    self.cellCount = cellCount
  }

  /// The first listed section whose running reach passes `value` (`sections.count` when none).
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

  /// The number of listed sections whose first line starts at or before `value`.
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

  /// Heap bytes held by the table.
  var byteCount: Int {
    sections.capacity * MemoryLayout<Int32>.stride + (low.capacity + reach.capacity) * 8
  }

  /// The positions `0..<count` of a run `start + i·step` (each rounded to the pixel grid at
  /// `scale`, extent `extent`) that can reach into `lower...upper`: a superset, widened by the
  /// rounding and one step each side, that the exact frame test then filters.
  /// - Complexity: O(1).
  static func candidates(
    from lower: Double, to upper: Double, start: Double, step: Double, extent: Double,
    count: Int, scale: Double?
  ) -> Range<Int> {
    guard count > 1 else { return 0..<count }
    guard step > 0 else { return 0..<count }
    // Rounding moves an origin by at most half a pixel.
    let slack = scale.map { 0.5 / $0 } ?? 0
    var first = ((lower - slack - start - extent) / step).rounded(.down) - 1
    var last = ((upper + slack - start) / step).rounded(.down) + 1
    let top = Double(count - 1)
    // Written so that NaN falls to the safe side.
    if !(first >= 0) { first = 0 }
    if !(first <= top) { first = top }
    if !(last <= top) { last = top }
    if !(last >= 0) { return 0..<0 }
    guard first <= last else { return 0..<0 }
    return Int(first)..<(Int(last) + 1)
  }
}
