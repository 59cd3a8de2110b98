import MosaicCore

/// A section's or the layout's header or footer, as `NSCollectionLayoutBoundarySupplementaryItem`:
/// its extent along the scroll axis (it spans the section's width inside its content insets,
/// or the layout's container width), and whether it pins to the visible bounds.
public struct BoundarySupplementaryItem: Hashable, Sendable {
  /// The extent along the layout's scroll axis.
  public var extent: Double
  /// True when the header stays in view while its section does, as a sticky header (a
  /// footer, at the bottom).
  public var pinToVisibleBounds: Bool

  /// A header or footer `extent` long, pinned when `pinToVisibleBounds`.
  public init(extent: Double, pinToVisibleBounds: Bool = false) {
    self.extent = extent
    self.pinToVisibleBounds = pinToVisibleBounds
  }
}

extension BoundarySupplementaryItem: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case extent, pinToVisibleBounds }

  /// Decodes `{"extent": v, "pinToVisibleBounds": bool}`; the extent is required, finite and not
  /// negative.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    extent = try container.decode(Double.self, forKey: .extent)
    pinToVisibleBounds =
      try container.decodeStrictlyIfPresent(Bool.self, forKey: .pinToVisibleBounds) ?? false
    try decoder.validating { () throws(LayoutError) in
      try LayoutError.checkNonNegative(extent, at: "extent")
    }
  }

  /// Encodes the document's object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(extent, forKey: .extent)
    if pinToVisibleBounds { try container.encode(true, forKey: .pinToVisibleBounds) }
  }
}
