import MosaicCore

extension WaterfallSectionOptions {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case columnCount, minimumColumnSpacing, minimumInteritemSpacing
    case headerHeight, footerHeight, headerInset, footerInset, sectionInset, placementTolerance
  }

  /// Decodes `data.sections[i].options` strictly, like ``WaterfallOptions/init(from:)``, refusing
  /// what the options' validation refuses; absent fields are `nil` (no override).
  /// - Complexity: O(keys).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func length(_ key: CodingKeys) throws -> Double? {
      try container.decodeStrictlyIfPresent(Double.self, forKey: key)
    }
    func insets(_ key: CodingKeys) throws -> EdgeInsets? {
      try container.decodeStrictlyIfPresent(EdgeInsets.self, forKey: key)
    }
    self.init(
      columnCount: try container.decodeStrictlyIfPresent(Int.self, forKey: .columnCount),
      minimumColumnSpacing: try length(.minimumColumnSpacing),
      minimumInteritemSpacing: try length(.minimumInteritemSpacing),
      headerHeight: try length(.headerHeight), footerHeight: try length(.footerHeight),
      headerInset: try insets(.headerInset), footerInset: try insets(.footerInset),
      sectionInset: try insets(.sectionInset),
      placementTolerance: try length(.placementTolerance))
    try decoder.validating { () throws(LayoutError) in try validate(at: "") }
  }
}
