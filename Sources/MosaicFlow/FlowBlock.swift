import MosaicCore

/// Up to ``sectionLimit`` consecutive sections of a prepared flow layout, laid out from 0 along
/// the scroll axis: their cells (``FlowSectionCells``), where each section, header and footer
/// sits (``FlowSectionEdges``), and the tables its queries search sections by. Everything is
/// relative to the block's origin, which only the layout's directory (``FlowDirectory``) knows,
/// so an update that leaves a block's sections alone keeps the block itself, wherever it moves.
///
/// Cell and header origins are pixel-rounded when asked, from their absolute positions (the
/// block's origin plus a relative one, an exact sum on ``/MosaicCore/AdvanceGrid``), so a kept
/// block answers to the bit what a fresh one would. Queries take that origin, and the directory's
/// rounding slack, by which ``low`` and ``reach`` are widened: a cell may reach a fraction of a
/// pixel outside its lines.
/// - Complexity: about 70 bytes per section, plus the segments and pages of its sections kept
///   in lines.
final class FlowBlock: Sendable {
  /// The most sections a block holds: an update rebuilds the blocks it touches, so a change in
  /// one section of thousands costs at most this many sections' bookkeeping plus the directory's
  /// per-block sums.
  static let sectionLimit = 32

  /// The block's sections, in order.
  let sections: ContiguousArray<FlowSectionCells>
  /// Where each section, its header and its footer sit.
  let edges: ContiguousArray<FlowSectionEdges>
  /// Where the next block starts: the end of the last section.
  let length: Double
  /// The number of headers and footers.
  let supplementaryCount: Int
  /// The number of cells.
  let cellCount: Int
  /// The cells of sections the data gave per-item sizes: what the element budget counts.
  let perItemCount: Int
  /// The sections that have items, in order.
  let listed: ContiguousArray<Int32>
  /// The first line top of each listed section (non-decreasing).
  let low: ContiguousArray<Double>
  /// The furthest end of the lines of the listed sections up to each one (non-decreasing).
  let reach: ContiguousArray<Double>

  /// The block of `sections`, placed by `edges`, `length` long.
  /// - Complexity: O(sections).
  init(
    sections: ContiguousArray<FlowSectionCells>, edges: ContiguousArray<FlowSectionEdges>,
    length: Double
  ) {
    self.sections = sections
    self.edges = edges
    self.length = length
    var supplementaryCount = 0
    var perItemCount = 0
    for (edge, entry) in zip(edges, sections) {
      if edge.hasHeader { supplementaryCount += 1 }
      if edge.hasFooter { supplementaryCount += 1 }
      if edge.hasPerItemSizes { perItemCount += entry.itemCount }
    }
    self.supplementaryCount = supplementaryCount
    self.perItemCount = perItemCount
    var listed: ContiguousArray<Int32> = []
    var low: ContiguousArray<Double> = []
    var reach: ContiguousArray<Double> = []
    listed.reserveCapacity(sections.count)
    low.reserveCapacity(sections.count)
    reach.reserveCapacity(sections.count)
    var cellCount = 0
    var running = -Double.infinity
    for (index, entry) in sections.enumerated() where entry.itemCount > 0 {
      cellCount += entry.itemCount
      running = Swift.max(running, entry.linesTop + entry.linesLength)
      listed.append(Int32(truncatingIfNeeded: index))
      low.append(entry.linesTop)
      reach.append(running)
    }
    self.listed = listed
    self.low = low
    self.reach = reach
    self.cellCount = cellCount
  }

  /// The first listed section whose running reach passes `value` (`listed.count` when none).
  /// - Complexity: O(log sections).
  func firstReaching(beyond value: Double) -> Int { FlowSearch.firstPast(value, in: reach) }

  /// The number of listed sections whose first line starts at or before `value`.
  /// - Complexity: O(log sections).
  func countStarting(atOrBefore value: Double) -> Int { FlowSearch.firstPast(value, in: low) }

  /// The first section whose end is past `value` (`sections.count` when none).
  /// - Complexity: O(log sections).
  func firstSection(endingAfter value: Double) -> Int {
    var lowIndex = 0
    var high = edges.count
    while lowIndex < high {
      let mid = (lowIndex + high) / 2
      if edges[mid].end > value { high = mid } else { lowIndex = mid + 1 }
    }
    return lowIndex
  }

  /// Heap bytes held by the block, its segments and its pages (a page shared by several
  /// segments is counted once per segment).
  /// - Complexity: O(sections + segments).
  var byteCount: Int {
    var bytes =
      sections.capacity * MemoryLayout<FlowSectionCells>.stride
      + edges.capacity * MemoryLayout<FlowSectionEdges>.stride + listed.capacity * 4
      + (low.capacity + reach.capacity) * 8
    for entry in sections {
      bytes += entry.segments.capacity * MemoryLayout<FlowSegment>.stride
      for segment in entry.segments { bytes += segment.page.byteCount }
    }
    return bytes
  }
}
