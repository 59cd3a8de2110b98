import MosaicCore

extension Decoder {
  /// Throws when the object holds a key that `allowed` does not list, naming the key's path, the
  /// op and the keys it takes: what every op of a script or a playground message checks.
  func rejectKeys<Keys: CodingKey & CaseIterable & Equatable>(
    notIn allowed: some Collection<Keys>, op: String
  ) throws {
    for key in try container(keyedBy: AnyCodingKey.self).allKeys
    where Keys(stringValue: key.stringValue).map({ !allowed.contains($0) }) ?? true {
      let names = Keys.allCases.filter { allowed.contains($0) }.map(\.stringValue)
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath + [key],
          debugDescription:
            "unknown key for op '\(op)'; expected one of: \(names.joined(separator: ", "))"))
    }
  }
}

extension KeyedDecodingContainer {
  /// A number at `key` that must be finite (a drag's distance, a release velocity).
  func decodeFinite(_ key: Key) throws -> Double {
    let value = try decode(Double.self, forKey: key)
    guard value.isFinite else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "expected a finite number, got \(value)")
    }
    return value
  }
}
