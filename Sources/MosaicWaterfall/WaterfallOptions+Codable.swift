import MosaicCore

extension WaterfallOptions {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case scrollDirection, columnCount, minimumColumnSpacing, minimumInteritemSpacing
    case headerHeight, footerHeight, headerInset, footerInset, sectionInset
    case itemRenderDirection, minimumContentHeight, itemSize, estimatedItemSize
    case sectionInsetReference
  }

  /// Decodes `layout.options` strictly: unknown keys, wrong types, negative or non-finite numbers,
  /// a `columnCount` below 1 and unknown names are errors naming the field; absent fields take
  /// their defaults.
  /// - Complexity: O(keys).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = WaterfallOptions()
    self.init(
      scrollDirection: try container.decodeChoice(
        .scrollDirection, default: defaults.scrollDirection),
      columnCount: try container.decodeColumnCount(.columnCount) ?? defaults.columnCount,
      minimumColumnSpacing: try container.decodeNonNegative(
        .minimumColumnSpacing, default: defaults.minimumColumnSpacing),
      minimumInteritemSpacing: try container.decodeNonNegative(
        .minimumInteritemSpacing, default: defaults.minimumInteritemSpacing),
      headerHeight: try container.decodeNonNegative(.headerHeight, default: defaults.headerHeight),
      footerHeight: try container.decodeNonNegative(.footerHeight, default: defaults.footerHeight),
      headerInset: try container.decode(.headerInset, default: defaults.headerInset),
      footerInset: try container.decode(.footerInset, default: defaults.footerInset),
      sectionInset: try container.decode(.sectionInset, default: defaults.sectionInset),
      itemRenderDirection: try container.decodeChoice(
        .itemRenderDirection, default: defaults.itemRenderDirection),
      minimumContentHeight: try container.decodeNonNegative(
        .minimumContentHeight, default: defaults.minimumContentHeight),
      itemSize: try container.decode(.itemSize, default: defaults.itemSize),
      estimatedItemSize: try container.decode(
        .estimatedItemSize, default: defaults.estimatedItemSize),
      sectionInsetReference: try container.decodeChoice(
        .sectionInsetReference, default: defaults.sectionInsetReference))
  }
}

extension KeyedDecodingContainer {
  /// A column count at `key`, or `nil` when absent: a whole number of at least 1.
  func decodeColumnCount(_ key: Key) throws -> Int? {
    guard contains(key) else { return nil }
    let value = try decode(Int.self, forKey: key)
    guard value >= 1 else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription: "expected a whole number >= 1 (a waterfall needs a column), got \(value)")
    }
    return value
  }
}
