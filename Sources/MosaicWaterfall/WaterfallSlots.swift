/// A section's column ends while its items are placed: ``WaterfallColumns``' arrays lent as
/// plain buffers (``WaterfallColumns/withSlots(_:)``), so the per-item loop writes an end without
/// a uniqueness check and a bounds check of the array each time (about a third of placing an
/// item of three columns, callgrind).
struct WaterfallSlots {
  /// Each slot's running end.
  let ends: UnsafeMutableBufferPointer<Double>
  /// The slots as a min-heap by (end, slot), when ``usesHeap``.
  let heap: UnsafeMutableBufferPointer<Int>
  /// True for a `shortestFirst` section of more than ``WaterfallColumns/linearScanLimit`` slots.
  let usesHeap: Bool

  /// Puts an item of `extent` in slot `slot`, followed by `spacing`; returns where the item starts.
  /// - Complexity: O(1).
  @inline(__always)
  func append(extent: Double, spacing: Double, toSlot slot: Int) -> Double {
    let origin = ends[slot]
    ends[slot] = origin + extent + spacing
    return origin
  }

  /// Puts an item of `extent` in the slot that ends first (ties to the lowest slot), followed by
  /// `spacing`; returns the slot and where the item starts.
  /// - Complexity: O(slots) up to ``WaterfallColumns/linearScanLimit`` slots, O(log slots)
  ///   beyond.
  @inline(__always)
  func appendToShortest(extent: Double, spacing: Double) -> (slot: Int, origin: Double) {
    if usesHeap {
      let slot = heap[0]
      let origin = append(extent: extent, spacing: spacing, toSlot: slot)
      siftDown(from: 0)
      return (slot, origin)
    }
    var slot = 0
    var shortest = ends[0]
    var candidate = 1
    while candidate < ends.count {
      if ends[candidate] < shortest {
        slot = candidate
        shortest = ends[candidate]
      }
      candidate += 1
    }
    return (slot, append(extent: extent, spacing: spacing, toSlot: slot))
  }

  /// Orders ``heap``, whose entries are the slots in any order, as a heap.
  /// - Complexity: O(slots).
  func heapify() {
    for parent in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(from: parent) }
  }

  /// True when slot `a` ends before slot `b`, or at the same place with a lower index.
  @inline(__always)
  private func precedes(_ a: Int, _ b: Int) -> Bool {
    let endA = ends[a]
    let endB = ends[b]
    return endA < endB || (endA == endB && a < b)
  }

  /// Moves the slot at heap position `start` down until its children follow it.
  private func siftDown(from start: Int) {
    let count = heap.count
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < count else { return }
      let right = left + 1
      var child = left
      if right < count, precedes(heap[right], heap[left]) { child = right }
      guard precedes(heap[child], heap[parent]) else { return }
      heap.swapAt(parent, child)
      parent = child
    }
  }
}
