/// What a ``ReorderBoard`` drop committed: one validated batch in each collection involved, with
/// its transition.
public struct ReorderBoardDrop<Item: Hashable & Sendable> {
  /// The collection the drag began in and its drop: the moves within it, or the deletion of the
  /// items that left it.
  public let source: (collection: Int, drop: ReorderDrop<Item>)
  /// The collection the items entered and its drop, the insertion of them; `nil` when they
  /// stayed home.
  public let destination: (collection: Int, drop: ReorderDrop<Item>)?
}
