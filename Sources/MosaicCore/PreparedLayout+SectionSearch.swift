extension PreparedLayout {
  /// Default: ``sectionsSearched(endingAfter:)``.
  /// - Complexity: O(log sections) calls of ``sectionFrame(_:)``.
  public func firstSection(endingAfter value: Double) -> Int {
    sectionsSearched(endingAfter: value)
  }

  /// ``firstSection(endingAfter:)`` by a binary search over ``sectionFrame(_:)``: what a layout
  /// answers that keeps nothing better to find it by, or whose section frames are its own (a
  /// wrapper that moves sections).
  /// - Complexity: O(log sections) calls of ``sectionFrame(_:)``.
  public func sectionsSearched(endingAfter value: Double) -> Int {
    let axis = scrollDirection.scrollAxis
    var low = 0
    var high = sectionCount
    while low < high {
      let mid = low + (high - low) / 2
      let end = sectionFrame(mid).map { $0.minimum(along: axis) + $0.extent(along: axis) }
      if let end, end > value { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
