import MosaicCore

extension JSONWriter {
  /// `[s, i]` or `null`.
  mutating func path(_ indexPath: IndexPath?) {
    guard let indexPath else { return raw("null") }
    raw("[")
    number(indexPath.section)
    raw(", ")
    number(indexPath.item)
    raw("]")
  }

  /// An integer or `null`.
  mutating func optional(_ value: Int?) {
    if let value { number(value) } else { raw("null") }
  }

  /// A frame, compactly: `[x, y, width, height]`.
  mutating func frameArray(_ frame: Rect, field: String) throws(LayoutError) {
    raw("[")
    try number(frame.x, field: field)
    raw(", ")
    try number(frame.y, field: field)
    raw(", ")
    try number(frame.width, field: field)
    raw(", ")
    try number(frame.height, field: field)
    raw("]")
  }

  /// One element, compactly: `{"category", "kind", "section", "item", "frame": [x, y, w, h],
  /// "zIndex", "name"}`.
  mutating func playgroundElement(
    _ attributes: LayoutAttributes, name: String?, selected: Bool = false
  ) throws(LayoutError) {
    let id = attributes.id
    let field = "\(id.category.name) \(id.section).\(id.item) frame"
    elementIdentity(id)
    raw(", \"frame\": ")
    try frameArray(attributes.frame, field: field)
    raw(", \"zIndex\": ")
    // CSS keeps z-index within 32 bits; a dragged cell's Int.max would overflow it.
    number(min(max(attributes.zIndex, -1_000_000), 1_000_000))
    raw(", \"name\": ")
    string(name)
    // Only a selected cell says so: a window of unselected cells stays as short as before.
    if selected { raw(", \"selected\": true") }
    raw("}")
  }
}
