import MosaicCore

/// The punctuation of an element array written one element at a time.
struct ElementList {
  private var isEmpty = true

  mutating func append(_ attributes: LayoutAttributes, to writer: inout JSONWriter)
    throws(LayoutError)
  {
    writer.raw(isEmpty ? "[\n  " : ",\n  ")
    isEmpty = false
    try writer.element(attributes)
    writer.flushIfFull()
  }

  func close(in writer: inout JSONWriter) {
    writer.raw(isEmpty ? "[]" : "\n]")
  }
}
