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
  /// Prepares the same layout kept live, so that the kit can update it by random changes and
  /// compare every answer with a fresh ``prepare`` of the changed input (the update rule); `nil`
  /// for a subject made from a closure alone, whose updates are not checked.
  public var live: (@Sendable (LayoutInput) throws(LayoutError) -> LiveLayout)?

  /// A subject from a closure; give `live` to have updates checked too.
  public init(
    name: String, isModifier: Bool = false,
    prepare: @escaping @Sendable (LayoutInput) throws(LayoutError) -> any PreparedLayout,
    live: (@Sendable (LayoutInput) throws(LayoutError) -> LiveLayout)? = nil
  ) {
    self.name = name
    self.isModifier = isModifier
    self.prepare = prepare
    self.live = live
  }

  /// `strategy.prepare(input)`; its updates go through ``/MosaicCore/LiveLayout``, so the
  /// strategy's own ``/MosaicCore/LayoutStrategy/update(_:to:change:)`` (or the default, a full
  /// prepare) is checked.
  public static func strategy<S: LayoutStrategy>(_ strategy: S) -> ConformanceSubject {
    ConformanceSubject(
      name: S.name,
      prepare: { input throws(LayoutError) in try strategy.prepare(input) },
      live: { input throws(LayoutError) in
        try LiveLayout(LayoutConfiguration(strategy: strategy, input: input))
      })
  }

  /// `modifier.apply(to: base.prepare(input), input: input)`, as a configuration document that
  /// lists the modifier after the strategy prepares it; updates go through
  /// ``/MosaicCore/LiveLayout``.
  public static func modifier<M: LayoutModifier, S: LayoutStrategy>(_ modifier: M, over base: S)
    -> ConformanceSubject
  {
    ConformanceSubject(
      name: "\(M.name) over \(S.name)", isModifier: true,
      prepare: { input throws(LayoutError) in
        try modifier.apply(to: try base.prepare(input), input: input)
      },
      live: { input throws(LayoutError) in
        try LiveLayout(LayoutConfiguration(strategy: base, modifiers: [modifier], input: input))
      })
  }

  /// A whole stack, as a configuration lists it: `base`, then each of `modifiers` in order
  /// (`sticky+shelf over flow`). With no modifiers, the strategy alone.
  /// - Complexity: O(modifiers) to build; each prepare is the configuration's.
  public static func stack<S: LayoutStrategy>(_ modifiers: [any LayoutModifier], over base: S)
    -> ConformanceSubject
  {
    let names = modifiers.map { type(of: $0).name }
    return ConformanceSubject(
      name: names.isEmpty ? S.name : "\(names.joined(separator: "+")) over \(S.name)",
      isModifier: !modifiers.isEmpty,
      prepare: { input throws(LayoutError) in
        try LayoutConfiguration(strategy: base, modifiers: modifiers, input: input).prepare()
      },
      live: { input throws(LayoutError) in
        try LiveLayout(LayoutConfiguration(strategy: base, modifiers: modifiers, input: input))
      })
  }
}
