/// Where a scroll may come to rest along the scroll axis: what
/// ``MosaicCore/PreparedLayout/targetContentOffset(forProposedContentOffset:withScrollingVelocity:viewport:snapping:)``
/// snaps a proposed offset to.
public enum ScrollSnapping: String, Hashable, Sendable, CaseIterable {
  /// Anywhere: the proposed offset, clamped to the content.
  case none
  /// Whole pages, UIKit's `isPagingEnabled`: multiples of the viewport's size along the scroll
  /// axis, at most one page from the page the scroll started on.
  case paging
  /// An item's leading edge at the visible rect's leading edge (just inside the content inset).
  case items
  /// A line's leading edge there: a line is a run of cells that overlap along the scroll axis (a
  /// flow line; in a waterfall whose columns stagger, a whole section).
  case lines
}
