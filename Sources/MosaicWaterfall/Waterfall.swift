import MosaicCore
import MosaicHitTest

/// CHTCollectionViewWaterfallLayout as pure computation: "masonry" columns of equal width, each
/// item scaled to the column width keeping its aspect ratio and placed in the column that ends
/// first.
///
/// The geometry is CHT's (see `Sources/Mosaic/Mosaic.docc/WaterfallStrategy.md`), per section:
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

  /// The most elements consecutive small sections gather on one page: ``pageElementLimit``, set
  /// lower by tests so that small inputs make many pages.
  var pageLimit = Self.pageElementLimit
  /// The most elements a section may have and share a page: ``sharedSectionLimit``, set by tests.
  var shareLimit = Self.sharedSectionLimit

  /// Creates a waterfall layout; `sectionOptions[s]` overrides `options` for section `s`.
  /// - Complexity: O(1).
  public init(options: WaterfallOptions, sectionOptions: [Int: WaterfallSectionOptions]) {
    self.options = options
    self.sectionOptions = sectionOptions
  }

  /// Lays out every item, header and footer of `input`, into a ``/MosaicHitTest/PagedLayout``:
  /// consecutive sections of at most `sharedSectionLimit` elements share a page up to
  /// `pageElementLimit` elements, a larger section has its own, and a section of more cells than
  /// `pageElementLimit` is cut into pages of consecutive items (so that an update lays it out
  /// again only from the page holding its first changed item on).
  ///
  /// Each page is written in one pass into a store allocated once to its exact size; the
  /// columns' ends live in one small array allocated once and reused by every section. Nothing is
  /// allocated per item. Every advance along the scroll axis is on ``/MosaicCore/AdvanceGrid``, so
  /// a page's frames placed at its origin are exactly the frames one store from 0 would hold; the
  /// pixel grid needs nothing more, since only extents (column widths, item extents) are floored to
  /// it, never positions.
  /// - Throws: ``/MosaicCore/LayoutError`` naming the field when the input fails
  ///   ``/MosaicCore/LayoutInput/validate()``, an option set in code is negative, not finite,
  ///   beyond ``/MosaicCore/LayoutInput/maximumLength`` or a column count below 1, or the cells,
  ///   headers and footers exceed the input's ``/MosaicCore/LayoutInput/elementBudget``
  ///   (checked before anything is allocated), or a section's extent overflows
  ///   (`data.sections[i]`: an item far taller than wide, scaled to the column).
  /// - Complexity: O(items + sections) for up to 8 columns, O(items · log columns) beyond; plus a
  ///   dictionary lookup per section when there are per-section options.
  public func prepare(_ input: LayoutInput) throws(LayoutError) -> PagedLayout {
    try input.validate()
    try validateOptions(sectionCount: input.sections.count)

    // Pages and their counts are planned first, so that every array is allocated once.
    var runs: [PageRun] = []
    var supplementaryCount = 0
    var slotCapacity = 0
    for section in input.sections.indices {
      let next = run(ofSection: section, in: input)
      supplementaryCount += next.supplementaries
      slotCapacity = max(slotCapacity, next.slots)
      if let last = runs.last, joins(last, next) {
        runs[runs.count - 1] = Self.joined(last, next)
      } else {
        runs.append(next)
      }
    }
    try input.checkElementBudget(
      adding: supplementaryCount, to: input.totalItemCount, at: "data.sections")

    var columns = WaterfallColumns(capacity: slotCapacity)
    var pages = PagedLayoutBuilder()
    var laidOut = LaidOutRuns()
    for run in runs {
      try layOutPages(run, of: input, columns: &columns, into: &pages, reusing: &laidOut)
    }
    return try layout(of: &pages, input: input)
  }

  /// The options of `section` in `viewport`, its overrides applied and its section inset
  /// measured from ``WaterfallOptions/sectionInsetReference``: the one place a section's insets
  /// are resolved, so prepare, update and every page see the same.
  func metrics(forSection section: Int, in viewport: Viewport) -> WaterfallSectionMetrics {
    WaterfallSectionMetrics(
      options, overriddenBy: sectionOptions.isEmpty ? nil : sectionOptions[section],
      referenceInset: options.sectionInsetReference.addedInset(
        in: viewport, scrollDirection: options.scrollDirection))
  }
}
