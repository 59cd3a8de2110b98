import MosaicCore

/// A set of changes applied at once, in UIKit's index semantics
/// (`performBatchUpdates`): deletes, move sources and reloads address the data *before* the
/// update, inserts and move targets the data *after* it.
public struct BatchUpdate<Item: Hashable & Sendable>: Sendable {
  /// Sections to delete (old indexes).
  public var deleteSections: [Int]
  /// Sections to insert (new indexes), with their contents.
  public var insertSections: [(index: Int, section: CollectionModel<Item>.Section)]
  /// Items to delete (old index paths).
  public var deleteItems: [IndexPath]
  /// Items to insert (new index paths). A size is accepted only in a section whose items own
  /// their sizes (``CollectionModel/Section/itemSizes``, or no `itemSize` with estimates on);
  /// `nil` gives the item its section's ``CollectionModel/Section/itemSize``, else the model's
  /// ``CollectionModel/estimatedItemSize`` when set, else its `defaultItemSize`.
  public var insertItems: [(indexPath: IndexPath, item: Item, size: Size?)]
  /// Items to move, from an old index path to a new one.
  public var moveItems: [(from: IndexPath, to: IndexPath)]
  /// Items to reload (old index paths). A reload keeps the item, its identity and its size, where
  /// it is: the data does not change, the item is only marked as redrawn.
  public var reloadItems: [IndexPath]
  /// Sections to reload (old indexes). A reloaded section keeps its items.
  public var reloadSections: [Int]
  /// Sections to move, from an old index to a new one; a moved section keeps its items.
  public var moveSections: [(from: Int, to: Int)]

  /// Creates a batch; every part defaults to empty.
  public init(
    deleteSections: [Int] = [],
    insertSections: [(index: Int, section: CollectionModel<Item>.Section)] = [],
    deleteItems: [IndexPath] = [],
    insertItems: [(indexPath: IndexPath, item: Item, size: Size?)] = [],
    moveItems: [(from: IndexPath, to: IndexPath)] = [],
    reloadItems: [IndexPath] = [],
    reloadSections: [Int] = [],
    moveSections: [(from: Int, to: Int)] = []
  ) {
    self.deleteSections = deleteSections
    self.insertSections = insertSections
    self.deleteItems = deleteItems
    self.insertItems = insertItems
    self.moveItems = moveItems
    self.reloadItems = reloadItems
    self.reloadSections = reloadSections
    self.moveSections = moveSections
  }

  /// True when the batch holds no operation at all. A batch of reloads only is not empty: it
  /// changes no data, but it marks items to redraw.
  public var isEmpty: Bool {
    deleteSections.isEmpty && insertSections.isEmpty && deleteItems.isEmpty && insertItems.isEmpty
      && moveItems.isEmpty && reloadItems.isEmpty && reloadSections.isEmpty
      && moveSections.isEmpty
  }
}
