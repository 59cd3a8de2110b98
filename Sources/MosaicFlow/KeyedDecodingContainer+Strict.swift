extension KeyedDecodingContainer {
  /// The value at `key`, or `nil` when the key is absent. Unlike `decodeIfPresent`, an explicit
  /// `null` is an error, as everywhere in a configuration document.
  func decodeStrictlyIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try contains(key) ? decode(type, forKey: key) : nil
  }

  /// A string-named choice at `key`, or `fallback` when the key is absent.
  ///
  /// An unknown name is an error at `key` listing the names that are allowed; the synthesised
  /// `RawRepresentable` decoding only says the value is invalid.
  func decodeChoice<Choice>(_ key: Key, default fallback: Choice) throws -> Choice
  where Choice: RawRepresentable & CaseIterable, Choice.RawValue == String {
    guard contains(key) else { return fallback }
    return try decodeChoice(key)
  }

  /// An optional string-named choice at `key`; an explicit `null` is an error, as everywhere.
  func decodeChoiceIfPresent<Choice>(_ key: Key) throws -> Choice?
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
  static func unknownValueDescription(_ text: String) -> String {
    "unknown value '\(text)'; expected one of: \(allCases.map(\.rawValue).joined(separator: ", "))"
  }
}
