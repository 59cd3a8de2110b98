import MosaicCore

extension CarouselController {
  /// The velocity (points per millisecond, UIKit's unit in `scrollViewWillEndDragging`) at and
  /// beyond which a release snaps onward in the direction of the fling (FSPagerView's 0.3).
  /// - Complexity: O(1).
  public static let flingVelocity = 0.3

  /// The user touched down and started dragging: auto-advance pauses until the drag ends.
  /// - Complexity: O(1).
  public mutating func beginDrag() {
    isDragging = true
  }

  /// The user's finger moved the content so that the content offset along the scroll axis
  /// changes by `delta` points (positive towards later items): the opposite of the finger's
  /// translation in the viewport, so a finger moving 40 points left over a horizontal carousel is
  /// `drag(contentOffsetBy: 40)`, as a scroll view's offset moves. The offset stays within the resting offsets of the first and last
  /// virtual items; the current item follows the nearest one; recentres when near an end. A
  /// non-finite `delta` is ignored.
  /// - Complexity: O(1).
  public mutating func drag(contentOffsetBy delta: Double) {
    guard geometry.count > 0, delta.isFinite else { return }
    let lowest = geometry.restingOffset(ofVirtualItem: 0)
    let highest = geometry.restingOffset(ofVirtualItem: geometry.virtualCount - 1)
    offset = min(max(offset + delta, lowest), highest)
    if geometry.pitch > 0 { currentVirtualIndex = geometry.nearestVirtualItem(toOffset: offset) }
    recentreIfNeeded()
  }

  /// The user lifted the finger: snaps to a page (see
  /// ``snappedVirtualItem(proposedContentOffset:velocity:)``), with `proposedContentOffset` the offset the
  /// scroll view proposes to decelerate to, or the current offset when `nil`. Auto-advance
  /// resumes with a fresh interval. Returns the new page; `nil` when there is no data.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func endDrag(velocity: Double, proposedContentOffset: Double? = nil) -> Int? {
    isDragging = false
    elapsed = 0
    guard
      let target = snappedVirtualItem(
        proposedContentOffset: proposedContentOffset ?? offset, velocity: velocity)
    else { return nil }
    settle(at: target)
    return currentPage
  }

  /// The virtual item a release at `proposedContentOffset` with `velocity` snaps to (FSPagerView's
  /// `targetContentOffset`). With `p` the fractional index at the proposed offset (from the
  /// pitch): `velocity >= 0.3` → `ceil(p)`, the next item in the fling's direction;
  /// `velocity <= −0.3` → `floor(p)`, the previous; otherwise `round(p)`, the nearest. Clamped
  /// into the virtual range. A proposal exactly on a resting offset stays there whatever the
  /// velocity. With a pitch of 0, the current item. `nil` when there is no data.
  /// - Complexity: O(1).
  public func snappedVirtualItem(proposedContentOffset: Double, velocity: Double) -> Int? {
    guard let current = currentVirtualIndex else { return nil }
    guard let position = geometry.position(atOffset: proposedContentOffset) else { return current }
    let rounded: Double
    if velocity >= Self.flingVelocity {
      rounded = position.rounded(.up)
    } else if velocity <= -Self.flingVelocity {
      rounded = position.rounded(.down)
    } else {
      rounded = position.rounded()
    }
    return geometry.clampedVirtualItem(rounded)
  }

  /// The content offset a release at `proposedContentOffset` with `velocity` snaps to: the resting
  /// offset of ``snappedVirtualItem(proposedContentOffset:velocity:)``; `proposedContentOffset` itself when
  /// there is no data.
  /// - Complexity: O(1).
  public func snappedOffset(proposedContentOffset: Double, velocity: Double) -> Double {
    guard
      let item = snappedVirtualItem(
        proposedContentOffset: proposedContentOffset, velocity: velocity)
    else {
      return proposedContentOffset
    }
    return geometry.restingOffset(ofVirtualItem: item)
  }
}
