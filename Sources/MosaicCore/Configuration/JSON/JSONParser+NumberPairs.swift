#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Arrays of `{"a": number, "b": number}` objects under the same two keys, read as their numbers
/// alone (``JSONNumberPairs``): a document's per-item sizes, 10^6 of them in a 30 MB file, are then
/// 16 bytes an item rather than an object each, and later keys are matched against the first
/// object's bytes instead of becoming strings. Anything that is not such an object leaves the
/// position where it was, and the object is parsed, or refused with its error, as any value is.
extension JSONParser {
  /// The keys of an array's first pair, as strings and as the bytes later objects must spell.
  struct PairKeys {
    let first: String
    let second: String
    let firstBytes: [UInt8]
    let secondBytes: [UInt8]
    /// False when a key holds a quote, a backslash or a control character, which JSON spells
    /// only escaped: its bytes would then match text that is not that key (or not JSON).
    let isPlain: Bool

    init(first: String, second: String) {
      self.first = first
      self.second = second
      firstBytes = Array(first.utf8)
      secondBytes = Array(second.utf8)
      isPlain = (firstBytes + secondBytes).allSatisfy {
        $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
      }
    }
  }

  /// An object of two numbers: its keys and numbers in document order, and a third member when
  /// it has one (``extraMember(besides:_:)``).
  struct NumberPair {
    var firstKey: String
    var secondKey: String
    var first: Double
    var second: Double
    var extra: ExtraMember?
  }

  /// A pair's third member (a masonry item's `"span"`). A struct, not a tuple: an optional tuple
  /// in the per-object return made the runtime compute its layout every object
  /// (`tuple_getEnumTagSinglePayload`, 5 % of reading 10^6 sizes).
  struct ExtraMember {
    let key: String
    let value: JSONValue
  }

  /// The object at the current position when it is `{"a": number, "b": number}` with two
  /// different keys (and perhaps a third member, ``extraMember(besides:_:)``), the position then
  /// past it; otherwise `nil` with the position unmoved. A
  /// mismatch computes no error message: that costs a scan of the document.
  mutating func firstNumberPair() -> NumberPair? {
    let start = position
    // The object is one level deeper than its array.
    guard depth < Self.maximumDepth, current == UInt8(ascii: "{") else { return nil }
    position += 1
    guard let first = numberMember(), current == UInt8(ascii: ",") else {
      position = start
      return nil
    }
    position += 1
    guard let second = numberMember(), first.key != second.key else {
      position = start
      return nil
    }
    var pair = NumberPair(
      firstKey: first.key, secondKey: second.key, first: first.number, second: second.number)
    if current == UInt8(ascii: "}") {
      position += 1
      return pair
    }
    guard let extra = extraMember(besides: first.key, second.key) else {
      position = start
      return nil
    }
    pair.extra = extra
    return pair
  }

  /// After an object's second member, when the object goes on: a third member whose value is a
  /// number or a string, under a key other than the pair's, and the object's end: a masonry
  /// item's `"span"` beside its size. The position is then past the object; `nil` for anything
  /// else (the caller rewinds).
  mutating func extraMember(besides first: String, _ second: String) -> ExtraMember? {
    guard current == UInt8(ascii: ",") else { return nil }
    position += 1
    skipWhitespace()
    guard current == UInt8(ascii: "\""), let key = try? parseString(), key != first,
      key != second
    else { return nil }
    skipWhitespace()
    guard current == UInt8(ascii: ":") else { return nil }
    position += 1
    skipWhitespace()
    guard let byte = current else { return nil }
    let value: JSONValue
    if byte == UInt8(ascii: "\"") {
      guard let string = try? parseString() else { return nil }
      value = .string(string)
    } else if byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")),
      let number = try? parseNumber()
    {
      value = number
    } else {
      return nil
    }
    skipWhitespace()
    guard current == UInt8(ascii: "}") else { return nil }
    position += 1
    return ExtraMember(key: key, value: value)
  }

  /// The numbers of the object at the current position when it is `{"a": number, "b": number}`
  /// with `keys` spelled as the first pair spelled them (and perhaps a third member,
  /// ``extraMember(besides:_:)``, then in `extra`), the position then past it; otherwise
  /// `nil` with the position unmoved (a key spelled with escapes is such an otherwise: the array
  /// is then parsed object by object, with the same result).
  mutating func numberPair(keys: PairKeys, extra: inout ExtraMember?) -> (
    first: Double, second: Double
  )? {
    let start = position
    guard keys.isPlain, depth < Self.maximumDepth, current == UInt8(ascii: "{") else { return nil }
    position += 1
    guard let first = numberMember(spelled: keys.firstBytes), current == UInt8(ascii: ",") else {
      position = start
      return nil
    }
    position += 1
    guard let second = numberMember(spelled: keys.secondBytes) else {
      position = start
      return nil
    }
    // The common end first: no call, no keys passed, for the 10^6 objects of plain sizes.
    if current == UInt8(ascii: "}") {
      position += 1
      return (first, second)
    }
    guard let member = extraMember(besides: keys.first, keys.second) else {
      position = start
      return nil
    }
    extra = member
    return (first, second)
  }

  /// About how many pairs an array holds whose first pair spans from `start` to the current
  /// position: the bytes to the first `]` on (the pairs hold none; the array's end, or an
  /// earlier one when the array is not all pairs) over the first pair's length. Reserved up
  /// front, the numbers of 10^6 pairs are written once, not copied at every doubling (a sixth of
  /// reading 10^6 per-item sizes was those copies).
  /// - Complexity: O(bytes to the first `]`), a byte search.
  func estimatedPairs(after start: Int) -> Int {
    let length = max(position - start, 1)
    let end = bytes.withUnsafeBufferPointer { buffer -> Int in
      guard let base = buffer.baseAddress, position < buffer.count,
        let found = memchr(base + position, Int32(UInt8(ascii: "]")), buffer.count - position)
      else { return buffer.count }
      return position + (UnsafeRawPointer(found) - UnsafeRawPointer(base + position))
    }
    return (end - position) / length + 1
  }

  /// `"key": number` at the current position (after any whitespace), the position then past the
  /// whitespace after it; `nil` for anything else (the caller rewinds).
  private mutating func numberMember() -> (key: String, number: Double)? {
    skipWhitespace()
    guard current == UInt8(ascii: "\""), let key = try? parseString() else { return nil }
    guard let number = memberNumber() else { return nil }
    return (key, number)
  }

  /// `"key": number` whose key is exactly the bytes `key` between the quotes, as
  /// ``numberMember()`` reads it, without making the key a string.
  private mutating func numberMember(spelled key: [UInt8]) -> Double? {
    skipWhitespace()
    let end = position + key.count + 1
    guard current == UInt8(ascii: "\""), end < bytes.count, bytes[end] == UInt8(ascii: "\"")
    else { return nil }
    for index in 0..<key.count where bytes[position + 1 + index] != key[index] { return nil }
    position = end + 1
    return memberNumber()
  }

  /// `: number` and the whitespace around it, after a member's key.
  private mutating func memberNumber() -> Double? {
    skipWhitespace()
    guard current == UInt8(ascii: ":") else { return nil }
    position += 1
    skipWhitespace()
    guard let byte = current,
      byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")),
      case .number(let number)? = try? parseNumber()
    else { return nil }
    skipWhitespace()
    return number
  }
}
