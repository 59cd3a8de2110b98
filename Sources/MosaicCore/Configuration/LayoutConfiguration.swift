/// A configuration document, decoded: the strategy with its options, the modifiers in order, and
/// the input (data and viewport).
public struct LayoutConfiguration: Sendable {
  /// The strategy the document selects, with its options.
  public var strategy: any LayoutStrategy
  /// The modifiers, applied in order over the strategy's layout.
  public var modifiers: [any LayoutModifier]
  /// The data and the viewport.
  public var input: LayoutInput

  /// Creates a configuration from values.
  public init(
    strategy: any LayoutStrategy, modifiers: [any LayoutModifier] = [], input: LayoutInput
  ) {
    self.strategy = strategy
    self.modifiers = modifiers
    self.input = input
  }

  /// Validates the input, prepares the strategy's layout and applies the modifiers.
  /// - Throws: ``LayoutError`` naming the field at fault; a modifier's error that names no field
  ///   is given the modifier's path, `layout.modifiers[i]`.
  /// - Complexity: O(items) for materialising strategies.
  public func prepare() throws(LayoutError) -> any PreparedLayout {
    try input.validate()
    var layout: any PreparedLayout = try strategy.prepare(input)
    for (index, modifier) in modifiers.enumerated() {
      do {
        layout = try modifier.apply(to: layout, input: input)
      } catch {
        // An error without a path is about the modifier as a whole: name it.
        var error = error
        if error.path.isEmpty { error.path = "layout.modifiers[\(index)]" }
        throw error
      }
    }
    return layout
  }

  /// The name of the strategy.
  public var strategyName: String { type(of: strategy).name }
}
