import MosaicCore

/// A run of re-packed lines: per line, its first item (within the section), exact top and
/// thickness. Their frames are folded from the re-packed cells when asked
/// (``appendFrames(cells:firstItem:into:)``), as a prepared layout's are from its store.
struct FlowPatchedLines: Sendable {
  var firstItems: ContiguousArray<Int> = []
  var tops: ContiguousArray<Double> = []
  var thicknesses: ContiguousArray<Double> = []

  var count: Int { firstItems.count }

  mutating func append(firstItem: Int, top: Double, thickness: Double) {
    firstItems.append(firstItem)
    tops.append(top)
    thicknesses.append(thickness)
  }

  /// Appends each line's frame: the union of its cells in `cells`, the run's frames in item
  /// order from item `firstItem`, folded in the order a prepare folds them.
  /// - Complexity: O(cells).
  func appendFrames(cells: ContiguousArray<Rect>, firstItem: Int, into frames: inout [Rect]) {
    let end = firstItem + cells.count
    for line in 0..<count {
      let first = firstItems[line] - firstItem
      let stop = (line + 1 < count ? firstItems[line + 1] : end) - firstItem
      var union = cells[first]
      for cell in (first + 1)..<max(first + 1, stop) { union = union.union(cells[cell]) }
      frames.append(union)
    }
  }
}
