/// A `Decoder` over a parsed ``JSONValue``: every error carries the full coding path, and numbers
/// are checked exactly (a whole number where an `Int` is wanted, within range).
struct JSONValueDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = value else {
      throw JSONValueDecoder.mismatch(Key.self, expected: "an object", found: value, at: codingPath)
    }
    return KeyedDecodingContainer(
      JSONKeyedContainer<Key>(object: object, codingPath: codingPath, userInfo: userInfo))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let elements: JSONElements
    switch value {
    case .array(let values): elements = .values(values)
    case .numberPairs(let pairs): elements = .pairs(pairs)
    default:
      throw JSONValueDecoder.mismatch(
        [Any].self, expected: "an array", found: value, at: codingPath)
    }
    return JSONUnkeyedContainer(elements: elements, codingPath: codingPath, userInfo: userInfo)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    JSONSingleValueContainer(decoder: self)
  }

  /// Decodes `T` from `value` at `codingPath`.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if let decoded = Self.plain(value, as: T.self) { return decoded }
    let primitive: Any?
    switch type {
    case is Bool.Type:
      guard case .bool(let bool) = value else { throw mismatch(T.self, "true or false") }
      primitive = bool
    case is String.Type:
      guard case .string(let string) = value else { throw mismatch(T.self, "a string") }
      primitive = string
    case is Double.Type: primitive = try number()
    case is Float.Type: primitive = Float(try number())
    case is Int.Type: primitive = try integer(Int.self)
    case is Int32.Type: primitive = try integer(Int32.self)
    case is Int64.Type: primitive = try integer(Int64.self)
    case is UInt.Type: primitive = try integer(UInt.self)
    case is UInt32.Type: primitive = try integer(UInt32.self)
    case is UInt64.Type: primitive = try integer(UInt64.self)
    default: primitive = nil
    }
    if let typed = primitive as? T { return typed }
    return try T(from: self)
  }

  /// `value` as `T` when `T` is `String`, `Double`, `Bool` or `Int` and `value` is one exactly,
  /// else `nil` (the full decoding then explains any error): the common leaves of a document
  /// without a decoder, a coding path or a cast through `Any` each (a script naming 10^6 items
  /// spent half its decoding on those).
  @inline(__always)
  static func plain<T>(_ value: JSONValue, as type: T.Type) -> T? {
    switch value {
    // Per-item sizes in one loop, when every one is valid (else each object explains itself).
    case .numberPairs(let pairs) where T.self == [Size].self: pairs.sizes() as? T
    case .numberPairs(let pairs) where T.self == SizeList.self:
      pairs.sizeList() as? T
    case .string(let string) where T.self == String.self: string as? T
    case .number(let number) where T.self == Double.self: number as? T
    case .number(let number) where T.self == Int.self: Int(exactly: number).flatMap { $0 as? T }
    case .bool(let bool) where T.self == Bool.self: bool as? T
    default: nil
    }
  }

  private func number() throws -> Double {
    guard case .number(let number) = value else { throw mismatch(Double.self, "a number") }
    return number
  }

  private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    guard case .number(let number) = value else { throw mismatch(I.self, "a whole number") }
    guard let exact = I(exactly: number) else {
      let reason =
        number.rounded() == number && number.isFinite
        ? "out of range \(I.min)...\(I.max)" : "not a whole number"
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath,
          debugDescription: "expected a whole number, got \(Self.show(number)) (\(reason))"))
    }
    return exact
  }

  private func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
    Self.mismatch(type, expected: expected, found: value, at: codingPath)
  }

  static func mismatch(
    _ type: Any.Type, expected: String, found: JSONValue, at codingPath: [any CodingKey]
  ) -> DecodingError {
    if case .null = found {
      return .valueNotFound(
        type, .init(codingPath: codingPath, debugDescription: "expected \(expected), found null"))
    }
    return .typeMismatch(
      type,
      .init(
        codingPath: codingPath,
        debugDescription: "expected \(expected), found \(found.typeDescription)"
      ))
  }

  static func show(_ number: Double) -> String {
    number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
  }
}

/// An object's members, by key.
struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let object: JSONObject
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  var allKeys: [Key] {
    // A loop, not `compactMap`: for a key type the caller knows and this module does not, the
    // standard library's generic `compactMap` ran unspecialised, a tenth of a script's decoding.
    var keys: [Key] = []
    keys.reserveCapacity(object.members.count)
    for member in object.members {
      if let key = Key(stringValue: member.key) { keys.append(key) }
    }
    return keys
  }

  func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

  private func decoder(for key: Key) throws -> JSONValueDecoder {
    guard let value = object[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "is required"))
    }
    return JSONValueDecoder(value: value, codingPath: codingPath + [key], userInfo: userInfo)
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    if case .null = try decoder(for: key).value { return true }
    return false
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder(for: key).decode(type)
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = object[key.stringValue] else { return nil }
    if case .null = value { return nil }
    return try decode(type, forKey: key)
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder(for: key).decode(type)
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try decoder(for: key).decode(type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    JSONValueDecoder(value: .object(object), codingPath: codingPath, userInfo: userInfo)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
}

/// An array's elements, in order.
struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
  let elements: JSONElements
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]
  private(set) var currentIndex = 0

  init(elements: JSONElements, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
    self.elements = elements
    self.codingPath = codingPath
    self.userInfo = userInfo
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  private mutating func next() throws -> JSONValueDecoder {
    let key = AnyCodingKey(intValue: currentIndex)
    guard currentIndex < elements.count else {
      throw DecodingError.valueNotFound(
        Any.self, .init(codingPath: codingPath + [key], debugDescription: "the array ends here"))
    }
    defer { currentIndex += 1 }
    return JSONValueDecoder(
      value: elements[currentIndex], codingPath: codingPath + [key], userInfo: userInfo)
  }

  mutating func decodeNil() throws -> Bool {
    guard currentIndex < elements.count, case .null = elements[currentIndex] else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if currentIndex < elements.count,
      let decoded = JSONValueDecoder.plain(elements[currentIndex], as: T.self)
    {
      currentIndex += 1
      return decoded
    }
    return try next().decode(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try next() }
}

/// A single value.
struct JSONSingleValueContainer: SingleValueDecodingContainer {
  let decoder: JSONValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool {
    if case .null = decoder.value { return true }
    return false
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
  func decode(_ type: Bool.Type) throws -> Bool { try decoder.decode(type) }
  func decode(_ type: String.Type) throws -> String { try decoder.decode(type) }
  func decode(_ type: Double.Type) throws -> Double { try decoder.decode(type) }
  func decode(_ type: Int.Type) throws -> Int { try decoder.decode(type) }
}
