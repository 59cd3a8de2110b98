import MosaicCore

extension ItemRenderDirection: Codable {
  /// Decodes `"shortestFirst"`, `"leftToRight"` or `"rightToLeft"`; any other string is an error
  /// that lists them.
  /// - Complexity: O(1).
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeCase(ItemRenderDirection.self)
  }

  /// Encodes the name.
  /// - Complexity: O(1).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
