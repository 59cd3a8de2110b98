import MosaicCore

/// A section's background, as `NSCollectionLayoutDecorationItem.background(elementKind:)`: a
/// decoration (category `decoration`, kind ``kind``, index (section, 0), zIndex −1) behind the
/// section from below its header to above its footer, the full container width, inset by
/// ``contentInsets``.
public struct SectionBackground: Hashable, Sendable {
  /// The decoration's kind: `"background"`.
  public static let kind = "background"

  /// What the background keeps clear inside the room it covers.
  public var contentInsets: EdgeInsets

  /// A background inset by `contentInsets`.
  public init(contentInsets: EdgeInsets = .zero) { self.contentInsets = contentInsets }
}

extension SectionBackground: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case contentInsets }

  /// Decodes `{"contentInsets": {…}}` (insets optional, not negative).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    contentInsets =
      try container.decodeStrictlyIfPresent(EdgeInsets.self, forKey: .contentInsets) ?? .zero
    try decoder.validating { () throws(LayoutError) in
      try LayoutError.checkNonNegative(contentInsets, at: "contentInsets")
    }
  }

  /// Encodes the document's object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(contentInsets, forKey: .contentInsets)
  }
}
