import MosaicCore

/// Writes the command-line contract's JSON by hand: keys in the documented order, numbers in their
/// shortest exact form, and no intermediate objects for a million elements.
struct JSONWriter {
  var text = ""

  mutating func raw(_ fragment: String) { text += fragment }

  mutating func number(_ value: Double) {
    if value == value.rounded(), abs(value) < 1e15 {
      text += String(Int(value))
    } else if value.isFinite {
      text += "\(value)"
    } else {
      text += "null"  // never produced by a validated layout; keeps the output valid JSON
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

  mutating func size(_ size: Size) {
    text += "{\"width\": "
    number(size.width)
    text += ", \"height\": "
    number(size.height)
    text += "}"
  }

  mutating func frame(_ rect: Rect) {
    text += "{\"x\": "
    number(rect.x)
    text += ", \"y\": "
    number(rect.y)
    text += ", \"width\": "
    number(rect.width)
    text += ", \"height\": "
    number(rect.height)
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
  mutating func element(_ attributes: LayoutAttributes) {
    text += "{\"category\": "
    string(attributes.id.category.name)
    text += ", \"kind\": "
    string(attributes.id.kind)
    text += ", \"section\": "
    number(attributes.id.section)
    text += ", \"item\": "
    number(attributes.id.item)
    text += ", \"frame\": "
    frame(attributes.frame)
    text += ", \"zIndex\": "
    number(attributes.zIndex)
    text += "}"
  }

  /// A JSON array of element objects, one a line.
  mutating func elements(_ elements: [LayoutAttributes]) {
    guard !elements.isEmpty else {
      text += "[]"
      return
    }
    text += "[\n"
    for (index, attributes) in elements.enumerated() {
      text += "  "
      element(attributes)
      text += index == elements.count - 1 ? "\n" : ",\n"
    }
    text += "]"
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

  /// The object `mosaic layout --json` prints.
  mutating func layoutObject(contentSize: Size, elements: [LayoutAttributes]) {
    text += "{\"contentSize\": "
    size(contentSize)
    text += ", \"elements\": "
    self.elements(elements)
    text += "}"
  }
}
