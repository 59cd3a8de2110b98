import MosaicCore

extension StickyOptions {
  enum CodingKeys: String, CodingKey, CaseIterable { case headers, footers }

  /// Decodes `layout.modifiers[i].options` strictly: unknown keys and values that are not
  /// booleans are errors naming the field; absent fields take their defaults.
  /// - Complexity: O(keys).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = StickyOptions()
    self.init(
      headers: try container.decode(.headers, default: defaults.headers),
      footers: try container.decode(.footers, default: defaults.footers))
  }
}
