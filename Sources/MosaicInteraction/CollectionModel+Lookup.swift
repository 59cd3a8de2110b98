import MosaicCore

extension CollectionModel {
  /// Where each of `items` is, in their order (`nil` for an item the model does not hold): what a
  /// selection asks of all its items at once.
  /// - Complexity: O(k log n) for k items asked (``indexPath(of:)`` each).
  public func indexPaths(of items: [Item]) -> [IndexPath?] {
    items.map { indexPath(of: $0) }
  }
}
