/// UIKit's pinning arithmetic, in closed form along the scroll axis
/// (`Sources/Mosaic/Mosaic.docc/StickyModifier.md`), shared by the sticky modifier and the
/// compositional strategy's pinned headers and footers.
/// Pure functions of the natural position, the section and the visible range, so a scroll only
/// re-evaluates them.
public enum Pinning {
  /// Where a pinned header starts: pushed down to the visible start, but never past the slot above
  /// its own footer, `min(max(natural, visibleStart), sectionEnd − footerExtent − headerExtent)`.
  ///
  /// While the content is pulled down past its top (overscroll) `visibleStart < natural`, so the
  /// header stays at its natural place.
  /// - Complexity: O(1).
  @inlinable
  public static func headerOrigin(
    natural: Double, headerExtent: Double, footerExtent: Double, sectionEnd: Double,
    visibleStart: Double
  ) -> Double {
    min(max(natural, visibleStart), sectionEnd - footerExtent - headerExtent)
  }

  /// Where a pinned footer starts: pulled up to the visible end, but never above the slot below its
  /// own header, `max(min(natural, visibleEnd − footerExtent), sectionStart + headerExtent)`.
  /// - Complexity: O(1).
  @inlinable
  public static func footerOrigin(
    natural: Double, headerExtent: Double, footerExtent: Double, sectionStart: Double,
    visibleEnd: Double
  ) -> Double {
    max(min(natural, visibleEnd - footerExtent), sectionStart + headerExtent)
  }

  /// The visible range along `axis`: the viewport's bounds at its content offset, less the
  /// content insets on that axis (UIKit's `bounds.inset(by: contentInset)`).
  /// - Complexity: O(1).
  @inlinable
  public static func visibleRange(of viewport: Viewport, along axis: Axis) -> (
    start: Double, end: Double
  ) {
    let offset = viewport.contentOffset.value(along: axis)
    return (
      offset + viewport.contentInset.leading(along: axis),
      offset + viewport.size.value(along: axis) - viewport.contentInset.trailing(along: axis)
    )
  }
}
