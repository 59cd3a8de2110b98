extension Decoder {
  /// Throws when the object being decoded holds a key `Keys` does not list, naming the key's path
  /// and the keys that are allowed.
  public func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type) throws {
    let container = try self.container(keyedBy: AnyCodingKey.self)
    for key in container.allKeys where Keys(stringValue: key.stringValue) == nil {
      let known = Keys.allCases.map(\.stringValue).filter { !$0.hasPrefix("_") }
      let expected =
        known.isEmpty
        ? "no keys are allowed here" : "expected one of: \(known.joined(separator: ", "))"
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

  /// A length at `key`: finite, not negative and at most ``LayoutInput/maximumLength``, or
  /// `fallback` when absent.
  public func decodeNonNegative(_ key: Key, default fallback: Double) throws -> Double {
    guard contains(key) else { return fallback }
    let value = try decode(Double.self, forKey: key)
    guard value.isFinite, value >= 0, value <= LayoutInput.maximumLength else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: LayoutError.nonNegativeExpectation(value))
    }
    return value
  }

  /// A coordinate at `key` (an offset, which may be negative): finite and at most
  /// ``LayoutInput/maximumLength`` in magnitude, or `fallback` when absent.
  public func decodeCoordinate(_ key: Key, default fallback: Double) throws -> Double {
    guard contains(key) else { return fallback }
    let value = try decode(Double.self, forKey: key)
    do {
      try LayoutInput.checkCoordinate(value, at: "")
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: error.message)
    }
    return value
  }

  /// An optional number at `key` that must be finite and not negative.
  public func decodeNonNegativeIfPresent(_ key: Key) throws -> Double? {
    guard contains(key) else { return nil }
    return try decodeNonNegative(key, default: 0)
  }

  /// A whole number at `key` within `range`, or `fallback` when absent.
  public func decodeInt(_ key: Key, in range: ClosedRange<Int>, default fallback: Int) throws -> Int
  {
    guard contains(key) else { return fallback }
    let value = try decode(Int.self, forKey: key)
    guard range.contains(value) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription:
          "expected a whole number in \(range.lowerBound)...\(range.upperBound), got \(value)")
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
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: T.unknownValueDescription(name))
    }
    return value
  }
}

extension KeyedDecodingContainer {
  /// The value at `key`, or `nil` when the key is absent. Unlike `decodeIfPresent`, an explicit
  /// `null` is an error, as everywhere in a configuration document.
  public func decodeStrictlyIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try contains(key) ? decode(type, forKey: key) : nil
  }

  /// A string-named choice at `key`, or `fallback` when the key is absent.
  ///
  /// An unknown name is an error at `key` listing the names that are allowed; the synthesised
  /// `RawRepresentable` decoding only says the value is invalid.
  public func decodeChoice<Choice>(_ key: Key, default fallback: Choice) throws -> Choice
  where Choice: RawRepresentable & CaseIterable, Choice.RawValue == String {
    guard contains(key) else { return fallback }
    return try decodeChoice(key)
  }

  /// An optional string-named choice at `key`; an explicit `null` is an error, as everywhere.
  public func decodeChoiceIfPresent<Choice>(_ key: Key) throws -> Choice?
  where Choice: RawRepresentable & CaseIterable, Choice.RawValue == String {
    guard contains(key) else { return nil }
    return try decodeChoice(key) as Choice
  }

  private func decodeChoice<Choice>(_ key: Key) throws -> Choice
  where Choice: RawRepresentable & CaseIterable, Choice.RawValue == String {
    let text = try decode(String.self, forKey: key)
    guard let value = Choice(rawValue: text) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: Choice.unknownValueDescription(text))
    }
    return value
  }
}

extension CaseIterable where Self: RawRepresentable, RawValue == String {
  /// `unknown value 'x'; expected one of: a, b, c`.
  public static func unknownValueDescription(_ text: String) -> String {
    "unknown value '\(text)'; expected one of: \(allCases.map(\.rawValue).joined(separator: ", "))"
  }
}
