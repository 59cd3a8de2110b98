import MosaicCore

/// What a step of a reorder did, for an announcement (``ReorderAnnouncements/text(for:)``): the
/// keyboard's steps return one (``ReorderSession/pickUp(_:)``,
/// ``ReorderSession/moveLifted(_:)``), as do ``ReorderSession/drop()`` and
/// ``ReorderSession/cancel()`` for any drag. Index paths are the model's, counted from 0.
public enum ReorderEvent: Hashable, Sendable {
  /// The item at this index path was lifted.
  case pickedUp(IndexPath)
  /// The item at this index path was lifted with others, `count` in all
  /// (``ReorderSession/pickUp(_:alsoLifting:)``); the events after it follow this lead, and
  /// their targets are where the group's first item lands.
  case pickedUpGroup(IndexPath, count: Int)
  /// The item lifted from the first index path now stands at the second (its target: where it
  /// lands if dropped now).
  case moved(IndexPath, to: IndexPath)
  /// The item lifted from the first index path, standing at the second, has nowhere to go in the
  /// direction: the edge of the content, or ``ReorderSession/targetFor`` refused the target.
  case notMoved(IndexPath, at: IndexPath, FocusDirection)
  /// The item lifted from the first index path was dropped at the second (the same when it did
  /// not move): one move committed to the model.
  case dropped(IndexPath, at: IndexPath)
  /// The group led by the item lifted from the first index path, `count` items, was dropped: its
  /// first item at the second index path, the others after it in their original order.
  case droppedGroup(IndexPath, count: Int, at: IndexPath)
  /// The drag of the item lifted from this index path was cancelled; it is back where it was.
  case cancelled(IndexPath)
}
