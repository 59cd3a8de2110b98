import MosaicCore

extension FlowOptions {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case scrollDirection, itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset
    case headerReferenceSize, footerReferenceSize, lineAlignment, lastLineAlignment
    case estimatedItemSize, sectionInsetReference
  }

  /// Decodes `layout.options` strictly: unknown keys, wrong types and unknown names are errors
  /// naming the field, and so is every value the options' validation refuses; absent fields take
  /// their defaults.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = FlowOptions()
    self.init(
      scrollDirection: try container.decodeChoice(
        .scrollDirection, default: defaults.scrollDirection),
      itemSize: try container.decode(.itemSize, default: defaults.itemSize),
      estimatedItemSize: try container.decode(
        .estimatedItemSize, default: defaults.estimatedItemSize),
      minimumLineSpacing: try container.decode(
        .minimumLineSpacing, default: defaults.minimumLineSpacing),
      minimumInteritemSpacing: try container.decode(
        .minimumInteritemSpacing, default: defaults.minimumInteritemSpacing),
      sectionInset: try container.decode(.sectionInset, default: defaults.sectionInset),
      headerReferenceSize: try container.decode(
        .headerReferenceSize, default: defaults.headerReferenceSize),
      footerReferenceSize: try container.decode(
        .footerReferenceSize, default: defaults.footerReferenceSize),
      lineAlignment: try container.decodeChoice(.lineAlignment, default: defaults.lineAlignment),
      lastLineAlignment: try container.decodeChoice(
        .lastLineAlignment, default: defaults.lastLineAlignment),
      sectionInsetReference: try container.decodeChoice(
        .sectionInsetReference, default: defaults.sectionInsetReference))
    try decoder.validating { () throws(LayoutError) in try validate(at: "") }
  }
}
