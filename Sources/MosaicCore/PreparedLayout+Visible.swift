// UIKit's names for what is on screen: `indexPathsForVisibleItems` and the visible
// supplementary elements, for a viewport (the rect query of its bounds, in content coordinates).
extension PreparedLayout {
  /// The index paths of the cells whose frames intersect `viewport`'s bounds (strictly, as every
  /// rect query), in the rect query's order: UIKit's `indexPathsForVisibleItems`.
  /// - Complexity: ``indexPathsForItems(in:viewport:into:buffer:)`` of the bounds; allocates the
  ///   answer (and, for a layout that answers through the rect query, a buffer of the visible
  ///   elements' attributes). ``indexPathsForVisibleItems(in:into:buffer:)`` with reused arrays
  ///   allocates nothing.
  public func indexPathsForVisibleItems(in viewport: Viewport) -> [IndexPath] {
    var indexPaths: [IndexPath] = []
    var buffer: [LayoutAttributes] = []
    indexPathsForVisibleItems(in: viewport, into: &indexPaths, buffer: &buffer)
    return indexPaths
  }

  /// ``indexPathsForVisibleItems(in:)``, appended to `indexPaths`, with `buffer` as scratch for a
  /// layout that answers through the rect query's attributes
  /// (``indexPathsForItems(in:viewport:into:buffer:)`` of the bounds): with both arrays reused
  /// frame after frame, no allocation once they have grown to the screen's count.
  /// - Complexity: ``indexPathsForItems(in:viewport:into:buffer:)``'s over the bounds.
  public func indexPathsForVisibleItems(
    in viewport: Viewport, into indexPaths: inout [IndexPath],
    buffer: inout [LayoutAttributes]
  ) {
    indexPathsForItems(in: viewport.bounds, viewport: viewport, into: &indexPaths, buffer: &buffer)
  }

  /// The attributes of the elements of `category` (headers, footers or decorations) whose frames
  /// intersect `viewport`'s bounds, as placed at that scroll position (pinned headers where
  /// they are pinned): UIKit's `visibleSupplementaryViews(ofKind:)`, with their frames. Each
  /// element's index path is its section and item (headers and footers use item 0); a
  /// decoration's ``ElementID/kind`` tells its kinds apart.
  /// - Complexity: one rect query of the bounds, plus O(visible elements); allocates the answer.
  public func visibleSupplementaryElements(ofKind category: ElementCategory, in viewport: Viewport)
    -> [LayoutAttributes]
  {
    var results: [LayoutAttributes] = []
    elements(in: viewport.bounds, viewport: viewport, into: &results)
    results.removeAll { $0.id.category != category }
    return results
  }

  /// The index paths of ``visibleSupplementaryElements(ofKind:in:)``: UIKit's
  /// `indexPathsForVisibleSupplementaryElements(ofKind:)`.
  /// - Complexity: ``visibleSupplementaryElements(ofKind:in:)``'s; allocates the answer and one
  ///   buffer of the visible elements' attributes.
  public func indexPathsForVisibleSupplementaryElements(
    ofKind category: ElementCategory, in viewport: Viewport
  ) -> [IndexPath] {
    visibleSupplementaryElements(ofKind: category, in: viewport).map(\.id.indexPath)
  }
}
