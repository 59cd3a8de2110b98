extension SizeList: Codable {
  /// Decodes an array of `{"width", "height", "span"?}` objects: sizes as ``Size`` decodes them,
  /// and a span as ``ItemSpan`` does (a whole count of at least 1, or `"full"`).
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var builder = Builder(capacity: 1, expectedCount: container.count ?? 0)
    while !container.isAtEnd {
      let entry = try container.decode(SizedEntry.self)
      builder.append(entry.size, span: entry.span)
    }
    self = builder.finish()
  }

  /// Encodes the sizes as an array of `{"width", "height"}` objects, with `"span"` on the items
  /// that have one.
  public func encode(to encoder: any Encoder) throws {
    guard spanCount > 0 else {
      try Array(self).encode(to: encoder)
      return
    }
    var container = encoder.unkeyedContainer()
    var spans = spannedItems[...]
    for (item, size) in enumerated() {
      var span: ItemSpan?
      if let next = spans.first, next.item == item {
        span = next.span
        spans = spans.dropFirst()
      }
      try container.encode(SizedEntry(size: size, span: span))
    }
  }
}

/// One entry of a document's `itemSizes`: a size and, optionally, its span.
private struct SizedEntry: Codable {
  var size: Size
  var span: ItemSpan?

  private enum CodingKeys: String, CodingKey, CaseIterable { case width, height, span }

  init(size: Size, span: ItemSpan?) {
    self.size = size
    self.span = span
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    for key in [CodingKeys.width, .height] where !container.contains(key) {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: decoder.codingPath, debugDescription: "is required"))
    }
    size = Size(
      width: try container.decodeNonNegative(.width, default: 0),
      height: try container.decodeNonNegative(.height, default: 0))
    span = try container.decodeIfPresent(ItemSpan.self, forKey: .span)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(size.width, forKey: .width)
    try container.encode(size.height, forKey: .height)
    try container.encodeIfPresent(span, forKey: .span)
  }
}
