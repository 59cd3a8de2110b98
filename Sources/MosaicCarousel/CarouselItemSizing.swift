import MosaicCore

/// A carousel's item extents, as the data and options give them (see
/// `Carousel.itemSizing(of:viewport:)`).
struct CarouselItemSizing {
  /// Every item's extent along the scroll axis (the one pitch).
  var scrollExtent: Double
  /// Every item's extent across it, when they share one.
  var uniformCrossExtent: Double
  /// The data's per-item sizes, when their extents across differ; else empty.
  var perItem: [Size]
}
