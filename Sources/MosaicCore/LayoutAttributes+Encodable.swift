extension LayoutAttributes: Encodable {
  private enum CodingKeys: String, CodingKey {
    case category, kind, section, item, frame, zIndex, transform, alpha, isHidden
  }

  /// The element object `mosaic layout --json` prints: `{"category", "kind", "section", "item",
  /// "frame": {"x", "y", "width", "height"}, "zIndex"}`, with `"transform": [a, b, c, d, tx, ty]`
  /// only when it is not the identity. Two keys the command line never prints follow when they
  /// are not their defaults: `"alpha"` (not 1) and `"isHidden"` (true), so attributes a
  /// transition or a drag changed keep what changed.
  /// - Throws: `EncodingError` from the encoder (a non-finite frame, which JSON cannot spell).
  /// - Complexity: O(1).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id.category.name, forKey: .category)
    // `null` rather than absent: the command line's objects always carry the key.
    try container.encode(id.kind, forKey: .kind)
    try container.encode(id.section, forKey: .section)
    try container.encode(id.item, forKey: .item)
    try container.encode(frame, forKey: .frame)
    try container.encode(zIndex, forKey: .zIndex)
    if !transform.isIdentity {
      try container.encode(
        [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty],
        forKey: .transform)
    }
    if alpha != 1 { try container.encode(alpha, forKey: .alpha) }
    if isHidden { try container.encode(true, forKey: .isHidden) }
  }
}
