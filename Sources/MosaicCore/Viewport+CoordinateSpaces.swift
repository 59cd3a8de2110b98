// Two coordinate spaces meet at a viewport: a gesture's viewport points, relative to its top-left
// corner, and the content points every query takes. The labels name the space given.
extension Viewport {
  /// The content point shown at `point`, a viewport point: `point` plus ``contentOffset``.
  /// - Complexity: O(1).
  @inlinable
  public func contentPoint(atViewportPoint point: Point) -> Point {
    Point(x: point.x + contentOffset.x, y: point.y + contentOffset.y)
  }

  /// The viewport point where `point`, a content point, is shown: `point` less
  /// ``contentOffset``.
  /// - Complexity: O(1).
  @inlinable
  public func viewportPoint(atContentPoint point: Point) -> Point {
    Point(x: point.x - contentOffset.x, y: point.y - contentOffset.y)
  }
}
