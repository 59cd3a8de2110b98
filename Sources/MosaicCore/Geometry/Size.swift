/// A width and a height.
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size from its extents along `axis` and across it (the words of
  /// ``Rect/init(axis:along:across:alongExtent:acrossExtent:)``): a layout's content size is
  /// `Size(axis: scrollAxis, along: length, across: dimension)`.
  @inlinable
  public init(axis: Axis, along: Double, across: Double) {
    if axis == .horizontal {
      self.init(width: along, height: across)
    } else {
      self.init(width: across, height: along)
    }
  }

  /// A size with zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// True when both extents are finite, not negative and at most
  /// ``LayoutInput/maximumLength``: what a configuration may carry.
  @inlinable
  public var isValidExtent: Bool {
    let limit = LayoutInput.maximumLength
    return width >= 0 && height >= 0 && width <= limit && height <= limit
  }

  /// The extent along `axis`.
  @inlinable
  public func value(along axis: Axis) -> Double { axis == .horizontal ? width : height }
}
