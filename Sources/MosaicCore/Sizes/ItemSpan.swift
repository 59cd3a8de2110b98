/// How many columns an item of a masonry layout spans: a count, or every column of its section
/// (Compose's `StaggeredGridItemSpan.FullLine`).
///
/// Spans ride on a section's per-item sizes (``SizeList/span(at:)``): in a document, an entry of
/// `itemSizes` with `"span": 2` or `"span": "full"`. A span of one column is no span: it is stored
/// and compared as an item without one. Which strategies read spans, and what they refuse (a span
/// wider than the section's columns), is each strategy's rule; waterfall's is in its article.
public enum ItemSpan: Hashable, Sendable {
  /// `count` columns (at least 1; a strategy refuses more than a section has).
  case columns(Int)
  /// Every column of the item's section.
  case full

  /// The columns the span covers in a section of `columnCount` columns (`full` is all of them).
  /// - Complexity: O(1).
  public func columns(of columnCount: Int) -> Int {
    switch self {
    case .columns(let count): count
    case .full: columnCount
    }
  }

  /// True for a span of one column, which the size list stores as no span.
  var isSingleColumn: Bool { self == .columns(1) }
}

extension ItemSpan: Codable {
  /// Decodes a column count of at least 1, or the string `"full"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let name = try? container.decode(String.self) {
      guard name == "full" else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "expected a column count >= 1 or \"full\", got '\(name)'"
        )
      }
      self = .full
      return
    }
    guard let number = try? container.decode(Double.self) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a column count >= 1 or \"full\"")
    }
    guard number >= 1, number <= Double(LayoutInput.maximumItemCount),
      let count = Int(exactly: number)
    else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription:
          "expected a whole column count from 1 to \(LayoutInput.maximumItemCount) or \"full\", got \(number)"
      )
    }
    self = .columns(count)
  }

  /// Encodes a column count, or `"full"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .columns(let count): try container.encode(count)
    case .full: try container.encode("full")
    }
  }
}

extension ItemSpan: CustomStringConvertible {
  /// `2 columns`, `full`.
  public var description: String {
    switch self {
    case .columns(let count): count == 1 ? "1 column" : "\(count) columns"
    case .full: "full"
    }
  }
}
