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

  /// The most modifiers one configuration may list: 8. Each adds a level of look-ups to every
  /// query, and no stack of distinct purposes needs more.
  public static let maximumModifierCount = 8

  /// Validates the input and the modifier list, prepares the strategy's layout and applies the
  /// modifiers (``LiveLayout/init(_:)``'s layout; keep the ``LiveLayout`` to update it later).
  /// - Throws: ``LayoutError`` naming the field at fault: more than ``maximumModifierCount``
  ///   modifiers (`layout.modifiers`), a modifier that is not ``LayoutModifier/isRepeatable``
  ///   listed twice (`layout.modifiers[i]`); a modifier's error that names no field is given the
  ///   modifier's path, `layout.modifiers[i]`.
  /// - Complexity: O(items) for materialising strategies.
  public func prepare() throws(LayoutError) -> any PreparedLayout {
    try LiveLayout(self).layout
  }

  /// ``prepare()``, also appending the modifiers' warnings (``LayoutModifier/warnings(over:input:)``)
  /// to `warnings`, each with its modifier's path `layout.modifiers[i]`.
  /// - Complexity: ``prepare()``'s, plus what each modifier's warnings cost (O(sections) for
  ///   `sticky`).
  public func prepare(warnings: inout [LayoutError]) throws(LayoutError) -> any PreparedLayout {
    try LiveLayout(self, warnings: &warnings).layout
  }

  /// The error for a list longer than ``maximumModifierCount``.
  static let tooManyModifiers = LayoutError(
    path: "layout.modifiers",
    message:
      "more than \(maximumModifierCount) modifiers, the most one configuration may list (each adds a level to every query)"
  )

  /// Throws when `types` lists more than ``maximumModifierCount`` modifiers or a modifier that is
  /// not repeatable twice: what both decoding and ``prepare()`` check.
  /// - Complexity: O(modifiers²), at most 64 comparisons.
  static func checkModifiers(_ types: [any LayoutModifier.Type]) throws(LayoutError) {
    guard types.count <= maximumModifierCount else { throw tooManyModifiers }
    for (index, type) in types.enumerated() where !type.isRepeatable {
      if let first = types[..<index].firstIndex(where: { $0.name == type.name }) {
        throw LayoutError(
          path: "layout.modifiers[\(index)]",
          message:
            "'\(type.name)' is already listed at layout.modifiers[\(first)]; list it once (a second one adds nothing)"
        )
      }
    }
  }

  /// The name of the strategy.
  public var strategyName: String { type(of: strategy).name }
}
