import MosaicCore

extension JSONWriter {
  /// `{"x": X, "y": Y}`.
  mutating func point(_ point: Point, field: @autoclosure () -> String) throws(LayoutError) {
    raw("{\"x\": ")
    try number(point.x, field: field() + ".x")
    raw(", \"y\": ")
    try number(point.y, field: field() + ".y")
    raw("}")
  }

  /// `[S, I]`.
  mutating func pair(_ path: IndexPath) {
    raw("[")
    number(path.section)
    raw(", ")
    number(path.item)
    raw("]")
  }

  /// A batch step's `transition` object: `inserted` (new paths), `deleted` (old paths),
  /// `reloaded` (new paths) and `moved` (old → new, every surviving item whose path changed);
  /// every list empty for a batch that failed. The lists are written as they are produced,
  /// flushing as the buffer fills, so a long `moved` list streams.
  mutating func transition(_ mapping: ItemMapping?) {
    func list(_ name: String, _ paths: [IndexPath], first: Bool = false) {
      raw(first ? "{\"\(name)\": [" : ", \"\(name)\": [")
      for (index, path) in paths.enumerated() {
        if index > 0 { raw(", ") }
        pair(path)
        flushIfFull()
      }
      raw("]")
    }
    list("inserted", mapping?.inserted() ?? [], first: true)
    list("deleted", mapping?.deleted() ?? [])
    list("reloaded", mapping?.reloaded() ?? [])
    raw(", \"moved\": [")
    for (index, move) in (mapping?.moved() ?? []).enumerated() {
      if index > 0 { raw(", ") }
      raw("[")
      pair(move.old)
      raw(", ")
      pair(move.new)
      raw("]")
      flushIfFull()
    }
    raw("]}")
  }
}
