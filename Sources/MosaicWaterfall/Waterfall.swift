import MosaicCore
import MosaicHitTest

/// CHTCollectionViewWaterfallLayout as pure computation: "masonry" columns of equal width, each
/// item scaled to the column width keeping its aspect ratio and placed in the column that ends
/// first.
///
/// The geometry is CHT's (see README, "Strategy `waterfall`"), per section:
/// - `itemWidth = (W − inset.left − inset.right − (columns − 1)·columnSpacing) / columns`, floored
///   to the pixel grid when the viewport has a scale; an item is `h·itemWidth/w` tall (0 when its
///   data size has a zero side), floored too;
/// - ``ItemRenderDirection/shortestFirst`` puts each item in the column that ends first, ties to
///   the lowest index; the other directions go round the columns in order;
/// - the header spans `W` less its own inset's sides, above the section inset; the footer starts
///   `sectionInset.bottom` below the tallest column (whose trailing interitem spacing is dropped;
///   an empty section drops nothing, unlike CHT);
/// - sections stack with no gap; the content is at least ``WaterfallOptions/minimumContentHeight``.
///
/// `W` is the viewport's layout dimension (its width less the horizontal content insets when
/// scrolling vertically). With `.horizontal` scrolling every rule turns with the axes.
///
/// ```swift
/// let waterfall = Waterfall(options: WaterfallOptions(columnCount: 3))
/// let layout = try waterfall.prepare(
///   LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: Viewport(width: 320, height: 480)))
/// ```
public struct Waterfall: LayoutStrategy, Hashable {
  /// `"waterfall"`: how configuration documents select this strategy.
  public static let name = "waterfall"

  /// One line for `mosaic list`.
  public static let summary =
    "CHTCollectionViewWaterfallLayout: masonry columns, each item in the shortest column"

  /// The layout-wide options.
  public var options: WaterfallOptions

  /// Per-section overrides, by section index; sections without an entry use ``options``.
  public var sectionOptions: [Int: WaterfallSectionOptions]

  /// Creates a waterfall layout; `sectionOptions[s]` overrides `options` for section `s`.
  /// - Complexity: O(1).
  public init(options: WaterfallOptions, sectionOptions: [Int: WaterfallSectionOptions]) {
    self.options = options
    self.sectionOptions = sectionOptions
  }

  /// Lays out every item, header and footer of `input`.
  ///
  /// One pass writes the frames into a store allocated once to its exact size; the columns' ends
  /// live in one small array allocated once and reused by every section. Nothing is allocated per
  /// item.
  /// - Throws: ``LayoutError`` naming the field when the input fails ``LayoutInput/validate()``,
  ///   an option set in code is negative, not finite, beyond ``LayoutInput/maximumLength`` or a
  ///   column count below 1, or the cells, headers and footers exceed
  ///   ``LayoutInput/maximumElementCount`` (checked before anything is allocated), or a section's
  ///   extent overflows (`data.sections[i]`: an item far taller than wide, scaled to the column).
  /// - Complexity: O(items + sections) for up to 8 columns, O(items · log columns) beyond; plus a
  ///   dictionary lookup per section when there are per-section options.
  public func prepare(_ input: LayoutInput) throws(LayoutError) -> IndexedLayout {
    try input.validate()
    try validateOptions(sectionCount: input.sections.count)

    let direction = options.scrollDirection
    let scrollAxis = direction.scrollAxis
    // Content insets wider than the viewport leave no room, not negative room.
    let dimension = max(0, input.viewport.layoutDimension(for: direction))

    // Headers, footers and column slots are counted first so that every array is allocated once.
    var supplementaryCount = 0
    var slotCapacity = 0
    for (section, data) in input.sections.enumerated() {
      let metrics = metrics(forSection: section)
      if metrics.headerExtent(data, along: scrollAxis) > 0 { supplementaryCount += 1 }
      if metrics.footerExtent(data, along: scrollAxis) > 0 { supplementaryCount += 1 }
      slotCapacity = max(slotCapacity, metrics.usedColumnCount(data))
    }

    try LayoutInput.checkElementBudget(
      adding: supplementaryCount, to: input.totalItemCount, at: "data.sections")

    var writer = WaterfallFrameWriter(
      builder: FrameStoreBuilder(
        sectionCount: input.sections.count, cellCapacity: input.totalItemCount,
        supplementaryCapacity: supplementaryCount),
      acrossAxis: direction.lineAxis, dimension: dimension, scale: input.viewport.scale)
    var columns = WaterfallColumns(capacity: slotCapacity)
    var cursor = 0.0
    for (section, data) in input.sections.enumerated() {
      cursor = layOutSection(
        data, metrics: metrics(forSection: section), top: cursor, columns: &columns,
        writer: &writer)
      // Lengths are bounded, but an item's aspect ratio is not: a height scaled by a tiny width
      // can overflow. The section at fault is named before any frame is handed out.
      guard cursor.isFinite else {
        throw LayoutError(
          path: "data.sections[\(section)]",
          message:
            "the content is too long to lay out: an item's height scaled to the column width overflows"
        )
      }
    }
    let length = max(cursor, options.minimumContentHeight)
    let contentSize =
      scrollAxis == .vertical
      ? Size(width: dimension, height: length) : Size(width: length, height: dimension)
    return IndexedLayout(
      store: writer.builder.build(contentSize: contentSize), scrollDirection: direction,
      viewport: input.viewport)
  }

  /// The options of `section`, its overrides applied.
  func metrics(forSection section: Int) -> WaterfallSectionMetrics {
    WaterfallSectionMetrics(
      options, overriddenBy: sectionOptions.isEmpty ? nil : sectionOptions[section])
  }
}
