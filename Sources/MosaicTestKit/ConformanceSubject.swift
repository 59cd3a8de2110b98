import MosaicCore

/// What the conformance kit prepares: a strategy, or a modifier applied over a base strategy.
public struct ConformanceSubject: Sendable {
  /// How reports name it (`flow`, `sticky over waterfall`).
  public var name: String
  /// True for a modifier over a base. Modifiers may refuse inputs a strategy must accept (sticky
  /// needs headers), so the empty-section and single-item cases only check what they accept.
  public var isModifier: Bool
  /// Prepares the layout for an input.
  public var prepare: @Sendable (LayoutInput) throws(LayoutError) -> any PreparedLayout

  /// A subject from a closure.
  public init(
    name: String, isModifier: Bool = false,
    prepare: @escaping @Sendable (LayoutInput) throws(LayoutError) -> any PreparedLayout
  ) {
    self.name = name
    self.isModifier = isModifier
    self.prepare = prepare
  }

  /// `strategy.prepare(input)`.
  public static func strategy<S: LayoutStrategy>(_ strategy: S) -> ConformanceSubject {
    ConformanceSubject(name: S.name) { input throws(LayoutError) in try strategy.prepare(input) }
  }

  /// `modifier.apply(to: base.prepare(input), input: input)`, as a configuration document that
  /// lists the modifier after the strategy prepares it.
  public static func modifier<M: LayoutModifier, S: LayoutStrategy>(_ modifier: M, over base: S)
    -> ConformanceSubject
  {
    ConformanceSubject(name: "\(M.name) over \(S.name)", isModifier: true) {
      input throws(LayoutError) in
      try modifier.apply(to: try base.prepare(input), input: input)
    }
  }
}
