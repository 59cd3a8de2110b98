import MosaicCore

extension BucketIndex {
  /// The arrays a build produces.
  typealias Storage = (
    offsets: ContiguousArray<UInt32>, entries: ContiguousArray<UInt32>,
    large: ContiguousArray<UInt32>
  )

  /// What the statistics pass decides.
  typealias Plan = (
    mapping: BucketMapping, extent: Double, acrossLowMaximum: Double, acrossHighMinimum: Double,
    span: (low: Double, high: Double)
  )

  /// The statistics pass: chooses the origin, extent and count of the buckets.
  ///
  /// The span runs from the smallest minimum to the largest finite maximum of the indexable
  /// elements; the extent is `requestedExtent` when positive and finite, otherwise twice the mean
  /// finite extent of the indexable cells (of all indexable elements when there are none). The
  /// count is `ceil(span / extent)`, capped at `elements + 1` and ``maximumBucketCount``, in which
  /// case the extent grows to `span / count`.
  /// - Complexity: O(elements).
  ///
  /// It also records the largest minimum and the smallest maximum across the axis, which tell a
  /// rect query when every element passes the across-axis test (see `acrossTestNeeded`), and the
  /// span along the axis of the indexable elements, infinite maximums included (`+∞, −∞` when
  /// there are none), which tells a paged layout which pages a query can reach.
  static func plan(
    _ columns: FrameColumns, cellCount: Int, requestedExtent: Double?
  ) -> Plan {
    let count = columns.count
    var minimum = Double.infinity
    var maximum = -Double.infinity
    var cellSum = 0.0
    var cellsMeasured = 0
    var otherSum = 0.0
    var othersMeasured = 0
    var acrossLowMaximum = -Double.infinity
    var acrossHighMinimum = Double.infinity
    var reach = -Double.infinity
    for element in 0..<count where columns.isIndexable(element) {
      let acrossLow = columns.acrossLow[element]
      acrossLowMaximum = Swift.max(acrossLowMaximum, acrossLow)
      acrossHighMinimum = Swift.min(acrossHighMinimum, acrossLow + columns.acrossExtent[element])
      let low = columns.low[element]
      let extent = columns.extent[element]
      let high = low + extent
      reach = Swift.max(reach, high)
      minimum = Swift.min(minimum, low)
      maximum = Swift.max(maximum, high.isFinite ? high : low)
      guard extent.isFinite else { continue }
      if element < cellCount {
        cellSum += extent
        cellsMeasured += 1
      } else {
        otherSum += extent
        othersMeasured += 1
      }
    }
    let single = BucketMapping(origin: 0, extent: 0, count: 1)
    let along = (low: minimum, high: reach)
    // Nothing indexable: one empty bucket.
    guard minimum <= maximum else { return (single, 0, acrossLowMaximum, acrossHighMinimum, along) }
    let span = maximum - minimum
    // All indexable elements start at one coordinate, or the span overflows a Double.
    guard span > 0, span.isFinite else {
      return (single, span.isFinite ? span : .infinity, acrossLowMaximum, acrossHighMinimum, along)
    }

    let mean =
      cellsMeasured > 0
      ? cellSum / Double(cellsMeasured)
      : othersMeasured > 0 ? otherSum / Double(othersMeasured) : 0
    let cap = Swift.min(count + 1, maximumBucketCount)
    var extent: Double
    if let requestedExtent, requestedExtent > 0, requestedExtent.isFinite {
      extent = requestedExtent
    } else {
      extent = 2 * mean
    }
    // A mean of zero or infinity (sums overflowing) leaves the cap to decide.
    if !(extent > 0 && extent.isFinite) { extent = span / Double(cap) }
    let wanted = (span / extent).rounded(.up)
    let buckets: Int
    if wanted < Double(cap) {
      buckets = Swift.max(1, Int(wanted))
    } else {
      buckets = cap
      extent = span / Double(cap)
    }
    let mapping = BucketMapping(origin: minimum, extent: extent, count: buckets)
    return (mapping, mapping.count == 1 ? span : extent, acrossLowMaximum, acrossHighMinimum, along)
  }

  /// The counting and filling passes; `nil` when the entries would exceed `entryLimit`.
  ///
  /// Counts go in `offsets[b]`, an inclusive prefix sum turns them into each bucket's end, and a
  /// fill in reverse element order decrements each end into a start, so entries come out in
  /// ascending element order per bucket with no cursor array. The counting pass keeps each
  /// element's buckets in scratch space, so the fill neither tests nor maps an element again
  /// (both did: about a third of building a waterfall page's index, callgrind).
  /// - Complexity: O(elements + buckets), three allocations (and scratch space of 8 bytes an
  ///   element, on the stack for a page).
  static func fill(
    _ columns: FrameColumns, mapping: BucketMapping, entryLimit: Int
  ) -> Storage? {
    withUnsafeTemporaryAllocation(of: BucketRange.self, capacity: columns.count) { ranges in
      fill(columns, mapping: mapping, entryLimit: entryLimit, ranges: ranges)
    }
  }

  /// Each element's buckets, as the counting pass found them: `first == .max` for an element
  /// that is not indexed (not indexable, or large, kept in the large list).
  private struct BucketRange {
    var first: UInt32
    var last: UInt32
    /// An element with no entries (computed: a stored static is read through a
    /// one-time-initialisation check).
    static var none: BucketRange { BucketRange(first: .max, last: 0) }
  }

  /// ``fill(_:mapping:entryLimit:)`` with `ranges`, one an element, as its scratch space.
  private static func fill(
    _ columns: FrameColumns, mapping: BucketMapping, entryLimit: Int,
    ranges: UnsafeMutableBufferPointer<BucketRange>
  ) -> Storage? {
    let count = columns.count
    let maximumSpan = maximumBucketsPerElement - 1
    var offsets = ContiguousArray<UInt32>(repeating: 0, count: mapping.count + 1)
    var total = 0
    var largeCount = 0
    offsets.withUnsafeMutableBufferPointer { offsets in
      for element in 0..<count {
        guard columns.isIndexable(element) else {
          ranges[element] = .none
          continue
        }
        let (first, last) = mapping.buckets(of: element, in: columns)
        if last - first > maximumSpan {
          ranges[element] = .none
          largeCount += 1
          continue
        }
        // Bucket numbers fit: there are at most ``maximumBucketCount``.
        ranges[element] = BucketRange(
          first: UInt32(truncatingIfNeeded: first), last: UInt32(truncatingIfNeeded: last))
        var bucket = first
        while bucket <= last {
          // Wraps only when total exceeds UInt32.max, which discards these counts below.
          offsets[bucket] &+= 1
          bucket += 1
        }
        total += last - first + 1
      }
    }
    guard total <= entryLimit else { return nil }

    let bucketCount = mapping.count
    let entries = offsets.withUnsafeMutableBufferPointer { offsets in
      var running: UInt32 = 0
      for bucket in 0..<bucketCount {
        running &+= offsets[bucket]
        offsets[bucket] = running
      }
      offsets[bucketCount] = running

      return ContiguousArray<UInt32>(unsafeUninitializedCapacity: total) { entries, written in
        var element = count - 1
        while element >= 0 {
          defer { element -= 1 }
          let range = ranges[element]
          guard range.first != .max else { continue }
          let index = UInt32(truncatingIfNeeded: element)
          let first = Int(range.first)
          var bucket = Int(range.last)
          while bucket >= first {
            let slot = offsets[bucket] &- 1
            offsets[bucket] = slot
            entries[Int(slot)] = bucket == first ? index | firstBucketFlag : index
            bucket -= 1
          }
        }
        written = total
      }
    }

    // A fourth pass, only when some element is large.
    if largeCount == 0 { return (offsets, entries, []) }
    let large = ContiguousArray<UInt32>(unsafeUninitializedCapacity: largeCount) { large, written in
      for element in 0..<count where columns.isIndexable(element) {
        let (first, last) = mapping.buckets(of: element, in: columns)
        if last - first > maximumSpan, written < largeCount {
          large[written] = UInt32(truncatingIfNeeded: element)
          written += 1
        }
      }
    }
    return (offsets, entries, large)
  }
}
