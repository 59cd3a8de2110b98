import MosaicCore

extension CarouselLayout {
  /// The attributes of virtual cell `(0, i)`, `0 <= i < virtualCount`; `nil` for anything else
  /// (a carousel has no headers, footers or decorations).
  /// - Complexity: O(1).
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    guard element.category == .cell, element.section == 0, element.item >= 0,
      element.item < geometry.virtualCount
    else { return nil }
    return attributes(ofVirtualItem: element.item)
  }

  /// Appends the virtual cells strictly intersecting `rect`, in virtual index order, computed
  /// from the arithmetic range of indices the rect spans along the scroll axis (plus a margin of
  /// one item, more with a scale, checked exactly).
  /// - Complexity: O(1 + cells whose extent along the scroll axis meets the rect's): O(results)
  ///   when the items share one size across the axis. Allocation-free when `results` has
  ///   capacity. Independent of the multiplier.
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    guard rect.width > 0, rect.height > 0 else { return }
    let axis = geometry.scrollDirection.scrollAxis
    let low = rect.minimum(along: axis)
    guard let candidates = geometry.candidates(fromScroll: low, to: low + rect.extent(along: axis))
    else { return }
    for virtualItem in candidates {
      let frame = frame(ofVirtualItem: virtualItem)
      if frame.intersects(rect) {
        results.append(
          LayoutAttributes(
            id: .cell(section: 0, item: virtualItem), frame: frame,
            zIndex: LayoutAttributes.cellZIndex))
      }
    }
  }

  /// Appends one copy of the data: the `count` virtual cells centred on the item resting nearest
  /// to `viewport`'s content offset (see the type's discussion), in virtual index order.
  /// - Complexity: O(count), independent of the multiplier.
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    let window = geometry.window(
      aroundOffset: viewport.contentOffset.value(along: geometry.scrollDirection.scrollAxis))
    results.reserveCapacity(results.count + window.count)
    for virtualItem in window { results.append(attributes(ofVirtualItem: virtualItem)) }
  }

  /// ``allElements(viewport:into:)``'s window, one cell at a time.
  /// - Complexity: O(count), independent of the multiplier.
  public func forEachElement<Failure: Error>(
    viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    let window = geometry.window(
      aroundOffset: viewport.contentOffset.value(along: geometry.scrollDirection.scrollAxis))
    for virtualItem in window { try body(attributes(ofVirtualItem: virtualItem)) }
  }

  /// The virtual cell containing `point` (half-open); `nil` over a gap or outside the content.
  /// Cells never overlap along the scroll axis unless rounding makes them touch, and ties go to
  /// the later cell.
  /// - Complexity: O(1).
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    guard
      let candidates = geometry.candidates(
        containing: point.value(along: geometry.scrollDirection.scrollAxis))
    else { return nil }
    for virtualItem in candidates.reversed() where frame(ofVirtualItem: virtualItem).contains(point)
    {
      return IndexPath(section: 0, item: virtualItem)
    }
    return nil
  }
}
