import MosaicCore

extension CollectionModel {
  /// Whether the items of `section` own their sizes: a section of per-item sizes does, and so does
  /// a section given by its items alone when estimates are on (its items start at the estimate). A
  /// section with an `itemSize`, or given by its items alone with estimates off, is fixed-size, as
  /// with UIKit's fixed `itemSize`.
  func ownsItemSizes(_ section: Section) -> Bool {
    section.itemSizes != nil || (estimatedItemSize != nil && section.itemSize == nil)
  }

  /// Whether `section` is given by its items alone with estimates on and no item measured yet:
  /// every item is at the estimate and no size is stored per item.
  func isAtEstimate(_ section: Section) -> Bool {
    section.itemSizes == nil && section.itemSize == nil && estimatedItemSize != nil
  }

  /// Applies measured sizes (each at a current index path) in one step, or throws and changes
  /// nothing.
  /// - Throws: ``/MosaicCore/LayoutError`` naming `resize.items[i]` for an index path out of range,
  ///   an item of a fixed-size section, or a size that is negative, not finite or longer than
  ///   ``/MosaicCore/LayoutInput/maximumLength``.
  /// - Complexity: O(changes), plus one copy of each section changed. The first measured size in
  ///   a section still at the estimate writes the estimate out for each of its items.
  public mutating func resize(_ items: [(indexPath: IndexPath, size: Size)]) throws(LayoutError) {
    self = try resizing(items)
  }

  /// The model with measured sizes applied; `self` is left as it is.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``resize(_:)`` does.
  public func resizing(_ items: [(indexPath: IndexPath, size: Size)]) throws(LayoutError)
    -> CollectionModel
  {
    var result = self
    for (position, entry) in items.enumerated() {
      let field = "resize.items[\(position)]"
      let path = entry.indexPath
      try checkItemExists(path, action: "resize", preposition: "in", when: "", field: field)
      guard ownsItemSizes(sections[path.section]) else {
        throw LayoutError(
          path: field,
          message:
            "cannot resize item \(path.item) in section \(path.section): its section has a fixed itemSize"
        )
      }
      try LayoutError.checkNonNegative(entry.size, at: "\(field).size")
      if let estimate = estimatedItemSize, isAtEstimate(result.sections[path.section]) {
        // The unmeasured items keep the estimate; from now on each item has its own size.
        result.sections[path.section].itemSizes = Array(
          repeating: estimate, count: result.sections[path.section].items.count)
      }
      result.sections[path.section].itemSizes?[path.item] = entry.size
    }
    return result
  }
}
