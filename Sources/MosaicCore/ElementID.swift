/// The identity of one element of a layout: its category, section and item, and for decorations
/// the decoration kind.
///
/// Headers and footers use item 0. Decorations use the index their modifier documents (a section
/// background is `(section, 0)`, a shelf under line `l` is `(section, l)`).
public struct ElementID: Hashable, Sendable, CustomStringConvertible {
  /// Cell, header, footer or decoration.
  public var category: ElementCategory
  /// The decoration kind; `nil` for cells, headers and footers.
  public var kind: String?
  /// The section index.
  public var section: Int
  /// The item index (or the decoration's index within its section).
  public var item: Int

  /// Creates an element identity.
  @inlinable
  public init(category: ElementCategory, kind: String? = nil, section: Int, item: Int) {
    self.category = category
    self.kind = kind
    self.section = section
    self.item = item
  }

  /// The cell at `indexPath`.
  @inlinable
  public static func cell(_ indexPath: IndexPath) -> ElementID {
    ElementID(category: .cell, section: indexPath.section, item: indexPath.item)
  }

  /// The cell at `item` of `section`.
  @inlinable
  public static func cell(section: Int, item: Int) -> ElementID {
    ElementID(category: .cell, section: section, item: item)
  }

  /// The header of `section`.
  @inlinable
  public static func header(section: Int) -> ElementID {
    ElementID(category: .header, section: section, item: 0)
  }

  /// The footer of `section`.
  @inlinable
  public static func footer(section: Int) -> ElementID {
    ElementID(category: .footer, section: section, item: 0)
  }

  /// The section and item as an index path.
  @inlinable
  public var indexPath: IndexPath { IndexPath(section: section, item: item) }

  /// `cell 0.3`, `header 1`, `decoration(shelf) 2.0`.
  public var description: String {
    switch category {
    case .cell: "cell \(section).\(item)"
    case .header, .footer: "\(category.name) \(section)"
    case .decoration: "decoration(\(kind ?? "")) \(section).\(item)"
    }
  }
}
