extension LiveLayout {
  /// The attributes an element of this layout that appeared in an update starts from: the
  /// strategy's ``LayoutStrategy/initialAttributes(forAppearing:in:)``, then each modifier's
  /// ``LayoutModifier/initialAttributes(forAppearing:in:)`` in order, each over its own layer.
  /// - Complexity: one call per layer.
  public func initialAttributes(forAppearing attributes: LayoutAttributes) -> LayoutAttributes {
    var result = base.initialAttributes(forAppearing: attributes)
    for (modifier, layer) in zip(configuration.modifiers, modified) {
      result = modifier.initialAttributes(forAppearing: result, in: layer)
    }
    return result
  }

  /// The attributes an element of this layout that disappears in an update ends at: the
  /// strategy's ``LayoutStrategy/finalAttributes(forDisappearing:in:)``, then each modifier's.
  /// - Complexity: one call per layer.
  public func finalAttributes(forDisappearing attributes: LayoutAttributes) -> LayoutAttributes {
    var result = base.finalAttributes(forDisappearing: attributes)
    for (modifier, layer) in zip(configuration.modifiers, modified) {
      result = modifier.finalAttributes(forDisappearing: result, in: layer)
    }
    return result
  }
}
