import MosaicCore

extension CollectionModel {
  /// ``applyingWithChange(_:expectedItemCounts:)``, with the ``/MosaicCore/ItemMapping`` from this
  /// model's items to the new model's as well: what a ``/MosaicCore/LayoutTransition`` and
  /// ``/MosaicCore/Scrolling/contentOffset(from:to:viewport:mapping:policy:)`` read to animate the
  /// batch and keep the content under the user's eye still.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``applying(_:expectedItemCounts:)`` does.
  /// - Complexity: ``applying(_:expectedItemCounts:)``'s, plus O(changes · log changes +
  ///   sections) for the change and the mapping: neither walks the items.
  public func applyingWithTransition(
    _ update: BatchUpdate<Item>, expectedItemCounts: [Int]? = nil
  ) throws(LayoutError) -> (model: CollectionModel, change: LayoutChange, mapping: ItemMapping) {
    let plan = try BatchPlan(update, on: self)
    if let expectedItemCounts { try plan.checkCounts(expectedItemCounts, on: self) }
    let result = plan.apply(to: self)
    return (result, plan.change(on: self), plan.mapping(on: self, result: result))
  }

  /// The identity mapping of this model's items: what a resize (measured sizes) maps by.
  /// - Complexity: O(sections).
  public var identityMapping: ItemMapping {
    ItemMapping.identity(itemCounts: sections.map(\.items.count))
  }
}
