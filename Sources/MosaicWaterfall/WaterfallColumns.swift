/// The running ends of a waterfall section's columns along the scroll axis: where the next item
/// of each column starts.
///
/// Storage is the page writer's scratch space, allocated once a page and reused by every section
/// of it, so placing an item allocates nothing. Columns are addressed by *slot*: the order
/// a render direction fills them in (slot `k` is column `k` for `shortestFirst` and
/// `leftToRight`, column `columnCount − 1 − k` for `rightToLeft`). Only
/// `min(columnCount, itemCount)` slots can ever receive an item, and unused columns stay at the
/// section's top, so those are all that is stored.
///
/// `shortestFirst` scans the slots when there are at most ``linearScanLimit`` of them, and keeps
/// them in a binary min-heap ordered by (end, slot) otherwise, so a section with thousands of
/// columns still costs O(log columns) per item.
struct WaterfallColumns {
  /// Slots up to which `shortestFirst` scans linearly; CHT-style layouts have 2–6 columns, where a
  /// scan is cheaper than keeping a heap.
  static let linearScanLimit = 8

  private var ends: ContiguousArray<Double> = []
  /// Slots as a min-heap by (end, slot); filled only for heap-ordered `shortestFirst` sections.
  private var heap: ContiguousArray<Int> = []
  private var usesHeap = false

  /// Columns over `storage`, arrays lent by a ``/MosaicHitTest/SectionWriter`` (its scratch
  /// space, reused by every section of a page) and handed back by ``storage``.
  init(storage: (ContiguousArray<Double>, ContiguousArray<Int>)) {
    (ends, heap) = storage
  }

  /// The arrays, to hand back to the writer that lent them.
  var storage: (ContiguousArray<Double>, ContiguousArray<Int>) { (ends, heap) }

  /// Starts a section with `count` slots, every one ending at `top`.
  /// - Complexity: O(count), no allocation within the reserved capacity.
  mutating func reset(count: Int, top: Double, shortestFirst: Bool) {
    ends.removeAll(keepingCapacity: true)
    ends.append(contentsOf: repeatElement(top, count: count))
    heap.removeAll(keepingCapacity: true)
    usesHeap = shortestFirst && count > Self.linearScanLimit
    // Equal ends in ascending slot order already form a valid heap.
    if usesHeap { heap.append(contentsOf: 0..<count) }
  }

  /// Starts `count` slots from `ends`, a ``snapshot`` taken after earlier items of a section
  /// (moved by ``rebase(by:)``). A snapshot of another number of slots (the section's item count,
  /// and with it the columns it uses, changed since) is cut or padded with its last end: slots
  /// past the items placed so far are still at the section's top, and a snapshot with fewer slots
  /// than `count` ends with such a slot.
  /// - Complexity: O(slots), no allocation within the reserved capacity.
  mutating func restore(_ ends: ArraySlice<Double>, count: Int, shortestFirst: Bool) {
    self.ends.removeAll(keepingCapacity: true)
    self.ends.append(contentsOf: ends.prefix(count))
    if self.ends.count < count {
      self.ends.append(contentsOf: repeatElement(ends.last ?? 0, count: count - self.ends.count))
    }
    heap.removeAll(keepingCapacity: true)
    usesHeap = shortestFirst && count > Self.linearScanLimit
    guard usesHeap else { return }
    // Any heap of the slots picks the same slot next: the order by (end, slot) is total.
    heap.append(contentsOf: 0..<count)
    withSlots { $0.heapify() }
  }
  /// Where each slot ends, in slot order: what ``restore(_:shortestFirst:)`` takes back.
  var snapshot: [Double] { Array(ends) }
  /// The end of the shortest slot, or `nil` when there are none.
  /// - Complexity: O(slots).
  var shortest: Double? {
    guard var result = ends.first else { return nil }
    for end in ends where end < result { result = end }
    return result
  }
  /// Moves every slot's end back by `distance` (exact when both are on ``AdvanceGrid``): the
  /// columns measured from a new origin `distance` further on.
  /// - Complexity: O(slots).
  mutating func rebase(by distance: Double) {
    for slot in ends.indices { ends[slot] -= distance }
  }
  /// The end of the tallest slot, or `nil` when there are none.
  /// - Complexity: O(slots).
  var tallest: Double? {
    guard var result = ends.first else { return nil }
    for end in ends where end > result { result = end }
    return result
  }

  /// Calls `body` with the slots as plain buffers (``WaterfallSlots``, no heap: for a section
  /// placed by rule, reset or restored with `shortestFirst` false) and as many integers of
  /// scratch space as there are slots (the heap's array, which such a section does not use), for
  /// ``WaterfallPlacement/placeByRule(_:span:tolerance:cursor:slots:window:tree:cells:)``.
  /// - Complexity: O(slots) besides `body`, no allocation within the reserved capacity.
  @inline(__always)
  mutating func withSlotsAndWindow<Result>(
    _ body: (WaterfallSlots, UnsafeMutableBufferPointer<Int>) -> Result
  ) -> Result {
    heap.removeAll(keepingCapacity: true)
    heap.append(contentsOf: repeatElement(0, count: ends.count))
    return ends.withUnsafeMutableBufferPointer { ends in
      heap.withUnsafeMutableBufferPointer { window in
        body(WaterfallSlots(ends: ends, heap: window, usesHeap: false), window)
      }
    }
  }

  /// Calls `body` with the slots as plain buffers (``WaterfallSlots``), for a per-item loop.
  /// - Complexity: O(1) besides `body`.
  @inline(__always)
  mutating func withSlots<Result>(_ body: (WaterfallSlots) -> Result) -> Result {
    let usesHeap = usesHeap
    return ends.withUnsafeMutableBufferPointer { ends in
      heap.withUnsafeMutableBufferPointer { heap in
        body(WaterfallSlots(ends: ends, heap: heap, usesHeap: usesHeap))
      }
    }
  }
}
