import MosaicCore

extension CollectionModel {
  /// Whether the items of `section` own their sizes: a section of per-item sizes does, and so does
  /// a section given by its items alone when estimates are on (its items start at the estimate). A
  /// section with an `itemSize`, or given by its items alone with estimates off, is fixed-size, as
  /// with UIKit's fixed `itemSize`.
  func ownsItemSizes(_ section: Section) -> Bool {
    section.itemSizes != nil || (estimatedItemSize != nil && section.itemSize == nil)
  }

  /// Why the items of `section`, which does not own its sizes, cannot take one: its `itemSize`,
  /// or estimates off in the model (no `estimatedItemSize`, whatever the layout's).
  func fixedSizeReason(_ section: Section) -> String {
    section.itemSize != nil
      ? "its section has a fixed itemSize"
      : "estimates are off (no estimatedItemSize), so its section sizes its items alike"
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
  /// - Complexity: O(changes × (sections' pieces + a few hundred sizes)): the sizes are a
  ///   ``/MosaicCore/SizeList``, so the first measured size in a section still at the estimate
  ///   cuts a run of the estimate in two, and a size replaced in explicit sizes shares the parts
  ///   of its piece around it, copying at most a few hundred beside it.
  public mutating func resize(_ items: [(indexPath: IndexPath, size: Size)]) throws(LayoutError) {
    self = try withSizes(items)
  }

  /// The model with measured sizes applied (validated as ``resize(_:)`` says); `self` is left
  /// as it is.
  func withSizes(_ items: [(indexPath: IndexPath, size: Size)]) throws(LayoutError)
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
            "cannot resize item \(path.item) in section \(path.section): "
            + fixedSizeReason(sections[path.section]))
      }
      try LayoutError.checkNonNegative(entry.size, at: "\(field).size")
      result.storeSizesPerItem(inSection: path.section)
      // Replaced, not set: setting a size of a shared piece copies the whole piece (a section
      // given as one array of 10^4 sizes would copy them all), a replacement at most a few
      // hundred around it.
      result.sections[path.section].itemSizes?.replaceSubrange(
        path.item..<path.item + 1, with: CollectionOfOne(entry.size))
    }
    return result
  }

  /// Makes section `section`, when it is still at the estimate, a section of per-item sizes (a
  /// run of the estimate): what a measured size or a span is then written into. The unmeasured
  /// items keep the estimate; from then on each item has its own size.
  /// - Complexity: O(1).
  mutating func storeSizesPerItem(inSection section: Int) {
    guard let estimate = estimatedItemSize, isAtEstimate(sections[section]) else { return }
    sections[section].itemSizes = SizeList(repeating: estimate, count: itemCounts[section])
  }

  /// Checks that this model's estimate is `strategy`'s (both off, or the same size): the one
  /// source of the sizes a layout draws for unmeasured items.
  /// - Throws: ``/MosaicCore/LayoutError`` naming `layout.options.estimatedItemSize`, with both
  ///   sizes.
  /// - Complexity: O(1).
  public func checkEstimate(agreesWith strategy: some LayoutStrategy) throws(LayoutError) {
    // A zero estimate agrees with none: a compositional layout's (items unmeasured at 0×0)
    // works beside a model without estimates, whose sections then size their items alike.
    let layoutEstimate = Self.estimate(strategy.estimatedItemSize)
    guard layoutEstimate != Self.estimate(estimatedItemSize) else { return }
    func spelled(_ size: Size?) -> String {
      size.map { "\($0)" } ?? "none"
    }
    throw LayoutError(
      path: "layout.options.estimatedItemSize",
      message:
        "is \(spelled(layoutEstimate)) but the model's estimatedItemSize is "
        + "\(spelled(estimatedItemSize)): give both the same estimate")
  }
}
