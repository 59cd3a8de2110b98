import MosaicCore

/// The paging state of a carousel, as a value with no timers: the current page, auto-advance,
/// dragging, snapping and recentring, advanced by the caller's events and clock.
///
/// The controller owns the content offset along the scroll axis (``offset``); after every call
/// the caller sets its scroll view's offset to it (animating for ``next()``, ``previous()``,
/// ``scroll(toPage:)`` and the snap after ``endDrag(velocity:proposedContentOffset:)``).
///
/// - It starts at page 0 of the middle copy (virtual item ``CarouselGeometry/middleCopyStart``),
///   so the user can scroll backwards from the first page (SPEasyCollectionView starts at 0 and
///   cannot).
/// - When the current item comes within one copy of either end of the virtual range, it
///   recentres: the same page in the middle copy, the offset shifted by whole copies and keeping
///   any fraction of a page, so nothing visible changes (FSPagerView relies on 32k items and
///   never recentres while scrolling; SDCycleScrollView's users hit the hard end:
///   docs/reference-facts.md, "Carousels that never recentre").
/// - The page is computed from the pitch (item extent + spacing), never the item extent alone.
/// - Empty data: no page (`nil`), every call is a no-op. One item: page 0, nothing wraps or
///   advances. No call divides by zero, whatever the pitch.
public struct CarouselController: Hashable, Sendable {
  /// The geometry of the carousel being driven.
  public let geometry: CarouselGeometry
  /// The content offset along the scroll axis (x for a horizontal carousel).
  public internal(set) var offset: Double
  /// The virtual item the controller is at: the one resting nearest to ``offset`` (while a drag
  /// is in progress, the nearest so far); `nil` when there is no data.
  public internal(set) var currentVirtualIndex: Int?
  /// True between ``beginDrag()`` and ``endDrag(velocity:proposedContentOffset:)``.
  public internal(set) var isDragging = false
  /// Seconds between automatic advances; 0 (or anything not finite and positive) turns
  /// auto-advance off.
  public var autoAdvanceInterval: Double
  /// Seconds accumulated towards the next automatic advance. Reset when a drag ends (the timer
  /// restarts after release, as SPEasyCollectionView recreates its NSTimer).
  public internal(set) var elapsed: Double = 0

  /// A controller for `layout` at page 0 of the middle copy.
  /// - Complexity: O(1).
  public init(layout: CarouselLayout, autoAdvanceInterval: Double = 0) {
    self.init(geometry: layout.geometry, autoAdvanceInterval: autoAdvanceInterval)
  }

  /// A controller for a carousel of `geometry` at page 0 of the middle copy.
  /// - Complexity: O(1).
  public init(geometry: CarouselGeometry, autoAdvanceInterval: Double = 0) {
    self.geometry = geometry
    self.autoAdvanceInterval = autoAdvanceInterval
    let start = geometry.count > 0 ? geometry.middleCopyStart : 0
    self.currentVirtualIndex = geometry.count > 0 ? start : nil
    self.offset = geometry.restingOffset(ofVirtualItem: start)
  }

  /// The page: the data item of ``currentVirtualIndex``; `nil` when there is no data.
  /// - Complexity: O(1).
  public var currentPage: Int? {
    currentVirtualIndex.map { geometry.dataIndex(ofVirtualItem: $0) }
  }

  /// The number of pages (data items).
  /// - Complexity: O(1).
  public var pageCount: Int { geometry.count }

  /// The content offset as a point: ``offset`` along the scroll axis, 0 across it.
  /// - Complexity: O(1).
  public var contentOffset: Point {
    geometry.scrollDirection == .horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset)
  }
}
