import MosaicCore

/// Where the entries of one level of a ``PagedLayout`` sit: the pages of a ``PageBlock`` relative
/// to the block's origin, or the blocks of the layout. Per entry: its origin along the scroll
/// axis, its first section and the item its first cell continues from, the numbers of its first
/// cell and first supplementary element, and how far its elements (and the earlier ones') reach
/// and where its (and the later ones') start, so a query finds the entries it touches.
///
/// One type for both levels, so that a page within a block and a block within the layout are
/// found by the same searches.
///
/// A directory may *repeat* its records: entries `0..<period` are described by the records and
/// each later run of `period` entries is that run again, one period's length, sections, cells
/// and supplementary elements further on (a block of pages laid out once and placed again for
/// each of a run of sections sized alike), or one period's length, cells and items further on
/// within the same section (a page of a section cut into pages placed again for each next page of
/// items sized alike). It then keeps one record a period, not one an entry, and answers every
/// question in O(1) more arithmetic.
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
    /// The entry's ``Entry/firstItem``, less the first entry's when the entry is of the
    /// directory's first section (see ``firstItem(_:base:)``).
    var firstItem: Int
    /// The number of the entry's first cell.
    var firstCell: Int
    /// The entry's first supplementary element, counted among supplementary elements.
    var firstSupplementary: Int
  }

  /// The entries' records, in order: one period's when the directory repeats.
  let records: ContiguousArray<Record>
  /// How many times the records repeat: 1 when every entry has its own record.
  let repeats: Int
  /// One period's length (the records' total; the whole directory's when it does not repeat),
  /// and what a period adds to the entries' first sections: 0 when every period continues one
  /// section.
  let periodLength: Double
  let periodSections: Int
  /// The sections the records hold (a continued one included): one period's.
  let recordSections: Int
  /// What a period adds to the entries' first items: 0 when each period starts its sections, its
  /// cells when every period continues one section.
  let periodItems: Int
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
  /// next one its predecessor's ``Entry/length`` further on; with `repeats` above 1, those
  /// `count` entries are one period, repeated that many times one after the other: either each
  /// period starts its sections (its first entry's ``Entry/firstItem`` is 0) or, with
  /// `continuing`, every entry continues one section and each period's items follow the last
  /// one's. With `relativeItems` (a block's directory), the first section's first items are
  /// kept less the first entry's, and read back through ``firstItem(_:base:)``.
  /// - Complexity: O(count).
  init(
    count: Int, repeats: Int = 1, continuing: Bool = false, relativeItems: Bool = false,
    entry: (Int) -> Entry
  ) {
    let repeats = Swift.max(1, repeats)
    var records = ContiguousArray<Record>()
    records.reserveCapacity(count)
    var reaches = ContiguousArray<Double>()
    reaches.reserveCapacity(count)
    var origin = 0.0
    var sections = 0
    var cells = 0
    var supplementaries = 0
    var furthest = -Double.infinity
    // With `relativeItems`, first items of the first section are kept less the first entry's: a
    // block of a section's continuing pages then holds nothing of which items it holds, and
    // equal blocks are shared.
    let base = relativeItems && count > 0 ? entry(0).firstItem : 0
    // A repeated period sits up to `repeats - 1` periods further on: its spans are widened by
    // the slack of the furthest place they are used at.
    let furthestPeriod =
      repeats > 1 ? Double(repeats - 1) * (0..<count).reduce(0) { $0 + entry($1).length } : 0
    for index in 0..<count {
      let entry = entry(index)
      // A continued section is the previous entry's last, counted once.
      if entry.firstItem > 0 && sections > 0 { sections -= 1 }
      let span = Self.span(
        low: entry.low, high: entry.high, at: origin, slackAt: origin + furthestPeriod)
      furthest = Swift.max(furthest, span.high)
      reaches.append(furthest)
      let first = sections
      sections += entry.sectionCount
      records.append(
        Record(
          origin: origin, reach: furthest, start: span.low, firstSection: first,
          sectionEnd: sections, firstItem: entry.firstItem - (first == 0 ? base : 0),
          firstCell: cells,
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
    self.repeats = count > 0 ? repeats : 1
    periodLength = origin
    recordSections = sections
    let continuing = continuing && self.repeats > 1
    periodSections = continuing ? 0 : sections
    periodItems = continuing ? cells : 0
    let times = Double(self.repeats)
    self.length = self.repeats == 1 ? origin : times * origin
    self.sectionCount = sections + (self.repeats - 1) * periodSections
    self.cellCount = cells * self.repeats
    self.supplementaryCount = supplementaries * self.repeats
    self.lookup = PositionLookup(reaches, bucketsPerPosition: 2)
  }

  /// The number of entries.
  var count: Int { records.count * repeats }
  /// Entry `index` as a period and an entry of the records.
  @inline(__always)
  private func split(_ index: Int) -> (period: Int, record: Int) {
    repeats == 1 ? (0, index) : index.quotientAndRemainder(dividingBy: records.count)
  }
  /// ``origin(_:)`` of a directory that does not repeat (see ``plainEntries(reaching:_:)``).
  @inline(__always)
  func plainOrigin(_ index: Int) -> Double {
    index < records.count ? records[index].origin : length
  }
  /// ``firstItem(_:)`` of a directory that does not repeat, `index` in range.
  @inline(__always)
  func plainFirstItem(_ index: Int) -> Int { records[index].firstItem }
  /// ``firstSection(_:)`` of a directory that does not repeat.
  @inline(__always)
  func plainFirstSection(_ index: Int) -> Int {
    index < records.count ? records[index].firstSection : sectionCount
  }
  /// Where entry `index` starts; ``length`` for `index == count`.
  @inline(__always)
  func origin(_ index: Int) -> Double {
    if repeats == 1 { return plainOrigin(index) }
    guard index < count else { return length }
    let (period, record) = split(index)
    return Double(period) * periodLength + records[record].origin
  }
  /// Entry `index`'s first section; ``sectionCount`` for `index == count`.
  @inline(__always)
  func firstSection(_ index: Int) -> Int {
    if repeats == 1 { return plainFirstSection(index) }
    guard index < count else { return sectionCount }
    let (period, record) = split(index)
    return period * periodSections + records[record].firstSection
  }
  /// The first section after entry `index`.
  @inline(__always)
  func sectionEnd(_ index: Int) -> Int {
    let (period, record) = split(index)
    return period * periodSections + records[record].sectionEnd
  }
  /// Entry `index`'s ``Entry/firstItem`` as the directory keeps it: for an entry of the first
  /// section, less the first entry's. The layout's directory of blocks, whose first entry starts
  /// its section, gives every one as it is; a block's, asked through ``firstItem(_:base:)``.
  @inline(__always)
  func firstItem(_ index: Int) -> Int {
    let (period, record) = split(index)
    return period * periodItems + records[record].firstItem
  }

  /// Entry `index`'s ``Entry/firstItem``, `base` being the first entry's (the layout's directory
  /// gives a block's).
  @inline(__always)
  func firstItem(_ index: Int, base: Int) -> Int {
    let (period, record) = split(index)
    let kept = period * periodItems + records[record].firstItem
    return period * periodSections + records[record].firstSection == 0 ? kept + base : kept
  }
  /// The furthest any element of entry `index` or an earlier one reaches (widened by the slack).
  @inline(__always)
  func reach(_ index: Int) -> Double {
    let (period, record) = split(index)
    return Self.reach(
      records[record].reach, period: period, lastReach: records[records.count - 1].reach,
      periodLength: periodLength)
  }
  /// The nearest any element of entry `index` or a later one starts (widened by the slack).
  @inline(__always)
  func start(_ index: Int) -> Double {
    let (period, record) = split(index)
    return Self.start(
      records[record].start, period: period, firstStart: records[0].start,
      periodLength: periodLength, repeats: repeats)
  }
  /// ``reach(_:)`` of the entry of period `period` whose record's reach is `reach`, the last
  /// record's being `lastReach`, in a directory whose period is `periodLength` long (finite, so
  /// period 0 adds nothing). The sum is made before the test: after it, a point query over
  /// sections sized alike took about 12 instructions more (callgrind).
  @inline(__always)
  private static func reach(
    _ reach: Double, period: Int, lastReach: Double, periodLength: Double
  ) -> Double {
    let own = Double(period) * periodLength + reach
    guard period > 0 else { return own }
    // Every earlier period reaches at most as far as the one just before.
    return Swift.max(own, Double(period - 1) * periodLength + lastReach)
  }
  /// ``start(_:)`` of the entry of period `period` whose record's start is `start`, the first
  /// record's being `firstStart`, in a directory of `repeats` periods `periodLength` long.
  @inline(__always)
  private static func start(
    _ start: Double, period: Int, firstStart: Double, periodLength: Double, repeats: Int
  ) -> Double {
    let own = Double(period) * periodLength + start
    guard period + 1 < repeats else { return own }
    // Every later period starts at least as far on as the one just after.
    return Swift.min(own, Double(period + 1) * periodLength + firstStart)
  }
  /// Where the entries' indexed elements start and end (widened by the slack); `low > high`
  /// when there are none.
  var span: (low: Double, high: Double) {
    count == 0 ? (.infinity, -.infinity) : (start(0), reach(count - 1))
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
      if firstSection(mid) <= section { low = mid } else { high = mid }
    }
    // Most sections sit in one entry: the entry before ends before the section.
    guard low > 0, sectionEnd(low - 1) > section else { return low..<(low + 1) }
    var first = 0
    var end = low
    while first < end {
      let mid = (first + end) / 2
      if sectionEnd(mid) > section { end = mid } else { first = mid + 1 }
    }
    return first..<(low + 1)
  }

  /// Among `range` (entries holding one section, the first starting it), the last whose first
  /// item is at or before `item`: the one holding that cell. `base` is the first entry's first
  /// item (see ``firstItem(_:base:)``).
  /// - Complexity: O(log entries).
  func entry(ofItem item: Int, among range: Range<Int>, base: Int = 0) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low + 1 < high {
      let mid = (low + high) / 2
      if firstItem(mid, base: base) <= item { low = mid } else { high = mid }
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
    repeats == 1 ? plainEntries(reaching: low, high) : repeatedEntries(reaching: low, high)
  }

  /// ``entries(reaching:_:)`` of a directory that does not repeat (the layout's directory of
  /// blocks never does; a block's is asked after a look at its ``repeats``). Point queries call
  /// it directly: the repeating case's checks, inlined beside it, made one about 70 instructions
  /// longer (callgrind, waterfall at 10^6). The records are walked through a buffer pointer: a
  /// point query 740 → 731 instructions (waterfall, 1,000 sections), 760 → 748 (paged flow).
  @inline(__always)
  func plainEntries(reaching low: Double, _ high: Double) -> Range<Int> {
    // The first entry whose reach (or an earlier one's) gets to `low`: from the lookup table's
    // guess, a step or two either way (the table only ever starts near it).
    let guess = lookup.guess(low)
    return records.withUnsafeBufferPointer { records in
      let count = records.count
      var first = Swift.min(guess, count)
      while first > 0 && records[first - 1].reach >= low { first -= 1 }
      while first < count && records[first].reach < low { first += 1 }
      // The first entry from which nothing starts at or before `high`: the entries between are
      // the ones the caller visits, so walking to it costs what the visit does.
      var last = first
      while last < count && records[last].start <= high { last += 1 }
      return first..<last
    }
  }

  /// ``entries(reaching:_:)`` of a directory that repeats: the period `low` falls in, the
  /// lookup table's guess within it, then the same steps over every entry.
  ///
  /// Steps entry by entry as a period and a record, which ``reach(_:)`` and ``start(_:)`` would
  /// split with a division each: a point query over a block of one page placed again for each of
  /// 32 sections sized alike spent about 210 instructions here (callgrind, 10^6 items).
  private func repeatedEntries(reaching low: Double, _ high: Double) -> Range<Int> {
    let (periodLength, repeats) = (periodLength, repeats)
    var period = 0
    if periodLength > 0, low > 0 {
      let periods = low / periodLength
      period = periods < Double(repeats) ? Int(periods) : repeats - 1
    }
    return records.withUnsafeBufferPointer { records in
      let perPeriod = records.count
      let (lastReach, firstStart) = (records[perPeriod - 1].reach, records[0].start)
      // ``reach(_:)`` and ``start(_:)`` of entry `record` of period `period`.
      @inline(__always) func reach(_ period: Int, _ record: Int) -> Double {
        Self.reach(
          records[record].reach, period: period, lastReach: lastReach, periodLength: periodLength)
      }
      @inline(__always) func start(_ period: Int, _ record: Int) -> Double {
        Self.start(
          records[record].start, period: period, firstStart: firstStart,
          periodLength: periodLength, repeats: repeats)
      }
      var record = lookup.guess(low - Double(period) * periodLength)
      // Past the period's last entry: the next period's first (past the end at the last).
      if record >= perPeriod { (period, record) = (period + 1, 0) }
      // Back while the entry before reaches `low`, then on while this one does not.
      while period > 0 || record > 0 {
        let (before, beforeRecord) = record > 0 ? (period, record - 1) : (period - 1, perPeriod - 1)
        guard reach(before, beforeRecord) >= low else { break }
        (period, record) = (before, beforeRecord)
      }
      while period < repeats && reach(period, record) < low {
        record += 1
        if record == perPeriod { (period, record) = (period + 1, 0) }
      }
      let first = period * perPeriod + record
      while period < repeats && start(period, record) <= high {
        record += 1
        if record == perPeriod { (period, record) = (period + 1, 0) }
      }
      return first..<(period * perPeriod + record)
    }
  }

  /// The span along the axis of elements from `low` to `high` relative to `origin`, placed and
  /// widened by the rounding slack of a place as far as `slackAt` (by default `origin`);
  /// `(+∞, −∞)` when `low > high`.
  static func span(
    low: Double, high: Double, at origin: Double, slackAt far: Double? = nil
  ) -> (low: Double, high: Double) {
    guard low <= high else { return (.infinity, -.infinity) }
    let first = origin + low
    let last = origin + high
    let far = far ?? origin
    return (
      first - BucketIndex.slack(origin: far, relative: far - origin + first),
      last + BucketIndex.slack(origin: far, relative: far - origin + last)
    )
  }

  /// Heap bytes held by the records and the lookup table.
  var byteCount: Int { records.capacity * MemoryLayout<Record>.stride + lookup.byteCount }
}
