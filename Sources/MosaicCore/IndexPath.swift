/// A section and an item within it: what a hit-test answers and what batch updates address.
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

  /// Orders by section, then item.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `[section, item]`, UIKit's index path description.
  public var description: String { "[\(section), \(item)]" }
}
