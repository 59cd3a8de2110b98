extension LayoutStrategy {
  /// Default: UIKit's, the element at its own frame with alpha 0.
  public func initialAttributes(forAppearing attributes: LayoutAttributes, in layout: Layout)
    -> LayoutAttributes
  {
    LayoutTransition.fadedOut(attributes)
  }

  /// Default: UIKit's, the element at its own frame with alpha 0.
  public func finalAttributes(forDisappearing attributes: LayoutAttributes, in layout: Layout)
    -> LayoutAttributes
  {
    LayoutTransition.fadedOut(attributes)
  }
}

extension LayoutModifier {
  /// Default: what the layers below proposed.
  public func initialAttributes(
    forAppearing attributes: LayoutAttributes, in layout: any PreparedLayout
  ) -> LayoutAttributes {
    attributes
  }

  /// Default: what the layers below proposed.
  public func finalAttributes(
    forDisappearing attributes: LayoutAttributes, in layout: any PreparedLayout
  ) -> LayoutAttributes {
    attributes
  }
}
