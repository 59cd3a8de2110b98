import MosaicCore

/// What a ``Shelf`` draws.
public enum ShelfStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// One decoration per non-empty section, behind its lines and insets (the section frame less
  /// its header and footer), across the whole line dimension. Index `(section, 0)`.
  case sectionBackground
  /// One decoration per item line, at the line's far edge along the scroll axis (a bookshelf's
  /// plank under each row; a bar after each column when scrolling horizontally). Index
  /// `(section, line)`.
  case rows

  /// The decoration kind used when the options name none: `"sectionBackground"` or `"shelf"`.
  /// - Complexity: O(1).
  public var defaultKind: String {
    switch self {
    case .sectionBackground: "sectionBackground"
    case .rows: "shelf"
    }
  }

  /// Decodes `"sectionBackground"` or `"rows"`; anything else is an error listing both.
  /// - Complexity: O(1).
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeCase(ShelfStyle.self)
  }
}
