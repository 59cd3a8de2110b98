extension RandomAccessCollection where Index == Int {
  /// The first index whose element `isAbove` accepts, or `endIndex`: the elements must be
  /// ordered so that every rejected one comes before every accepted one. On a slice, an index
  /// of the whole (so `ranges[from...].partitionPoint { … }` searches from `from`).
  /// - Complexity: O(log n) calls of `isAbove`.
  func partitionPoint(where isAbove: (Element) -> Bool) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = (low + high) / 2
      if isAbove(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
