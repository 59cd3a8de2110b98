/// A strategy held by another strategy's options (a compositional layout's section laid out by
/// any registered strategy): the strategy, its name, and its options as a hashable value, so
/// that the options holding it stay `Hashable`.
public struct NestedStrategy: Hashable, Sendable {
  /// The strategy.
  public let strategy: any LayoutStrategy
  /// Its ``LayoutStrategy/name``.
  public let name: String
  /// Its options: what two nested strategies of one name are compared by.
  public let options: any LayoutOptions

  /// Strategy `type` with `options` (no per-section options).
  public init<S: LayoutStrategy>(_ type: S.Type, options: S.Options) {
    strategy = S(options: options, sectionOptions: [:])
    name = S.name
    self.options = options
  }

  /// Equal when the names and the options are.
  public static func == (lhs: NestedStrategy, rhs: NestedStrategy) -> Bool {
    lhs.name == rhs.name && AnyHashable(lhs.options) == AnyHashable(rhs.options)
  }

  /// Hashes the name and the options.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(AnyHashable(options))
  }
}

extension StrategyRegistry {
  /// The registry a configuration document is being decoded with (`configuration(fromJSON:)`),
  /// found in `decoder`'s `userInfo`: what options that name another strategy decode it with.
  /// `nil` outside a document.
  public static func decoding(_ decoder: any Decoder) -> StrategyRegistry? {
    decoder.userInfo[.mosaicRegistry] as? StrategyRegistry
  }
}
