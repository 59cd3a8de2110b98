/// Everything a view needs to place one element, UIKit's `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Hashable, Sendable {
  /// Which element these attributes describe.
  public var id: ElementID
  /// The frame in content coordinates, before `transform`.
  public var frame: Rect
  /// Drawing order: higher is on top. Cells 0, headers and footers 10, decorations −1 by default.
  public var zIndex: Int
  /// Opacity in 0...1.
  public var alpha: Double
  /// A transform applied about the frame's centre.
  public var transform: Transform
  /// True when the element is laid out but not drawn (UIKit's placeholder during a drag).
  public var isHidden: Bool

  /// Creates attributes; alpha 1, identity transform and visible unless said otherwise.
  @inlinable
  public init(
    id: ElementID, frame: Rect, zIndex: Int = 0, alpha: Double = 1,
    transform: Transform = .identity, isHidden: Bool = false
  ) {
    self.id = id
    self.frame = frame
    self.zIndex = zIndex
    self.alpha = alpha
    self.transform = transform
    self.isHidden = isHidden
  }

  /// The default zIndex of cells.
  public static let cellZIndex = 0
  /// The default zIndex of headers and footers (UIKit, iOS 9 and later).
  public static let supplementaryZIndex = 10
  /// The default zIndex of decorations: below the cells.
  public static let decorationZIndex = -1
}
