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

  /// Where each entry starts; one extra entry holds where the last one ends.
  let origins: ContiguousArray<Double>
  /// Each entry's first section; one extra entry holds the section count.
  let firstSection: ContiguousArray<Int>
  /// Each entry's first section plus its section count: the first section after it.
  /// Non-decreasing, so the entries holding a section are found by binary search.
  let sectionEnd: ContiguousArray<Int>
  /// Each entry's ``Entry/firstItem``.
  let firstItems: ContiguousArray<Int>
  /// The number of each entry's first cell; one extra entry holds the cell count.
  let firstCell: ContiguousArray<Int>
  /// Each entry's first supplementary element, counted among supplementary elements; one extra
  /// entry holds their count.
  let firstSupplementary: ContiguousArray<Int>
  /// The furthest along the axis any indexed element of this entry or an earlier one reaches
  /// (widened by the rounding slack): non-decreasing, so binary-searchable.
  let reachThrough: ContiguousArray<Double>
  /// The nearest along the axis any indexed element of this entry or a later one starts
  /// (widened by the rounding slack): non-decreasing.
  let startFrom: ContiguousArray<Double>
  /// The reaches in a ``PositionLookup``, two buckets an entry: where a search for the entries
  /// reaching a point starts, in O(1).
  let lookup: PositionLookup

  /// The directory of `count` entries, `entry(i)` describing the i-th, the first at 0 and each
  /// next one its predecessor's ``Entry/length`` further on.
  /// - Complexity: O(count).
  init(count: Int, entry: (Int) -> Entry) {
    var origins = ContiguousArray<Double>()
    var firstSection = ContiguousArray<Int>()
    var firstCell = ContiguousArray<Int>()
    var firstSupplementary = ContiguousArray<Int>()
    var sectionEnd = ContiguousArray<Int>()
    var firstItems = ContiguousArray<Int>()
    var reach = ContiguousArray<Double>()
    var start = ContiguousArray<Double>(repeating: .infinity, count: count)
    origins.reserveCapacity(count + 1)
    firstSection.reserveCapacity(count + 1)
    firstCell.reserveCapacity(count + 1)
    firstSupplementary.reserveCapacity(count + 1)
    sectionEnd.reserveCapacity(count)
    firstItems.reserveCapacity(count)
    reach.reserveCapacity(count)
    var origin = 0.0
    var sections = 0
    var cells = 0
    var supplementaries = 0
    var furthest = -Double.infinity
    for index in 0..<count {
      let entry = entry(index)
      // A continued section is the previous entry's last, counted once.
      if entry.firstItem > 0 && sections > 0 { sections -= 1 }
      origins.append(origin)
      firstSection.append(sections)
      firstItems.append(entry.firstItem)
      firstCell.append(cells)
      firstSupplementary.append(supplementaries)
      let span = Self.span(low: entry.low, high: entry.high, at: origin)
      start[index] = span.low
      furthest = Swift.max(furthest, span.high)
      reach.append(furthest)
      origin += entry.length
      sections += entry.sectionCount
      sectionEnd.append(sections)
      cells += entry.cellCount
      supplementaries += entry.elementCount - entry.cellCount
    }
    origins.append(origin)
    firstSection.append(sections)
    firstCell.append(cells)
    firstSupplementary.append(supplementaries)
    var nearest = Double.infinity
    for index in stride(from: count - 1, through: 0, by: -1) {
      nearest = Swift.min(nearest, start[index])
      start[index] = nearest
    }
    self.origins = origins
    self.firstSection = firstSection
    self.sectionEnd = sectionEnd
    self.firstItems = firstItems
    self.firstCell = firstCell
    self.firstSupplementary = firstSupplementary
    self.reachThrough = reach
    self.startFrom = start
    self.lookup = PositionLookup(reach, bucketsPerPosition: 2)
  }

  /// The number of entries.
  var count: Int { firstItems.count }
  /// Where the last entry ends: the sum of the lengths.
  var length: Double { origins[origins.count - 1] }
  /// The number of sections.
  var sectionCount: Int { firstSection[firstSection.count - 1] }
  /// The number of cells.
  var cellCount: Int { firstCell[firstCell.count - 1] }
  /// The number of supplementary elements.
  var supplementaryCount: Int { firstSupplementary[firstSupplementary.count - 1] }
  /// Where the entries' indexed elements start and end (widened by the slack); `low > high`
  /// when there are none.
  var span: (low: Double, high: Double) {
    count == 0 ? (.infinity, -.infinity) : (startFrom[0], reachThrough[count - 1])
  }

  /// The entries holding `section`, which must be in range: from the first whose sections reach
  /// past it to the last starting at or before it (entries without sections are skipped).
  /// - Complexity: O(log entries).
  func entries(holding section: Int) -> Range<Int> {
    var low = 0
    var high = count
    // Invariant: firstSection[low] <= section < firstSection[high].
    while low + 1 < high {
      let mid = (low + high) / 2
      if firstSection[mid] <= section { low = mid } else { high = mid }
    }
    // Most sections sit in one entry: the entry before ends before the section.
    guard low > 0, sectionEnd[low - 1] > section else { return low..<(low + 1) }
    var first = 0
    var end = low
    while first < end {
      let mid = (first + end) / 2
      if sectionEnd[mid] > section { end = mid } else { first = mid + 1 }
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
      if firstItems[mid] <= item { low = mid } else { high = mid }
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
    let count = count
    var first = lookup.guess(low)
    while first > 0 && reachThrough[first - 1] >= low { first -= 1 }
    while first < count && reachThrough[first] < low { first += 1 }
    // The first entry from which nothing starts at or before `high`: the entries between are
    // the ones the caller visits, so walking to it costs what the visit does.
    var last = first
    while last < count && startFrom[last] <= high { last += 1 }
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

  /// Heap bytes held by the tables.
  var byteCount: Int {
    (origins.capacity + reachThrough.capacity + startFrom.capacity) * 8 + lookup.byteCount
      + (firstSection.capacity + firstCell.capacity + firstSupplementary.capacity) * 8
      + (sectionEnd.capacity + firstItems.capacity) * 8
  }
}
