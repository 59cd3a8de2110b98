import MosaicCore

/// A usable ``BucketIndex`` over its store, as plain pointers and numbers: the two scans every
/// indexed query ends in, written once.
///
/// Made for the length of a query (``BucketIndex/withScan(_:_:)``): the index over frames where
/// they are and a page's over frames moved by its origin run these same two loops.
struct BucketScan {
  /// Coordinate → bucket.
  let mapping: BucketMapping
  /// The index's ``BucketIndex/offsets`` and ``BucketIndex/entries``: bucket `b`'s entries are
  /// `entries[offsets[b]..<offsets[b + 1]]`.
  let offsets: UnsafePointer<UInt32>
  let entries: UnsafePointer<UInt32>
  /// The index's ``BucketIndex/largeElements``, `largeCount` of them.
  let large: UnsafePointer<UInt32>
  let largeCount: Int
  /// The store's frames.
  let columns: FrameColumns
  /// The number of cells: elements below it are cells.
  let cellCount: Int
  /// The index's ``BucketIndex/acrossLowMaximum`` and ``BucketIndex/acrossHighMinimum``.
  let acrossLowMaximum: Double
  let acrossHighMinimum: Double
  /// The axis the buckets run along (last, with the flag below, so a value holding a scan packs
  /// its next field into the padding after them).
  let axis: Axis
  /// True when the index cannot answer for the store (no buckets past 32-bit counts, or built
  /// over another store): the shifted queries then test every element.
  let scansEveryElement: Bool

  /// The topmost cell whose frame moved along the axis by `shift` contains `point`: the point's
  /// bucket scanned backwards (entries ascend within a bucket, so the first containing cell from
  /// the end is its top), then the buckets the slack adds (only when the moved-back point lies
  /// within the slack of a bucket's edge; none for unmoved frames, whose slack is 0), then the
  /// large elements above the best so far.
  /// - Complexity: O(1) expected: one bucket's entries (two at a bucket's edge) and the large
  ///   elements.
  @inline(__always)
  func topmostCell<Shift: AlongShift>(at point: Point, shift: Shift) -> Int? {
    let along = point.value(along: axis)
    let across = point.value(along: axis.other)
    let relative = shift.movedBack(along)
    let slack = shift.slack(relative: relative)
    let bucket = mapping.bucket(relative)
    var best = -1
    @inline(__always) func scan(_ bucket: Int) {
      let start = Int(offsets[bucket])
      var slot = Int(offsets[bucket + 1])
      while slot > start {
        slot -= 1
        let element = Int(entries[slot] & BucketIndex.elementMask)
        if element <= best { return }
        if element < cellCount
          && columns.contains(element, along: along, across: across, shift: shift)
        {
          best = element
          return
        }
      }
    }
    scan(bucket)
    if slack > 0 {
      let firstBucket = mapping.bucket(relative - slack)
      let lastBucket = mapping.bucket(relative + slack)
      if firstBucket != lastBucket {
        for other in firstBucket...lastBucket where other != bucket { scan(other) }
      }
    }
    var slot = largeCount
    while slot > 0 {
      slot -= 1
      let element = Int(large[slot])
      if element <= best { break }
      if element < cellCount
        && columns.contains(element, along: along, across: across, shift: shift)
      {
        best = element
        break
      }
    }
    return best >= 0 ? best : nil
  }

  /// Calls `body` with every element strictly intersecting `rect` (which has area), the frames
  /// moved along the axis by `shift`, whose buckets `span` the caller has computed already
  /// (unmoved: from ``BucketIndex/bucketRange(for:)``, also the candidate bound's); each once, in
  /// bucket order. Generic over the shift so that the unmoved scan is specialised without the
  /// move: one definition, two scans as fast as each was written apart (a version taking the
  /// origin as a number made a warm scrolling viewport over 10^6 cells 41 → 76 ns).
  ///
  /// Every entry of the first bucket visited is tested; in later buckets only entries flagged as
  /// their element's first bucket are (an element continuing from an earlier bucket was tested
  /// there), and the flag is checked before the frame is read. Two shortcuts skip frame reads,
  /// both exact because the bucket map is monotone (`bucket(a) < bucket(b)` implies `a < b`):
  /// - an element whose first bucket lies strictly inside the span's interior starts after the
  ///   query's minimum and before its maximum, so it passes the test along the axis without
  ///   reading its frame;
  /// - when the query overlaps, across the axis, every indexed element (a full-width viewport),
  ///   the across-axis test is skipped.
  /// So an interior entry of a full-width viewport costs one flag test and no frame read. Every
  /// test is made on the moved frame (`shift.moved(minimum)`, then `+ extent`).
  /// - Complexity: O(buckets touched + candidates).
  @inline(__always)
  func visit<Shift: AlongShift>(
    _ rect: Rect, span: BucketIndex.BucketSpan, shift: Shift, _ body: (Int) -> Void
  ) {
    let low = rect.minimum(along: axis)
    let high = low + rect.extent(along: axis)
    let acrossLow = rect.minimum(along: axis.other)
    let acrossHigh = acrossLow + rect.extent(along: axis.other)
    // The shortcuts compare bounds through the bucket map, which sends NaN to bucket 0.
    guard !low.isNaN, !high.isNaN, !acrossLow.isNaN, !acrossHigh.isNaN else { return }
    let acrossCovered = acrossLowMaximum < acrossHigh && acrossLow < acrossHighMinimum
    let (first, last) = (span.first, span.last)
    let columns = columns
    @inline(__always) func acrossPasses(_ element: Int) -> Bool {
      acrossCovered || columns.acrossIntersects(element, low: acrossLow, high: acrossHigh)
    }
    @inline(__always) func passes(_ element: Int) -> Bool {
      columns.alongIntersects(element, low: low, high: high, shift: shift)
        && acrossPasses(element)
    }
    if first <= last {
      // The first bucket: every entry, full test.
      var slot = Int(offsets[first])
      let firstEnd = Int(offsets[first + 1])
      while slot < firstEnd {
        let element = Int(entries[slot] & BucketIndex.elementMask)
        if passes(element) { body(element) }
        slot += 1
      }
      if first < last {
        // Later buckets: flagged entries only; the interior skips the test along the axis.
        // Unmoved frames have exact bounds: the interior is every bucket strictly between the
        // first and the last, with no index arithmetic (a constant of the specialisation).
        let interiorStart =
          Shift.isExact
          ? firstEnd : Int(offsets[Swift.min(Swift.max(span.innerFirst + 1, first + 1), last)])
        let interiorEnd =
          Shift.isExact
          ? Int(offsets[last])
          : Swift.max(
            interiorStart, Int(offsets[Swift.min(Swift.max(span.innerLast, first + 1), last)]))
        let flag = BucketIndex.firstBucketFlag
        let mask = BucketIndex.elementMask
        while slot < interiorStart {
          let entry = entries[slot]
          slot += 1
          guard entry & flag != 0 else { continue }
          let element = Int(entry & mask)
          if passes(element) { body(element) }
        }
        while slot < interiorEnd {
          let entry = entries[slot]
          slot += 1
          guard entry & flag != 0 else { continue }
          let element = Int(entry & mask)
          if acrossPasses(element) { body(element) }
        }
        let end = Int(offsets[last + 1])
        while slot < end {
          let entry = entries[slot]
          slot += 1
          guard entry & flag != 0 else { continue }
          let element = Int(entry & mask)
          if passes(element) { body(element) }
        }
      }
    }
    for slot in 0..<largeCount {
      let element = Int(large[slot])
      if passes(element) { body(element) }
    }
  }
}

extension BucketIndex {
  /// Calls `body` with this index's scan over `store`; the scan is valid only inside `body`. The
  /// bucket scans need an index usable for `store` (``isUsable(with:)``); otherwise the scan's
  /// shifted queries test every element (``BucketScan/scansEveryElement``).
  @inline(__always)
  func withScan<Result>(_ store: FrameStore, _ body: (BucketScan) -> Result) -> Result {
    FrameColumns.with(store, axis: axis) { columns in
      offsets.withUnsafeBufferPointer { offsets in
        entries.withUnsafeBufferPointer { entries in
          largeElements.withUnsafeBufferPointer { large in
            body(
              BucketScan(
                mapping: mapping, offsets: FrameColumns.base(offsets),
                entries: FrameColumns.base(entries), large: FrameColumns.base(large),
                largeCount: large.count, columns: columns, cellCount: store.cellCount,
                acrossLowMaximum: acrossLowMaximum, acrossHighMinimum: acrossHighMinimum,
                axis: axis, scansEveryElement: !isUsable(with: store)))
          }
        }
      }
    }
  }
}
