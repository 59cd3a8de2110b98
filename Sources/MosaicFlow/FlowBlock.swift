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
/// - Complexity: about 190 bytes per section, plus the segments and pages of its sections kept
///   in lines; 20 bytes per section when its sections repeat one another (``FlowSectionRepeat``).
final class FlowBlock: Sendable {
  /// The most sections a block holds: an update rebuilds the blocks it touches, so a change in
  /// one section of thousands costs at most this many sections' bookkeeping plus the directory's
  /// per-block sums.
  static let sectionLimit = 32

  /// The number of sections.
  let sectionCount: Int
  /// The sections' cells and edges, in order; empty when they are one section repeated.
  let storedSections: ContiguousArray<FlowSectionCells>
  private let storedEdges: ContiguousArray<FlowSectionEdges>
  /// The first section, when every section is it again one ``FlowSectionRepeat/pitch`` further
  /// on (a grid or no items, the same counts, options, header and footer): what a block keeps
  /// instead of a table per section.
  let repeated: FlowSectionRepeat?
  /// True when the block keeps one section repeated rather than a table per section (a repeat's
  /// pitch is positive).
  var isRepeated: Bool { repeatedPitch > 0 }
  /// The repeated section's grid and pitch, kept apart for point queries: reading them through
  /// the optional ``repeated`` copied all of it (a memcpy of about 200 bytes per read).
  let repeatedGrid: FlowGridLines?
  let repeatedPitch: Double
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
    self.sectionCount = sections.count
    self.length = length
    if let repeated = FlowSectionRepeat(sections: sections, edges: edges) {
      self.repeated = repeated
      self.repeatedGrid = repeated.cells.grid
      self.repeatedPitch = repeated.pitch
      self.storedSections = []
      self.storedEdges = []
    } else {
      self.repeated = nil
      self.repeatedGrid = nil
      self.repeatedPitch = 0
      self.storedSections = sections
      self.storedEdges = edges
    }
    var supplementaryCount = 0
    var perItemCount = 0
    for (edge, entry) in zip(edges, sections) {
      if edge.hasHeader { supplementaryCount += 1 }
      if edge.hasFooter { supplementaryCount += 1 }
      if edge.hasPerItemSizes { perItemCount += entry.itemCount }
    }
    self.supplementaryCount = supplementaryCount
    self.perItemCount = perItemCount
    var table = FlowReachTable(capacity: sections.count)
    var cellCount = 0
    for (index, entry) in sections.enumerated() where entry.itemCount > 0 {
      cellCount += entry.itemCount
      table.append(index, start: entry.linesTop, end: entry.linesTop + entry.linesLength)
    }
    self.listed = table.listed
    self.low = table.low
    self.reach = table.reach
    self.cellCount = cellCount
  }

  /// The first listed section whose running reach passes `value` (`listed.count` when none).
  /// - Complexity: O(log sections).
  func firstReaching(beyond value: Double) -> Int { FlowSearch.firstPast(value, in: reach) }

  /// The cells of local section `local` (in range), their first line relative to the block.
  /// - Complexity: O(1).
  @inline(__always)
  func cells(at local: Int) -> FlowSectionCells {
    guard let repeated else { return storedSections[local] }
    return repeated.cells(at: local)
  }

  /// The edges of local section `local` (in range), relative to the block.
  /// - Complexity: O(1).
  @inline(__always)
  func edges(at local: Int) -> FlowSectionEdges {
    guard let repeated else { return storedEdges[local] }
    return repeated.edges(at: local)
  }

  /// True when `body` holds for every section in order, given its local index, item count and
  /// edges; stops at the first for which it does not.
  /// - Complexity: O(sections) at most. The tables are read as locals: an element read through
  ///   the class's property retained and released the table.
  func allSections(_ body: (Int, Int, FlowSectionEdges) -> Bool) -> Bool {
    if let repeated {
      for local in 0..<sectionCount
      where !body(local, repeated.cells.itemCount, repeated.edges(at: local)) {
        return false
      }
      return true
    }
    let (sections, edges) = (storedSections, storedEdges)
    for local in 0..<sectionCount where !body(local, sections[local].itemCount, edges[local]) {
      return false
    }
    return true
  }

  /// Every section's cells, in order.
  var allCells: LazyMapSequence<Range<Int>, FlowSectionCells> {
    (0..<sectionCount).lazy.map { self.cells(at: $0) }
  }

  /// The first section whose end is past `value` (`sectionCount` when none).
  /// - Complexity: O(log sections).
  func firstSection(endingAfter value: Double) -> Int {
    var lowIndex = 0
    var high = sectionCount
    while lowIndex < high {
      let mid = (lowIndex + high) / 2
      if edges(at: mid).end > value { high = mid } else { lowIndex = mid + 1 }
    }
    return lowIndex
  }

  /// Heap bytes held by the block, its segments and its pages (a page shared by several
  /// segments is counted once per segment).
  /// - Complexity: O(sections + segments).
  var byteCount: Int {
    var bytes =
      storedSections.capacity * MemoryLayout<FlowSectionCells>.stride
      + storedEdges.capacity * MemoryLayout<FlowSectionEdges>.stride + listed.capacity * 4
      + (low.capacity + reach.capacity) * 8
    for entry in storedSections {
      bytes += entry.segments.capacity * MemoryLayout<FlowSegment>.stride
      for segment in entry.segments { bytes += segment.page.byteCount }
    }
    return bytes
  }
}
