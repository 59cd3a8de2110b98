import MosaicCore

extension CollectionModel {
  /// A tap that moves the item at `indexPath` into section `section`, at `index` of the new data
  /// or, by default, at its end: the news-app channel editor's tap, as a validated one-move batch.
  /// - Throws: ``/MosaicCore/LayoutError`` at `tapMove.item` when no item is at `indexPath`, at
  ///   `tapMove.toSection` when the section does not exist, at `tapMove.index` when `index` is
  ///   beyond the section's new end.
  /// - Complexity: ``applying(_:expectedItemCounts:)``'s: O(items + sections).
  public func tapMove(_ indexPath: IndexPath, toSection section: Int, at index: Int? = nil)
    throws(LayoutError) -> CollectionEdit<Item>
  {
    try checkTapped(indexPath, field: "tapMove.item")
    guard sections.indices.contains(section) else {
      throw LayoutError(
        path: "tapMove.toSection",
        message: "there is no section \(section): there are \(sectionCount) sections")
    }
    // The section's last index after the move: one more item unless it is the item's own.
    let end = itemCount(inSection: section) - (section == indexPath.section ? 1 : 0)
    let target = index ?? end
    guard target >= 0, target <= end else {
      throw LayoutError(
        path: "tapMove.index",
        message: "index \(target) is outside 0...\(end), the places section \(section) has")
    }
    return try applying(
      BatchUpdate(moveItems: [(indexPath, IndexPath(section: section, item: target))]))
  }

  /// A tap that deletes the item at `indexPath`, as a validated one-delete batch.
  /// - Throws: ``/MosaicCore/LayoutError`` at `tapDelete.item` when no item is at `indexPath`.
  /// - Complexity: ``applying(_:expectedItemCounts:)``'s.
  public func tapDelete(_ indexPath: IndexPath) throws(LayoutError) -> CollectionEdit<Item> {
    try checkTapped(indexPath, field: "tapDelete.item")
    return try applying(BatchUpdate(deleteItems: [indexPath]))
  }

  private func checkTapped(_ indexPath: IndexPath, field: String) throws(LayoutError) {
    guard item(at: indexPath) == nil else { return }
    let count =
      sections.indices.contains(indexPath.section) ? itemCount(inSection: indexPath.section) : 0
    throw LayoutError(
      path: field,
      message: sections.indices.contains(indexPath.section)
        ? "there is no item \(indexPath.item) in section \(indexPath.section), which holds \(count) items"
        : "there is no section \(indexPath.section): there are \(sectionCount) sections")
  }
}
