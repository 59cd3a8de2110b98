import MosaicCore

extension WaterfallSectionOptions {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case columnCount, minimumColumnSpacing, minimumInteritemSpacing
    case headerHeight, footerHeight, headerInset, footerInset, sectionInset
  }

  /// Decodes `data.sections[i].options` strictly, like ``WaterfallOptions/init(from:)``; absent
  /// fields are `nil` (no override).
  /// - Complexity: O(keys).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      columnCount: try container.decodeColumnCount(.columnCount),
      minimumColumnSpacing: try container.decodeNonNegativeIfPresent(.minimumColumnSpacing),
      minimumInteritemSpacing: try container.decodeNonNegativeIfPresent(.minimumInteritemSpacing),
      headerHeight: try container.decodeNonNegativeIfPresent(.headerHeight),
      footerHeight: try container.decodeNonNegativeIfPresent(.footerHeight),
      headerInset: try container.decodeStrictlyIfPresent(EdgeInsets.self, forKey: .headerInset),
      footerInset: try container.decodeStrictlyIfPresent(EdgeInsets.self, forKey: .footerInset),
      sectionInset: try container.decodeStrictlyIfPresent(EdgeInsets.self, forKey: .sectionInset))
  }
}
