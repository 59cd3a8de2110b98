import MosaicCore

/// An infinite carousel (a banner or pager): one section of items in a single strip along the
/// scroll axis, repeated ``CarouselOptions/multiplier`` times so that it wraps around
/// (SPEasyCollectionView's and SDCycleScrollView's trick), with FSPagerView's geometry:
/// `leading = max(0, (V − itemExtent)/2)`, virtual item `i` at `leading + i·pitch`,
/// `pitch = itemExtent + itemSpacing`, items centred across the scroll axis, content
/// `2·leading + N·itemExtent + (N − 1)·itemSpacing` long.
///
/// It is analytic: ``prepare(_:)`` stores a handful of numbers and every frame is computed on
/// demand (see ``CarouselLayout``), so ×500 costs what ×1 costs. Drive paging, snapping,
/// auto-advance and recentring with a ``CarouselController``.
///
/// ```swift
/// let carousel = Carousel(options: CarouselOptions(itemSize: Size(width: 300, height: 180)))
/// let layout = try carousel.prepare(
///   LayoutInput(sections: [SectionData(itemCount: 5)], viewport: Viewport(width: 390, height: 200)))
/// layout.virtualCount                         // 2500
/// var controller = CarouselController(layout: layout)
/// controller.currentVirtualIndex              // 1250: the middle copy, page 0
/// ```
public struct Carousel: LayoutStrategy, Hashable {
  /// `"carousel"`: how configuration documents select this strategy.
  /// - Complexity: O(1).
  public static let name = "carousel"

  /// One line for `mosaic list`.
  /// - Complexity: O(1).
  public static let summary =
    "infinite carousel: one section repeated ×500 (computed, not stored), centred paging"

  /// The options.
  public var options: CarouselOptions

  /// Creates a carousel. It has no per-section options (a document's
  /// `data.sections[0].options` is refused).
  /// - Complexity: O(1).
  public init(options: CarouselOptions, sectionOptions: [Int: NoSectionOptions]) {
    self.options = options
  }

  /// Prepares the carousel: validates the input and options and computes the geometry.
  /// - Throws: ``/MosaicCore/LayoutError`` naming the field when the input fails
  ///   ``/MosaicCore/LayoutInput/validate()``, there is more than one section (`data.sections`),
  ///   the section has a header or footer, per-item sizes differ along the scroll axis
  ///   (`data.sections[0].itemSizes[i].width` for a horizontal carousel: one pitch is required), or
  ///   options set in code are invalid.
  /// - Complexity: O(1), or O(items) to check per-item sizes; never O(multiplier). Allocates
  ///   nothing: per-item sizes are shared with the input.
  public func prepare(_ input: LayoutInput) throws(LayoutError) -> CarouselLayout {
    try input.validate()
    try validateOptions()
    let section = try Self.singleSection(of: input)
    let direction = options.scrollDirection
    let count = section?.itemCount ?? 0
    // Validation bounds both factors; checked all the same, a wrapped count would be a trap.
    guard !count.multipliedReportingOverflow(by: options.multiplier).overflow else {
      throw LayoutError(
        path: "data.sections[0].items",
        message: "\(count) items × \(options.multiplier) copies overflow the virtual item count")
    }
    let sizing = try itemSizing(of: section, viewport: input.viewport)
    let geometry = CarouselGeometry(
      scrollDirection: direction, count: count, multiplier: options.wraps ? options.multiplier : 1,
      itemExtent: sizing.scrollExtent, itemSpacing: options.itemSpacing,
      centersItems: options.centersItems, viewport: input.viewport)
    try LayoutError.checkContentLength(geometry.contentExtent)
    return CarouselLayout(
      geometry: geometry, viewport: input.viewport, sectionCount: input.sections.count,
      uniformCrossExtent: sizing.uniformCrossExtent, itemSizes: sizing.perItem)
  }
}
