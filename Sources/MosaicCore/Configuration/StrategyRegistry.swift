/// Strategies and modifiers by name: what turns a configuration document into a prepared layout.
///
/// `Mosaic.StrategyRegistry.builtIn` holds Mosaic's own; an extension author adds theirs with
/// ``register(_:)`` and the document can then name it. Registration is
/// explicit, a table of values, with no reflection.
public struct StrategyRegistry: Sendable {
  /// The strategies, by name.
  public private(set) var strategies: [String: StrategyRegistration] = [:]
  /// The modifiers, by name.
  public private(set) var modifiers: [String: ModifierRegistration] = [:]

  /// An empty registry.
  public init() {}

  /// Registers a strategy; a strategy of the same name is replaced and returned.
  @discardableResult
  public mutating func register<S: LayoutStrategy>(_ strategy: S.Type) -> StrategyRegistration? {
    strategies.updateValue(StrategyRegistration(strategy), forKey: S.name)
  }

  /// Registers a modifier; a modifier of the same name is replaced and returned.
  @discardableResult
  public mutating func register<M: LayoutModifier>(modifier: M.Type) -> ModifierRegistration? {
    modifiers.updateValue(ModifierRegistration(modifier), forKey: M.name)
  }

  /// The strategy names, sorted.
  public var strategyNames: [String] { strategies.keys.sorted() }

  /// The modifier names, sorted.
  public var modifierNames: [String] { modifiers.keys.sorted() }

  /// Decodes a configuration document (the guide's configuration reference,
  /// `Sources/Mosaic/Mosaic.docc/ConfigurationReference.md`).
  /// - Throws: ``LayoutError`` whose path names the field at fault: malformed JSON, an unknown key
  ///   or strategy, a wrong type, a negative or non-finite size, a count beyond
  ///   ``LayoutInput/maximumItemCount``.
  public func configuration(fromJSON bytes: some Collection<UInt8>) throws(LayoutError)
    -> LayoutConfiguration
  {
    try StrictJSON.decode(DocumentDecoding.self, from: bytes, userInfo: [.mosaicRegistry: self])
      .configuration
  }

  /// Decodes a configuration document given as a JSON string.
  public func configuration(fromJSON text: String) throws(LayoutError) -> LayoutConfiguration {
    try configuration(fromJSON: Array(text.utf8))
  }
}

extension CodingUserInfoKey {
  /// Where document decoding finds the registry.
  static let mosaicRegistry: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "mosaic.registry") else {
      preconditionFailure("a constant, valid key")
    }
    return key
  }()
}
