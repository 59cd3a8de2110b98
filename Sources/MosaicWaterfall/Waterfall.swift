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
public struct Waterfall: SectionLayoutStrategy, Hashable {
  /// `"waterfall"`: how configuration documents select this strategy.
  public static let name = "waterfall"

  /// One line for `mosaic list`.
  public static let summary =
    "CHTCollectionViewWaterfallLayout: masonry columns, each item in the shortest column"

  /// The layout-wide options.
  public var options: WaterfallOptions

  /// Per-section overrides, by section index; sections without an entry use ``options``.
  public var sectionOptions: [Int: WaterfallSectionOptions]

  /// The most elements consecutive small sections gather on one page (``/MosaicHitTest``'s
  /// standard grouping), set lower by tests so that small inputs make many pages; it also caps
  /// the cells of a page of a cut section (``chunkLimit``).
  var pageLimit = SectionPaging.standard.weightLimit
  /// The most elements a section may have and share a page, set by tests.
  var shareLimit = SectionPaging.standard.shareLimit

  /// Creates a waterfall layout; `sectionOptions[s]` overrides `options` for section `s`.
  /// - Complexity: O(1).
  public init(options: WaterfallOptions, sectionOptions: [Int: WaterfallSectionOptions]) {
    self.options = options
    self.sectionOptions = sectionOptions
  }

  /// The scroll direction sections stack along: ``WaterfallOptions/scrollDirection``.
  public var scrollDirection: ScrollDirection { options.scrollDirection }

  /// The overrides of section `section`, or `nil` when it has none.
  public func options(forSection section: Int) -> WaterfallSectionOptions? {
    sectionOptions.isEmpty ? nil : sectionOptions[section]
  }

  /// Lays out every item, header and footer of `input`, into a ``/MosaicHitTest/PagedLayout``,
  /// by the section-layout engine (``/MosaicHitTest/SectionLayoutStrategy``): consecutive small
  /// sections share a page, a larger section has its own, and a section of more cells than a
  /// page holds (500, rounded to whole rows for items of one size) is cut into pages of
  /// consecutive items, each starting where the shortest column ends, with the columns' ends as
  /// its continuation; a page of items of one size that ends level is placed again for the next
  /// ones, and runs of sections sized alike that equal an earlier run share its pages.
  ///
  /// Every advance along the scroll axis is on ``/MosaicCore/AdvanceGrid``, so a page's frames
  /// placed at its origin are exactly the frames one store from 0 would hold; the pixel grid
  /// needs nothing more, since only extents (column widths, item extents) are floored to it,
  /// never positions. Nothing is allocated per item.
  /// - Throws: ``/MosaicCore/LayoutError`` naming the field when the input fails
  ///   ``/MosaicCore/LayoutInput/validate()``, an option set in code is negative, not finite,
  ///   beyond ``/MosaicCore/LayoutInput/maximumLength`` or a column count below 1, or the cells,
  ///   headers and footers exceed the input's ``/MosaicCore/LayoutInput/elementBudget`` (the
  ///   items are counted before anything is allocated), or a section's extent overflows
  ///   (`data.sections[i]`: an item far taller than wide, scaled to the column).
  /// - Complexity: O(items + sections) for up to 8 columns, O(items · log columns) beyond; plus a
  ///   dictionary lookup per section when there are per-section options.
  public func prepare(_ input: LayoutInput) throws(LayoutError) -> PagedLayout {
    try prepare(input, settings: settings) { sectionCount throws(LayoutError) in
      try validateOptions(sectionCount: sectionCount)
      try validateSpans(input)
    }
  }

  /// The layout of `input`, from `layout`, prepared from the data before `change` with the same
  /// viewport, by the section-layout engine: pages of sections the change left as they were are
  /// kept and only re-offset; a section cut into pages is laid out again from the page holding
  /// its first changed item until its columns' ends come out as an old page started from (then
  /// the old pages are kept), or to its end.
  ///
  /// The result answers every query exactly as `prepare(input)` does: every position is an exact
  /// sum on ``/MosaicCore/AdvanceGrid``. Beyond ``/MosaicCore/AdvanceGrid/exactLimit`` (2^33 pt of
  /// content) sums are no longer exact and the update prepares in full; so does a layout prepared
  /// for another layout dimension, content inset, scale or scroll direction.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``prepare(_:)`` does.
  /// - Complexity: O(sections) to read the change, plus the pages holding a changed section laid
  ///   out again, plus O(blocks) for the directory and O(pages) of the blocks holding a changed
  ///   page. No kept frame is read or copied.
  public func update(_ layout: PagedLayout, to input: LayoutInput, change: LayoutChange)
    throws(LayoutError) -> PagedLayout
  {
    try update(layout, to: input, change: change, settings: settings) {
      sectionCount throws(LayoutError) in
      try validateOptions(sectionCount: sectionCount)
      try validateSpans(input, changedBy: change)
    }
  }

  /// What waterfall sets of the section-layout engine: grouping by the engine's standard limits
  /// (or lower ones a test set), a content at least ``WaterfallOptions/minimumContentHeight``
  /// long and exactly the layout dimension across, as CHT's.
  var settings: SectionLayoutSettings {
    SectionLayoutSettings(
      paging: SectionPaging(weightLimit: pageLimit, shareLimit: shareLimit),
      minimumLength: options.minimumContentHeight, spansLayoutDimension: true)
  }

  /// The options of a section with overrides `overrides` in `viewport`, its section inset
  /// measured from ``WaterfallOptions/sectionInsetReference``: the one place a section's insets
  /// are resolved, so every page sees the same.
  func metrics(overriddenBy overrides: WaterfallSectionOptions?, in viewport: Viewport)
    -> WaterfallSectionMetrics
  {
    WaterfallSectionMetrics(
      options, overriddenBy: overrides,
      referenceInset: options.sectionInsetReference.addedInset(
        in: viewport, scrollDirection: options.scrollDirection))
  }
}
