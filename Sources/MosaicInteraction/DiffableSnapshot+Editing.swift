import MosaicCore

extension DiffableSnapshot {
  /// Inserts `newItems` just before `item`, in its section.
  /// - Throws: ``/MosaicCore/LayoutError`` when `item` is not in the snapshot or a new item already
  ///   is.
  /// - Complexity: O(items of the section).
  public mutating func insertItems(_ newItems: [Item], beforeItem item: Item) throws(LayoutError) {
    try insertItems(newItems, besideItem: item, after: false)
  }

  /// Inserts `newItems` just after `item`, in its section.
  /// - Throws: ``/MosaicCore/LayoutError`` when `item` is not in the snapshot or a new item already
  ///   is.
  /// - Complexity: O(items of the section).
  public mutating func insertItems(_ newItems: [Item], afterItem item: Item) throws(LayoutError) {
    try insertItems(newItems, besideItem: item, after: true)
  }

  /// Moves `item` just before `other`, which may be in another section.
  /// - Throws: ``/MosaicCore/LayoutError`` when either is not in the snapshot, or they are the same
  ///   item.
  /// - Complexity: O(items of the sections involved).
  public mutating func moveItem(_ item: Item, beforeItem other: Item) throws(LayoutError) {
    try moveItem(item, besideItem: other, after: false)
  }

  /// Moves `item` just after `other`, which may be in another section.
  /// - Throws: ``/MosaicCore/LayoutError`` when either is not in the snapshot, or they are the same
  ///   item.
  /// - Complexity: O(items of the sections involved).
  public mutating func moveItem(_ item: Item, afterItem other: Item) throws(LayoutError) {
    try moveItem(item, besideItem: other, after: true)
  }

  /// Marks items for reload: applying the snapshot reloads each one that stays in a section both
  /// snapshots have and is neither deleted nor moved (a moved item is redrawn anyway), as
  /// UIKit's `reloadItems(_:)`.
  /// - Throws: ``/MosaicCore/LayoutError`` at `snapshot.reloadItems[i]` when an item is not in the
  ///   snapshot; nothing is marked then.
  public mutating func reloadItems(_ items: [Item]) throws(LayoutError) {
    for (index, item) in items.enumerated() where itemSection[item] == nil {
      throw LayoutError(
        path: "snapshot.reloadItems[\(index)]", message: "item \(item) is not in the snapshot")
    }
    reloadedItemIdentifiers.append(contentsOf: items)
  }

  /// Where `item` is: its section's index and its index there.
  private func location(of item: Item, field: String) throws(LayoutError) -> (
    section: Int, item: Int
  ) {
    guard let section = itemSection[item].flatMap({ sectionIndex[$0] }),
      let index = items[section].firstIndex(of: item)
    else {
      throw LayoutError(path: field, message: "item \(item) is not in the snapshot")
    }
    return (section, index)
  }

  private mutating func insertItems(_ newItems: [Item], besideItem item: Item, after: Bool)
    throws(LayoutError)
  {
    let anchor = try location(of: item, field: "snapshot.items")
    var seen = Set<Item>()
    for (offset, new) in newItems.enumerated()
    where itemSection[new] != nil || !seen.insert(new).inserted {
      throw LayoutError(
        path: "snapshot.insertItems[\(offset)]", message: "item \(new) is already in the snapshot")
    }
    let identifier = sectionIdentifiers[anchor.section]
    for new in newItems { itemSection[new] = identifier }
    items[anchor.section].insert(contentsOf: newItems, at: anchor.item + (after ? 1 : 0))
  }

  private mutating func moveItem(_ item: Item, besideItem other: Item, after: Bool)
    throws(LayoutError)
  {
    guard item != other else {
      throw LayoutError(
        path: "snapshot.moveItem", message: "item \(item) cannot move beside itself")
    }
    let from = try location(of: item, field: "snapshot.moveItem")
    _ = try location(of: other, field: "snapshot.moveItem")
    items[from.section].remove(at: from.item)
    // Found again: the removal may have shifted it.
    let anchor = try location(of: other, field: "snapshot.moveItem")
    items[anchor.section].insert(item, at: anchor.item + (after ? 1 : 0))
    itemSection[item] = sectionIdentifiers[anchor.section]
  }
}
