import MosaicCore

extension ItemRenderDirection: Codable {
  /// Decodes `"shortestFirst"`, `"leftToRight"` or `"rightToLeft"`; any other string is an error
  /// that lists them.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeCase(ItemRenderDirection.self)
  }

  /// Encodes the name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
