/// Where ``Scrolling/contentOffset(showing:at:in:viewport:)`` puts an item in the visible rect,
/// UIKit's `UICollectionView.ScrollPosition`: three positions per axis.
public enum ScrollPosition: String, Hashable, Sendable, CaseIterable {
  /// The item's minY at the visible rect's minY.
  case top
  /// The item's midY at the visible rect's midY.
  case centeredVertically
  /// The item's maxY at the visible rect's maxY.
  case bottom
  /// The item's minX at the visible rect's minX.
  case left
  /// The item's midX at the visible rect's midX.
  case centeredHorizontally
  /// The item's maxX at the visible rect's maxX.
  case right

  /// The axis the position places an item along.
  public var axis: Axis {
    switch self {
    case .top, .centeredVertically, .bottom: .vertical
    case .left, .centeredHorizontally, .right: .horizontal
    }
  }
}
