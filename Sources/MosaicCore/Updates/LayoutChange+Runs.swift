extension LayoutChange {
  /// The runs of section `section` (its entry in ``runs``, else its changed range taking the
  /// whole change in count), placed in both sections, for a section of `oldCount` items
  /// continued by one of `newCount`.
  /// - Throws: ``LayoutError`` with a path relative to the change (`runs[i][k]`, `runs[i]`,
  ///   `sections[i].changedItems`) when the runs are out of order, outside the new section, do
  ///   not fit the counts or do not span the changed range.
  /// - Complexity: O(runs).
  public func spans(ofSection section: Int, oldCount: Int, newCount: Int) throws(LayoutError)
    -> [ItemEditSpan]
  {
    var spans: [ItemEditSpan] = []
    try forEachSpan(ofSection: section, oldCount: oldCount, newCount: newCount) {
      spans.append($0)
    }
    return spans
  }

  /// Calls `body` with each run of section `section` placed in both sections, in order, after
  /// checking them all; allocates nothing.
  /// - Throws: as ``spans(ofSection:oldCount:newCount:)``, before `body` is called.
  /// - Complexity: O(runs).
  func forEachSpan(
    ofSection section: Int, oldCount: Int, newCount: Int, _ body: (ItemEditSpan) -> Void
  ) throws(LayoutError) {
    let oldCount = max(0, oldCount)
    let newCount = max(0, newCount)
    guard let edits = runs[section] else {
      let items = sections[section].changedItems
      let kept = items.lowerBound + (newCount - items.upperBound)
      guard items.lowerBound >= 0, items.upperBound <= newCount else {
        throw LayoutError(
          path: "sections[\(section)].changedItems",
          message: "\(items) is outside the section's \(newCount) items")
      }
      guard kept <= oldCount else {
        throw LayoutError(
          path: "sections[\(section)].changedItems",
          message: "keeps \(kept) items of \(oldCount) old ones")
      }
      body(
        ItemEditSpan(
          items: items, oldItems: items.lowerBound..<(items.lowerBound + oldCount - kept)))
      return
    }
    let (untouched, replaced) = try Self.checkRuns(
      edits, ofSection: section, newCount: newCount, oldCount: oldCount)
    let items = sections[section].changedItems
    if let first = edits.first, let last = edits.last,
      items != first.items.lowerBound..<max(first.items.lowerBound, last.items.upperBound)
    {
      throw LayoutError(
        path: "sections[\(section)].changedItems",
        message: "\(items) does not span its runs (runs[\(section)])")
    }
    // What the open last run replaces; every run given: the counts must agree.
    let open = oldCount - untouched - replaced
    let isOpen = edits.last.map { $0.oldItemCount == nil } ?? false
    guard open >= 0, isOpen || open == 0 else {
      throw LayoutError(
        path: "runs[\(section)]",
        message:
          "keeps \(untouched) items"
          + (replaced > 0 ? " and replaces \(replaced)" : "") + " of \(oldCount) old ones")
    }
    var shift = 0
    for edit in edits {
      let count = edit.oldItemCount ?? open
      let lower = edit.items.lowerBound - shift
      body(ItemEditSpan(items: edit.items, oldItems: lower..<(lower + count)))
      shift += edit.items.count - count
    }
  }

  /// Checks that `edits` are in order, inside a section of `newCount` items, with old counts of
  /// at most `oldCount`, only the last left open; returns the items no run touches and the old
  /// items the runs with a count replace.
  /// - Throws: ``LayoutError`` naming `runs[section]…`.
  /// - Complexity: O(runs).
  private static func checkRuns(
    _ edits: [ItemEdit], ofSection section: Int, newCount: Int, oldCount: Int
  ) throws(LayoutError) -> (untouched: Int, replaced: Int) {
    var untouched = newCount
    var replaced = 0
    var end = 0
    for (index, edit) in edits.enumerated() {
      let items = edit.items
      guard items.lowerBound >= end, items.upperBound <= newCount else {
        let reason =
          items.lowerBound < 0 || items.upperBound > newCount
          ? "is outside the section's \(newCount) items"
          : "starts before the previous run ends (\(end))"
        throw LayoutError(path: "runs[\(section)][\(index)]", message: "\(items) \(reason)")
      }
      end = items.upperBound
      untouched -= items.count
      if let count = edit.oldItemCount {
        guard count >= 0, count <= oldCount else {
          throw LayoutError(
            path: "runs[\(section)][\(index)].oldItemCount",
            message: "\(count) is not a count of the old section's \(oldCount) items")
        }
        replaced += count
      } else if index != edits.count - 1 {
        throw LayoutError(
          path: "runs[\(section)][\(index)].oldItemCount",
          message: "is left to the counts, which only the last run may do")
      }
    }
    return (untouched, replaced)
  }
}
