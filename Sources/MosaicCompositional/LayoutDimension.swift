import MosaicCore

/// One side of an item's or a group's size, as `NSCollectionLayoutDimension` gives it: a fraction
/// of the container's width or height, a fixed number of points, or an estimate the item's
/// measured size replaces.
///
/// The container is the one the element is sized against: a section's group against the layout's
/// container less the section's `contentInsets`, a subitem against its group's size.
public enum LayoutDimension: Hashable, Sendable {
  /// `f` × the container's width.
  case fractionalWidth(Double)
  /// `f` × the container's height.
  case fractionalHeight(Double)
  /// Exactly `v` points.
  case absolute(Double)
  /// `v` points until the item is measured: an item takes its measured size along this side
  /// (its size in the section's data), a group grows or shrinks to what its subitems need.
  case estimated(Double)

  /// The number the dimension carries.
  public var value: Double {
    switch self {
    case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value),
      .estimated(let value):
      value
    }
  }

  /// True for ``estimated(_:)``.
  public var isEstimated: Bool {
    if case .estimated = self { return true }
    return false
  }

  /// The extent the dimension gives in a container of `container`: an estimate stands at its
  /// value.
  /// - Complexity: O(1).
  @inline(__always)
  func resolved(in container: Size) -> Double {
    switch self {
    case .fractionalWidth(let fraction): fraction * container.width
    case .fractionalHeight(let fraction): fraction * container.height
    case .absolute(let value), .estimated(let value): value
    }
  }

  /// Throws unless the number is finite, not negative and at most
  /// ``/MosaicCore/LayoutInput/maximumLength``.
  /// - Complexity: O(1).
  func validate(at path: @autoclosure () -> String) throws(LayoutError) {
    try LayoutError.checkNonNegative(value, at: path())
  }
}
