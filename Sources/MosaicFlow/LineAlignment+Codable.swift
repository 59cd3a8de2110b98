extension LineAlignment: Codable {
  /// Decodes one of `"justified"`, `"leading"`, `"center"`, `"trailing"`; any other string is an
  /// error that lists them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = LineAlignment(rawValue: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: LineAlignment.unknownValueDescription(text))
    }
    self = value
  }

  /// Encodes the name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
