import MosaicCore

extension CollectionModel {
  /// The edit measured sizes make (each at a current index path, ``CollectionEdit``): the new
  /// model, its layout change (every section continues itself, its runs those of its resized
  /// items next to each other), the identity mapping and an empty batch (sizes move no item);
  /// `self` is left as it is.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``resize(_:)`` does.
  /// - Complexity: ``resize(_:)``'s, plus O(changes × log changes + sections) for the change
  ///   and the mapping.
  public func resizing(_ items: [(indexPath: IndexPath, size: Size)]) throws(LayoutError)
    -> CollectionEdit<Item>
  {
    let model = try withSizes(items)
    var change = LayoutChange.identity(sectionCount: sectionCount)
    var resized = [[Int]](repeating: [], count: sectionCount)
    // Validated by `withSizes`: every index path is in range.
    for (path, _) in items { resized[path.section].append(path.item) }
    for section in 0..<sectionCount where !resized[section].isEmpty {
      // A resized item leaves and arrives at its place (one resized twice, once).
      let places = Set(resized[section]).sorted()
      change.setBatchRuns(
        ofSection: section, oldCount: itemCount(inSection: section), left: places, arrived: places)
    }
    return CollectionEdit(
      batch: BatchUpdate(), model: model, change: change, mapping: identityMapping)
  }
}
