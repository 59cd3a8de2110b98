import MosaicCore

extension JSONWriter {
  /// A JSON array of element objects, one a line (`[]` when there are none).
  mutating func elements(_ elements: [LayoutAttributes]) throws(LayoutError) {
    var list = ElementList()
    for attributes in elements { try list.append(attributes, to: &self) }
    list.close(in: &self)
  }

  /// The object `mosaic layout --json` prints, its elements streamed from `layout` one at a time
  /// (``PreparedLayout/forEachElement(viewport:_:)``: no array of them all
  /// for the layouts that can enumerate, any stack of them included), the text handed to the sink chunk by chunk.
  mutating func layoutObject(of layout: any PreparedLayout, viewport: Viewport)
    throws(LayoutError)
  {
    raw("{\"contentSize\": ")
    try size(layout.contentSize, field: "contentSize")
    raw(", \"elements\": ")
    var list = ElementList()
    try layout.forEachElement(viewport: viewport) {
      (attributes) throws(LayoutError) in
      try list.append(attributes, to: &self)
    }
    list.close(in: &self)
    raw("}")
  }
}
