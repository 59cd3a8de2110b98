/// A location in layout coordinates (y grows downward).
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// True when both coordinates are finite.
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The coordinate along `axis`.
  @inlinable
  public func value(along axis: Axis) -> Double { axis == .horizontal ? x : y }
}
