/// The strategy's layer of a ``LiveLayout``, with the strategy's types erased once, here: the
/// layout inside keeps its concrete type, so updates reach the strategy's own implementation.
protocol LiveStrategyLayer: Sendable {
  /// The prepared layout.
  var layout: any PreparedLayout { get }
  /// The layer updated to `input` by `change`.
  func updated(to input: LayoutInput, change: LayoutChange) throws(LayoutError)
    -> any LiveStrategyLayer
  /// The strategy's appearing attributes for an element of this layer's layout.
  func initialAttributes(forAppearing attributes: LayoutAttributes) -> LayoutAttributes
  /// The strategy's disappearing attributes for an element of this layer's layout.
  func finalAttributes(forDisappearing attributes: LayoutAttributes) -> LayoutAttributes
}

/// A strategy and the layout it prepared, both with their concrete types.
struct StrategyLayer<Strategy: LayoutStrategy>: LiveStrategyLayer {
  let strategy: Strategy
  let prepared: Strategy.Layout

  init(strategy: Strategy, layout: Strategy.Layout) {
    self.strategy = strategy
    self.prepared = layout
  }

  var layout: any PreparedLayout { prepared }

  func updated(to input: LayoutInput, change: LayoutChange) throws(LayoutError)
    -> any LiveStrategyLayer
  {
    StrategyLayer(
      strategy: strategy, layout: try strategy.update(prepared, to: input, change: change))
  }

  func initialAttributes(forAppearing attributes: LayoutAttributes) -> LayoutAttributes {
    strategy.initialAttributes(forAppearing: attributes, in: prepared)
  }

  func finalAttributes(forDisappearing attributes: LayoutAttributes) -> LayoutAttributes {
    strategy.finalAttributes(forDisappearing: attributes, in: prepared)
  }
}
