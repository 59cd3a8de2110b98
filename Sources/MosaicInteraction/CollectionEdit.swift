import MosaicCore

/// One validated edit of a ``CollectionModel``: the batch it is, the model it gives, and the
/// ``LayoutChange`` that updates a layout of the old model to the new one. What a transition
/// animates between (the batch names what moved, was inserted or deleted) and what
/// ``ReorderSession/replaceModel(_:change:)`` takes.
public struct CollectionEdit<Item: Hashable & Sendable>: Sendable {
  /// The batch, in UIKit's index semantics, that turns the old model into ``model``.
  public var batch: BatchUpdate<Item>
  /// The model after the batch.
  public var model: CollectionModel<Item>
  /// The change from the old model's data to ``model``'s, derived from the batch's plan.
  public var change: LayoutChange

  /// An edit from its parts; ``CollectionModel/edit(_:)`` makes one that is validated.
  public init(batch: BatchUpdate<Item>, model: CollectionModel<Item>, change: LayoutChange) {
    self.batch = batch
    self.model = model
    self.change = change
  }
}
