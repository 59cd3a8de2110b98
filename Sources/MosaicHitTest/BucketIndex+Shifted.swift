import MosaicCore

/// Queries over an index built on frames stored relative to an origin along the axis (a page of
/// a ``PagedLayout``), answered exactly as if the frames had been stored moved by that origin.
///
/// Every test is made on the moved frame, `origin + minimum` then `+ extent`, the arithmetic a
/// frame stored at its absolute position gets (exact when both are on ``AdvanceGrid``), so the
/// answers equal an ``IndexedLayout``'s over the moved frames bit for bit. Only the choice of
/// buckets uses the query moved back, `query − origin`, which may be rounded: it is widened by a
/// slack above every such rounding, so it only ever adds candidates, and the shortcut that skips
/// the test along the axis is kept to buckets inside the query narrowed by that slack.
extension BucketIndex {
  /// A bound on the rounding of `value − origin` and of the frame ends compared with it, relative
  /// to their magnitudes (each rounding is within 2^-53 of it; 2^-48 leaves room for several).
  @inline(__always)
  static func slack(origin: Double, relative: Double) -> Double {
    (Swift.abs(origin) + Swift.abs(relative)) * 0x1p-48
  }

  /// The span of the indexable elements along the axis, moved by `origin`, widened by the slack:
  /// a query outside it cannot hit anything in this index.
  func reaches(low: Double, high: Double, origin: Double) -> Bool {
    let first = origin + alongMinimum
    let last = origin + alongMaximum
    let slack = Self.slack(origin: origin, relative: Swift.max(Swift.abs(first), Swift.abs(last)))
    return first - slack <= high && low <= last + slack
  }

  /// Calls `body` with every element of `store` whose frame moved by `origin` along the axis
  /// strictly intersects `rect`, each once, in bucket order (not sorted).
  /// - Complexity: O(buckets touched + candidates).
  func visitShifted(_ rect: Rect, origin: Double, store: FrameStore, _ body: (Int) -> Void) {
    let low = rect.minimum(along: axis)
    let high = low + rect.extent(along: axis)
    let acrossLow = rect.minimum(along: axis.other)
    let acrossHigh = acrossLow + rect.extent(along: axis.other)
    guard rect.width > 0, rect.height > 0, !low.isNaN, !high.isNaN, !acrossLow.isNaN,
      !acrossHigh.isNaN
    else { return }
    FrameColumns.with(store, axis: axis) { columns in
      @inline(__always) func acrossPasses(_ element: Int) -> Bool {
        columns.acrossIntersects(element, low: acrossLow, high: acrossHigh)
      }
      @inline(__always) func passes(_ element: Int) -> Bool {
        let elementLow = origin + columns.low[element]
        return elementLow < high && low < elementLow + columns.extent[element]
          && acrossPasses(element)
      }
      guard isUsable(with: store) else {
        for element in 0..<store.count where columns.isIndexable(element) && passes(element) {
          body(element)
        }
        return
      }
      let relativeLow = low - origin
      let relativeHigh = high - origin
      let lowSlack = Self.slack(origin: origin, relative: relativeLow)
      let highSlack = Self.slack(origin: origin, relative: relativeHigh)
      let first = mapping.bucket(relativeLow - lowSlack)
      let last = mapping.bucket(relativeHigh + highSlack)
      // Buckets strictly between these hold elements starting inside the query for sure (a NaN
      // from ∞ − ∞ maps to bucket 0 and leaves no such bucket).
      let innerFirst = Swift.max(first, mapping.bucket(relativeLow + lowSlack))
      let innerLast = Swift.min(last, mapping.bucket(relativeHigh - highSlack))
      let acrossCovered = acrossLowMaximum < acrossHigh && acrossLow < acrossHighMinimum
      offsets.withUnsafeBufferPointer { offsets in
        entries.withUnsafeBufferPointer { entries in
          var slot = Int(offsets[first])
          let firstEnd = Int(offsets[first + 1])
          while slot < firstEnd {
            let element = Int(entries[slot] & Self.elementMask)
            if passes(element) { body(element) }
            slot += 1
          }
          guard first < last else { return }
          // Later buckets: first entries only; the interior skips the test along the axis.
          let interiorStart = Int(offsets[Swift.min(Swift.max(innerFirst + 1, first + 1), last)])
          let interiorEnd = Swift.max(
            interiorStart, Int(offsets[Swift.min(Swift.max(innerLast, first + 1), last)]))
          @inline(__always) func visitFirstEntries(upTo end: Int, alongKnown: Bool) {
            while slot < end {
              let entry = entries[slot]
              slot += 1
              guard entry & Self.firstBucketFlag != 0 else { continue }
              let element = Int(entry & Self.elementMask)
              if alongKnown ? (acrossCovered || acrossPasses(element)) : passes(element) {
                body(element)
              }
            }
          }
          visitFirstEntries(upTo: interiorStart, alongKnown: false)
          visitFirstEntries(upTo: interiorEnd, alongKnown: true)
          visitFirstEntries(upTo: Int(offsets[last + 1]), alongKnown: false)
        }
      }
      largeElements.withUnsafeBufferPointer { large in
        for entry in large {
          let element = Int(entry)
          if passes(element) { body(element) }
        }
      }
    }
  }

  /// The topmost cell of `store` (the highest element index) whose frame moved by `origin` along
  /// the axis contains `point` (half-open); `nil` when none does or the point is not finite.
  ///
  /// The point's bucket is scanned as ``cell(at:store:)`` scans it; the buckets the slack adds
  /// (only when the moved-back point lies within the slack of a bucket's edge) come after, in a
  /// separate loop. At an origin of 0 the moved frames are the stored ones (`0 + x == x`,
  /// `x − 0 == x`), so the unshifted query answers.
  /// - Complexity: O(1) expected: one bucket's entries (two at a bucket's edge) and the large
  ///   elements.
  func cellShifted(at point: Point, origin: Double, store: FrameStore) -> Int? {
    let along = point.value(along: axis)
    let across = point.value(along: axis.other)
    guard along.isFinite, across.isFinite else { return nil }
    if origin == 0 && isUsable(with: store) {
      return topmostCell(at: point, store: store)
    }
    let cellCount = store.cellCount
    return FrameColumns.with(store, axis: axis) { columns -> Int? in
      @inline(__always) func contains(_ element: Int) -> Bool {
        let elementLow = origin + columns.low[element]
        let elementCrossLow = columns.acrossLow[element]
        return along >= elementLow && along < elementLow + columns.extent[element]
          && across >= elementCrossLow && across < elementCrossLow + columns.acrossExtent[element]
      }
      guard isUsable(with: store) else {
        var element = cellCount
        while element > 0 {
          element -= 1
          if columns.isIndexable(element) && contains(element) { return element }
        }
        return nil
      }
      let relative = along - origin
      let slack = Self.slack(origin: origin, relative: relative)
      let bucket = mapping.bucket(relative)
      let firstBucket = mapping.bucket(relative - slack)
      let lastBucket = mapping.bucket(relative + slack)
      var best = -1
      offsets.withUnsafeBufferPointer { offsets in
        entries.withUnsafeBufferPointer { entries in
          // Entries ascend within a bucket: the first containing cell from the end is its top.
          @inline(__always) func scan(_ bucket: Int) {
            let start = Int(offsets[bucket])
            var slot = Int(offsets[bucket + 1])
            while slot > start {
              slot -= 1
              let element = Int(entries[slot] & Self.elementMask)
              if element <= best { return }
              if element < cellCount && contains(element) {
                best = element
                return
              }
            }
          }
          scan(bucket)
          guard firstBucket != lastBucket else { return }
          for other in firstBucket...lastBucket where other != bucket { scan(other) }
        }
      }
      largeElements.withUnsafeBufferPointer { large in
        var slot = large.count
        while slot > 0 {
          slot -= 1
          let element = Int(large[slot])
          if element <= best { return }
          if element < cellCount && contains(element) {
            best = element
            return
          }
        }
      }
      return best >= 0 ? best : nil
    }
  }
}
