import MosaicCore

/// The plain reference every spatial query is checked against: a scan over all elements with
/// Mosaic's geometry rules and nothing clever.
public enum LinearScan {
  /// The elements strictly intersecting `rect`, in the order given.
  /// - Complexity: O(elements), by design: the plain scan the indexed queries are checked against.
  public static func elements(in rect: Rect, of elements: [LayoutAttributes]) -> [LayoutAttributes]
  {
    elements.filter { $0.frame.intersects(rect) }
  }

  /// The topmost cell containing `point`: highest zIndex, ties to the later element.
  /// - Complexity: O(elements), by design: the plain scan the indexed queries are checked against.
  public static func indexPathForItem(at point: Point, in elements: [LayoutAttributes])
    -> IndexPath?
  {
    var best: LayoutAttributes?
    for element in elements where element.id.category == .cell && element.frame.contains(point) {
      if let current = best, current.zIndex > element.zIndex { continue }
      best = element
    }
    return best?.id.indexPath
  }
}
