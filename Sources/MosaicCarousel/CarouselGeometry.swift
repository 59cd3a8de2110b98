import MosaicCore

/// The numbers a prepared carousel is computed from: everything about item `i` of the virtual
/// range follows from these in O(1), so nothing is stored per item, let alone per virtual item.
///
/// Along the scroll axis, virtual item `i` starts at `leading + i·pitch` (rounded
/// to the pixel grid when there is a scale) and is ``itemExtent`` long. Across it, every item is
/// centred in ``dimension``. The resting content offset of item `i` — the offset at which
/// it sits where item 0 sits at rest, centred when ``CarouselOptions/centersItems`` is set — is
/// `i·pitch − insetLeading`.
public struct CarouselGeometry: Hashable, Sendable {
  /// The direction the carousel scrolls in.
  public let scrollDirection: ScrollDirection
  /// The number of data items.
  public let count: Int
  /// The number of copies of the data actually laid out: the configured multiplier when the
  /// carousel wraps and has at least two items, else 1.
  public let multiplier: Int
  /// `count × multiplier`: the number of virtual items (cells) of the layout.
  public let virtualCount: Int
  /// Every item's extent along the scroll axis.
  public let itemExtent: Double
  /// The gap between consecutive items along the scroll axis.
  public let itemSpacing: Double
  /// `itemExtent + itemSpacing`: the distance from one item to the next (and one page of
  /// scrolling). Not the item extent alone, which drifts when there is spacing (SPEasy's bug).
  public let pitch: Double
  /// Where virtual item 0 starts along the scroll axis: `max(0, (V − itemExtent)/2)` when
  /// centring, else 0. An item longer than the visible extent cannot be centred with its
  /// neighbours peeking: it starts at the content's leading edge, as when not centring, because
  /// a frame before the content's origin could never be scrolled to.
  public let leading: Double
  /// The extent across the scroll axis the items are centred in: the viewport less its content
  /// insets on that axis, never negative.
  public let dimension: Double
  /// `V`: the visible extent along the scroll axis, the viewport less its content insets on that
  /// axis, never negative.
  public let visibleExtent: Double
  /// The content's extent along the scroll axis,
  /// `2·leading + N·itemExtent + (N − 1)·itemSpacing` (FSPagerView); 0 when there are no items.
  public let contentExtent: Double
  /// The content inset at the start of the scroll axis (left or top): offsets are shifted by it,
  /// as UIKit's rest offset is `−contentInset.left`.
  public let insetLeading: Double
  /// Screen scale for rounding origins; `nil` leaves them exact.
  public let scale: Double?

  /// Computes the geometry; `count`, the extents and the spacing must be finite and not negative
  /// (``Carousel/prepare(_:)`` checks them).
  init(
    scrollDirection: ScrollDirection, count: Int, multiplier: Int, itemExtent: Double,
    itemSpacing: Double, centersItems: Bool, viewport: Viewport
  ) {
    let scrollAxis = scrollDirection.scrollAxis
    let inset = viewport.contentInset
    self.scrollDirection = scrollDirection
    self.count = count
    self.multiplier = count > 1 ? multiplier : 1
    self.virtualCount = count * self.multiplier
    self.itemExtent = itemExtent
    self.itemSpacing = itemSpacing
    self.pitch = itemExtent + itemSpacing
    let visible = max(
      0,
      viewport.size.value(along: scrollAxis) - inset.leading(along: scrollAxis)
        - inset.trailing(along: scrollAxis))
    self.visibleExtent = visible
    self.dimension = max(0, viewport.layoutDimension(for: scrollDirection))
    // Never negative: the content, which starts at 0, must hold item 0.
    self.leading = centersItems ? max(0, (visible - itemExtent) / 2) : 0
    self.contentExtent =
      virtualCount == 0
      ? 0 : max(0, 2 * leading + Double(virtualCount) * pitch - itemSpacing)
    self.insetLeading = inset.leading(along: scrollAxis)
    self.scale = viewport.scale
  }

  /// The content size: ``contentExtent`` along the scroll axis, ``dimension`` across.
  /// - Complexity: O(1).
  public var contentSize: Size {
    Size(axis: scrollDirection.scrollAxis, along: contentExtent, across: dimension)
  }
}
