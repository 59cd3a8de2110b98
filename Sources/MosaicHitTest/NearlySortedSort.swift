/// In-place, allocation-free sorting of the short, nearly sorted runs a rect query produces.
///
/// A rect query visits buckets in axis order and each bucket's entries in element order, so its
/// hits are ascending except where element order and axis order disagree (headers and footers,
/// stored after every cell; masonry columns; a layout placing items against the axis). Insertion
/// sort costs O(n + inversions) there; a budget of shifts bounds the worst case (a layout in
/// reverse axis order), past which the run is heap-sorted in O(n log n). Neither allocates,
/// unlike the standard library's sort. Keys must be distinct (element indices are).
enum NearlySortedSort {
  /// Sorts `buffer` ascending by `key`.
  /// - Complexity: O(n + inversions), at most O(n log n).
  @inline(__always)
  static func sort<Element>(
    _ buffer: UnsafeMutableBufferPointer<Element>, by key: (Element) -> Int
  ) {
    guard buffer.count > 1, let base = buffer.baseAddress else { return }
    let count = buffer.count
    var budget = 4 * count + 64
    var index = 1
    while index < count {
      let moving = key(base[index])
      if key(base[index - 1]) > moving {
        let element = (base + index).move()
        var slot = index
        repeat {
          (base + slot).moveInitialize(from: base + slot - 1, count: 1)
          slot -= 1
          budget -= 1
        } while slot > 0 && key(base[slot - 1]) > moving
        (base + slot).initialize(to: element)
        if budget < 0 {
          heapSort(buffer, by: key)
          return
        }
      }
      index += 1
    }
  }

  /// Sorts `buffer` ascending by `key` with a binary max-heap.
  /// - Complexity: O(n log n), no allocation.
  static func heapSort<Element>(
    _ buffer: UnsafeMutableBufferPointer<Element>, by key: (Element) -> Int
  ) {
    let count = buffer.count
    guard count > 1 else { return }
    var start = count / 2 - 1
    while start >= 0 {
      siftDown(buffer, from: start, end: count, by: key)
      start -= 1
    }
    var end = count - 1
    while end > 0 {
      buffer.swapAt(0, end)
      siftDown(buffer, from: 0, end: end, by: key)
      end -= 1
    }
  }

  /// Restores the heap property below `root` within `0..<end`.
  private static func siftDown<Element>(
    _ buffer: UnsafeMutableBufferPointer<Element>, from root: Int, end: Int,
    by key: (Element) -> Int
  ) {
    var parent = root
    while true {
      var child = 2 * parent + 1
      if child >= end { return }
      if child + 1 < end && key(buffer[child]) < key(buffer[child + 1]) { child += 1 }
      if key(buffer[parent]) >= key(buffer[child]) { return }
      buffer.swapAt(parent, child)
      parent = child
    }
  }
}
