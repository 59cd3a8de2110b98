import MosaicCore
import MosaicHitTest

extension Waterfall {
  /// Where a section too large for one page is laid out again from, by an update: the pages of
  /// its old layout that stay as they are, and the first item after them with the columns' ends
  /// there (a page's ``LayoutPage/continuation``).
  struct Resumption {
    /// The old pages kept, in order: the section's first pages.
    var kept: Range<Int>
    /// The first item laid out again, and the columns' ends before it relative to where the page
    /// holding it starts; `nil` when the whole section is kept.
    var from: (item: Int, continuation: [Double])?
  }

  /// Lays out the items `from` on of section `section` of `input`, which has more cells than a
  /// page holds, on pages of at most ``chunkLimit`` cells each, appended to `pages`: a first page
  /// (`from` 0) starts with the header, the last ends with the footer. A page after the first
  /// starts where the shortest column ends, so that a later update can lay the section out again
  /// from that page's first item on, with the columns' ends it keeps (its
  /// ``LayoutPage/continuation``), without laying out the items before it. Every position is on
  /// ``AdvanceGrid``, so the frames do not depend on where pages are cut.
  ///
  /// A page of items of one size that ends with its columns where it started them (level, for a
  /// section of one size cut into whole rows: ``chunkSize(of:usedColumns:)``) is followed by pages
  /// that repeat it, as long as their items have that size too: the same page object is appended
  /// again at the next first item (see ``/MosaicHitTest/LayoutPage/firstItem``), since laying the
  /// same items out from the same columns' ends gives the same frames, bit for bit. So a section
  /// of 5·10^7 items given by a count (or estimated) lays out three pages, and its layout holds a
  /// directory entry per 501 items (three columns). Every page appended is also recorded in
  /// `laidOut`, in order, with its first item.
  /// - Throws: ``LayoutError`` naming `data.sections[i]` when the section's extent overflows.
  /// - Complexity: O(items from `from` on, but for repeated pages: O(1) each) for up to 8
  ///   columns, O(items · log columns) beyond.
  func layOutChunks(
    of section: Int, in input: LayoutInput, from start: (item: Int, continuation: [Double]),
    columns: inout WaterfallColumns, into pages: inout PagedLayoutBuilder,
    recording laidOut: inout [LaidOutRun.Place]
  ) throws(LayoutError) {
    let data = input.sections[section]
    let metrics = metrics(forSection: section, in: input.viewport)
    let direction = options.scrollDirection
    let dimension = max(0, input.viewport.layoutDimension(for: direction))
    let axis = direction.scrollAxis
    let count = data.itemCount
    let limit = chunkSize(of: data, usedColumns: metrics.usedColumnCount(data))
    let columnCount = metrics.columnCount
    let shortestFirst = options.itemRenderDirection == .shortestFirst
    var first = start.item
    var continuation = start.continuation
    if first > 0 { columns.restore(continuation, shortestFirst: shortestFirst) }
    // The last page laid out that ended with the columns' ends it started from, with its items'
    // one size and the slot its first item took (what the round-robin directions go by).
    var repeatable: (page: LayoutPage, size: Size, slot: Int)?
    while first < count {
      let end = count - first > limit ? first + limit : count
      let isLast = end == count
      if !isLast, let candidate = repeatable, candidate.slot == first % columnCount,
        data.oneSize(in: first..<end, default: unsizedItemSize) == candidate.size
      {
        // The same items from the same columns' ends: the same page, and the same ends after.
        pages.append(candidate.page, firstItem: first)
        laidOut.append(LaidOutRun.Place(page: candidate.page, firstItem: first))
        first = end
        continue
      }
      let started = continuation
      var supplementaries = 0
      if first == 0 && metrics.headerExtent(data, along: axis) > 0 { supplementaries += 1 }
      if isLast && metrics.footerExtent(data, along: axis) > 0 { supplementaries += 1 }
      var writer = WaterfallFrameWriter(
        builder: FrameStoreBuilder(
          sectionCount: 1, cellCapacity: end - first, supplementaryCapacity: supplementaries),
        lineAxis: direction.lineAxis, dimension: dimension, scale: input.viewport.scale)
      if first == 0 {
        let top = layOutHead(data, metrics: metrics, top: 0, writer: &writer)
        columns.reset(count: metrics.usedColumnCount(data), top: top, shortestFirst: shortestFirst)
      }
      placeItems(first..<end, of: data, metrics: metrics, columns: &columns, writer: &writer)
      let length: Double
      if isLast {
        length = layOutTail(
          data, metrics: metrics, top: 0,
          cursor: columnsEnd(metrics: metrics, columns: columns, otherwise: 0), writer: &writer)
      } else {
        // The next page starts where the shortest column ends: on the grid, so it moves nothing.
        length = columns.shortest ?? 0
        writer.endSection(along: 0, alongExtent: length)
      }
      try Self.checkFinite(length, section: section)
      let size = Size(axis: axis, along: length, across: dimension)
      let page = LayoutPage(
        store: writer.builder.build(contentSize: size), axis: axis, length: length,
        firstItem: first, continuation: continuation)
      pages.append(page)
      laidOut.append(LaidOutRun.Place(page: page, firstItem: first))
      if !isLast {
        columns.rebase(by: length)
        continuation = columns.snapshot
        repeatable = nil
        if first > 0, end - first == limit, continuation == started,
          let one = data.oneSize(in: first..<end, default: unsizedItemSize)
        {
          repeatable = (page, one, first % columnCount)
        }
      }
      first = end
    }
  }

  /// The cells of each full page of `data`, a section cut into pages: for a section with items of
  /// one size (sized alike, or holding runs of one size: estimates, measured or not around them),
  /// ``chunkLimit`` rounded to whole rows of `usedColumns`, so that a full page of such items ends
  /// with its columns where it started them and the pages after it repeat it; up, by at most
  /// ``chunkSlack`` cells (501 for three columns: a section of 1,000 items stays on two pages, and
  /// 503 elements keep a page's arrays in their 4 KiB allocation class), else down. A section of
  /// explicit sizes alone never repeats a page and keeps ``chunkLimit``.
  /// - Complexity: O(pieces of the section's sizes).
  func chunkSize(of data: SectionData, usedColumns: Int) -> Int {
    let limit = chunkLimit
    let hasRuns: Bool
    switch data.itemSizes {
    case .uniform: hasRuns = true
    case .perItem(let sizes):
      hasRuns = sizes.pieces.contains {
        if case .run = $0 { return true }
        return false
      }
    }
    guard hasRuns, usedColumns > 0, usedColumns <= limit else { return limit }
    let up = (limit + usedColumns - 1) / usedColumns * usedColumns
    return up - limit <= Self.chunkSlack ? up : limit - limit % usedColumns
  }

  /// The most cells ``chunkSize(of:usedColumns:)`` adds to ``chunkLimit`` to end a page at a whole
  /// row: 508 cells and a header and a footer are 510 elements, within the allocation classes
  /// ``chunkCellLimit`` was chosen for.
  static let chunkSlack = 8

  /// How `update` can keep the first pages of new section `section`, which continues an old
  /// section cut into several pages: every page before the one holding its first changed item
  /// (all of them when nothing changed), then a layout from that page's first item on. `nil`
  /// when the old section sits on one page, when its options or used columns differ, when the
  /// new section fits one page, or when the change starts on its first page.
  /// - Complexity: O(log pages).
  func resumption(
    at section: Int, of layout: PagedLayout, input: LayoutInput, change: LayoutChange,
    sameOptions: ((_ new: Int, _ old: Int) -> Bool)?
  ) -> Resumption? {
    guard let old = change.sections[section].oldSection else { return nil }
    let range = layout.pageRange(ofSection: old)
    // Pages between the first and the last continue the section and go on to the next page's
    // part of it, so they hold it alone when those two do.
    guard range.count > 1, layout.page(range.lowerBound).sectionCount == 1,
      layout.page(range.upperBound - 1).sectionCount == 1,
      sameOptions?(section, old) ?? true
    else { return nil }
    let oldCount = layout.itemCount(inSection: old)
    let data = input.sections[section]
    let metrics = metrics(forSection: section, in: input.viewport)
    guard data.itemCount > chunkLimit,
      metrics.usedColumnCount(data) == min(metrics.columnCount, oldCount)
    else { return nil }
    let entry = change.sections[section]
    if entry.isUnchanged(oldCount: oldCount, newCount: data.itemCount) {
      return Resumption(kept: range, from: nil)
    }
    // The last page starting at or before the first changed item: the items before it are the
    // old ones, and so are the columns' ends where it starts. At least the last item is laid out
    // again, so that the section ends on a page of its own (a kept page ends where the next one
    // starts).
    let changed = min(entry.changedItems.lowerBound, data.itemCount - 1)
    let page = layout.page(ofItem: changed, inSection: old)
    guard page > range.lowerBound else { return nil }
    return Resumption(
      kept: range.lowerBound..<page,
      from: (layout.firstItem(ofPage: page), layout.page(page).continuation))
  }
}
