import MosaicCore

extension BatchPlan {
  /// How the new model's data relates to `model`'s, from the plan alone (no size is compared):
  /// per new section, the old section it continues (an inserted section is new) and the runs of
  /// items the batch touched — each run the new items that arrived (inserted, or moved in) next
  /// to each other, in place of the old items that left there (deleted, or moved out). The items
  /// no run holds stay in order, so they map back. A reload keeps the item and its size, and a
  /// reloaded section its data: neither changes anything geometric.
  /// - Complexity: O(changes × log changes + sections).
  func change(on model: Model) -> LayoutChange {
    var change = LayoutChange(sections: [])
    change.sections.reserveCapacity(newToOld.count)
    for (new, old) in newToOld.enumerated() {
      guard let old else {
        change.sections.append(.new(itemCount: insertedSections[new]?.items.count ?? 0))
        continue
      }
      let left = departures[old] ?? []
      let arrived = landingSlots[new] ?? []
      guard !left.isEmpty || !arrived.isEmpty else {
        change.sections.append(.unchanged(from: old))
        continue
      }
      let previous = model.itemCount(inSection: old)
      // The new count without a scan of the batch per section (as `newItemCount` does).
      let count = previous - left.count + arrived.count
      change.sections.append(.unchanged(from: old))
      change.setRuns(
        ItemEdit.runs(left: left, arrived: arrived, oldCount: previous, newCount: count),
        ofSection: new)
    }
    return change
  }
}
