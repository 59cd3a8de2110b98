import MosaicCore

/// One validated edit of a ``CollectionModel``: the batch it is, the model it gives, the
/// ``/MosaicCore/LayoutChange`` that updates a layout of the old model to the new one, and the
/// ``/MosaicCore/ItemMapping`` of the old items to the new: what a ``/MosaicCore/LayoutTransition``
/// animates and the scroll anchoring reads (``ReorderSession/apply(_:anchoring:)``). Every edit
/// of a model returns one: ``CollectionModel/applying(_:expectedItemCounts:)`` for a batch,
/// ``CollectionModel/resizing(_:)`` for measured sizes.
public struct CollectionEdit<Item: Hashable & Sendable>: Sendable {
  /// The batch, in UIKit's index semantics, that turns the old model into ``model`` (empty for
  /// measured sizes, which move no item).
  public var batch: BatchUpdate<Item>
  /// The model after the batch.
  public var model: CollectionModel<Item>
  /// The change from the old model's data to ``model``'s, derived from the batch's plan.
  public var change: LayoutChange
  /// Where each old item went, derived from the batch's plan.
  public var mapping: ItemMapping

  /// An edit from its parts; ``CollectionModel/applying(_:expectedItemCounts:)`` makes one that
  /// is validated.
  public init(
    batch: BatchUpdate<Item>, model: CollectionModel<Item>, change: LayoutChange,
    mapping: ItemMapping
  ) {
    self.batch = batch
    self.model = model
    self.change = change
    self.mapping = mapping
  }
}
