/// The direction lines are read in, UIKit's `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Left to right: Mosaic's layouts as they compute their frames.
  case leftToRight
  /// Right to left: a layout that flips (``LayoutStrategy/flipsHorizontallyInOppositeLayoutDirection``)
  /// is mirrored across its content's width (``MirroredLayout``).
  case rightToLeft

  /// Decodes `"leftToRight"` or `"rightToLeft"`; anything else is an error listing both.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeCase(LayoutDirection.self)
  }
}
