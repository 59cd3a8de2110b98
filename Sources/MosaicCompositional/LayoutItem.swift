import MosaicCore

/// One item slot of a group, as `NSCollectionLayoutItem`: its size against the group, and the
/// insets that make its frame smaller than its box.
public struct LayoutItem: Hashable, Sendable {
  /// The item's box, sized against its group.
  public var layoutSize: LayoutSize
  /// What the item's frame keeps clear inside its box.
  public var contentInsets: EdgeInsets

  /// An item of `layoutSize`, its frame its box inset by `contentInsets`.
  public init(layoutSize: LayoutSize, contentInsets: EdgeInsets = .zero) {
    self.layoutSize = layoutSize
    self.contentInsets = contentInsets
  }
}

extension LayoutItem: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case size, contentInsets }

  /// Decodes `{"size": …, "contentInsets": {…}}`; `size` is required, insets are not negative.
  /// - Complexity: O(1).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    layoutSize = try container.decode(LayoutSize.self, forKey: .size)
    contentInsets =
      try container.decodeStrictlyIfPresent(EdgeInsets.self, forKey: .contentInsets) ?? .zero
    try decoder.validating { () throws(LayoutError) in
      try LayoutError.checkNonNegative(contentInsets, at: "contentInsets")
    }
  }

  /// Encodes the document's object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(layoutSize, forKey: .size)
    if contentInsets != .zero { try container.encode(contentInsets, forKey: .contentInsets) }
  }
}
