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

extension KeyedDecodingContainer {
  /// The integers of the array at `key`, as `decode([Int].self, forKey:)` reads them and with its
  /// errors, but through the nested container: the standard library's generic array decoding
  /// was a seventh of a script of `select` steps.
  func decodeIntegers(_ key: Key) throws -> [Int] {
    var list = try nestedUnkeyedContainer(forKey: key)
    var values: [Int] = []
    while !list.isAtEnd { values.append(try list.decode(Int.self)) }
    return values
  }
}

extension KeyedDecodingContainer {
  /// A `scrollToItem` step: the item's `[S, I]` at `item` and a required ``ScrollPosition`` at
  /// `position`. Scripts and playground messages both read it here.
  func decodeScrollToItem(item: Key, position: Key) throws -> ScriptStep {
    let path = try decodeIndexPath(item)
    guard let scrollPosition: ScrollPosition = try decodeChoiceIfPresent(position) else {
      throw DecodingError.keyNotFound(
        position, .init(codingPath: codingPath, debugDescription: "is required"))
    }
    return .scrollToItem(path, scrollPosition)
  }

  /// The index path `[S, I]` at `key`.
  func decodeIndexPath(_ key: Key) throws -> IndexPath {
    let pair = try decodeIntegers(key)
    guard pair.count == 2 else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "expected [S, I]")
    }
    return IndexPath(section: pair[0], item: pair[1])
  }
}

extension KeyedDecodingContainer {
  /// The most index paths an `alsoLifting` list may hold.
  static var maximumLifted: Int { 100_000 }

  /// The `[[S, I]…]` list at `key` (empty when absent) of a drag's companions: each entry two
  /// integers, at most ``maximumLifted`` of them.
  func decodeLifted(_ key: Key) throws -> [IndexPath] {
    guard contains(key) else { return [] }
    var list = try nestedUnkeyedContainer(forKey: key)
    var paths: [IndexPath] = []
    while !list.isAtEnd {
      guard paths.count < Self.maximumLifted else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: self, debugDescription: "at most 100000 index paths")
      }
      let index = paths.count
      var pair = try list.nestedUnkeyedContainer()
      var values: [Int] = []
      while !pair.isAtEnd, values.count < 3 { values.append(try pair.decode(Int.self)) }
      guard values.count == 2 else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: codingPath + [key, AnyCodingKey(intValue: index)],
            debugDescription: "expected [S, I]"))
      }
      paths.append(IndexPath(section: values[0], item: values[1]))
    }
    return paths
  }
}
