import MosaicCore

extension CollectionModel {
  /// ``applying(_:expectedItemCounts:)``, with the ``/MosaicCore/LayoutChange`` from this model's
  /// ``sectionData`` to the new model's, derived from the batch's plan: what
  /// ``/MosaicCore/LiveLayout/updated(to:change:)`` (or ``ReorderSession/replaceModel(_:change:)``)
  /// takes to update a layout instead of preparing it again.
  ///
  /// The change is sound: outside each section's runs, the new sizes are the old ones at the
  /// mapped indexes. Inserted sections are new; moved sections continue their old one; a
  /// reload changes nothing geometric.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``applying(_:expectedItemCounts:)`` does.
  /// - Complexity: ``applying(_:expectedItemCounts:)``'s, plus O(changes + sections) for the
  ///   change (no size is compared).
  public func applyingWithChange(_ update: BatchUpdate<Item>, expectedItemCounts: [Int]? = nil)
    throws(LayoutError) -> (model: CollectionModel, change: LayoutChange)
  {
    let plan = try BatchPlan(update, on: self)
    if let expectedItemCounts { try plan.checkCounts(expectedItemCounts, on: self) }
    return (plan.apply(to: self), plan.change(on: self))
  }

  /// ``resizing(_:)``, with the ``/MosaicCore/LayoutChange`` from this model's ``sectionData`` to
  /// the new model's: every section continues itself, its runs those of its resized items next to
  /// each other.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``resizing(_:)`` does.
  /// - Complexity: ``resizing(_:)``'s, plus O(changes × log changes + sections) for the change.
  public func resizingWithChange(_ items: [(indexPath: IndexPath, size: Size)])
    throws(LayoutError) -> (model: CollectionModel, change: LayoutChange)
  {
    let model = try resizing(items)
    var change = LayoutChange.identity(sectionCount: sectionCount)
    var resized = [[Int]](repeating: [], count: sectionCount)
    // Validated by `resizing`: every index path is in range.
    for (path, _) in items { resized[path.section].append(path.item) }
    for section in 0..<sectionCount where !resized[section].isEmpty {
      // A resized item leaves and arrives at its place (one resized twice, once).
      let places = Set(resized[section]).sorted()
      let count = itemCount(inSection: section)
      change.setRuns(
        ItemEdit.runs(left: places, arrived: places, oldCount: count, newCount: count),
        ofSection: section)
    }
    return (model, change)
  }
}
