extension ElementID: Encodable {
  private enum CodingKeys: String, CodingKey { case category, kind, section, item }

  /// `{"category": "cell", "kind": null, "section": s, "item": i}`: the category by its name,
  /// `kind` `null` except for decorations, as the command line writes an element's identity.
  /// - Complexity: O(1).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(category.name, forKey: .category)
    // `null` rather than absent: the command line's objects always carry the key.
    try container.encode(kind, forKey: .kind)
    try container.encode(section, forKey: .section)
    try container.encode(item, forKey: .item)
  }
}
