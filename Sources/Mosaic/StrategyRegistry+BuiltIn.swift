extension StrategyRegistry {
  /// Every strategy and modifier Mosaic ships, by name. Start from it and register your own:
  ///
  /// ```swift
  /// var registry = StrategyRegistry.builtIn
  /// registry.register(MyCircleLayout.self)
  /// let layout = try registry.configuration(fromJSON: document).prepare()
  /// ```
  public static var builtIn: StrategyRegistry {
    var registry = StrategyRegistry()
    registry.register(Flow.self)
    registry.register(Waterfall.self)
    registry.register(modifier: Sticky.self)
    registry.register(Carousel.self)
    registry.register(Compositional.self)
    registry.register(modifier: Shelf.self)
    return registry
  }
}
