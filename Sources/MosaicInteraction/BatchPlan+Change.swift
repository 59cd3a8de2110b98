import MosaicCore

extension BatchPlan {
  /// How the new model's data relates to `model`'s, from the plan alone (no size is compared):
  /// per new section, the old section it continues (an inserted section is new) and the hull of
  /// the new item indices the batch touched — inserted items and move targets at their new
  /// index, deleted and moved-out items where they left (their old index, counted from whichever
  /// end of the section is nearer, so the items around them map back). A reload keeps the item and
  /// its size, and a reloaded section its data: neither changes anything geometric.
  /// - Complexity: O(changes + sections).
  func change(on model: Model) -> LayoutChange {
    let oldCount = model.sectionCount
    // Per old section, the lowest and highest old index that left it.
    var lowestDeparture = [Int](repeating: .max, count: oldCount)
    var highestDeparture = [Int](repeating: .min, count: oldCount)
    var departures = [Int](repeating: 0, count: oldCount)
    func depart(_ path: IndexPath) {
      lowestDeparture[path.section] = min(lowestDeparture[path.section], path.item)
      highestDeparture[path.section] = max(highestDeparture[path.section], path.item)
      departures[path.section] += 1
    }
    for path in deletedItems { depart(path) }
    for path in movedOut.keys { depart(path) }

    var sections: [SectionChange] = []
    sections.reserveCapacity(newToOld.count)
    for (new, old) in newToOld.enumerated() {
      guard let old else {
        sections.append(.new(itemCount: insertedSections[new]?.items.count ?? 0))
        continue
      }
      let previous = model.itemCount(inSection: old)
      // The new count without a scan of the batch per section (as `newItemCount` does).
      let count = previous - departures[old] + (arrivals[new]?.count ?? 0)
      // The first changed new index, and how many items at the end stay.
      var low = Int.max
      var keptAtEnd = Int.max
      if highestDeparture[old] >= 0 {
        low = lowestDeparture[old]
        keptAtEnd = previous - 1 - highestDeparture[old]
      }
      for item in (arrivals[new] ?? [:]).keys {
        low = min(low, item)
        keptAtEnd = min(keptAtEnd, count - 1 - item)
      }
      guard low != .max else {
        sections.append(.unchanged(from: old))
        continue
      }
      let lower = min(low, count)
      let upper = max(lower, count - keptAtEnd)
      sections.append(SectionChange(oldSection: old, changedItems: lower..<upper))
    }
    return LayoutChange(sections: sections)
  }
}
