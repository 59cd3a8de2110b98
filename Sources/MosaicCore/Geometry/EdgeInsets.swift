/// Distances inward from the four edges of a rectangle, UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the left edge.
  public var left: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the right edge.
  public var right: Double

  /// Creates insets.
  @inlinable
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four edges.
  @inlinable
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// No inset.
  public static let zero = EdgeInsets()

  /// True when every inset is finite and not negative: what a configuration may carry.
  @inlinable
  public var isValid: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
      && top >= 0 && left >= 0 && bottom >= 0 && right >= 0
  }

  /// The inset at the start of `axis` (left for horizontal, top for vertical).
  @inlinable
  public func leading(along axis: Axis) -> Double { axis == .horizontal ? left : top }

  /// The inset at the end of `axis` (right for horizontal, bottom for vertical).
  @inlinable
  public func trailing(along axis: Axis) -> Double { axis == .horizontal ? right : bottom }

  /// True when both insets have the same two sides on `axis` (left and right for horizontal).
  @inlinable
  public func sidesEqual(_ other: EdgeInsets, along axis: Axis) -> Bool {
    leading(along: axis) == other.leading(along: axis)
      && trailing(along: axis) == other.trailing(along: axis)
  }

  /// These insets plus `other`, side by side.
  @inlinable
  public func adding(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
      right: right + other.right)
  }
}
