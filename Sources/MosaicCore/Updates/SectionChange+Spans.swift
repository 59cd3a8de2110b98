extension SectionChange {
  /// The runs placed in both sections, for a section of `oldCount` items continued by one of
  /// `newCount`.
  /// - Throws: ``LayoutError`` with a path relative to this entry (`edits[k]`, `edits`) when the
  ///   runs are out of order, outside the new section, or do not fit the counts.
  /// - Complexity: O(runs).
  public func spans(oldCount: Int, newCount: Int) throws(LayoutError) -> [ItemEditSpan] {
    var spans: [ItemEditSpan] = []
    spans.reserveCapacity(edits.count)
    try forEachSpan(oldCount: oldCount, newCount: newCount) { spans.append($0) }
    return spans
  }

  /// Calls `body` with each run placed in both sections, in order, after checking them all.
  /// Allocates nothing: what validation runs for every changed section.
  /// - Throws: as ``spans(oldCount:newCount:)``, before `body` is called.
  /// - Complexity: O(runs).
  func forEachSpan(
    oldCount: Int, newCount: Int, _ body: (ItemEditSpan) -> Void
  ) throws(LayoutError) {
    let oldCount = max(0, oldCount)
    let (untouched, replaced) = try checkRuns(newCount: newCount, oldCount: oldCount)
    // What the open last run replaces; every run given: the counts must agree.
    let open = oldCount - untouched - replaced
    let isOpen = edits.last.map { $0.oldItemCount == nil } ?? false
    guard open >= 0, isOpen || open == 0 else {
      throw LayoutError(
        path: "edits",
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

  /// Checks that the runs are in order, inside a section of `newCount` items, with old counts
  /// of at most `oldCount` (`nil` for a new section: not checked), only the last left open; returns the
  /// items no run touches and the old items the runs with a count replace.
  /// - Throws: ``LayoutError`` with a path relative to this entry.
  /// - Complexity: O(runs).
  func checkRuns(newCount: Int, oldCount: Int?) throws(LayoutError) -> (
    untouched: Int, replaced: Int
  ) {
    let newCount = max(0, newCount)
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
        throw LayoutError(path: "edits[\(index)]", message: "\(items) \(reason)")
      }
      end = items.upperBound
      untouched -= items.count
      guard let oldCount else { continue }
      if let count = edit.oldItemCount {
        guard count >= 0, count <= oldCount else {
          throw LayoutError(
            path: "edits[\(index)].oldItemCount",
            message: "\(count) is not a count of the old section's \(oldCount) items")
        }
        replaced += count
      } else if index != edits.count - 1 {
        throw LayoutError(
          path: "edits[\(index)].oldItemCount",
          message: "is left to the counts, which only the last run may do")
      }
    }
    return (untouched, replaced)
  }
}
