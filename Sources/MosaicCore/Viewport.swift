/// The scroll view a layout is shown in: its size, content inset, scroll position, screen scale,
/// reading direction, safe area and layout margins.
public struct Viewport: Hashable, Sendable {
  /// The visible size (UIKit's `bounds.size`).
  public var size: Size
  /// Space around the content, UIKit's `contentInset`.
  public var contentInset: EdgeInsets
  /// The scroll position: the content point at the viewport's top-left corner.
  public var contentOffset: Point
  /// Screen scale for pixel rounding (2 on a 2× screen); `nil` means no rounding at all.
  public var scale: Double?
  /// The reading direction: right to left mirrors a layout that flips (``MirroredLayout``).
  /// Default left to right.
  public var layoutDirection: LayoutDirection
  /// The safe area, as UIKit's `safeAreaInsets`: distances inward from the viewport's edges (not
  /// from the content inset). Only a layout whose ``SectionInsetReference`` is
  /// ``SectionInsetReference/fromSafeArea`` reads it. Default zero.
  public var safeAreaInsets: EdgeInsets
  /// The layout margins, as UIKit's `layoutMargins`: distances inward from the viewport's edges.
  /// Only a layout whose ``SectionInsetReference`` is ``SectionInsetReference/fromLayoutMargins``
  /// reads them. Default zero.
  public var layoutMargins: EdgeInsets
  /// How far each section that scrolls across the scroll axis (a compositional layout's
  /// orthogonal section) is scrolled, by section index: its cells move back by the offset across
  /// the scroll axis. Absent sections are at 0; layouts without such sections ignore it. Read at
  /// query time, so scrolling a section sideways never needs a prepare.
  public var orthogonalOffsets: [Int: Double] = [:]

  /// Creates a viewport.
  @inlinable
  public init(
    size: Size, contentInset: EdgeInsets = .zero, contentOffset: Point = .zero,
    scale: Double? = nil,
    layoutDirection: LayoutDirection = .leftToRight,
    safeAreaInsets: EdgeInsets = .zero,
    layoutMargins: EdgeInsets = .zero
  ) {
    self.size = size
    self.contentInset = contentInset
    self.contentOffset = contentOffset
    self.scale = scale
    self.layoutDirection = layoutDirection
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
  }

  /// Creates a viewport of `width` × `height` at offset zero.
  @inlinable
  public init(width: Double, height: Double) {
    self.init(size: Size(width: width, height: height))
  }

  /// The visible part of the content: the viewport's bounds at `contentOffset`, less `contentInset`.
  /// Pinned headers and footers stay inside it.
  @inlinable
  public var visibleRect: Rect {
    Rect(
      x: contentOffset.x + contentInset.left, y: contentOffset.y + contentInset.top,
      width: size.width - contentInset.left - contentInset.right,
      height: size.height - contentInset.top - contentInset.bottom)
  }

  /// The viewport's bounds in content coordinates (what a rect query for "on screen" asks).
  @inlinable
  public var bounds: Rect {
    Rect(origin: contentOffset, size: size)
  }

  /// The space the layout has across its lines: width less the horizontal content insets for
  /// vertical scrolling, height less the vertical ones for horizontal scrolling.
  @inlinable
  public func layoutDimension(for direction: ScrollDirection) -> Double {
    switch direction {
    case .vertical: size.width - contentInset.left - contentInset.right
    case .horizontal: size.height - contentInset.top - contentInset.bottom
    }
  }

  /// The same viewport scrolled to `offset`.
  @inlinable
  public func scrolled(to offset: Point) -> Viewport {
    var copy = self
    copy.contentOffset = offset
    return copy
  }
}
