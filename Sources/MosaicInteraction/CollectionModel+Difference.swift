import MosaicCore

extension CollectionModel {
  /// The batch that turns this model into `other`, section by section: the items a section keeps
  /// stay on a longest run in order and the others move (as few moves as any diff finds, since
  /// items are identities), items that change section are moves.
  ///
  /// Sections are matched by index: sections past the end of the shorter model are deleted or
  /// inserted whole. Applying the batch to `self` gives `other`'s items in `other`'s order
  /// (sizes of inserted items and sections come from `other`).
  /// - Complexity: O(n log n) for n items.
  public func batchUpdate(to other: CollectionModel) -> BatchUpdate<Item> {
    // The snapshot diff with sections named by index: those both models have continue, the rest
    // are deleted or inserted whole, and no section moves.
    var update = SnapshotDiff(
      oldSections: Array(0..<sectionCount), oldCounts: itemCounts, oldItems: allItems,
      newSections: Array(0..<other.sectionCount), newItems: other.items
    ).update
    // Inserted items and sections take `other`'s sizes.
    update.insertSections = update.insertSections.map { ($0.index, other.sections[$0.index]) }
    update.insertItems = update.insertItems.map { entry in
      let section = other.sections[entry.indexPath.section]
      let size = section.itemSizes.map { $0[entry.indexPath.item] } ?? section.itemSize
      return (entry.indexPath, entry.item, size)
    }
    return update
  }
}
