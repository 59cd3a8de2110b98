/// What a section inset is measured from, UIKit's `UICollectionViewFlowLayout.SectionInsetReference`:
/// the content inset (UIKit's default), the safe area or the layout margins. Flow and waterfall
/// take it layout-wide, as UIKit's flow layout does.
///
/// Content already sits inside the viewport's `contentInset`, and the safe area and the margins
/// are measured from the viewport's edges (as UIKit reports them), so a reference adds, on each
/// side across the lines (left and right when scrolling vertically, top and bottom when
/// horizontally), `max(0, reference − contentInset)` to the section inset of the items. Nothing
/// is added along the scroll axis: there the content inset is what keeps content clear of unsafe
/// regions. Headers and footers ignore section insets, so they keep their full extent.
public enum SectionInsetReference: String, Hashable, Sendable, Codable, CaseIterable {
  /// Section insets are measured from the content inset alone: nothing is added. The default.
  case fromContentInset
  /// Section insets are measured from the viewport's safe area (``Viewport/safeAreaInsets``).
  case fromSafeArea
  /// Section insets are measured from the viewport's layout margins (``Viewport/layoutMargins``).
  case fromLayoutMargins

  /// Decodes one of the three names; anything else is an error listing them.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeCase(SectionInsetReference.self)
  }

  /// What this reference adds to every section inset of a layout scrolling in `direction` shown in
  /// `viewport`: on each side across the lines, how far the reference's inset reaches past the
  /// content inset; zero along the scroll axis, and zero everywhere for ``fromContentInset``.
  /// - Complexity: O(1).
  @inlinable
  public func addedInset(in viewport: Viewport, scrollDirection direction: ScrollDirection)
    -> EdgeInsets
  {
    let reference: EdgeInsets
    switch self {
    case .fromContentInset: return .zero
    case .fromSafeArea: reference = viewport.safeAreaInsets
    case .fromLayoutMargins: reference = viewport.layoutMargins
    }
    let content = viewport.contentInset
    switch direction {
    case .vertical:
      return EdgeInsets(
        left: max(0, reference.left - content.left), right: max(0, reference.right - content.right))
    case .horizontal:
      return EdgeInsets(
        top: max(0, reference.top - content.top), bottom: max(0, reference.bottom - content.bottom))
    }
  }
}
