import MosaicCore

extension CollectionModel {
  /// Whether the items of `section` own their sizes: a section of per-item sizes does, a section
  /// that sizes every item alike does not.
  ///
  /// Self-sizing estimates would make a section given by a count alone own its sizes too; they
  /// are not modelled, so such a section is fixed-size, as with UIKit's fixed `itemSize`.
  func ownsItemSizes(_ section: Section) -> Bool { section.itemSizes != nil }

  /// Applies measured sizes (each at a current index path) in one step, or throws and changes
  /// nothing.
  /// - Throws: ``LayoutError`` naming `resize.items[i]` for an index path out of range, an item
  ///   of a fixed-size section, or a size that is negative, not finite or longer than
  ///   ``LayoutInput/maximumLength``.
  /// - Complexity: O(changes), plus one copy of each section changed.
  public mutating func resize(_ items: [(indexPath: IndexPath, size: Size)]) throws(LayoutError) {
    self = try resizing(items)
  }

  /// The model with measured sizes applied; `self` is left as it is.
  /// - Throws: ``LayoutError`` as ``resize(_:)`` does.
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
      result.sections[path.section].itemSizes?[path.item] = entry.size
    }
    return result
  }
}
