import MosaicCore

extension LayoutDimension: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  /// Decodes an object of exactly one key — `{"fractionalWidth": f}`, `{"fractionalHeight": f}`,
  /// `{"absolute": v}` or `{"estimated": v}` — with a finite number at least 0.
  /// - Complexity: O(1).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let keys = CodingKeys.allCases.filter(container.contains)
    guard keys.count == 1, let key = keys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "expected exactly one of fractionalWidth, fractionalHeight, absolute, estimated, got "
            + (keys.isEmpty ? "none" : keys.map(\.rawValue).joined(separator: ", "))))
    }
    let value = try container.decode(Double.self, forKey: key)
    switch key {
    case .fractionalWidth: self = .fractionalWidth(value)
    case .fractionalHeight: self = .fractionalHeight(value)
    case .absolute: self = .absolute(value)
    case .estimated: self = .estimated(value)
    }
    try decoder.validating { () throws(LayoutError) in try validate(at: key.rawValue) }
  }

  /// Encodes the one-key object.
  /// - Complexity: O(1).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .fractionalWidth(let value): try container.encode(value, forKey: .fractionalWidth)
    case .fractionalHeight(let value): try container.encode(value, forKey: .fractionalHeight)
    case .absolute(let value): try container.encode(value, forKey: .absolute)
    case .estimated(let value): try container.encode(value, forKey: .estimated)
    }
  }
}
