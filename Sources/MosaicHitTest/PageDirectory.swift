import MosaicCore

/// Where the entries of one level of a ``PagedLayout`` sit: the pages of a ``PageBlock`` relative
/// to the block's origin, or the blocks of the layout. Per entry: its origin along the scroll
/// axis, its first section and the item its first cell continues from, the numbers of its first
/// cell and first supplementary element, and how far its elements (and the earlier ones') reach
/// and where its (and the later ones') start, so a query finds the entries it touches.
///
/// One type for both levels, so that a page within a block and a block within the layout are
/// found by the same searches.
package struct PageDirectory: Sendable {
  /// What the directory needs of one entry (a page, or a block of pages).
  package struct Entry {
    /// Where the next entry starts, from this one's origin.
    package var length: Double
    /// The number of sections, a continued one included.
    package var sectionCount: Int
    /// The item the first cell of local section 0 continues from; above 0 when the entry
    /// continues a section begun by an earlier one.
    package var firstItem: Int
    /// The number of cells.
    package var cellCount: Int
    /// The number of elements, cells and supplementary ones.
    package var elementCount: Int
    /// Where the entry's indexed elements start and end along the scroll axis, relative to its
    /// origin; `low > high` when it has none.
    package var low: Double
    package var high: Double
  }

  /// What the directory keeps of one entry, in one record: a query reads one cache line an entry
  /// rather than one from each of eight arrays, and a directory is built with one allocation,
  /// not eight (an update builds one for each block it changes).
  struct Record {
    /// Where the entry starts.
    var origin: Double
    /// The furthest along the axis any indexed element of this entry or an earlier one reaches
    /// (widened by the rounding slack): non-decreasing, so binary-searchable.
    var reach: Double
    /// The nearest along the axis any indexed element of this entry or a later one starts
    /// (widened by the rounding slack): non-decreasing.
    var start: Double
    /// The entry's first section.
    var firstSection: Int
    /// The first section after the entry: non-decreasing, so the entries holding a section are
    /// found by binary search.
    var sectionEnd: Int
    /// The entry's ``Entry/firstItem``.
    var firstItem: Int
    /// The number of the entry's first cell.
    var firstCell: Int
    /// The entry's first supplementary element, counted among supplementary elements.
    var firstSupplementary: Int
  }

  /// The entries' records, in order.
  let records: ContiguousArray<Record>
  /// Where the last entry ends: the sum of the lengths.
  let length: Double
  /// The number of sections.
  let sectionCount: Int
  /// The number of cells.
  let cellCount: Int
  /// The number of supplementary elements.
  let supplementaryCount: Int
  /// The reaches in a ``PositionLookup``, two buckets an entry: where a search for the entries
  /// reaching a point starts, in O(1).
  let lookup: PositionLookup

  /// The directory of `count` entries, `entry(i)` describing the i-th, the first at 0 and each
  /// next one its predecessor's ``Entry/length`` further on.
  /// - Complexity: O(count).
  init(count: Int, entry: (Int) -> Entry) {
    var records = ContiguousArray<Record>()
    records.reserveCapacity(count)
    var reaches = ContiguousArray<Double>()
    reaches.reserveCapacity(count)
    var origin = 0.0
    var sections = 0
    var cells = 0
    var supplementaries = 0
    var furthest = -Double.infinity
    for index in 0..<count {
      let entry = entry(index)
      // A continued section is the previous entry's last, counted once.
      if entry.firstItem > 0 && sections > 0 { sections -= 1 }
      let span = Self.span(low: entry.low, high: entry.high, at: origin)
      furthest = Swift.max(furthest, span.high)
      reaches.append(furthest)
      let first = sections
      sections += entry.sectionCount
      records.append(
        Record(
          origin: origin, reach: furthest, start: span.low, firstSection: first,
          sectionEnd: sections, firstItem: entry.firstItem, firstCell: cells,
          firstSupplementary: supplementaries))
      origin += entry.length
      cells += entry.cellCount
      supplementaries += entry.elementCount - entry.cellCount
    }
    // Each start becomes the nearest start of its entry or a later one.
    var nearest = Double.infinity
    for index in stride(from: count - 1, through: 0, by: -1) {
      nearest = Swift.min(nearest, records[index].start)
      records[index].start = nearest
    }
    self.records = records
    self.length = origin
    self.sectionCount = sections
    self.cellCount = cells
    self.supplementaryCount = supplementaries
    self.lookup = PositionLookup(reaches, bucketsPerPosition: 2)
  }

  /// The number of entries.
  var count: Int { records.count }
  /// Where entry `index` starts; ``length`` for `index == count`.
  @inline(__always)
  func origin(_ index: Int) -> Double { index < records.count ? records[index].origin : length }
  /// Entry `index`'s first section; ``sectionCount`` for `index == count`.
  @inline(__always)
  func firstSection(_ index: Int) -> Int {
    index < records.count ? records[index].firstSection : sectionCount
  }
  /// The first section after entry `index`.
  @inline(__always)
  func sectionEnd(_ index: Int) -> Int { records[index].sectionEnd }
  /// Entry `index`'s ``Entry/firstItem``.
  @inline(__always)
  func firstItem(_ index: Int) -> Int { records[index].firstItem }
  /// Where the entries' indexed elements start and end (widened by the slack); `low > high`
  /// when there are none.
  var span: (low: Double, high: Double) {
    count == 0 ? (.infinity, -.infinity) : (records[0].start, records[count - 1].reach)
  }

  /// The entries holding `section`, which must be in range: from the first whose sections reach
  /// past it to the last starting at or before it (entries without sections are skipped).
  /// - Complexity: O(log entries).
  func entries(holding section: Int) -> Range<Int> {
    var low = 0
    var high = count
    // Invariant: firstSection(low) <= section < firstSection(high).
    while low + 1 < high {
      let mid = (low + high) / 2
      if records[mid].firstSection <= section { low = mid } else { high = mid }
    }
    // Most sections sit in one entry: the entry before ends before the section.
    guard low > 0, records[low - 1].sectionEnd > section else { return low..<(low + 1) }
    var first = 0
    var end = low
    while first < end {
      let mid = (first + end) / 2
      if records[mid].sectionEnd > section { end = mid } else { first = mid + 1 }
    }
    return first..<(low + 1)
  }

  /// Among `range` (entries holding one section, the first starting it), the last whose first
  /// item is at or before `item`: the one holding that cell.
  /// - Complexity: O(log entries).
  func entry(ofItem item: Int, among range: Range<Int>) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low + 1 < high {
      let mid = (low + high) / 2
      if records[mid].firstItem <= item { low = mid } else { high = mid }
    }
    return low
  }

  /// The entries whose elements can meet `low...high` along the scroll axis, in the directory's
  /// own coordinates (a superset: each is tested exactly afterwards).
  /// - Complexity: O(1) expected plus the entries returned (two binary searches over 250 pages
  ///   took about 280 instructions a point query, callgrind); O(entries) at worst, when elements
  ///   reach far beyond their entries.
  @inline(__always)
  func entries(reaching low: Double, _ high: Double) -> Range<Int> {
    // The first entry whose reach (or an earlier one's) gets to `low`: from the lookup table's
    // guess, a step or two either way (the table only ever starts near it).
    let records = records
    let count = records.count
    var first = lookup.guess(low)
    while first > 0 && records[first - 1].reach >= low { first -= 1 }
    while first < count && records[first].reach < low { first += 1 }
    // The first entry from which nothing starts at or before `high`: the entries between are
    // the ones the caller visits, so walking to it costs what the visit does.
    var last = first
    while last < count && records[last].start <= high { last += 1 }
    return first..<last
  }

  /// The span along the axis of elements from `low` to `high` relative to `origin`, placed and
  /// widened by the rounding slack; `(+∞, −∞)` when `low > high`.
  static func span(low: Double, high: Double, at origin: Double) -> (low: Double, high: Double) {
    guard low <= high else { return (.infinity, -.infinity) }
    let first = origin + low
    let last = origin + high
    return (
      first - BucketIndex.slack(origin: origin, relative: first),
      last + BucketIndex.slack(origin: origin, relative: last)
    )
  }

  /// Heap bytes held by the records and the lookup table.
  var byteCount: Int { records.capacity * MemoryLayout<Record>.stride + lookup.byteCount }
}
