import MosaicCore

/// An item's or a group's size, as `NSCollectionLayoutSize`: a width and a height dimension.
public struct LayoutSize: Hashable, Sendable, Codable {
  /// The width.
  public var width: LayoutDimension
  /// The height.
  public var height: LayoutDimension

  /// A size of `widthDimension` by `heightDimension`, named as UIKit names them.
  public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
    width = widthDimension
    height = heightDimension
  }

  /// The dimension along `axis`.
  func dimension(along axis: Axis) -> LayoutDimension { axis == .horizontal ? width : height }

  enum CodingKeys: String, CodingKey, CaseIterable { case width, height }

  /// Decodes `{"width": dimension, "height": dimension}`, both required.
  /// - Complexity: O(1).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    width = try container.decode(LayoutDimension.self, forKey: .width)
    height = try container.decode(LayoutDimension.self, forKey: .height)
  }
}
