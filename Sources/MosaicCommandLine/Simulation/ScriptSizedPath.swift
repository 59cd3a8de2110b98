import MosaicCore

/// A script's `[S, I]` or `[S, I, {"width": W, "height": H}]`: an index path with an optional
/// size, as `insertItems` and `resize` spell them.
///
/// The size's numbers are taken as they are written: the model checks them, so a negative or
/// too long size fails its step rather than the whole script.
struct ScriptSizedPath: Decodable {
  var section: Int
  var item: Int
  var size: Size?

  private enum SizeKeys: String, CodingKey, CaseIterable { case width, height }

  /// What the entry must look like, for the error when it does not.
  static let expected = #"expected [S, I] or [S, I, {"width": W, "height": H}]"#

  init(from decoder: any Decoder) throws {
    var list = try decoder.unkeyedContainer()
    guard let count = list.count, count == 2 || count == 3 else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: Self.expected))
    }
    section = try list.decode(Int.self)
    item = try list.decode(Int.self)
    guard !list.isAtEnd else { return }
    let object = try list.superDecoder()
    try object.rejectUnknownKeys(SizeKeys.self)
    let container = try object.container(keyedBy: SizeKeys.self)
    size = Size(
      width: try container.decode(Double.self, forKey: .width),
      height: try container.decode(Double.self, forKey: .height))
  }

  /// The list at `key` of `container`, every entry with a size: what a `resize` takes.
  static func sizedList<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key)
    throws -> [ScriptSizedPath]
  {
    let items = try container.decode([ScriptSizedPath].self, forKey: key)
    for (index, entry) in items.enumerated() where entry.size == nil {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath + [key, AnyCodingKey(intValue: index)],
          debugDescription: #"expected [S, I, {"width": W, "height": H}]"#))
    }
    return items
  }

  /// The index path.
  var indexPath: IndexPath { IndexPath(section: section, item: item) }
}
