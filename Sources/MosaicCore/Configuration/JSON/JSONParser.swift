/// A strict JSON parser (RFC 8259) whose errors say where: line and column.
///
/// Refuses duplicate keys, nesting deeper than ``maximumDepth`` (so hostile input cannot exhaust the
/// stack) and trailing content. Numbers out of Double's range parse to infinity; the decoder then
/// refuses them with their path.
struct JSONParser {
  /// Arrays and objects nested deeper than this are refused.
  static let maximumDepth = 256

  let bytes: [UInt8]
  var position = 0
  var depth = 0

  /// Parses a whole document.
  static func parse(_ bytes: [UInt8]) throws(LayoutError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    guard parser.position < bytes.count else {
      throw LayoutError(path: "", message: "malformed JSON: the document is empty")
    }
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.position == bytes.count else {
      throw parser.error("unexpected content after the document")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func error(_ message: String) -> LayoutError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(position, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return LayoutError(
      path: "", message: "malformed JSON at line \(line), column \(column): \(message)")
  }

  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
    {
      position += 1
    }
  }

  private mutating func parseValue() throws(LayoutError) -> JSONValue {
    guard let byte = current else { throw error("unexpected end of the document") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character '\(Self.show(byte))'")
    }
  }

  private static func show(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(LayoutError)
    -> JSONValue
  {
    for expected in word.utf8 {
      guard current == expected else { throw error("expected '\(word)'") }
      position += 1
    }
    return value
  }

  private mutating func enter() throws(LayoutError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nested deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(LayoutError) -> JSONValue {
    try enter()
    position += 1
    var object = JSONObject()
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return .object(object)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
      let keyStart = position
      let key = try parseString()
      if object[key] != nil {
        position = keyStart
        throw error("duplicate key '\(key)'")
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after key '\(key)'") }
      position += 1
      skipWhitespace()
      object.members.append((key, try parseValue()))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        position += 1
      case UInt8(ascii: "}"):
        position += 1
        depth -= 1
        return .object(object)
      default:
        throw error("expected ',' or '}' in an object")
      }
    }
  }

  private mutating func parseArray() throws(LayoutError) -> JSONValue {
    try enter()
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return .array(elements)
    }
    // Objects of two numbers each, under the same two keys, kept as their numbers while they last.
    var pairKeys: PairKeys?
    var numbers: [Double] = []
    // Third members (a masonry item's span), by element.
    var extras: [Int: ExtraMember] = [:]
    // Set by `numberPair` for an object with a third member; one for the loop, not one an object.
    var extra: ExtraMember?
    var isFirst = true
    while true {
      skipWhitespace()
      let elementStart = position
      if isFirst, current == UInt8(ascii: "{"), let pair = firstNumberPair() {
        pairKeys = PairKeys(first: pair.firstKey, second: pair.secondKey)
        numbers.reserveCapacity(2 * estimatedPairs(after: elementStart))
        numbers.append(pair.first)
        numbers.append(pair.second)
        if let extra = pair.extra { extras[0] = extra }
      } else if let keys = pairKeys {
        if let pair = numberPair(keys: keys, extra: &extra) {
          if let member = extra {
            extras[numbers.count / 2] = member
            extra = nil
          }
          numbers.append(pair.first)
          numbers.append(pair.second)
        } else {
          // Not such an object: the pairs so far become objects, and this one is parsed (or
          // refused) as any value is.
          let kept = JSONNumberPairs(
            firstKey: keys.first, secondKey: keys.second, numbers: numbers, extras: extras)
          elements = (0..<kept.count).map(kept.element)
          pairKeys = nil
          numbers = []
          extras = [:]
          elements.append(try parseValue())
        }
      } else {
        elements.append(try parseValue())
      }
      isFirst = false
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        position += 1
      case UInt8(ascii: "]"):
        position += 1
        depth -= 1
        if let keys = pairKeys {
          return .numberPairs(
            JSONNumberPairs(
              firstKey: keys.first, secondKey: keys.second, numbers: numbers, extras: extras))
        }
        return .array(elements)
      default:
        throw error("expected ',' or ']' in an array")
      }
    }
  }

  mutating func parseString() throws(LayoutError) -> String {
    position += 1  // opening quote
    var scalars = String.UnicodeScalarView()
    var runStart = position
    func flush(_ parser: JSONParser, _ scalars: inout String.UnicodeScalarView, _ end: Int) {
      if runStart < end {
        scalars.append(
          contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
      }
    }
    while true {
      guard let byte = current else { throw error("unterminated string") }
      if byte == UInt8(ascii: "\"") {
        defer { position += 1 }
        // No escape met: the bytes are the string (a script's 10^6 names spent a third of their
        // parsing copying scalars one by one).
        guard !scalars.isEmpty else {
          return String(decoding: bytes[runStart..<position], as: UTF8.self)
        }
        flush(self, &scalars, position)
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        flush(self, &scalars, position)
        position += 1
        guard let escape = current else { throw error("unterminated string") }
        position += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\"),
            position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
          {
            position += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = UnicodeScalar(code) else { throw error("invalid \\u escape") }
          scalars.append(scalar)
        default:
          throw error("invalid escape '\\\(Self.show(escape))'")
        }
        runStart = position
        continue
      }
      position += 1
    }
  }

  private mutating func parseHex4() throws(LayoutError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current else { throw error("unterminated \\u escape") }
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid \\u escape")
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }

  mutating func parseNumber() throws(LayoutError) -> JSONValue {
    let start = position
    let negative = current == UInt8(ascii: "-")
    if negative { position += 1 }
    guard let first = current, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else {
      throw error("expected a digit")
    }
    // The digits as one integer and a power of ten while they fit (see `exactValue`).
    var decimal = DecimalNumber()
    if first == UInt8(ascii: "0") {
      position += 1
    } else {
      readDigits(into: &decimal, fraction: false)
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard let digit = current, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else {
        throw error("expected a digit after '.'")
      }
      readDigits(into: &decimal, fraction: true)
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      var sign = 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
        if current == UInt8(ascii: "-") { sign = -1 }
        position += 1
      }
      guard let digit = current, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else {
        throw error("expected a digit in the exponent")
      }
      var exponent = 0
      while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        // Saturated: any exponent this large is left to the full conversion.
        exponent = Swift.min(exponent * 10 + Int(byte - UInt8(ascii: "0")), 100_000)
        position += 1
      }
      decimal.exponent += sign * exponent
    }
    if let value = decimal.exactValue { return .number(negative ? -value : value) }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    // Double's parser handles every JSON number; overflow gives ±infinity, refused later by path.
    guard let value = Double(text) else { throw error("invalid number '\(text)'") }
    return .number(value)
  }

  /// Reads digits into `decimal`; fraction digits lower its exponent.
  private mutating func readDigits(into decimal: inout DecimalNumber, fraction: Bool) {
    while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
      decimal.append(byte - UInt8(ascii: "0"), fraction: fraction)
      position += 1
    }
  }

  mutating func skipDigits() {
    while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
      position += 1
    }
  }
}
