/// What kind of element a frame belongs to, UIKit's `UICollectionView.ElementCategory` plus the
/// two supplementary kinds every flow-style layout has.
public enum ElementCategory: UInt8, Hashable, Sendable, Codable, CaseIterable, Comparable {
  /// An item cell: the only category hit-tests return.
  case cell = 0
  /// A section header (UIKit's `elementKindSectionHeader`).
  case header = 1
  /// A section footer (UIKit's `elementKindSectionFooter`).
  case footer = 2
  /// A decoration view (section backgrounds, shelves); its `ElementID.kind` names it.
  case decoration = 3

  /// The name used in configuration and command-line JSON.
  public var name: String {
    switch self {
    case .cell: "cell"
    case .header: "header"
    case .footer: "footer"
    case .decoration: "decoration"
    }
  }

  /// True for headers and footers: the supplementary elements each section has at most one of.
  package var isHeaderOrFooter: Bool { self == .header || self == .footer }

  /// Orders categories as UIKit's rect queries list them: cells, headers, footers, decorations.
  public static func < (lhs: ElementCategory, rhs: ElementCategory) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
