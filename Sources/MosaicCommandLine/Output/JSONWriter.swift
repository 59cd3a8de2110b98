import MosaicCore

/// Writes the command-line contract's JSON by hand: keys in the documented order, numbers in their
/// shortest exact form, and no intermediate objects for a million elements.
///
/// With a sink, the text is handed to it in chunks of about ``chunkBytes`` as it grows, so an
/// answer of any length takes bounded memory; without one, ``text`` holds everything.
struct JSONWriter {
  /// The UTF-8 not yet handed to the sink (all of it without a sink): bytes, which append several
  /// times faster than a `String` for tens of millions of small pieces.
  private(set) var bytes: [UInt8] = []
  /// Where full chunks go.
  let sink: (any OutputSink)?

  /// Bytes held before they go to the sink.
  static let chunkBytes = 1 << 16

  init(sink: (any OutputSink)? = nil) { self.sink = sink }

  /// The text written and not yet handed to the sink.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  mutating func raw(_ fragment: String) {
    // A literal's UTF-8 is contiguous: one copy instead of a byte-by-byte walk.
    let copied: Void? = fragment.utf8.withContiguousStorageIfAvailable {
      bytes.append(contentsOf: $0)
    }
    if copied == nil { bytes.append(contentsOf: fragment.utf8) }
  }

  /// Hands the text to the sink when it has grown past a chunk; a no-op without a sink.
  mutating func flushIfFull() {
    guard let sink, bytes.count >= Self.chunkBytes else { return }
    sink.write(text)
    bytes.removeAll(keepingCapacity: true)
  }

  /// Hands the rest of the text to the sink.
  mutating func finish() {
    guard let sink, !bytes.isEmpty else { return }
    sink.write(text)
    bytes.removeAll(keepingCapacity: true)
  }

  /// A finite number; a non-finite one is refused, naming `field` (JSON has no spelling for it).
  mutating func number(_ value: Double, field: @autoclosure () -> String) throws(LayoutError) {
    guard value.isFinite else {
      throw LayoutError(
        path: field(),
        message:
          "the layout computed a non-finite number (\(value)); the document's sizes or spacings overflow"
      )
    }
    // Within ±1e15 every integral value is an exact Int.
    if value == value.rounded(), abs(value) < 1e15, let integer = Int(exactly: value) {
      number(integer)
    } else {
      raw("\(value)")
    }
  }

  /// Decimal digits, written straight into the buffer.
  mutating func number(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits = 1
    var rest = magnitude / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
    bytes.withUnsafeMutableBufferPointer { buffer in
      var position = start + digits
      repeat {
        position -= 1
        buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
    }
  }

  /// A JSON string: quotes, backslashes and control characters escaped; any other UTF-8 as is.
  mutating func string(_ value: String?) {
    guard let value else {
      raw("null")
      return
    }
    bytes.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): raw("\\\"")
      case UInt8(ascii: "\\"): raw("\\\\")
      case UInt8(ascii: "\n"): raw("\\n")
      case UInt8(ascii: "\r"): raw("\\r")
      case UInt8(ascii: "\t"): raw("\\t")
      case ..<0x20:
        let hex = String(byte, radix: 16)
        raw("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  mutating func size(_ size: Size, field: String) throws(LayoutError) {
    raw("{\"width\": ")
    try number(size.width, field: field + ".width")
    raw(", \"height\": ")
    try number(size.height, field: field + ".height")
    raw("}")
  }

  mutating func frame(_ rect: Rect, field: @autoclosure () -> String) throws(LayoutError) {
    raw("{\"x\": ")
    try number(rect.x, field: field() + ".x")
    raw(", \"y\": ")
    try number(rect.y, field: field() + ".y")
    raw(", \"width\": ")
    try number(rect.width, field: field() + ".width")
    raw(", \"height\": ")
    try number(rect.height, field: field() + ".height")
    raw("}")
  }

  /// `{"section": s, "item": i}` or `null`.
  mutating func indexPath(_ indexPath: IndexPath?) {
    guard let indexPath else {
      raw("null")
      return
    }
    raw("{\"section\": ")
    number(indexPath.section)
    raw(", \"item\": ")
    number(indexPath.item)
    raw("}")
  }

  /// Opens an element object with its identity: `{"category", "kind", "section", "item"`, what
  /// the contract's elements and the playground's share.
  mutating func elementIdentity(_ id: ElementID) {
    raw("{\"category\": ")
    string(id.category.name)
    raw(", \"kind\": ")
    string(id.kind)
    raw(", \"section\": ")
    number(id.section)
    raw(", \"item\": ")
    number(id.item)
  }

  /// One element object of the contract.
  mutating func element(_ attributes: LayoutAttributes) throws(LayoutError) {
    let id = attributes.id
    elementIdentity(id)
    raw(", \"frame\": ")
    try frame(attributes.frame, field: "\(id.category.name) \(id.section).\(id.item) frame")
    raw(", \"zIndex\": ")
    number(attributes.zIndex)
    // Only edit mode's jiggle sets a transform: every other element's object is unchanged.
    if !attributes.transform.isIdentity {
      let t = attributes.transform
      raw(", \"transform\": [")
      for (index, value) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
        if index > 0 { raw(", ") }
        try number(value, field: "\(id.category.name) \(id.section).\(id.item) transform")
      }
      raw("]")
    }
    raw("}")
  }

  /// `[["0.0", "0.1"], […]]`: an original name is written from its number, no string made.
  mutating func nameLists(_ lists: [some Sequence<ItemName>]) {
    raw("[")
    for (index, list) in lists.enumerated() {
      if index > 0 { raw(", ") }
      raw("[")
      var first = true
      for name in list {
        if !first { raw(", ") }
        first = false
        if let (section, item) = name.originalPosition {
          bytes.append(UInt8(ascii: "\""))
          number(section)
          bytes.append(UInt8(ascii: "."))
          number(item)
          bytes.append(UInt8(ascii: "\""))
        } else {
          string(name.description)
        }
      }
      raw("]")
    }
    raw("]")
  }
}
