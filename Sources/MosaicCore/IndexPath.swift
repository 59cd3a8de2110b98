/// A section and an item within it: what a hit-test answers and what batch updates address.
///
/// An app that imports Foundation beside Mosaic sees two types named `IndexPath`; in such a file
/// write `Mosaic.IndexPath` (or `MosaicCore.IndexPath`), or declare
/// `typealias IndexPath = Mosaic.IndexPath` once in the module so the unqualified name means this
/// one. Foundation's index paths convert with `Mosaic.IndexPath(item: path.item, section:
/// path.section)` where UIKit gives them `item` and `section`, else with `path[1]` and
/// `path[0]`; and back with `Foundation.IndexPath(indexes: [path.section, path.item])`.
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section index.
  public var section: Int
  /// The item index within the section.
  public var item: Int

  /// Creates an index path.
  @inlinable
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Creates an index path, in UIKit's order of arguments (`IndexPath(item:section:)`).
  @inlinable
  public init(item: Int, section: Int) {
    self.init(section: section, item: item)
  }

  /// Orders by section, then item.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `[section, item]`, UIKit's index path description.
  public var description: String { "[\(section), \(item)]" }
}
