import MosaicCore

extension BatchPlan {
  /// How the items of `model` map to those of `result`, the model this plan produced from it:
  /// departures are the deleted items and move sources, arrivals the inserted items and move
  /// targets, as the plan holds them. The plan is validated, so its tables are passed as they
  /// are (sorted, without repeats, in sections that continue) rather than checked again.
  /// - Complexity: O(changes · log changes + sections).
  func mapping(on model: Model, result: Model) -> ItemMapping {
    var newOfOld = [Int?](repeating: nil, count: model.sectionCount)
    for (new, old) in newToOld.enumerated() {
      if let old { newOfOld[old] = new }
    }
    var moves: [(from: IndexPath, to: IndexPath)] = []
    moves.reserveCapacity(movedOut.count)
    for (from, to) in movedOut { moves.append((from, to)) }
    moves.sort { $0.from < $1.from }
    return ItemMapping(
      checkedOldSectionOfNew: newToOld, newSectionOfOld: newOfOld,
      oldItemCounts: model.itemCounts, newItemCounts: result.itemCounts,
      departures: departures, arrivals: landingSlots, moves: moves,
      reloadedItems: reloadedItems, reloadedSections: reloadedSections)
  }
}
