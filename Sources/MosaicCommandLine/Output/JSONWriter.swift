import MosaicCore

/// Writes the command-line contract's JSON by hand: keys in the documented order, numbers in their
/// shortest exact form, and no intermediate objects for a million elements.
///
/// With a sink, the text is handed to it in chunks of about ``chunkBytes`` as it grows, so an
/// answer of any length takes bounded memory; without one, ``text`` holds everything.
struct JSONWriter {
  /// The text not yet handed to the sink (all of it without a sink).
  var text = ""
  /// Where full chunks go.
  let sink: (any OutputSink)?

  /// Bytes of text held before they go to the sink.
  static let chunkBytes = 1 << 16

  init(sink: (any OutputSink)? = nil) { self.sink = sink }

  mutating func raw(_ fragment: String) { text += fragment }

  /// Hands the text to the sink when it has grown past a chunk; a no-op without a sink.
  mutating func flushIfFull() {
    guard let sink, text.utf8.count >= Self.chunkBytes else { return }
    sink.write(text)
    text = ""
  }

  /// Hands the rest of the text to the sink.
  mutating func finish() {
    guard let sink, !text.isEmpty else { return }
    sink.write(text)
    text = ""
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
    if value == value.rounded(), abs(value) < 1e15 {
      text += String(Int(value))
    } else {
      text += "\(value)"
    }
  }

  mutating func number(_ value: Int) { text += String(value) }

  mutating func string(_ value: String?) {
    guard let value else {
      text += "null"
      return
    }
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }

  mutating func size(_ size: Size, field: String) throws(LayoutError) {
    text += "{\"width\": "
    try number(size.width, field: field + ".width")
    text += ", \"height\": "
    try number(size.height, field: field + ".height")
    text += "}"
  }

  mutating func frame(_ rect: Rect, field: @autoclosure () -> String) throws(LayoutError) {
    text += "{\"x\": "
    try number(rect.x, field: field() + ".x")
    text += ", \"y\": "
    try number(rect.y, field: field() + ".y")
    text += ", \"width\": "
    try number(rect.width, field: field() + ".width")
    text += ", \"height\": "
    try number(rect.height, field: field() + ".height")
    text += "}"
  }

  /// `{"section": s, "item": i}` or `null`.
  mutating func indexPath(_ indexPath: IndexPath?) {
    guard let indexPath else {
      text += "null"
      return
    }
    text += "{\"section\": "
    number(indexPath.section)
    text += ", \"item\": "
    number(indexPath.item)
    text += "}"
  }

  /// One element object of the contract.
  mutating func element(_ attributes: LayoutAttributes) throws(LayoutError) {
    let id = attributes.id
    text += "{\"category\": "
    string(id.category.name)
    text += ", \"kind\": "
    string(id.kind)
    text += ", \"section\": "
    number(id.section)
    text += ", \"item\": "
    number(id.item)
    text += ", \"frame\": "
    try frame(attributes.frame, field: "\(id.category.name) \(id.section).\(id.item) frame")
    text += ", \"zIndex\": "
    number(attributes.zIndex)
    text += "}"
  }

  /// `[["0.0", "0.1"], […]]`.
  mutating func nameLists(_ lists: [[String]]) {
    text += "["
    for (index, list) in lists.enumerated() {
      if index > 0 { text += ", " }
      text += "["
      for (position, name) in list.enumerated() {
        if position > 0 { text += ", " }
        string(name)
      }
      text += "]"
    }
    text += "]"
  }
}
