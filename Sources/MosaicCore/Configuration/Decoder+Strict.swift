extension Decoder {
  /// Throws when the object being decoded holds a key `Keys` does not list, naming the key's path
  /// and the keys that are allowed.
  public func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type) throws {
    let container = try self.container(keyedBy: AnyCodingKey.self)
    for key in container.allKeys where Keys(stringValue: key.stringValue) == nil {
      let known = Keys.allCases.map(\.stringValue).filter { !$0.hasPrefix("_") }
      let expected = known.isEmpty ? "no keys are allowed here" : "expected one of: \(known.joined(separator: ", "))"
      throw DecodingError.dataCorrupted(
        .init(codingPath: codingPath + [key], debugDescription: "unknown key; \(expected)"))
    }
  }
}

extension KeyedDecodingContainer {
  /// The value at `key`, or `fallback` when the key is absent. An explicit `null` is an error.
  public func decode<T: Decodable>(_ key: Key, default fallback: T) throws -> T {
    try contains(key) ? decode(T.self, forKey: key) : fallback
  }

  /// A number at `key` that must be finite and not negative, or `fallback` when absent.
  public func decodeNonNegative(_ key: Key, default fallback: Double) throws -> Double {
    guard contains(key) else { return fallback }
    let value = try decode(Double.self, forKey: key)
    guard value.isFinite, value >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "expected a finite number >= 0, got \(value)")
    }
    return value
  }

  /// An optional number at `key` that must be finite and not negative.
  public func decodeNonNegativeIfPresent(_ key: Key) throws -> Double? {
    guard contains(key) else { return nil }
    return try decodeNonNegative(key, default: 0)
  }

  /// A whole number at `key` within `range`, or `fallback` when absent.
  public func decodeInt(_ key: Key, in range: ClosedRange<Int>, default fallback: Int) throws -> Int {
    guard contains(key) else { return fallback }
    let value = try decode(Int.self, forKey: key)
    guard range.contains(value) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription: "expected a whole number in \(range.lowerBound)...\(range.upperBound), got \(value)")
    }
    return value
  }
}

extension Decoder {
  /// Decodes a string naming one case of `T`, refusing any other string with the list of allowed
  /// values.
  public func decodeCase<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws -> T
  where T.RawValue == String {
    let container = try singleValueContainer()
    let name = try container.decode(String.self)
    guard let value = T(rawValue: name) else {
      let allowed = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown value '\(name)'; expected one of: \(allowed)")
    }
    return value
  }
}
