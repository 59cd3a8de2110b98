extension IndexPath: Encodable {
  private enum CodingKeys: String, CodingKey { case section, item }

  /// `{"section": s, "item": i}`, the command line's index path object (`mosaic hit --json`).
  /// - Complexity: O(1).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(section, forKey: .section)
    try container.encode(item, forKey: .item)
  }
}
