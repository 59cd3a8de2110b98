import MosaicCore

extension CarouselOptions {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case scrollDirection, itemSize, itemSpacing, multiplier, wraps, centersItems,
      autoAdvanceInterval
  }

  /// Decodes `layout.options` strictly: unknown keys, wrong types, negative or non-finite sizes
  /// and spacings, and a multiplier outside 1...``maximumMultiplier`` are errors naming the
  /// field; absent fields take their defaults.
  /// - Complexity: O(keys).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = CarouselOptions()
    self.init(
      scrollDirection: try container.decodeChoice(
        .scrollDirection, default: defaults.scrollDirection),
      itemSize: try container.decodeStrictlyIfPresent(Size.self, forKey: .itemSize),
      itemSpacing: try container.decodeNonNegative(.itemSpacing, default: defaults.itemSpacing),
      multiplier: try container.decodeInt(
        .multiplier, in: 1...Self.maximumMultiplier, default: defaults.multiplier),
      wraps: try container.decode(.wraps, default: defaults.wraps),
      centersItems: try container.decode(.centersItems, default: defaults.centersItems),
      autoAdvanceInterval: try container.decodeNonNegative(
        .autoAdvanceInterval, default: defaults.autoAdvanceInterval))
  }
}
