extension PreparedLayout {
  /// The cell under `point`, a viewport point (where a finger is on screen), at `viewport`'s
  /// scroll position: ``indexPathForItem(at:viewport:)`` of the content point
  /// ``Viewport/contentPoint(atViewportPoint:)`` gives.
  /// - Complexity: ``indexPathForItem(at:viewport:)``'s.
  public func indexPathForItem(atViewportPoint point: Point, viewport: Viewport) -> IndexPath? {
    indexPathForItem(at: viewport.contentPoint(atViewportPoint: point), viewport: viewport)
  }
}
