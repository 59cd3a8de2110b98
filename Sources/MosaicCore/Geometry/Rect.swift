/// An axis-aligned rectangle of plain `Double`s.
///
/// Mosaic's own geometry rules hold everywhere (hit-tests, rect queries, the tests' reference scans):
/// - a point is inside when `minX <= x < maxX` and `minY <= y < maxY` (half-open);
/// - two rectangles intersect only when they share area: touching at an edge is not intersecting,
///   and a rectangle of zero width or height intersects nothing.
public struct Rect: Hashable, Sendable {
  /// The minimum x.
  public var x: Double
  /// The minimum y.
  public var y: Double
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a rectangle from its origin and size.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Creates a rectangle from an origin and a size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The origin (minimum corner).
  @inlinable public var origin: Point { Point(x: x, y: y) }
  /// The size.
  @inlinable public var size: Size { Size(width: width, height: height) }
  /// The smallest x.
  @inlinable public var minX: Double { x }
  /// The smallest y.
  @inlinable public var minY: Double { y }
  /// The x just past the right edge.
  @inlinable public var maxX: Double { x + width }
  /// The y just past the bottom edge.
  @inlinable public var maxY: Double { y + height }
  /// The centre x.
  @inlinable public var midX: Double { x + width / 2 }
  /// The centre y.
  @inlinable public var midY: Double { y + height / 2 }
  /// The centre point.
  @inlinable public var center: Point { Point(x: midX, y: midY) }

  /// True when the rectangle has no area (zero or negative width or height).
  @inlinable
  public var isEmpty: Bool { !(width > 0 && height > 0) }

  /// True when all four components are finite.
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

  /// Half-open containment: `minX <= x < maxX && minY <= y < maxY`.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
  }

  /// Strict intersection: true only when the two rectangles share area.
  ///
  /// Edge-touching rectangles do not intersect; an empty rectangle intersects nothing.
  @inlinable
  public func intersects(_ other: Rect) -> Bool {
    width > 0 && height > 0 && other.width > 0 && other.height > 0
      && x < other.x + other.width && other.x < x + width
      && y < other.y + other.height && other.y < y + height
  }

  /// The smallest rectangle containing both (an empty `other` still contributes its origin).
  @inlinable
  public func union(_ other: Rect) -> Rect {
    let minX = Swift.min(x, other.x)
    let minY = Swift.min(y, other.y)
    let maxX = Swift.max(self.maxX, other.maxX)
    let maxY = Swift.max(self.maxY, other.maxY)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The rectangle moved by `dx`, `dy`.
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The minimum along `axis`.
  @inlinable
  public func minimum(along axis: Axis) -> Double { axis == .horizontal ? x : y }

  /// The extent along `axis`.
  @inlinable
  public func extent(along axis: Axis) -> Double { axis == .horizontal ? width : height }

  /// Builds a rectangle from its parts along `axis` and across it: `along` and `alongExtent` run
  /// along `axis`, `across` and `acrossExtent` along the other. Layouts name their scroll axis,
  /// so the words mean what they mean everywhere in Mosaic: "along" the scroll axis, "across" it
  /// (the line axis).
  @inlinable
  public init(
    axis: Axis, along: Double, across: Double, alongExtent: Double, acrossExtent: Double
  ) {
    if axis == .horizontal {
      self.init(x: along, y: across, width: alongExtent, height: acrossExtent)
    } else {
      self.init(x: across, y: along, width: acrossExtent, height: alongExtent)
    }
  }
}
