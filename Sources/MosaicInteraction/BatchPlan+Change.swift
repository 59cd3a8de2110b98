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
    let oldCount = model.sectionCount
    // Per old section, the old indices that left it.
    var departures = [[Int]](repeating: [], count: oldCount)
    for path in deletedItems { departures[path.section].append(path.item) }
    for path in movedOut.keys { departures[path.section].append(path.item) }

    var change = LayoutChange(sections: [])
    change.sections.reserveCapacity(newToOld.count)
    for (new, old) in newToOld.enumerated() {
      guard let old else {
        change.sections.append(.new(itemCount: insertedSections[new]?.items.count ?? 0))
        continue
      }
      let left = departures[old].sorted()
      let arrived = (arrivals[new] ?? [:]).keys.sorted()
      guard !left.isEmpty || !arrived.isEmpty else {
        change.sections.append(.unchanged(from: old))
        continue
      }
      let previous = model.itemCount(inSection: old)
      // The new count without a scan of the batch per section (as `newItemCount` does).
      let count = previous - left.count + arrived.count
      change.sections.append(.unchanged(from: old))
      change.setRuns(
        Self.runs(left: left, arrived: arrived, old: previous, new: count), ofSection: new)
    }
    return change
  }

  /// The runs of a section whose old items at `left` left and whose new items at `arrived`
  /// arrived (both sorted): the items between stay, in order, so each run starts where the next
  /// departure or arrival is and takes the departures and arrivals that follow it at once.
  /// - Complexity: O(departures + arrivals).
  static func runs(left: [Int], arrived: [Int], old: Int, new: Int) -> [ItemEdit] {
    var edits: [ItemEdit] = []
    var (oldItem, newItem) = (0, 0)
    var (departure, arrival) = (0, 0)
    while departure < left.count || arrival < arrived.count {
      // The items that stay, up to the next departure or arrival.
      let stay = min(
        (departure < left.count ? left[departure] : old) - oldItem,
        (arrival < arrived.count ? arrived[arrival] : new) - newItem)
      oldItem += stay
      newItem += stay
      let (oldStart, newStart) = (oldItem, newItem)
      var moved = true
      while moved {
        moved = false
        if departure < left.count, left[departure] == oldItem {
          (oldItem, departure, moved) = (oldItem + 1, departure + 1, true)
        }
        if arrival < arrived.count, arrived[arrival] == newItem {
          (newItem, arrival, moved) = (newItem + 1, arrival + 1, true)
        }
      }
      edits.append(ItemEdit(items: newStart..<newItem, oldItemCount: oldItem - oldStart))
    }
    return edits
  }
}
