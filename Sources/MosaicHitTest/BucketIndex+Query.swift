import MosaicCore

extension BucketIndex {
  /// Calls `body` with every element whose frame strictly intersects `rect`
  /// (``/MosaicCore/Rect/intersects(_:)``), each exactly once, in ascending element order (cells,
  /// then headers, footers and decorations in the order the strategy added them). An empty `rect`
  /// reports nothing.
  ///
  /// Hits are gathered in a temporary buffer sized by the candidates of the visited buckets and
  /// sorted there (they are nearly sorted already). The buffer is on the stack up to 256
  /// candidates (about a phone screen of cells); larger queries make one temporary allocation.
  /// ``appendElements(in:store:into:)`` never allocates when its buffer has capacity.
  /// - Complexity: O(buckets touched + candidates + inversions), expected O(hits) for layouts
  ///   whose element order follows the scroll axis.
  public func forEachElement(in rect: Rect, store: FrameStore, _ body: (Int) -> Void) {
    guard rect.width > 0, rect.height > 0 else { return }
    guard isUsable(with: store) else {
      // The linear scan reports in element order already.
      visitIntersecting(rect, store: store, body)
      return
    }
    let buckets = bucketRange(for: rect)
    let bound = candidateBound(buckets: buckets)
    guard bound > 0 else { return }
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: bound) { buffer in
      for hit in collectSorted(in: rect, buckets: buckets, store: store, into: buffer) {
        body(Int(hit))
      }
    }
  }

  /// Appends the index of every element whose frame strictly intersects `rect` to `indices`, each
  /// once, in ascending element order; what is already in `indices` is left alone.
  ///
  /// Allocates nothing when `indices` has the capacity: reuse one buffer with
  /// `removeAll(keepingCapacity: true)`. Up to 256 candidates the hits are gathered and sorted in
  /// a stack buffer and appended at once (one uniqueness check instead of one per hit: a warm
  /// 390×844 viewport over a million grid cells went from 113 to 74 ns); beyond, they are
  /// appended one by one and sorted in place.
  /// - Complexity: O(buckets touched + candidates + inversions among the appended hits).
  public func appendElements(in rect: Rect, store: FrameStore, into indices: inout [Int32]) {
    guard rect.width > 0, rect.height > 0 else { return }
    let buckets = isUsable(with: store) ? bucketRange(for: rect) : nil
    let bound = buckets.map(candidateBound(buckets:)) ?? Int.max
    if bound <= Self.stackCandidateLimit {
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: bound) { buffer in
        indices.append(
          contentsOf: collectSorted(in: rect, buckets: buckets, store: store, into: buffer))
      }
      return
    }
    let start = indices.count
    func append(_ element: Int) { indices.append(Int32(truncatingIfNeeded: element)) }
    if let buckets {
      visitIndexed(rect, span: BucketSpan(buckets), shift: Unshifted(), store: store, append)
    } else {
      visitIntersecting(rect, store: store, append)
    }
    guard indices.count - start > 1 else { return }
    indices.withUnsafeMutableBufferPointer { all in
      NearlySortedSort.sort(UnsafeMutableBufferPointer(rebasing: all[start...])) { Int($0) }
    }
  }

  /// The most candidates gathered in a stack buffer: `withUnsafeTemporaryAllocation` stays on the
  /// stack up to 1,024 bytes on Linux (measured: 257 `Int32`s went to the heap).
  static let stackCandidateLimit = 256

  /// Gathers the hits of `rect` (which has area) into `buffer` and sorts them; returns the sorted
  /// prefix. `buckets` is the rect's ``bucketRange(for:)`` over a usable index, computed once by
  /// the caller for the bound as well, and `buffer` is at least ``candidateBound(buckets:)``
  /// long; `nil` scans every element, and `buffer` holds `store.count`.
  /// - Complexity: O(buckets touched + candidates + inversions).
  @inline(__always)
  func collectSorted(
    in rect: Rect, buckets: (first: Int, last: Int)?, store: FrameStore,
    into buffer: UnsafeMutableBufferPointer<Int32>
  ) -> UnsafeMutableBufferPointer<Int32> {
    var count = 0
    // A local function, not a closure value, so `count` stays on the stack.
    @inline(__always) func write(_ element: Int) {
      buffer[count] = Int32(truncatingIfNeeded: element)
      count += 1
    }
    if let buckets {
      visitIndexed(rect, span: BucketSpan(buckets), shift: Unshifted(), store: store, write)
    } else {
      visitIntersecting(rect, store: store, write)
    }
    let hits = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
    NearlySortedSort.sort(hits) { Int($0) }
    return hits
  }

  /// The topmost cell (element index below `store.cellCount`) whose frame contains `point`
  /// (half-open, ``/MosaicCore/Rect/contains(_:)``): the highest zIndex, ties to the highest
  /// element index.
  ///
  /// Every cell of a ``/MosaicCore/FrameStore`` has the same zIndex
  /// (``/MosaicCore/FrameStore/cellZIndex``), so the topmost is the last in element order: the
  /// point's bucket is scanned backwards and the first containing cell is the answer, then the
  /// large elements above it are checked. Headers, footers and decorations are never returned; a
  /// non-finite point hits nothing.
  /// - Complexity: O(1) expected: one bucket's entries and the large-element list.
  public func cell(at point: Point, store: FrameStore) -> Int? {
    topmostCell(at: point, store: store)
  }

  @inline(__always)
  func topmostCell(at point: Point, store: FrameStore) -> Int? {
    guard isUsable(with: store) else {
      var element = store.cellCount
      while element > 0 {
        element -= 1
        if store.frame(at: element).contains(point) {
          return element
        }
      }
      return nil
    }
    return topmostIndexedCell(at: point, shift: Unshifted(), store: store)
  }

  /// The topmost cell whose frame moved along the axis by `shift` contains `point`, over a
  /// usable index: ``BucketScan/topmostCell(at:shift:)`` over `store`.
  @inline(__always)
  func topmostIndexedCell<Shift: AlongShift>(at point: Point, shift: Shift, store: FrameStore)
    -> Int?
  {
    withScan(store) { $0.topmostCell(at: point, shift: shift) }
  }

  /// True when the buckets can answer for `store` (built over it, not degenerated to a scan).
  @inline(__always)
  func isUsable(with store: FrameStore) -> Bool {
    !isLinear && store.count == elementCount
  }

  /// The buckets `rect` visits along the axis.
  @inline(__always)
  func bucketRange(for rect: Rect) -> (first: Int, last: Int) {
    let low = rect.minimum(along: axis)
    return (mapping.bucket(low), mapping.bucket(low + rect.extent(along: axis)))
  }

  /// The most hits a rect query can report: the entries of its buckets plus the large elements.
  /// - Complexity: O(1).
  func candidateBound(for rect: Rect) -> Int {
    candidateBound(buckets: bucketRange(for: rect))
  }

  /// ``candidateBound(for:)`` of a rect whose ``bucketRange(for:)`` is `buckets`.
  @inline(__always)
  func candidateBound(buckets: (first: Int, last: Int)) -> Int {
    guard buckets.first <= buckets.last else { return largeElements.count }
    return Int(offsets[buckets.last + 1]) - Int(offsets[buckets.first]) + largeElements.count
  }

  /// Calls `body` with every element strictly intersecting `rect`, each once, in bucket order
  /// (ascending within each bucket and within the large list, not overall); in ascending order
  /// when the index is a linear scan. A query with a NaN bound intersects nothing under
  /// ``Rect``'s rules and returns at once.
  /// - Complexity: O(buckets touched + candidates).
  @inline(__always)
  func visitIntersecting(_ rect: Rect, store: FrameStore, _ body: (Int) -> Void) {
    guard rect.width > 0, rect.height > 0 else { return }
    guard isUsable(with: store) else {
      for element in 0..<store.count where store.frame(at: element).intersects(rect) {
        body(element)
      }
      return
    }
    visitIndexed(
      rect, span: BucketSpan(bucketRange(for: rect)), shift: Unshifted(), store: store, body)
  }

  /// The buckets a query visits: from `first` to `last`, and within them the ones strictly
  /// between `innerFirst` and `innerLast`, whose elements start inside the query for sure.
  struct BucketSpan {
    var first: Int
    var last: Int
    var innerFirst: Int
    var innerLast: Int

    /// The buckets from `buckets.first` to `buckets.last` of a query over unmoved frames, whose
    /// bounds are exact.
    @inline(__always)
    init(_ buckets: (first: Int, last: Int)) {
      (first, last, innerFirst, innerLast) = (
        buckets.first, buckets.last, buckets.first, buckets.last
      )
    }

    /// The buckets of a query spanning `low..<high` along the axis over frames moved by `shift`:
    /// the query is moved back, `value − origin`, which may be rounded, so the span is widened by
    /// the shift's slack (above every such rounding, and half a pixel when frames are placed on
    /// the pixel grid: it only ever adds candidates) and the interior, where the test along the
    /// axis is skipped, narrowed by it.
    @inline(__always)
    init<Shift: AlongShift>(low: Double, high: Double, shift: Shift, mapping: BucketMapping) {
      let relativeLow = shift.movedBack(low)
      let relativeHigh = shift.movedBack(high)
      let lowSlack = shift.slack(relative: relativeLow)
      let highSlack = shift.slack(relative: relativeHigh)
      first = mapping.bucket(relativeLow - lowSlack)
      last = mapping.bucket(relativeHigh + highSlack)
      // A NaN from ∞ − ∞ maps to bucket 0 and leaves no interior.
      innerFirst = Swift.max(first, mapping.bucket(relativeLow + lowSlack))
      innerLast = Swift.min(last, mapping.bucket(relativeHigh - highSlack))
    }
  }

  /// ``visitIntersecting(_:store:_:)`` for a rect with area over a usable index, the frames moved
  /// along the axis by `shift`: ``BucketScan/visit(_:span:shift:_:)`` over `store`.
  @inline(__always)
  func visitIndexed<Shift: AlongShift>(
    _ rect: Rect, span: BucketSpan, shift: Shift, store: FrameStore, _ body: (Int) -> Void
  ) {
    withScan(store) { $0.visit(rect, span: span, shift: shift, body) }
  }
}

extension BucketIndex {
  /// Replaces the contents of `buffer` with the index of every element whose frame strictly
  /// intersects `rect`, each once, in ascending element order: the hits of
  /// ``appendElements(in:store:into:)``, written straight into `buffer`'s storage.
  ///
  /// Allocates only when `buffer` must grow to hold `candidateBound(for:)` indices, so a
  /// buffer reused across a scroll stops allocating after its first few queries.
  /// - Complexity: O(buckets touched + candidates + inversions).
  public func elements(in rect: Rect, store: FrameStore, into buffer: inout ElementBuffer) {
    guard rect.width > 0, rect.height > 0 else {
      buffer.removeAll()
      return
    }
    // The bucket range once, for the bound and the scan: this query runs every frame, and its
    // fixed cost is most of a warm one (a scrolling viewport over 10^6 cells is about 50 ns).
    let buckets = isUsable(with: store) ? bucketRange(for: rect) : nil
    let bound = buckets.map(candidateBound(buckets:)) ?? store.count
    buffer.overwrite(upTo: bound) { storage in
      collectSorted(in: rect, buckets: buckets, store: store, into: storage).count
    }
  }
}
