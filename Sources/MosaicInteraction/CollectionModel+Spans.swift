import MosaicCore

extension CollectionModel {
  /// Gives items spans (``/MosaicCore/ItemSpan``; `nil` or one column: none), each at a current
  /// index path, in one step, or throws and changes nothing: an ad or a featured photo of a
  /// masonry feed widened after it arrived. A span lives with its item's size, so only a section
  /// that owns its items' sizes takes one (a section still at the estimate turns per-item, as a
  /// measured size turns it), and moves carry it from then on.
  ///
  /// ```swift
  /// try model.respan([(IndexPath(item: 4, section: 0), .columns(2))])
  /// ```
  /// - Throws: ``/MosaicCore/LayoutError`` naming `respan.items[i]` for an index path out of
  ///   range or an item of a fixed-size section, and `respan.items[i].span` for a column count
  ///   below 1. Whether the layout can place the span (waterfall: at most the section's columns,
  ///   `shortestFirst`) is the layout's to say when it is updated.
  /// - Complexity: O(changes × sections' pieces).
  public mutating func respan(_ items: [(indexPath: IndexPath, span: ItemSpan?)])
    throws(LayoutError)
  {
    self = try withSpans(items)
  }

  /// The edit spans make (``respan(_:)``), as ``resizing(_:)`` makes a measured size's: every
  /// section continues itself, its runs those of its respanned items; `self` is left as it is.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``respan(_:)`` does.
  /// - Complexity: ``respan(_:)``'s, plus O(changes × log changes + sections) for the change.
  public func respanning(_ items: [(indexPath: IndexPath, span: ItemSpan?)]) throws(LayoutError)
    -> CollectionEdit<Item>
  {
    sizeEdit(to: try withSpans(items), touching: items.map(\.indexPath))
  }

  /// The model with `items`' spans set (validated as ``respan(_:)`` says).
  func withSpans(_ items: [(indexPath: IndexPath, span: ItemSpan?)]) throws(LayoutError)
    -> CollectionModel
  {
    var result = self
    for (position, entry) in items.enumerated() {
      let field = "respan.items[\(position)]"
      let path = entry.indexPath
      try checkItemExists(path, action: "respan", preposition: "in", when: "", field: field)
      guard ownsItemSizes(sections[path.section]) else {
        throw LayoutError(
          path: field,
          message:
            "cannot give item \(path.item) in section \(path.section) a span: "
            + fixedSizeReason(sections[path.section]))
      }
      if case .columns(let count) = entry.span, count < 1 {
        throw LayoutError(
          path: "\(field).span", message: "expected a column count >= 1, got \(count)")
      }
      result.storeSizesPerItem(inSection: path.section)
      result.sections[path.section].itemSizes?.setSpan(entry.span, at: path.item)
    }
    return result
  }
}
