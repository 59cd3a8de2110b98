import MosaicCore

/// What a drop committed (``ReorderSession/lastDrop``): the one validated batch that moved the
/// lifted items, for the app's own data, and the transition of the layout from before the lift to
/// after the drop, for its animation.
public struct ReorderDrop<Item: Hashable & Sendable> {
  /// The moves, UIKit's way (each from its index path before the drop to its index path after):
  /// one for a one-item drag, one per lifted item for several, none when nothing moved.
  public let batch: BatchUpdate<Item>
  /// From the committed layout before the lift to the committed layout after the drop.
  public let transition: LayoutTransition
  /// The lead's move, from its index path before the lift to where it landed (what
  /// ``ReorderSession/end()`` returns); the same index path twice when nothing moved. In a
  /// ``ReorderBoard``, `from` is `nil` in the collection the items arrived in and `to` is `nil`
  /// in the one they left.
  public let lead: (from: IndexPath?, to: IndexPath?)
}
