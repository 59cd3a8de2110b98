import MosaicCore

extension BatchPlan {
  /// How the new model's data relates to `model`'s, from the plan alone (no size is compared):
  /// see `LayoutChange.ofBatch`.
  /// A reload keeps the item and its size, and a reloaded section its data: neither changes
  /// anything geometric.
  /// - Complexity: O(changes × log changes + sections).
  func change(on model: Model) -> LayoutChange {
    if sectionsStay {
      // Only the touched sections have runs: no look-up per section.
      var change = LayoutChange.identity(sectionCount: newToOld.count)
      for section in touchedSections {
        change.setBatchRuns(
          ofSection: section, oldCount: model.itemCounts[section],
          left: departures[section] ?? [], arrived: landingSlots[section] ?? [])
      }
      return change
    }
    return .ofBatch(
      oldSectionOfNew: newToOld, oldItemCounts: model.itemCounts,
      insertedCount: { insertedSections[$0]?.items.count ?? 0 },
      departures: { departures[$0] ?? [] }, arrivals: { landingSlots[$0] ?? [] })
  }
}

extension LayoutChange {
  /// The change of a batch from its parts: per new section, the old section it continues (an
  /// inserted section, of `insertedCount(new)` items, is new) and the runs of items the batch
  /// touched — each run the new items that arrived (inserted, or moved in; `arrivals(new)`,
  /// sorted) next to each other, in place of the old items that left there (deleted, or moved
  /// out; `departures(old)`, sorted). The items no run holds stay in order, so they map back.
  /// - Complexity: O(changes × log changes + sections).
  static func ofBatch(
    oldSectionOfNew: [Int?], oldItemCounts: [Int], insertedCount: (Int) -> Int,
    departures: (Int) -> [Int], arrivals: (Int) -> [Int]
  ) -> LayoutChange {
    var change = LayoutChange(sections: [])
    change.sections.reserveCapacity(oldSectionOfNew.count)
    for (new, old) in oldSectionOfNew.enumerated() {
      guard let old else {
        change.sections.append(.new(itemCount: insertedCount(new)))
        continue
      }
      change.sections.append(.unchanged(from: old))
      change.setBatchRuns(
        ofSection: new, oldCount: oldItemCounts[old], left: departures(old), arrived: arrivals(new))
    }
    return change
  }

  /// Records the runs of new section `section`, which continues an old section of `oldCount`
  /// items: the old items at `left` (sorted) left and new items arrived at `arrived` (sorted).
  /// Nothing when neither happened.
  mutating func setBatchRuns(ofSection section: Int, oldCount: Int, left: [Int], arrived: [Int]) {
    guard !left.isEmpty || !arrived.isEmpty else { return }
    setRuns(
      ItemEdit.runs(
        left: left, arrived: arrived, oldCount: oldCount,
        newCount: oldCount - left.count + arrived.count),
      ofSection: section)
  }
}
