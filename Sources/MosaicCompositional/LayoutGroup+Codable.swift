import MosaicCore

extension LayoutGroup: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case axis, size, subitems, count, interItemSpacing
  }

  /// Decodes `{"axis": "horizontal" | "vertical", "size": …, "subitems": [{"item": …} |
  /// {"group": …}, …], "count": n, "interItemSpacing": s}`: axis, size and subitems required,
  /// refusing what the group's one validation refuses (see ``maximumDepth``, ``maximumCount``).
  /// - Complexity: O(subitems, nested).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    axis = try container.decode(Axis.self, forKey: .axis)
    layoutSize = try container.decode(LayoutSize.self, forKey: .size)
    subitems = try container.decode([Subitem].self, forKey: .subitems)
    count = try container.decodeStrictlyIfPresent(Int.self, forKey: .count)
    interItemSpacing =
      try container.decodeStrictlyIfPresent(Double.self, forKey: .interItemSpacing) ?? 0
    try decoder.validating { () throws(LayoutError) in
      try validate(
        at: "", depth: decoder.codingPath.filter { $0.stringValue == "group" }.count)
    }
  }

  /// Encodes the document's object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(axis, forKey: .axis)
    try container.encode(layoutSize, forKey: .size)
    try container.encode(subitems, forKey: .subitems)
    try container.encodeIfPresent(count, forKey: .count)
    if interItemSpacing != 0 { try container.encode(interItemSpacing, forKey: .interItemSpacing) }
  }
}

extension LayoutGroup.Subitem: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case item, group }

  /// Decodes `{"item": …}` or `{"group": …}`: exactly one of the two.
  /// - Complexity: O(the subitem, nested).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch (container.contains(.item), container.contains(.group)) {
    case (true, false): self = .item(try container.decode(LayoutItem.self, forKey: .item))
    case (false, true): self = .group(try container.decode(LayoutGroup.self, forKey: .group))
    default:
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "expected exactly one of item, group"))
    }
  }

  /// Encodes `{"item": …}` or `{"group": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .item(let item): try container.encode(item, forKey: .item)
    case .group(let group): try container.encode(group, forKey: .group)
    }
  }
}
