import MosaicCore
import MosaicHitTest

extension Waterfall {
  /// The most elements a page of small sections gathers: consecutive sections share a page up to
  /// this many cells, headers and footers, so a million one-item sections make a few hundred
  /// pages, not a million.
  ///
  /// 4,000 rather than 4,096: a page's per-element arrays (8 or 4 bytes an element, plus an
  /// array's 32-byte header) then fit allocation size classes of 32 and 16 KiB. At 4,096 each
  /// just overflowed into the next class, 40 and 20 KiB, and a waterfall of 10^6 items in one
  /// section retained 47.7 B/item under jemalloc instead of 39.9.
  static let pageElementLimit = 4_000

  /// The most elements a section may have and still share a page: a larger one has a page of its
  /// own, so that an update of it lays out that section alone (at 10^6 items in 1,000 sections,
  /// pages of four sections made an update lay out and index 4,000 items where the section held
  /// 1,000). Small sections still gather, so a million one-item sections make a few hundred pages.
  static let sharedSectionLimit = 250

  /// The most cells a page of a section cut into pages holds: a section of more cells is cut into
  /// pages of this many consecutive items, so that an update lays it out again from the page
  /// holding its first changed item on, at most this many items more than the change needs.
  /// 500 cells (502 elements with a header and a footer) keep a page's per-element arrays within
  /// 4 and 2 KiB allocation classes.
  static let chunkCellLimit = 500

  /// The cells a page of a cut section holds: ``chunkCellLimit``, or ``pageLimit`` when tests set
  /// it lower.
  var chunkLimit: Int { max(1, min(pageLimit, Self.chunkCellLimit)) }

  /// What laying out the sections of one page needs to know beforehand: its sections and the
  /// counts its storage is reserved for.
  struct PageRun {
    var sections: Range<Int>
    var cells = 0
    var supplementaries = 0
    var slots = 0
    /// True when the run may take more sections: its sections are all small enough to share.
    var shares = true

    /// Every element of the run.
    var elements: Int { cells + supplementaries }
  }

  /// True when `next`, the section after `run`, joins its page: both are small enough to share
  /// a page (``sharedSectionLimit``) and together they fit one (``pageElementLimit``).
  func joins(_ run: PageRun, _ next: PageRun) -> Bool {
    run.shares && next.shares && run.elements + next.elements <= pageLimit
  }

  /// Section `section`'s counts as a run of its own.
  func run(ofSection section: Int, in input: LayoutInput) -> PageRun {
    let data = input.sections[section]
    let metrics = metrics(forSection: section, in: input.viewport)
    let axis = options.scrollDirection.scrollAxis
    var run = PageRun(sections: section..<(section + 1))
    run.cells = max(0, data.itemCount)
    if metrics.headerExtent(data, along: axis) > 0 { run.supplementaries += 1 }
    if metrics.footerExtent(data, along: axis) > 0 { run.supplementaries += 1 }
    run.slots = metrics.usedColumnCount(data)
    run.shares = run.elements <= shareLimit
    return run
  }

  /// `run` extended by `next`, the section after it.
  static func joined(_ run: PageRun, _ next: PageRun) -> PageRun {
    var result = run
    result.sections = run.sections.lowerBound..<next.sections.upperBound
    result.cells += next.cells
    result.supplementaries += next.supplementaries
    result.slots = max(run.slots, next.slots)
    return result
  }

  /// Lays out the sections of `run` on pages appended to `pages`: one page, or for a single
  /// section of more cells than ``chunkLimit``, pages of consecutive items
  /// (``layOutChunks(of:in:from:columns:into:recording:)``). When the sections of `run` lay out
  /// exactly as those of a run laid out before (`laidOut`; none has options of its own), that
  /// run's pages are appended again instead.
  /// - Throws: ``LayoutError`` naming `data.sections[i]` when a section's extent overflows.
  /// - Complexity: as ``layOutPage(_:of:columns:)``; O(pages) for a repeated run.
  func layOutPages(
    _ run: PageRun, of input: LayoutInput, columns: inout WaterfallColumns,
    into pages: inout PagedLayoutBuilder, reusing laidOut: inout LaidOutRuns
  ) throws(LayoutError) {
    let key = sectionOptions.isEmpty ? LaidOutRuns.key(of: run.sections, in: input) : nil
    if let key, let earlier = laidOut.run(keyed: key, repeatedBy: run.sections, in: input) {
      for place in earlier.places { pages.append(place.page, firstItem: place.firstItem) }
      return
    }
    var places: [LaidOutRun.Place] = []
    if run.sections.count == 1, run.cells > chunkLimit {
      try layOutChunks(
        of: run.sections.lowerBound, in: input, from: (0, []), columns: &columns, into: &pages,
        recording: &places)
    } else {
      let page = try layOutPage(run, of: input, columns: &columns)
      pages.append(page)
      places.append(LaidOutRun.Place(page: page, firstItem: 0))
    }
    if let key { laidOut.record(LaidOutRun(sections: run.sections, places: places), keyed: key) }
  }

  /// Lays out the sections of `run` on a page of their own, from 0 along the scroll axis.
  ///
  /// One pass writes the frames into a store allocated once to its exact size; `columns` is
  /// reused from page to page. Nothing is allocated per item.
  /// - Throws: ``LayoutError`` naming `data.sections[i]` when a section's extent overflows.
  /// - Complexity: O(items + sections of the run) for up to 8 columns, O(items · log columns)
  ///   beyond.
  func layOutPage(_ run: PageRun, of input: LayoutInput, columns: inout WaterfallColumns)
    throws(LayoutError) -> LayoutPage
  {
    let direction = options.scrollDirection
    // Content insets wider than the viewport leave no room, not negative room.
    let dimension = max(0, input.viewport.layoutDimension(for: direction))
    var writer = WaterfallFrameWriter(
      builder: FrameStoreBuilder(
        sectionCount: run.sections.count, cellCapacity: run.cells,
        supplementaryCapacity: run.supplementaries),
      lineAxis: direction.lineAxis, dimension: dimension, scale: input.viewport.scale)
    var cursor = 0.0
    for section in run.sections {
      cursor = layOutSection(
        input.sections[section], metrics: metrics(forSection: section, in: input.viewport),
        top: cursor,
        columns: &columns, writer: &writer)
      // Lengths are bounded, but an item's aspect ratio is not: a height scaled by a tiny width
      // can overflow. The section at fault is named before any frame is handed out.
      try Self.checkFinite(cursor, section: section)
    }
    let size = Size(axis: direction.scrollAxis, along: cursor, across: dimension)
    return LayoutPage(
      store: writer.builder.build(contentSize: size), axis: direction.scrollAxis, length: cursor)
  }

  /// The layout of the pages `pages` gathered, one after the other from 0, with the content at
  /// least ``WaterfallOptions/minimumContentHeight`` long.
  /// - Throws: ``LayoutError`` naming the last section when the content's length overflows (each
  ///   page's own length was checked as it was laid out).
  /// - Complexity: O(blocks) plus the blocks the builder closes.
  func layout(of pages: inout PagedLayoutBuilder, input: LayoutInput) throws(LayoutError)
    -> PagedLayout
  {
    let direction = options.scrollDirection
    let layout = PagedLayout(
      builder: &pages, crossExtent: max(0, input.viewport.layoutDimension(for: direction)),
      minimumLength: options.minimumContentHeight, scrollDirection: direction,
      viewport: input.viewport, stacksSections: true)
    try Self.checkFinite(
      layout.contentSize.value(along: direction.scrollAxis), section: layout.sectionCount - 1)
    return layout
  }

  /// Throws unless `length`, the end of section `section`, is finite.
  static func checkFinite(_ length: Double, section: Int) throws(LayoutError) {
    guard length.isFinite else {
      throw LayoutError(
        path: "data.sections[\(section)]",
        message:
          "the content is too long to lay out: an item's height scaled to the column width overflows"
      )
    }
  }
}
