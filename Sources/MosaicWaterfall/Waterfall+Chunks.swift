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
  /// - Throws: ``LayoutError`` naming `data.sections[i]` when the section's extent overflows.
  /// - Complexity: O(items from `from` on) for up to 8 columns, O(items · log columns) beyond.
  func layOutChunks(
    of section: Int, in input: LayoutInput, from start: (item: Int, continuation: [Double]),
    columns: inout WaterfallColumns, into pages: inout PagedLayoutBuilder
  ) throws(LayoutError) {
    let data = input.sections[section]
    let metrics = metrics(forSection: section, in: input.viewport)
    let direction = options.scrollDirection
    let dimension = max(0, input.viewport.layoutDimension(for: direction))
    let axis = direction.scrollAxis
    let count = data.itemCount
    let limit = chunkLimit
    let shortestFirst = options.itemRenderDirection == .shortestFirst
    var first = start.item
    var continuation = start.continuation
    if first > 0 { columns.restore(continuation, shortestFirst: shortestFirst) }
    while first < count {
      let end = count - first > limit ? first + limit : count
      let isLast = end == count
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
      pages.append(
        LayoutPage(
          store: writer.builder.build(contentSize: size), axis: axis, length: length,
          firstItem: first, continuation: continuation))
      if !isLast {
        columns.rebase(by: length)
        continuation = columns.snapshot
      }
      first = end
    }
  }

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
