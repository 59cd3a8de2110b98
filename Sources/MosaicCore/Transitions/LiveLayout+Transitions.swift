extension LiveLayout {
  /// The attributes an element of this layout that appeared in an update starts from: the
  /// strategy's ``LayoutStrategy/initialAttributes(forAppearing:in:)``, then each modifier's
  /// ``LayoutModifier/initialAttributes(forAppearing:in:)`` in order, each over its own layer.
  /// A mirrored stack (right to left) hands the layers their own, unmirrored, attributes and
  /// mirrors what they return.
  /// - Complexity: one call per layer.
  public func initialAttributes(forAppearing attributes: LayoutAttributes) -> LayoutAttributes {
    inLayerCoordinates(attributes) { attributes in
      var result = base.initialAttributes(forAppearing: attributes)
      for (modifier, layer) in zip(configuration.modifiers, modified) {
        result = modifier.initialAttributes(forAppearing: result, in: layer)
      }
      return result
    }
  }

  /// The attributes an element of this layout that disappears in an update ends at: the
  /// strategy's ``LayoutStrategy/finalAttributes(forDisappearing:in:)``, then each modifier's,
  /// in the layers' coordinates as ``initialAttributes(forAppearing:)``.
  /// - Complexity: one call per layer.
  public func finalAttributes(forDisappearing attributes: LayoutAttributes) -> LayoutAttributes {
    inLayerCoordinates(attributes) { attributes in
      var result = base.finalAttributes(forDisappearing: attributes)
      for (modifier, layer) in zip(configuration.modifiers, modified) {
        result = modifier.finalAttributes(forDisappearing: result, in: layer)
      }
      return result
    }
  }

  /// `body` over `attributes` in the layers' coordinates: mirrored there and back when the
  /// stack is shown mirrored (a mirror is its own inverse).
  private func inLayerCoordinates(
    _ attributes: LayoutAttributes, _ body: (LayoutAttributes) -> LayoutAttributes
  ) -> LayoutAttributes {
    guard configuration.input.viewport.layoutDirection == .rightToLeft,
      configuration.strategy.flipsHorizontallyInOppositeLayoutDirection
    else { return body(attributes) }
    let mirror = MirroredLayout(base: modified.last ?? base.layout)
    return mirror.mirrored(body(mirror.mirrored(attributes)))
  }
}
