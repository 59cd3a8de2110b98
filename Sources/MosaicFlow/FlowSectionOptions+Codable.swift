import MosaicCore

extension FlowSectionOptions {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case minimumLineSpacing, minimumInteritemSpacing, sectionInset
    case headerReferenceSize, footerReferenceSize, lineAlignment, lastLineAlignment
  }

  /// Decodes `data.sections[i].options` strictly, like ``FlowOptions/init(from:)``, refusing what
  /// the options' validation refuses; absent fields are `nil` (no override).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      minimumLineSpacing: try container.decodeStrictlyIfPresent(
        Double.self, forKey: .minimumLineSpacing),
      minimumInteritemSpacing: try container.decodeStrictlyIfPresent(
        Double.self, forKey: .minimumInteritemSpacing),
      sectionInset: try container.decodeStrictlyIfPresent(EdgeInsets.self, forKey: .sectionInset),
      headerReferenceSize: try container.decodeStrictlyIfPresent(
        Size.self, forKey: .headerReferenceSize),
      footerReferenceSize: try container.decodeStrictlyIfPresent(
        Size.self, forKey: .footerReferenceSize),
      lineAlignment: try container.decodeChoiceIfPresent(.lineAlignment),
      lastLineAlignment: try container.decodeChoiceIfPresent(.lastLineAlignment))
    try decoder.validating { () throws(LayoutError) in try validate(at: "") }
  }
}
