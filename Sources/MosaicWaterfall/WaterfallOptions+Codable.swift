import MosaicCore

extension WaterfallOptions {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case scrollDirection, columnCount, minimumColumnSpacing, minimumInteritemSpacing
    case headerHeight, footerHeight, headerInset, footerInset, sectionInset
    case itemRenderDirection, minimumContentHeight, itemSize, estimatedItemSize
    case sectionInsetReference, placementTolerance
  }

  /// Decodes `layout.options` strictly: unknown keys, wrong types and unknown names are errors
  /// naming the field, and so is every value the options' validation refuses (a negative or
  /// non-finite number, a `columnCount` below 1); absent fields take their defaults.
  /// - Complexity: O(keys).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = WaterfallOptions()
    self.init(
      scrollDirection: try container.decodeChoice(
        .scrollDirection, default: defaults.scrollDirection),
      columnCount: try container.decode(.columnCount, default: defaults.columnCount),
      minimumColumnSpacing: try container.decode(
        .minimumColumnSpacing, default: defaults.minimumColumnSpacing),
      minimumInteritemSpacing: try container.decode(
        .minimumInteritemSpacing, default: defaults.minimumInteritemSpacing),
      headerHeight: try container.decode(.headerHeight, default: defaults.headerHeight),
      footerHeight: try container.decode(.footerHeight, default: defaults.footerHeight),
      headerInset: try container.decode(.headerInset, default: defaults.headerInset),
      footerInset: try container.decode(.footerInset, default: defaults.footerInset),
      sectionInset: try container.decode(.sectionInset, default: defaults.sectionInset),
      itemRenderDirection: try container.decodeChoice(
        .itemRenderDirection, default: defaults.itemRenderDirection),
      minimumContentHeight: try container.decode(
        .minimumContentHeight, default: defaults.minimumContentHeight),
      itemSize: try container.decode(.itemSize, default: defaults.itemSize),
      estimatedItemSize: try container.decode(
        .estimatedItemSize, default: defaults.estimatedItemSize),
      sectionInsetReference: try container.decodeChoice(
        .sectionInsetReference, default: defaults.sectionInsetReference),
      placementTolerance: try container.decodeStrictlyIfPresent(
        Double.self, forKey: .placementTolerance))
    try decoder.validating { () throws(LayoutError) in try validate(at: "") }
  }
}
