import MosaicCore

/// The options of a ``Carousel``: a paging strip of items that wraps around by repeating the data
/// (SPEasyCollectionView's and SDCycleScrollView's ×500 trick), with FSPagerView's centring.
public struct CarouselOptions: LayoutOptions {
  /// The direction the carousel scrolls in. Default `.horizontal`.
  public var scrollDirection: ScrollDirection
  /// The size of every item whose data gives none; `nil` (the default) fills the viewport less
  /// its content insets, as FSPagerView's `itemSize = .zero` does (a full-page banner).
  public var itemSize: Size?
  /// The gap between two consecutive items along the scroll axis (FSPagerView's
  /// `interitemSpacing`; a horizontal UICollectionViewFlowLayout's `minimumLineSpacing`). The
  /// pitch from one item to the next is the item's extent plus this. Default 0.
  public var itemSpacing: Double
  /// How many times the data is repeated when wrapping. Default 500. It has no effect on memory
  /// or on the cost of any query: frames are computed, never stored. Ignored (1) when ``wraps``
  /// is false or there are fewer than two items.
  public var multiplier: Int
  /// Whether the carousel wraps around (repeats the data ``multiplier`` times). Default true.
  public var wraps: Bool
  /// Whether the first item starts centred in the viewport with its neighbours peeking
  /// (FSPagerView: `leading = (V − itemExtent)/2`, with the same space after the last item).
  /// When false, or when an item is longer than the viewport (FSPagerView would start it before
  /// the content), the first item starts at the content's leading edge. Default true.
  public var centersItems: Bool
  /// Seconds between automatic advances to the next page, for a ``CarouselController`` made from
  /// these options (SPEasyCollectionView's `timerInterval`, FSPagerView's
  /// `automaticSlidingInterval`). Default 0: no auto-advance.
  public var autoAdvanceInterval: Double

  /// The largest ``multiplier`` accepted.
  /// - Complexity: O(1).
  public static let maximumMultiplier = 1_000_000

  /// Options with every field at its default.
  /// - Complexity: O(1).
  public init() {
    self.init(scrollDirection: .horizontal)
  }

  /// Options with the given fields; the rest at their defaults.
  /// - Complexity: O(1).
  public init(
    scrollDirection: ScrollDirection = .horizontal, itemSize: Size? = nil, itemSpacing: Double = 0,
    multiplier: Int = 500, wraps: Bool = true, centersItems: Bool = true,
    autoAdvanceInterval: Double = 0
  ) {
    self.scrollDirection = scrollDirection
    self.itemSize = itemSize
    self.itemSpacing = itemSpacing
    self.multiplier = multiplier
    self.wraps = wraps
    self.centersItems = centersItems
    self.autoAdvanceInterval = autoAdvanceInterval
  }
}
