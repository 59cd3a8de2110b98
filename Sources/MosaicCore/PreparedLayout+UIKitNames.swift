/// UIKit's names for the queries a `UICollectionViewLayout` answers, for code ported from iOS
/// (the guide's Getting Started article maps every UIKit call it uses to Mosaic's). Each answers
/// at the prepared viewport, as UIKit's layout answers for its current bounds; the Mosaic name
/// beside each takes a viewport when the answer depends on the scroll position (pinned headers).
extension PreparedLayout {
  /// UIKit's `collectionViewContentSize`: ``contentSize``.
  public var collectionViewContentSize: Size { contentSize }

  /// UIKit's `layoutAttributesForElements(in:)`: the elements strictly intersecting `rect`, at the
  /// prepared viewport (``elements(in:)``).
  /// - Complexity: ``elements(in:viewport:into:)``'s, plus the new array.
  public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    elements(in: rect)
  }

  /// UIKit's `layoutAttributesForItem(at:)`: the cell at `indexPath`, or `nil` when the layout has
  /// no such cell.
  /// - Complexity: ``attributes(for:viewport:)``'s.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    attributes(for: .cell(indexPath), viewport: preparedViewport)
  }

  /// UIKit's `layoutAttributesForSupplementaryView(ofKind:at:)` for section headers and footers:
  /// `kind` is UIKit's `elementKindSectionHeader` or `elementKindSectionFooter` string
  /// (`"UICollectionElementKindSectionHeader"`, `"UICollectionElementKindSectionFooter"`), or
  /// Mosaic's own `"header"` and `"footer"`; `nil` for any other kind or a section out of range.
  /// - Complexity: ``attributes(for:viewport:)``'s.
  public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    switch kind {
    case "UICollectionElementKindSectionHeader", "header":
      attributes(for: .header(section: indexPath.section), viewport: preparedViewport)
    case "UICollectionElementKindSectionFooter", "footer":
      attributes(for: .footer(section: indexPath.section), viewport: preparedViewport)
    default: nil
    }
  }
}
