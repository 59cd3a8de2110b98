import MosaicCore

/// A layout strategy that lays out one section at a time: what an extension author writes to get
/// pages, bucketed hit-testing and incremental updates without writing them.
///
/// Implement ``layOutSection(_:options:into:)``: write one section's header, cells (every item,
/// in item order) and footer into the ``SectionWriter``, from 0 along the scroll axis, and return
/// the section's length, where the next section starts. Everything else is given:
/// - ``prepare(_:)`` validates the input and ``validateOptions()``, lays the sections out one
///   after the other on pages of consecutive sections (a section of more than 250 elements has a
///   page of its own) and answers queries through a ``PagedLayout``: a point finds its block of
///   pages and its page by bucket tables and its cell by the page's ``BucketIndex``.
/// - ``update(_:to:change:)`` keeps every block and every page whose sections the change left as
///   they were, shared and only re-offset, and lays out again the pages holding a changed
///   section: a change costs the pages it touches plus O(sections) to read the change, O(blocks)
///   for the directory and the pages of the blocks it changes, and answers exactly as a fresh
///   ``prepare(_:)``, because pages are grouped by the same rule from the same section on and
///   blocks by one rule over the pages of a run of sections.
///
/// The contract that makes keeping pages right: a section's frames depend only on its own data
/// (item count, sizes, header and footer), its section options, the strategy's options and the
/// viewport, never on its index or on other sections. `MosaicTestKit`'s update rule checks it.
public protocol SectionLayoutStrategy: LayoutStrategy where Layout == PagedLayout {
  /// The scroll direction sections stack along.
  var scrollDirection: ScrollDirection { get }

  /// Throws when the options cannot lay anything out; called before any section. Default:
  /// nothing to check.
  func validateOptions() throws(LayoutError)

  /// The section options section `section` is laid out with, or `nil` for none. Default `nil`;
  /// a strategy with per-section overrides returns the override of that index.
  func options(forSection section: Int) -> SectionOptions?

  /// Writes `data`'s header, cells and footer into `writer`, from 0 along the scroll axis (the
  /// writer moves them to the section's place), and returns the section's length along the
  /// scroll axis: where the next section starts, relative to this one's start.
  ///
  /// Write exactly `data.itemCount` cells, in item order. The section frame is the driver's:
  /// from 0 to the length along the scroll axis, the writer's ``SectionWriter/dimension``
  /// across.
  /// - Throws: ``/MosaicCore/LayoutError``, whose path the driver prefixes with
  ///   `data.sections[i]`.
  func layOutSection(
    _ data: SectionData, options: SectionOptions?, into writer: inout SectionWriter
  ) throws(LayoutError) -> Double

  /// The most cells one page of section `data`, laid out with `options`, holds, or `nil` (the
  /// default) to lay the section out whole with ``layOutSection(_:options:into:)``.
  ///
  /// A strategy that gives a number also implements
  /// ``layOutItems(_:of:options:continuing:into:)``: a section of more cells is then cut into
  /// pages of that many, each laid out from where the previous one left off, and an update lays
  /// out again from the page holding the first changed item only until the layout *realigns*:
  /// where a page cut of the old layout meets a state the new one reaches too, the old pages
  /// from there on are kept. So a change in a section of 10^6 items costs the pages it touched,
  /// not the section. Values below 1 count as 1; above 4,000, as 4,000. It may depend on the
  /// section (a layout in columns rounds it to whole rows, so that pages of items of one size end
  /// level and repeat), but only on its data and options, as its frames do.
  func cellsPerPage(of data: SectionData, options: SectionOptions?) -> Int?

  /// Writes items `items` of `data` into `writer`, from the state `continuation` the previous
  /// page ended in, and returns where the next page starts and the state it starts from
  /// (``SectionCut``). Called only when ``cellsPerPage(of:options:)`` is a number.
  ///
  /// Positions are relative to the page's origin, and so is `continuation` (empty when `items`
  /// starts at 0, where the section starts at 0). Write the header when `items` starts at 0,
  /// the cells of `items` in item order, and the footer when the page ends at `data.itemCount`;
  /// there, return the section's end as the length, and as the continuation nothing, or the
  /// fact about the whole section its end depends on (``endState(after:of:changing:options:)``).
  ///
  /// A strategy that ``choosesPageEnds`` may end the page elsewhere and say where in
  /// ``SectionCut/end``: at the last place it can cut within `items`, or, when there is none,
  /// at the first after them (at least one cell on; at `data.itemCount` when `items` ends
  /// there). The next page then starts at that item.
  ///
  /// The contract that makes cutting and realigning right: the frames must not depend on where
  /// pages are cut — items laid out from a continuation land, relative to the page, exactly
  /// where laying them out in one go puts them — and two equal continuations must lead to the
  /// same frames of the same items. Keep positions on ``/MosaicCore/AdvanceGrid`` so sums are
  /// exact. `MosaicTestKit`'s update rule checks it.
  /// - Throws: ``/MosaicCore/LayoutError``, whose path the driver prefixes with
  ///   `data.sections[i]`.
  func layOutItems(
    _ items: Range<Int>, of data: SectionData, options: SectionOptions?,
    continuing continuation: [Double], into writer: inout SectionWriter
  ) throws(LayoutError) -> SectionCut

  /// True when where items land depends on nothing but their sizes and the continuation they
  /// start from — not on their item numbers (a list, rows that wrap by width, columns filled
  /// shortest first; not columns filled in turn by item number). Default `false`.
  ///
  /// Then a full page of a cut section whose items have one size, and that ends in the very
  /// state it started from, is placed again, shared, for the next page's worth of items of that
  /// size: a section of 10^6 items sized alike (or estimated alike) holds a few pages, not
  /// 10^6 frames, and lays out in the time of a few pages plus one directory entry a page.
  var pagesRepeat: Bool { get }

  /// True when pages of a cut section may end only at some items, which the layout chooses:
  /// where an item lands depends on the items after it up to such a place (a flow's line is as
  /// long as its longest item, spread across by all of them, and ends before the first item
  /// that does not fit). Default `false`: every item is a place to cut.
  ///
  /// Then ``layOutItems(_:of:options:continuing:into:)`` may end a page elsewhere than asked
  /// and say where (``SectionCut/end``); an update lays out again from the page holding the item
  /// before a change (whose line the changed item may end differently) and realigns only where
  /// both layouts end a page with equal continuations.
  var choosesPageEnds: Bool { get }

  /// True when every element's minimum along the scroll axis lies on the pixel grid of the
  /// viewport's scale where it is placed in the layout, as UIKit's flow rounds each cell's
  /// origin. Default `false`.
  ///
  /// A section is laid out from 0, not knowing where it will be placed, so it cannot round its
  /// own positions along the scroll axis: write them unrounded (across the axis, round them
  /// yourself), and the layout places each at `(page origin + written).roundedToPixel(scale:)`,
  /// extents as written, in every answer (``PagedLayout/pixelScale``). Without a scale in the
  /// viewport nothing is rounded. Section frames are placed unrounded.
  var placesOriginsOnPixelGrid: Bool { get }

  /// The state the last page of a section cut into pages depends on beyond its items, for
  /// `data`: `state` is what it was before a change — the continuation the section's last cut
  /// returned (``SectionCut``) — and `spans` the change's runs of items in the section
  /// (``/MosaicCore/ItemEditSpan``: new items in place of old ones; every other item is an old
  /// one with its old size). Default: `state`, for a last page that depends only on its own
  /// items and the state it starts from.
  ///
  /// A strategy whose section end depends on a fact about the whole section, which a change
  /// anywhere in it may turn (a flow's last line keeps a grid's columns when every item of the
  /// section has one size), returns that fact as the state at the section's end and here works
  /// out whether `data` turns it. When the state returned differs from `state`, an update lays
  /// the old last page out again, from the state it started in, and hands the new state to the
  /// writer (``SectionWriter/sectionEnd``) rather than keeping the page. Asked only when an
  /// update of a changed section would keep its old last page, once.
  func endState(
    after state: [Double], of data: SectionData, changing spans: [ItemEditSpan],
    options: SectionOptions?
  ) -> [Double]
}

extension SectionLayoutStrategy {
  /// Default: nothing to check.
  public func validateOptions() throws(LayoutError) {}

  /// Default: no per-section options.
  public func options(forSection section: Int) -> SectionOptions? { nil }

  /// Default: sections are laid out whole.
  public func cellsPerPage(of data: SectionData, options: SectionOptions?) -> Int? { nil }

  /// Default: pages are never placed again.
  public var pagesRepeat: Bool { false }

  /// Default: every item is a place to cut.
  public var choosesPageEnds: Bool { false }

  /// Default: elements are placed where they are written.
  public var placesOriginsOnPixelGrid: Bool { false }

  /// Default: a section's last page depends on nothing but its items and the state it starts
  /// from.
  public func endState(
    after state: [Double], of data: SectionData, changing spans: [ItemEditSpan],
    options: SectionOptions?
  ) -> [Double] { state }

  /// Default, for a strategy that lays sections out whole: the whole section by
  /// ``layOutSection(_:options:into:)`` (the driver never asks for part of one).
  public func layOutItems(
    _ items: Range<Int>, of data: SectionData, options: SectionOptions?,
    continuing continuation: [Double], into writer: inout SectionWriter
  ) throws(LayoutError) -> SectionCut {
    SectionCut(length: try layOutSection(data, options: options, into: &writer))
  }
}
