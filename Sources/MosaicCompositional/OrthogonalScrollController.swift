import MosaicCore

/// Drags one band section of a ``CompositionalLayout`` sideways and lets it come to rest as its
/// ``OrthogonalScrollingBehavior`` says, as UIKit's orthogonal scroll views do: the offset it
/// keeps is what the viewport's ``/MosaicCore/Viewport/orthogonalOffsets`` gives the section
/// (``applied(to:)``), so scrolling lays nothing out.
///
/// - ``OrthogonalScrollingBehavior/paging``, ``OrthogonalScrollingBehavior/groupPaging`` and
///   ``OrthogonalScrollingBehavior/groupPagingCentered`` page: a release at or beyond
///   ``flingVelocity`` moves one resting offset on from where the drag began in the fling's
///   direction, a slower one to the resting offset nearest the current offset;
/// - ``OrthogonalScrollingBehavior/continuousGroupLeadingBoundary`` decelerates to the proposed
///   offset and rests at the group boundary nearest it;
/// - ``OrthogonalScrollingBehavior/continuous`` rests where it is proposed.
///
/// Every offset stays within `0...maximumOffset` (``BandGeometry``). A band over its data
/// repeated (an infinite carousel: the section's items are the data × 500) wraps with
/// ``init(layout:section:groupsPerCopy:copies:)``.
///
/// ```swift
/// var band = try #require(OrthogonalScrollController(layout: layout, section: 0))
/// band.beginDrag()
/// band.drag(offsetBy: 140)
/// band.endDrag(velocity: 0.5)
/// let viewport = band.applied(to: layout.preparedViewport)
/// ```
public struct OrthogonalScrollController: Hashable, Sendable {
  /// The velocity (points per millisecond) at and beyond which a release pages on: the
  /// carousel's.
  public static let flingVelocity = 0.3

  /// The band's geometry.
  public let geometry: BandGeometry
  /// The band's offset across the scroll axis.
  public internal(set) var offset: Double
  /// True between ``beginDrag()`` and ``endDrag(velocity:proposedOffset:)``.
  public internal(set) var isDragging = false
  /// The offset the current drag began at.
  public internal(set) var dragStart: Double
  /// For a band over a data set repeated (an infinite carousel), the length one copy spans
  /// across: what it recentres by (``recentreIfNeeded()``); `nil` for a band that does not wrap.
  public internal(set) var period: Double?

  /// A controller of band section `section` of `layout`, at the offset `viewport` gives it
  /// (default: the layout's prepared viewport), clamped; `nil` when the section is not a band.
  /// - Complexity: ``CompositionalLayout/bandGeometry(ofSection:)``'s.
  public init?(layout: CompositionalLayout, section: Int, viewport: Viewport? = nil) {
    guard let geometry = layout.bandGeometry(ofSection: section) else { return nil }
    self.geometry = geometry
    let start = (viewport ?? layout.preparedViewport).orthogonalOffsets[section] ?? 0
    offset = Swift.min(Swift.max(0, start.isFinite ? start : 0), geometry.maximumOffset)
    dragStart = offset
  }

  /// The section the controller scrolls.
  public var section: Int { geometry.section }

  /// `viewport` with this band's offset in its ``/MosaicCore/Viewport/orthogonalOffsets``.
  public func applied(to viewport: Viewport) -> Viewport {
    var moved = viewport
    moved.orthogonalOffsets[section] = offset
    return moved
  }

  /// The user touched the band and started dragging it.
  public mutating func beginDrag() {
    isDragging = true
    dragStart = offset
  }

  /// The finger moved the band so that its offset changes by `delta` (positive towards later
  /// groups: a finger moving left), clamped into `0...maximumOffset`. A non-finite `delta` is
  /// ignored.
  public mutating func drag(offsetBy delta: Double) {
    guard delta.isFinite else { return }
    offset = Swift.min(Swift.max(0, offset + delta), geometry.maximumOffset)
    recentreIfNeeded()
  }

  /// The finger lifted with `velocity` (points per millisecond, positive towards later groups):
  /// the band comes to rest at ``restingOffset(proposedOffset:velocity:)``, which it returns.
  @discardableResult
  public mutating func endDrag(velocity: Double, proposedOffset: Double? = nil) -> Double {
    isDragging = false
    offset = restingOffset(proposedOffset: proposedOffset ?? offset, velocity: velocity)
    dragStart = offset
    recentreIfNeeded()
    return offset
  }

  /// Where a release at `velocity`, proposing to decelerate to `proposedOffset`, comes to rest
  /// (see the type's rules); a non-finite proposal or velocity counts as the current offset and
  /// 0.
  /// - Complexity: O(resting offsets).
  public func restingOffset(proposedOffset: Double, velocity: Double) -> Double {
    let proposed = Swift.min(
      Swift.max(0, proposedOffset.isFinite ? proposedOffset : offset), geometry.maximumOffset)
    let velocity = velocity.isFinite ? velocity : 0
    let stops = geometry.restingOffsets
    switch geometry.behavior {
    case .none, .continuous:
      return proposed
    case .continuousGroupLeadingBoundary:
      return Self.nearest(to: proposed, in: stops)
    case .paging, .groupPaging, .groupPagingCentered:
      guard !stops.isEmpty else { return proposed }
      let from = Self.nearestIndex(to: dragStart, in: stops)
      if velocity >= Self.flingVelocity { return stops[Swift.min(from + 1, stops.count - 1)] }
      if velocity <= -Self.flingVelocity { return stops[Swift.max(from - 1, 0)] }
      return Self.nearest(to: offset, in: stops)
    }
  }

  /// The index of the stop nearest `value` (ties to the lower).
  static func nearestIndex(to value: Double, in stops: [Double]) -> Int {
    var best = 0
    for index in stops.indices where abs(stops[index] - value) < abs(stops[best] - value) {
      best = index
    }
    return best
  }

  /// The stop nearest `value`, or `value` when there is none.
  static func nearest(to value: Double, in stops: [Double]) -> Double {
    stops.isEmpty ? value : stops[nearestIndex(to: value, in: stops)]
  }
}
