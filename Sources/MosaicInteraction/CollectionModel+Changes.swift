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
    sizeEdit(to: try withSizes(items), touching: items.map(\.indexPath))
  }

  /// The edit from this model to `model`, which differs only in the sizes or spans of the items
  /// at `paths` (current index paths, validated): every section continues itself, its runs those
  /// of the touched items next to each other, the identity mapping and an empty batch.
  /// - Complexity: O(paths × log paths + sections).
  func sizeEdit(to model: CollectionModel, touching paths: [IndexPath]) -> CollectionEdit<Item> {
    var change = LayoutChange.identity(sectionCount: sectionCount)
    var resized = [[Int]](repeating: [], count: sectionCount)
    for path in paths { resized[path.section].append(path.item) }
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
