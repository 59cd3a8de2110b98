import MosaicCore

extension CollectionModel {
  /// The identity mapping of this model's items: what a resize (measured sizes) maps by.
  /// - Complexity: O(sections).
  public var identityMapping: ItemMapping {
    ItemMapping.identity(itemCounts: itemCounts)
  }
}
