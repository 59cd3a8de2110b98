import MosaicCore

extension ShelfOptions {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case style, kind, height, offset, zIndex
  }

  /// Decodes `layout.modifiers[i].options` strictly: unknown keys, wrong types, an empty kind, a
  /// negative or non-finite height, a non-finite offset, and `height`/`offset` given for section
  /// backgrounds (which have neither) are errors naming the field; absent fields take their
  /// defaults.
  /// - Complexity: O(keys).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = ShelfOptions()
    let style = try container.decodeChoice(.style, default: defaults.style)
    if style != .rows {
      for key in [CodingKeys.height, .offset] where container.contains(key) {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription:
            "applies only to style 'rows'; a section background has no \(key.stringValue)")
      }
    }
    let kind = try container.decodeStrictlyIfPresent(String.self, forKey: .kind)
    if let kind, kind.isEmpty {
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "expected a non-empty decoration kind")
    }
    let offset = try container.decodeCoordinate(.offset, default: defaults.offset)
    self.init(
      style: style, kind: kind,
      height: try container.decodeNonNegative(.height, default: defaults.height),
      offset: offset,
      zIndex: try container.decodeInt(
        .zIndex, in: Int(Int32.min)...Int(Int32.max), default: defaults.zIndex))
  }
}
