/// One of the two layout axes.
public enum Axis: String, Hashable, Sendable, Codable, CaseIterable {
  /// The x axis.
  case horizontal
  /// The y axis.
  case vertical

  /// The other axis.
  @inlinable
  public var other: Axis { self == .horizontal ? .vertical : .horizontal }

  /// Decodes `"horizontal"` or `"vertical"`; anything else is an error listing both.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeCase(Axis.self)
  }
}

/// The direction content scrolls in, UIKit's `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Content scrolls up and down; items flow left to right in lines.
  case vertical
  /// Content scrolls left and right; items flow top to bottom in columns.
  case horizontal

  /// The axis the content scrolls along. Positions and extents on it are "along" (the words
  /// flow, waterfall and shelf use).
  @inlinable
  public var scrollAxis: Axis { self == .vertical ? .vertical : .horizontal }

  /// The axis items flow along inside one line. Positions and extents on it are "across" (the
  /// lines), as flow, waterfall and shelf say.
  @inlinable
  public var lineAxis: Axis { self == .vertical ? .horizontal : .vertical }

  /// Decodes `"vertical"` or `"horizontal"`; anything else is an error listing both.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeCase(ScrollDirection.self)
  }
}
