/// A strategy and the modifiers stacked over it, without data: a configuration document's
/// `layout` object written in Swift.
///
/// Start from a strategy and chain modifiers in the order the document lists them; the umbrella
/// `Mosaic` module names the built-in ones (`.sticky()`, `.shelf(_:)`) and the presets
/// (`.grid(columns:spacing:)`, `.tags(…)`), and ``modified(by:)`` chains any modifier, your own
/// included. Data and a viewport make it a ``LayoutConfiguration``:
///
/// ```swift
/// let configuration = try Flow(options: FlowOptions(itemSize: Size(width: 80, height: 80)))
///   .modified(by: Sticky(options: StickyOptions()))
///   .configuration(sections: [SectionData(itemCount: 100)], viewport: Viewport(width: 390, height: 844))
/// ```
///
/// A stack is a value that holds no layout: making one costs nothing, and the strategy is chosen
/// only when the viewport is known, which is what lets a preset size its items from the
/// viewport's width.
public struct LayoutStack: Sendable {
  /// The strategy for a viewport: the strategy itself for a stack made from one, a preset's
  /// sizing rule otherwise.
  let strategyForViewport: @Sendable (Viewport) throws(LayoutError) -> any LayoutStrategy
  /// The modifiers, in the order they apply over the strategy's layout.
  public private(set) var modifiers: [any LayoutModifier]

  /// A stack of `strategy` and no modifiers.
  /// - Complexity: O(1).
  public init(_ strategy: some LayoutStrategy) {
    self.strategyForViewport = { _ in strategy }
    self.modifiers = []
  }

  /// A stack whose strategy is made from the viewport the configuration is made with: what a
  /// preset whose item size follows the viewport's width is. `strategy` throws ``LayoutError``
  /// naming the argument at fault (`grid.columns`) when it cannot make one.
  /// - Complexity: O(1); `strategy` runs in ``configuration(sections:viewport:)``.
  public init(
    strategyForViewport strategy:
      @escaping @Sendable (Viewport) throws(LayoutError) ->
      any LayoutStrategy
  ) {
    self.strategyForViewport = strategy
    self.modifiers = []
  }

  /// This stack with `modifier` over it: the next entry of the document's `layout.modifiers`.
  /// - Complexity: O(modifiers).
  public func modified(by modifier: some LayoutModifier) -> LayoutStack {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }

  /// The strategy this stack lays out with in `viewport`.
  /// - Throws: ``LayoutError`` when a preset cannot size its items for `viewport` (a grid of
  ///   no columns); a stack made from a strategy never throws.
  /// - Complexity: O(1).
  public func strategy(for viewport: Viewport) throws(LayoutError) -> any LayoutStrategy {
    try strategyForViewport(viewport)
  }

  /// The configuration of this stack over `sections` in `viewport`: what decoding a document
  /// with the same `layout`, `viewport` and `data` gives (the two compare equal).
  /// - Throws: ``LayoutError`` as ``strategy(for:)`` does. The data, options and modifier list
  ///   are checked when the configuration is prepared, as a decoded one's are.
  /// - Complexity: O(modifiers).
  public func configuration(sections: [SectionData], viewport: Viewport) throws(LayoutError)
    -> LayoutConfiguration
  {
    try configuration(LayoutInput(sections: sections, viewport: viewport))
  }

  /// The configuration of this stack over `input`.
  /// - Throws: ``LayoutError`` as ``strategy(for:)`` does.
  /// - Complexity: O(modifiers).
  public func configuration(_ input: LayoutInput) throws(LayoutError) -> LayoutConfiguration {
    LayoutConfiguration(
      strategy: try strategy(for: input.viewport), modifiers: modifiers, input: input)
  }

  /// Prepares this stack over `sections` in `viewport`
  /// (``LayoutConfiguration/prepare()``).
  /// - Throws: ``LayoutError`` naming the field or argument at fault.
  /// - Complexity: the strategy's prepare, plus each modifier's.
  public func prepare(sections: [SectionData], viewport: Viewport) throws(LayoutError)
    -> any PreparedLayout
  {
    try configuration(sections: sections, viewport: viewport).prepare()
  }
}
