import MosaicCore

/// A set of changes applied at once, in UIKit's index semantics
/// (`performBatchUpdates`): deletes and move sources address the data *before* the update,
/// inserts and move targets the data *after* it.
public struct BatchUpdate<Item: Hashable & Sendable>: Sendable {
  /// Sections to delete (old indexes).
  public var deleteSections: [Int]
  /// Sections to insert (new indexes), with their contents.
  public var insertSections: [(index: Int, section: CollectionModel<Item>.Section)]
  /// Items to delete (old index paths).
  public var deleteItems: [IndexPath]
  /// Items to insert (new index paths). A size of `nil` gives the item its new section's size.
  public var insertItems: [(indexPath: IndexPath, item: Item, size: Size?)]
  /// Items to move, from an old index path to a new one.
  public var moveItems: [(from: IndexPath, to: IndexPath)]

  /// Creates a batch; every part defaults to empty.
  public init(
    deleteSections: [Int] = [],
    insertSections: [(index: Int, section: CollectionModel<Item>.Section)] = [],
    deleteItems: [IndexPath] = [],
    insertItems: [(indexPath: IndexPath, item: Item, size: Size?)] = [],
    moveItems: [(from: IndexPath, to: IndexPath)] = []
  ) {
    self.deleteSections = deleteSections
    self.insertSections = insertSections
    self.deleteItems = deleteItems
    self.insertItems = insertItems
    self.moveItems = moveItems
  }

  /// True when the batch changes nothing.
  public var isEmpty: Bool {
    deleteSections.isEmpty && insertSections.isEmpty && deleteItems.isEmpty && insertItems.isEmpty
      && moveItems.isEmpty
  }
}
