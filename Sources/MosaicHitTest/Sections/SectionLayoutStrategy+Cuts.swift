import MosaicCore

extension SectionLayoutStrategy {
  /// Appends the pages of section `section` of `input`, cut into pages of `cellsPerPage` cells,
  /// from item `start` on, the first continuing from `continuation` (empty at item 0).
  ///
  /// With a `target`, each page laid out ends, where it can, at an item where one of the old
  /// pages started (from half a page to two pages on, never inside the changed items); when it
  /// ends there with the continuation that old page started from, the layout has realigned:
  /// the old pages from there on are appended instead, shared, and nothing more is laid out.
  /// - Complexity: O(cells laid out), plus O(pages kept) when the items after the change moved
  ///   (none when only sizes changed: kept blocks are shared).
  func layOutCut(
    _ section: Int, of input: LayoutInput, from start: Int, continuing continuation: [Double],
    cellsPerPage limit: Int, realigning target: RealignmentTarget?,
    into pages: inout PagedLayoutBuilder
  ) throws(LayoutError) {
    let count = input.sections[section].itemCount
    var first = start
    var continuation = continuation
    var candidate = target?.pages.lowerBound ?? 0
    while first < count {
      var end = Swift.min(count, first + limit)
      var realigns: Int?
      if let target {
        // The first old page that starts half a page on or further, past the changed items.
        while candidate < target.pages.upperBound,
          target.firstItem(ofPage: candidate)
            < Swift.max(
              first + Swift.max(1, limit / 2), target.firstUnchangedItem)
        {
          candidate += 1
        }
        if candidate < target.pages.upperBound,
          target.firstItem(ofPage: candidate) <= first + 2 * limit
        {
          end = target.firstItem(ofPage: candidate)
          realigns = candidate
        }
      }
      let (page, cut) = try layOutPiece(
        first..<end, ofSection: section, of: input, continuing: continuation)
      pages.append(page)
      if let old = realigns, let target,
        cut.continuation == target.layout.page(old).continuation
      {
        let kept = old..<target.pages.upperBound
        if target.itemShift == 0 {
          target.layout.appendPages(kept, to: &pages)
        } else {
          for page in kept {
            pages.append(target.layout.page(page), firstItem: target.firstItem(ofPage: page))
          }
        }
        return
      }
      continuation = cut.continuation
      first = end
    }
  }

  /// Lays out items `items` of section `section` of `input`, continuing from `continuation`, on
  /// a page of their own; returns it and where it was cut.
  func layOutPiece(
    _ items: Range<Int>, ofSection section: Int, of input: LayoutInput,
    continuing continuation: [Double]
  ) throws(LayoutError) -> (LayoutPage, SectionCut) {
    let data = input.sections[section]
    var writer = SectionWriter(
      builder: FrameStoreBuilder(
        sectionCount: 1, cellCapacity: items.count, supplementaryCapacity: 2),
      direction: scrollDirection, viewport: input.viewport)
    let cut: SectionCut
    do {
      cut = try layOutItems(
        items, of: data, options: options(forSection: section), continuing: continuation,
        into: &writer)
    } catch {
      throw error.nested(under: "data.sections[\(section)]")
    }
    guard writer.cellsWritten == items.count else {
      throw LayoutError(
        path: "data.sections[\(section)]",
        message:
          "the layout wrote \(writer.cellsWritten) cells for items \(items.lowerBound)..<\(items.upperBound)"
      )
    }
    guard cut.length.isFinite, cut.length >= 0, cut.continuation.allSatisfy(\.isFinite) else {
      throw LayoutError(
        path: "data.sections[\(section)]",
        message: "the layout cut a page at a length of \(cut.length) or a state not finite")
    }
    try LayoutError.checkContentLength(cut.length)
    let axis = scrollDirection.scrollAxis
    writer.builder.endSection(
      frame: Rect(
        axis: axis, along: 0, across: 0, alongExtent: cut.length, acrossExtent: writer.dimension))
    let size = Size(axis: axis, along: cut.length, across: writer.widest)
    let page = LayoutPage(
      store: writer.builder.build(contentSize: size), axis: axis, length: cut.length,
      firstItem: items.lowerBound, continuation: continuation)
    return (page, cut)
  }

  /// How an update goes on at new section `section` when it continues an old section cut into
  /// pages and is cut itself, with the same options: the old pages before the one holding the
  /// first changed item are kept, and the section is laid out again from that page's first
  /// item, with the state the old page started from, until it realigns with the old pages
  /// (``layOutCut(_:of:from:continuing:cellsPerPage:realigning:into:)``). Returns the next
  /// section; `nil` when the section is not such a one.
  /// - Complexity: O(log pages) to find the page, plus what the layout from it costs.
  func resume(
    _ section: Int, of layout: PagedLayout, input: LayoutInput, change: LayoutChange,
    sameOptions: ((_ new: Int, _ old: Int) -> Bool)?, into pages: inout PagedLayoutBuilder
  ) throws(LayoutError) -> Int? {
    let entry = change.sections[section]
    let data = input.sections[section]
    guard let limit = SectionPaging.cellsPerPage(cellsPerPage),
      SectionPaging.isCut(data, cellsPerPage: limit),
      let old = entry.oldSection, old >= 0, old < layout.sectionCount
    else { return nil }
    let range = layout.pageRange(ofSection: old)
    // A cut section holds its pages alone; options are looked up by index.
    guard range.count > 1, layout.page(range.lowerBound).sectionCount == 1,
      section == old || sameOptions?(section, old) ?? true
    else { return nil }
    let oldCount = layout.itemCount(inSection: old)
    if entry.isUnchanged(oldCount: oldCount, newCount: data.itemCount) {
      layout.appendPages(range, to: &pages)
      return section + 1
    }
    // Items before the changed ones are the old ones, and so is the state where the old page
    // holding the first of them starts.
    let changed = Swift.min(entry.changedItems.lowerBound, oldCount - 1)
    let page = layout.page(ofItem: Swift.max(0, changed), inSection: old)
    layout.appendPages(range.lowerBound..<page, to: &pages)
    let target = RealignmentTarget(
      layout: layout, pages: (page + 1)..<range.upperBound, itemShift: data.itemCount - oldCount,
      firstUnchangedItem: entry.changedItems.upperBound)
    try layOutCut(
      section, of: input, from: layout.firstItem(ofPage: page),
      continuing: layout.page(page).continuation, cellsPerPage: limit, realigning: target,
      into: &pages)
    return section + 1
  }
}
