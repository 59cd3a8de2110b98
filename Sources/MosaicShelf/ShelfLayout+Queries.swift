import MosaicCore

extension ShelfLayout {
  /// The attributes of one element: a decoration of this shelf's ``kind`` from the shelf, any
  /// other element from the base.
  /// - Complexity: O(1) for this shelf's decorations, plus the base's cost for other elements.
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    guard let decorations else {
      if element.category == .decoration, element.kind == kind {
        return computedDecoration(section: element.section, index: element.item)
      }
      return base.attributes(for: element, viewport: viewport)
    }
    if element.category == .decoration, element.kind == kind, element.section >= 0,
      element.section < decorationStart.count - 1
    {
      let first = decorationStart[element.section]
      let end = decorationStart[element.section + 1]
      if element.item >= 0, element.item < end - first {
        return decorations.store.attributes(at: first + element.item)
      }
    }
    return base.attributes(for: element, viewport: viewport)
  }

  /// Appends the elements strictly intersecting `rect` in element order: the base's, then this
  /// shelf's decorations (all decorations follow every cell, header and footer, so appending
  /// keeps the order).
  /// - Complexity: the base's query plus O(buckets touched + decorations found); allocation-free
  ///   when `results` has capacity.
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    base.elements(in: rect, viewport: viewport, into: &results)
    if let decorations {
      decorations.elements(in: rect, viewport: viewport, into: &results)
    } else {
      appendComputedDecorations(in: rect, into: &results)
    }
  }

  /// The base's: decorations are no cells, and the base's elements come first, as they are.
  /// - Complexity: the base's.
  public func indexPathsForItems(
    in rect: Rect, viewport: Viewport, into indexPaths: inout [IndexPath],
    buffer: inout [LayoutAttributes]
  ) {
    base.indexPathsForItems(in: rect, viewport: viewport, into: &indexPaths, buffer: &buffer)
  }

  /// Appends every element in element order: the base's, then the decorations.
  /// - Complexity: the base's plus O(decorations).
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    base.allElements(viewport: viewport, into: &results)
    if let decorations {
      decorations.allElements(viewport: viewport, into: &results)
    } else {
      forEachComputedDecoration { results.append($0) }
    }
  }

  /// The base's elements one at a time, then the decorations.
  /// - Complexity: the base's enumeration plus O(decorations).
  public func forEachElement<Failure: Error>(
    viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    try base.forEachElement(viewport: viewport, body)
    if let decorations {
      try decorations.forEachElement(viewport: viewport, body)
    } else {
      try forEachComputedDecoration(body)
    }
  }

  /// The base's hit-test: decorations are never hit.
  /// - Complexity: the base's.
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    base.indexPathForItem(at: point, viewport: viewport)
  }
}
