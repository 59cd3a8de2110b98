import MosaicCore

extension BatchPlan {
  /// How the items of `model` map to those of `result`, the model this plan produced from it:
  /// departures are the deleted items and move sources, arrivals the inserted items and move
  /// targets, as the plan holds them.
  /// - Complexity: O(changes · log changes + sections).
  func mapping(on model: Model, result: Model) -> ItemMapping {
    var landing: [IndexPath] = []
    for (section, items) in arrivals {
      for item in items.keys { landing.append(IndexPath(section: section, item: item)) }
    }
    return ItemMapping(
      oldSectionOfNew: newToOld, oldItemCounts: model.itemCounts,
      newItemCounts: result.itemCounts,
      departures: Array(deletedItems) + Array(movedOut.keys), arrivals: landing, moves: movedOut,
      reloadedItems: reloadedItems, reloadedSections: reloadedSections)
  }
}
