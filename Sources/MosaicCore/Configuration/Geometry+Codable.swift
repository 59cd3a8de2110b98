// Configuration documents spell geometry as objects of named numbers. Decoding is strict: unknown
// keys, wrong types, non-finite numbers, lengths beyond `LayoutInput.maximumLength` and (for sizes
// and insets) negative numbers are errors that name the path.

extension Size: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable { case width, height }

  /// Decodes `{"width": w, "height": h}`; both required, finite and not negative.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.contains(.width) else {
      throw DecodingError.keyNotFound(
        CodingKeys.width, .init(codingPath: decoder.codingPath, debugDescription: "is required"))
    }
    guard container.contains(.height) else {
      throw DecodingError.keyNotFound(
        CodingKeys.height, .init(codingPath: decoder.codingPath, debugDescription: "is required"))
    }
    self.init(
      width: try container.decodeNonNegative(.width, default: 0),
      height: try container.decodeNonNegative(.height, default: 0))
  }

  /// Encodes `{"width": w, "height": h}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
  }
}

extension Point: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable { case x, y }

  /// Decodes `{"x": x, "y": y}`; missing coordinates are 0, both finite and at most
  /// ``LayoutInput/maximumLength`` in magnitude.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      x: try container.decodeCoordinate(.x, default: 0),
      y: try container.decodeCoordinate(.y, default: 0))
  }

  /// Encodes `{"x": x, "y": y}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
  }
}

extension EdgeInsets: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable { case top, left, bottom, right }

  /// Decodes `{"top", "left", "bottom", "right"}`; missing sides are 0, each finite and not negative.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      top: try container.decodeNonNegative(.top, default: 0),
      left: try container.decodeNonNegative(.left, default: 0),
      bottom: try container.decodeNonNegative(.bottom, default: 0),
      right: try container.decodeNonNegative(.right, default: 0))
  }

  /// Encodes all four sides.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(top, forKey: .top)
    try container.encode(left, forKey: .left)
    try container.encode(bottom, forKey: .bottom)
    try container.encode(right, forKey: .right)
  }
}

extension Rect: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable { case x, y, width, height }

  /// Decodes `{"x", "y", "width", "height"}`: all required and finite, extents not negative.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    for key in [CodingKeys.x, .y] where !container.contains(key) {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: decoder.codingPath, debugDescription: "is required"))
    }
    let x = try container.decodeCoordinate(.x, default: 0)
    let y = try container.decodeCoordinate(.y, default: 0)
    guard container.contains(.width), container.contains(.height) else {
      let missing: CodingKeys = container.contains(.width) ? .height : .width
      throw DecodingError.keyNotFound(
        missing, .init(codingPath: decoder.codingPath, debugDescription: "is required"))
    }
    self.init(
      x: x, y: y, width: try container.decodeNonNegative(.width, default: 0),
      height: try container.decodeNonNegative(.height, default: 0))
  }

  /// Encodes `{"x", "y", "width", "height"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
  }
}
