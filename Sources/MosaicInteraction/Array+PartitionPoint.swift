extension Array {
  /// The first index whose element `isAbove` accepts, or `count`: the elements must be ordered
  /// so that every rejected one comes before every accepted one.
  /// - Complexity: O(log n) calls of `isAbove`.
  func partitionPoint(where isAbove: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isAbove(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
