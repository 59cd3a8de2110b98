import MosaicCore

/// A script's `[S, I, span]`: an index path and the span its item takes (`k`, `"full"`, or `null`
/// for none), as `respan` spells it.
struct ScriptSpannedPath: Decodable {
  var section: Int
  var item: Int
  var span: ItemSpan?

  /// What the entry must look like, for the error when it does not.
  static let expected = #"expected [S, I, SPAN] with SPAN a column count, "full" or null"#

  init(from decoder: any Decoder) throws {
    var list = try decoder.unkeyedContainer()
    guard list.count == 3 else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: Self.expected))
    }
    section = try list.decode(Int.self)
    item = try list.decode(Int.self)
    span = try list.decodeNil() ? nil : try list.decode(ItemSpan.self)
  }

  /// The index path.
  var indexPath: IndexPath { IndexPath(section: section, item: item) }
}
