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

  /// The user's finger moved the content by `delta` points along the scroll axis (positive
  /// towards later items). The offset stays within the resting offsets of the first and last
  /// virtual items; the current item follows the nearest one; recentres when near an end. A
  /// non-finite `delta` is ignored.
  /// - Complexity: O(1).
  public mutating func drag(by delta: Double) {
    guard geometry.count > 0, delta.isFinite else { return }
    let lowest = geometry.restingOffset(ofVirtualItem: 0)
    let highest = geometry.restingOffset(ofVirtualItem: geometry.virtualCount - 1)
    offset = min(max(offset + delta, lowest), highest)
    if geometry.pitch > 0 { currentVirtualIndex = geometry.nearestVirtualItem(toOffset: offset) }
    recentreIfNeeded()
  }

  /// The user lifted the finger: snaps to a page (see
  /// ``snappedVirtualItem(proposedOffset:velocity:)``), with `proposedOffset` the offset the
  /// scroll view proposes to decelerate to, or the current offset when `nil`. Auto-advance
  /// resumes with a fresh interval. Returns the new page; `nil` when there is no data.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func endDrag(velocity: Double, proposedOffset: Double? = nil) -> Int? {
    isDragging = false
    elapsed = 0
    guard
      let target = snappedVirtualItem(proposedOffset: proposedOffset ?? offset, velocity: velocity)
    else { return nil }
    settle(at: target)
    return currentPage
  }

  /// The virtual item a release at `proposedOffset` with `velocity` snaps to (FSPagerView's
  /// `targetContentOffset`). With `p` the fractional index at the proposed offset (from the
  /// pitch): `velocity >= 0.3` → `ceil(p)`, the next item in the fling's direction;
  /// `velocity <= −0.3` → `floor(p)`, the previous; otherwise `round(p)`, the nearest. Clamped
  /// into the virtual range. A proposal exactly on a resting offset stays there whatever the
  /// velocity. With a pitch of 0, the current item. `nil` when there is no data.
  /// - Complexity: O(1).
  public func snappedVirtualItem(proposedOffset: Double, velocity: Double) -> Int? {
    guard let current = currentVirtualIndex else { return nil }
    guard let position = geometry.position(atOffset: proposedOffset) else { return current }
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

  /// The content offset a release at `proposedOffset` with `velocity` snaps to: the resting
  /// offset of ``snappedVirtualItem(proposedOffset:velocity:)``; `proposedOffset` itself when
  /// there is no data.
  /// - Complexity: O(1).
  public func snappedOffset(proposedOffset: Double, velocity: Double) -> Double {
    guard let item = snappedVirtualItem(proposedOffset: proposedOffset, velocity: velocity) else {
      return proposedOffset
    }
    return geometry.restingOffset(ofVirtualItem: item)
  }
}
