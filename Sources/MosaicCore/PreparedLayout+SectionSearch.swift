extension PreparedLayout {
  /// The first section whose frame ends past `value` along the scroll axis (``sectionCount`` when
  /// none), for a layout whose sections' ends never decrease along that axis (one that stacks
  /// its sections, ``stacksSectionsAlongScrollAxis``, or whose order was checked); a section
  /// without a frame counts as ending before everything. Where a modifier starts looking for the sections
  /// a rect or a range meets.
  /// - Complexity: O(log sections) calls of ``sectionFrame(_:)``.
  package func firstSection(endingAfter value: Double) -> Int {
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
