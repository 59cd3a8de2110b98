/// A strategy as the registry knows it: its name, its one-line summary, and how to build it from a
/// configuration document's options.
public struct StrategyRegistration: Sendable {
  /// The name documents select it by.
  public let name: String
  /// One line for `mosaic list`.
  public let summary: String
  let decodeOptions: @Sendable (any Decoder) throws -> any Sendable
  let decodeSectionOptions: @Sendable (any Decoder) throws -> any Sendable
  let make:
    @Sendable (_ options: (any Sendable)?, _ sections: [Int: any Sendable]) -> (any LayoutStrategy)?
  let makeNested: @Sendable ((any Decoder)?) throws -> NestedStrategy

  /// Registers `strategy` under its ``LayoutStrategy/name``.
  public init<S: LayoutStrategy>(_ strategy: S.Type) {
    name = S.name
    summary = S.summary
    decodeOptions = { try S.Options(from: $0) }
    decodeSectionOptions = { try S.SectionOptions(from: $0) }
    make = { options, sections in
      let options = options.map { $0 as? S.Options } ?? S.Options()
      guard let options else { return nil }
      var typed: [Int: S.SectionOptions] = [:]
      for (section, value) in sections {
        guard let value = value as? S.SectionOptions else { return nil }
        typed[section] = value
      }
      return S(options: options, sectionOptions: typed)
    }
    makeNested = { decoder in
      NestedStrategy(S.self, options: try decoder.map { try S.Options(from: $0) } ?? S.Options())
    }
  }

  /// The strategy with options decoded by `decoder` (its defaults when `nil`), as another
  /// strategy's options hold it: a compositional layout's strategy section.
  /// - Throws: the options' decoding errors.
  public func nestedStrategy(options decoder: (any Decoder)?) throws -> NestedStrategy {
    try makeNested(decoder)
  }
}

/// A modifier as the registry knows it.
public struct ModifierRegistration: Sendable {
  /// The name documents select it by.
  public let name: String
  /// One line for `mosaic list`.
  public let summary: String
  let decode: @Sendable ((any Decoder)?) throws -> any LayoutModifier

  /// Registers `modifier` under its ``LayoutModifier/name``.
  public init<M: LayoutModifier>(_ modifier: M.Type) {
    name = M.name
    summary = M.summary
    decode = { decoder in M(options: try decoder.map { try M.Options(from: $0) } ?? M.Options()) }
  }
}
