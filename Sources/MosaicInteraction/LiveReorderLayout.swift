import MosaicCore

/// The layout during a drag: the proposed order's layout, with the moving item lifted out of its
/// slot and drawn under the finger above everything else.
public struct LiveReorderLayout: ForwardingLayout {
  /// The layout of the proposed order (the moving item at its target slot).
  public let base: any PreparedLayout
  /// The moving item's identity in the proposed order.
  public let moving: ElementID
  /// Where the moving item is drawn.
  public let movingFrame: Rect

  /// The moving item's zIndex: above every other element.
  public static let movingZIndex = Int.max

  func lifted(_ attributes: LayoutAttributes) -> LayoutAttributes {
    var result = attributes
    result.frame = movingFrame
    result.zIndex = Self.movingZIndex
    return result
  }

  /// The bounds of the section's cells as this layout places them, the moving item under the
  /// finger: the base's are not (its slot is empty).
  /// - Complexity: O(items of the section).
  public func cellBounds(inSection section: Int) -> Rect? {
    boundsOfCellFrames(inSection: section)
  }

  /// The base's attributes, the moving item's under the finger.
  /// - Complexity: the base query plus O(1).
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    guard let attributes = base.attributes(for: element, viewport: viewport) else { return nil }
    return element == moving ? lifted(attributes) : attributes
  }

  /// The base's elements intersecting `rect`, with the moving item where the finger is.
  /// - Complexity: the base query plus O(results).
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count
    base.elements(in: rect, viewport: viewport, into: &results)
    let shows = movingFrame.intersects(rect)
    if let index = results[start...].firstIndex(where: { $0.id == moving }) {
      if shows { results[index] = lifted(results[index]) } else { results.remove(at: index) }
    } else if shows, let attributes = base.attributes(for: moving, viewport: viewport) {
      // Its slot is outside the rect but the finger is inside: insert it in element order.
      let position =
        results[start...].firstIndex {
          $0.id.category != .cell || $0.id.indexPath > moving.indexPath
        } ?? results.endIndex
      results.insert(lifted(attributes), at: position)
    }
  }

  /// Every element, the moving item under the finger.
  /// - Complexity: the base query plus O(elements).
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count
    base.allElements(viewport: viewport, into: &results)
    if let index = results[start...].firstIndex(where: { $0.id == moving }) {
      results[index] = lifted(results[index])
    }
  }

  /// Every element, the moving item under the finger, one at a time: the base's enumeration.
  public func forEachElement<Failure: Error>(
    viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    try base.forEachElement(viewport: viewport) { (attributes) throws(Failure) in
      try body(attributes.id == moving ? lifted(attributes) : attributes)
    }
  }

  /// The topmost cell: the moving item when the point is over it.
  /// - Complexity: O(1) over the moving item, the base query otherwise.
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    movingFrame.contains(point)
      ? moving.indexPath : base.indexPathForItem(at: point, viewport: viewport)
  }
}
