import MosaicCore

/// The options of the ``Shelf`` modifier (`layout.modifiers[i].options` of a document).
public struct ShelfOptions: LayoutOptions {
  /// What to draw. Default ``ShelfStyle/sectionBackground``.
  public var style: ShelfStyle
  /// The decoration kind the elements carry (`ElementID.kind`); `nil` uses the style's
  /// ``ShelfStyle/defaultKind`` (`"sectionBackground"` or `"shelf"`). Must not be empty.
  public var kind: String?
  /// Rows only: each shelf's thickness along the scroll axis. Default 4, thinner than flow's
  /// default line spacing (10), so by default a shelf never reaches the next line's items.
  public var height: Double
  /// Rows only: where a shelf starts, measured from its line's far edge along the scroll axis
  /// (the bottom of a row, the right of a column); positive moves it further along the scroll
  /// axis, negative tucks it under the items. Default 0: the shelf starts where the line ends.
  public var offset: Double
  /// The decorations' zIndex. Default −1: below the cells (0) and headers and footers (10).
  public var zIndex: Int

  /// Options with every field at its default: section backgrounds of kind `"sectionBackground"`.
  /// - Complexity: O(1).
  public init() {
    self.init(style: .sectionBackground)
  }

  /// Options with the given fields; the rest at their defaults.
  /// - Complexity: O(1).
  public init(
    style: ShelfStyle = .sectionBackground, kind: String? = nil, height: Double = 4,
    offset: Double = 0, zIndex: Int = LayoutAttributes.decorationZIndex
  ) {
    self.style = style
    self.kind = kind
    self.height = height
    self.offset = offset
    self.zIndex = zIndex
  }

  /// The kind the decorations carry: ``kind``, else the style's default.
  /// - Complexity: O(1).
  public var effectiveKind: String { kind ?? style.defaultKind }
}
