import MosaicCore

extension SectionLayoutStrategy {
  /// Appends the pages of section `section` of `input`, cut into pages of `cellsPerPage` cells,
  /// from item `start` on, the first continuing from `continuation` (empty at item 0).
  ///
  /// With a `target`, `span` being the changed run the layout is in (or last passed) and
  /// `resumed` the old page it resumed from, each page
  /// laid out ends, where it can, at an item where one of the old pages started between two runs
  /// (from half a page to two pages on); when it ends there with the continuation that old page
  /// started from, the layout has realigned: it stops and returns that old page (not appended)
  /// and the run it follows. Without a target, or when it does not realign, it lays out to the
  /// section's end and returns `nil`. `sectionEnd`, when given, is the state the section's end
  /// depends on, already worked out (``SectionWriter/sectionEnd``). `reuse`, when given, is the
  /// old page the first page laid out replaces (``SectionWriter/reuse``). `previewFrom`, when
  /// given, is the first item a preview need not lay out exactly
  /// (``/MosaicCore/LayoutChange/previewThrough``): from there a page that ends where an old page
  /// started realigns with it whatever state it ends in.
  /// - Complexity: O(cells laid out).
  func layOutCut(
    _ section: Int, of input: LayoutInput, from start: Int, continuing continuation: [Double],
    cellsPerPage limit: Int, realigning target: RealignmentTarget?, span: Int = 0,
    after resumed: Int = 0, sectionEnd: [Double]? = nil, reuse: PageReuse? = nil,
    previewFrom: Int? = nil, into pages: inout PagedLayoutBuilder
  ) throws(LayoutError) -> (page: Int, span: Int)? {
    let data = input.sections[section]
    let count = data.itemCount
    var first = start
    var continuation = continuation
    var span = span
    // Old pages are tried in order, from the one after the page resumed from.
    var candidate = resumed + 1
    // The last page laid out that ended in the state it started from, its `count` items all of
    // `size` (``pagesRepeat``), at least half a page: placed again while the next items have it.
    var repeatable: (page: LayoutPage, count: Int, size: Size)?
    // One scratch space and one list of line starts for every page's writer: a fresh one a
    // page grew its arrays again, about twenty reallocations a flow page.
    var scratch = PageScratch()
    // The old page a page laid out from here would replace, starting where it started: the
    // first page's (`reuse`), then each one where the last ended at an old page's start.
    var reused = reuse
    var reusable: Int?
    while first < count {
      if let earlier = repeatable, first + earlier.count < count,
        data.oneSize(in: first..<(first + earlier.count), default: defaultItemSize) == earlier.size
      {
        // The same items from the same state: the same page, ending in the same state. (Cheaper
        // than realigning: a page placed is a directory entry, nothing laid out.) Placed as
        // many times as the items keep its size, each leaving items after it.
        let times = Self.repetitions(
          of: earlier.count, from: first, in: data, size: earlier.size, default: defaultItemSize)
        pages.append(earlier.page, firstItem: first, times: times, itemStride: earlier.count)
        first += times * earlier.count
        reusable = nil
        continue
      }
      var end = Swift.min(count, first + limit)
      var realigns: Int?
      // The old page that starts where this page is cut, when it is cut before the run.
      var cutPage: Int?
      if let target {
        // Laying out has reached the next run: the old pages are numbered after it now.
        while span + 1 < target.spans.count, first >= target.spans[span + 1].items.lowerBound {
          span += 1
        }
        if let old = reusable { reused = target.reuse(ofPage: old, from: first, span: span) }
        let shift = target.shift(after: span)
        let nearest = first + Swift.max(1, limit / 2)
        if let cut = target.cut(before: span, from: first, nearest: nearest, limit: limit) {
          // Before the run, the page ends where an old one did: as many pages as the old
          // layout, so the blocks after the run are cut alike and kept whole.
          end = cut.item
          cutPage = cut.page
        } else {
          // The first old page after the run that starts, moved by the shift, half a page on.
          candidate = target.firstPage(
            from: candidate,
            startingAtOrAfter: Swift.max(target.spans[span].oldItems.upperBound, nearest - shift))
          if candidate < target.pages.upperBound,
            target.startsBetweenRuns(candidate, after: span),
            target.oldFirstItem(ofPage: candidate) + shift <= first + 2 * limit
          {
            end = target.oldFirstItem(ofPage: candidate) + shift
            realigns = candidate
          }
        }
      }
      // The strategy may end the page elsewhere (``SectionCut/end``): `ended` is where.
      let (page, cut, ended) = try layOutPiece(
        first..<end, ofSection: section, of: input, continuing: continuation,
        sectionEnd: sectionEnd, reuse: reused, scratch: &scratch)
      pages.append(page)
      // A long section is checked as it goes, not once it is laid out whole.
      try checkBudget(input, holding: pages)
      // A page that ends the section realigns with nothing: the old pages after it hold items
      // deleted from the section's end.
      if let old = realigns, let target, ended == end, end < count,
        cut.continuation == target.layout.page(old).continuation
          || previewFrom.map({ end >= $0 }) == true
      {
        return (old, span)
      }
      // The next page starts where old page `cutPage` did: in its state, it may reuse it.
      reused = nil
      reusable = nil
      if let old = cutPage, let target, ended == end,
        cut.continuation == target.layout.page(old).continuation
      {
        reusable = old
      }
      repeatable = nil
      if pagesRepeat, first > 0, ended < count, ended - first >= Swift.max(1, limit / 2),
        cut.continuation == continuation,
        let size = data.oneSize(in: first..<ended, default: defaultItemSize)
      {
        repeatable = (page, ended - first, size)
      }
      continuation = cut.continuation
      first = ended
    }
    return nil
  }

  /// How many times in a row a page of `cells` items of one `size` is placed again from item
  /// `first` of `data` (at least once, which the caller checked): while the items keep that size
  /// and each place leaves items after it (the section's last page holds its footer).
  /// - Complexity: O(log places) size checks, each O(1) for a section of one size, O(log
  ///   pieces) for per-item sizes.
  static func repetitions(
    of cells: Int, from first: Int, in data: SectionData, size: Size, default defaultSize: Size
  ) -> Int {
    // Places `k` fit when `first + k × cells < itemCount` and their items are of `size`.
    var low = 1
    var high = (data.itemCount - 1 - first) / cells
    guard high > low else { return low }
    if data.oneSize(in: first..<(first + high * cells), default: defaultSize) == size {
      return high
    }
    // Invariant: `low` places fit, `high` do not.
    while low + 1 < high {
      let mid = (low + high) / 2
      if data.oneSize(in: first..<(first + mid * cells), default: defaultSize) == size {
        low = mid
      } else {
        high = mid
      }
    }
    return low
  }

  /// Lays out items `items` of section `section` of `input`, continuing from `continuation`, on
  /// a page of their own — or the items from the first of `items` to where the strategy cut the
  /// page (``SectionCut/end``); returns the page, the cut and the item it ends before. The
  /// page's writer borrows `scratch` and hands it back, and is handed `reuse`
  /// (``SectionWriter/reuse``).
  func layOutPiece(
    _ items: Range<Int>, ofSection section: Int, of input: LayoutInput,
    continuing continuation: [Double], sectionEnd: [Double]?, reuse: PageReuse? = nil,
    scratch: inout PageScratch
  ) throws(LayoutError) -> (page: LayoutPage, cut: SectionCut, end: Int) {
    var writer = SectionWriter(
      builder: FrameStoreBuilder(
        sectionCount: 1, cellCapacity: items.count, supplementaryCapacity: 2),
      direction: scrollDirection, viewport: input.viewport)
    writer.sectionEnd = sectionEnd
    writer.reuse = reuse
    scratch.lend(to: &writer)
    defer { scratch.takeBack(from: &writer) }
    let (cut, end) = try write(
      items, ofSection: section, of: input, continuing: continuation, into: &writer)
    try LayoutError.checkContentLength(cut.length)
    let axis = scrollDirection.scrollAxis
    writer.builder.endSection(
      frame: Rect(
        axis: axis, along: 0, across: 0, alongExtent: cut.length, acrossExtent: writer.dimension))
    let size = Size(axis: axis, along: cut.length, across: writer.widest)
    // A page that ends the section keeps the state the strategy ended it in (``endState``).
    let ending = end == input.sections[section].itemCount ? cut.continuation : []
    let page = LayoutPage(
      store: writer.builder.build(contentSize: size), axis: axis, length: cut.length,
      firstItem: items.lowerBound, continuation: continuation, ending: ending,
      lineStarts: writer.lineStarts)
    return (page, cut, end)
  }

  /// Writes items `items` of section `section` of `input` into `writer`
  /// (``layOutItems(_:of:options:continuing:into:)``, which lays a whole section out with
  /// ``layOutSection(_:options:into:)`` unless the strategy cuts sections), naming the section in
  /// any error, and checks what came back: one cell per item from the first asked for to the
  /// cut's end — the end of `items`, or, for a strategy that chooses its page ends, the one the
  /// cut names: at least one cell on, never past the section's end, and there when `items` ends
  /// there — and a finite length and state. Returns the cut and the item the page ends before.
  // Inlined: see the note atop SectionLayoutStrategy+Pages.swift.
  @inline(__always)
  func write(
    _ items: Range<Int>, ofSection section: Int, of input: LayoutInput,
    continuing continuation: [Double], into writer: inout SectionWriter
  ) throws(LayoutError) -> (cut: SectionCut, end: Int) {
    let data = input.sections[section]
    writer.cellsWritten = 0
    // A section starts a line of its own.
    if !writer.lineStarts.isEmpty { writer.endLine() }
    let cut: SectionCut
    do {
      cut = try layOutItems(
        items, of: data, options: options(forSection: section), continuing: continuation,
        into: &writer)
    } catch {
      throw error.nested(under: "data.sections[\(section)]")
    }
    let end = cut.end ?? items.upperBound
    guard
      end == items.upperBound
        || (choosesPageEnds && end > items.lowerBound && end <= data.itemCount
          && items.upperBound < data.itemCount)
    else {
      throw LayoutError(
        path: "data.sections[\(section)]",
        message: "the layout ended a page before item \(end), asked for items "
          + "\(items.lowerBound)..<\(items.upperBound) of \(data.itemCount)")
    }
    guard writer.cellsWritten == end - items.lowerBound else {
      let asked =
        items.lowerBound == 0 && end == data.itemCount
        ? "\(data.itemCount) items" : "items \(items.lowerBound)..<\(end)"
      throw LayoutError(
        path: "data.sections[\(section)]",
        message: "the layout wrote \(writer.cellsWritten) cells for \(asked)")
    }
    guard cut.length.isFinite, cut.length >= 0, cut.continuation.allSatisfy(\.isFinite) else {
      throw LayoutError(
        path: "data.sections[\(section)]",
        message: "the layout gave a length of \(cut.length) or a state that is not finite")
    }
    return (cut, end)
  }

  /// How an update goes on at new section `section` when it continues an old section cut into
  /// pages and is cut itself, with the same options: the old pages before the one holding the
  /// first changed item are kept, and the section is laid out again from that page's first
  /// item, with the state the old page started from, until it realigns with the old pages
  /// (``layOutCut(_:of:from:continuing:cellsPerPage:realigning:span:after:sectionEnd:into:)``);
  /// the old pages are kept from there to the one holding the next changed run, laid out again
  /// from its start, and so on — the old last page only while the state its end depends on
  /// holds (``endState(after:of:changing:options:)``), else laid out again from the state it
  /// started in. Returns the next section; `nil` when the section is not such a one. `range`
  /// holds the old section's pages.
  /// - Throws: ``/MosaicCore/LayoutError`` when the change's runs do not fit the section, or as
  ///   ``prepare(_:)`` does.
  /// - Complexity: O(log pages) a run to find its page, plus the pages laid out, plus O(pages
  ///   kept) when the change moved the items after a run (none for a change of sizes alone: kept
  ///   blocks are shared).
  // Inlined: see the note atop SectionLayoutStrategy+Pages.swift.
  @inline(__always)
  func resume(
    _ section: Int, of layout: PagedLayout, oldPages range: Range<Int>, input: LayoutInput,
    change: LayoutChange, sameOptions: ((_ new: Int, _ old: Int) -> Bool)?,
    into pages: inout PagedLayoutBuilder
  ) throws(LayoutError) -> Int? {
    let entry = change.sections[section]
    // The count alone: a copy of the section's data would retain and release its sizes.
    let count = input.sections[section].itemCount
    guard let old = entry.oldSection, old >= 0, old < layout.sectionCount else { return nil }
    // A cut section holds its pages alone; options are looked up by index.
    guard range.count > 1, layout.page(range.lowerBound).sectionCount == 1,
      section == old || sameOptions?(section, old) ?? true
    else { return nil }
    let oldCount = layout.itemCount(inSection: old, onPages: range)
    // The same items with the same options are cut alike: every old page is kept. (Checked
    // before anything else: an update passes every unchanged cut section of a block it rebuilds.)
    if entry.isUnchanged(oldCount: oldCount, newCount: count) {
      layout.appendPages(range, to: &pages)
      return section + 1
    }
    guard let limit = cut(ofSection: section, in: input) else { return nil }
    let spans = try change.spans(ofSection: section, oldCount: oldCount, newCount: count)
    guard !spans.isEmpty else {
      layout.appendPages(range, to: &pages)
      return section + 1
    }
    let target = RealignmentTarget(
      layout: layout, pages: range, spans: spans, choosesPageEnds: choosesPageEnds)
    // Items before the first run are the old ones, and so is the state where the old page
    // holding the first of them starts.
    var page = target.page(resumingBeforeSpan: 0, newCount: count, section: old)
    layout.appendPages(range.lowerBound..<page, to: &pages)
    var first = layout.firstItem(ofPage: page)
    var span = 0
    // A preview needs this section exact only up to its item (none of it past a later section).
    let previewFrom = change.previewThrough.flatMap { through in
      section < through.section ? nil : section == through.section ? through.item + 1 : 0
    }
    while let (kept, after) = try layOutCut(
      section, of: input, from: first, continuing: layout.page(page).continuation,
      cellsPerPage: limit, realigning: target, span: span, after: page,
      reuse: target.reuse(ofPage: page, from: first, span: span), previewFrom: previewFrom,
      into: &pages)
    {
      // Realigned at old page `kept`: the old pages are the new ones up to the one holding the
      // next run.
      let shift = target.shift(after: after)
      // (Not before `kept`: a next run that starts at `kept`'s first item follows a page laid
      // out again, which read that run's first item.)
      let next =
        after + 1 < spans.count
        ? Swift.max(kept, target.page(resumingBeforeSpan: after + 1, newCount: count, section: old))
        : range.upperBound
      // The old last page is kept only while the state its end depends on holds (``endState``);
      // otherwise it is laid out again, from the state it started in, for the new one.
      if next == range.upperBound {
        let last = range.upperBound - 1
        let ending = layout.page(last).ending
        let newEnding = endState(
          after: ending, of: input.sections[section], changing: spans,
          options: options(forSection: section))
        if newEnding != ending {
          guard newEnding.allSatisfy(\.isFinite) else {
            throw LayoutError(
              path: "data.sections[\(section)]",
              message: "the layout gave a state at the section's end that is not finite")
          }
          layout.appendPages(kept..<last, shiftingItemsBy: shift, to: &pages)
          // The same items from the same state: only the end may differ.
          let lastPage = layout.page(last)
          let count = lastPage.cellCount
          _ = try layOutCut(
            section, of: input, from: layout.firstItem(ofPage: last) + shift,
            continuing: lastPage.continuation, cellsPerPage: limit, realigning: nil,
            sectionEnd: newEnding,
            reuse: PageReuse(
              page: lastPage, changed: count, newChangedEnd: count, oldChangedEnd: count,
              oldUnchangedEnd: .max, oldEndsSection: true), into: &pages)
          break
        }
      }
      layout.appendPages(kept..<next, shiftingItemsBy: shift, to: &pages)
      guard next < range.upperBound else { break }
      page = next
      first = layout.firstItem(ofPage: page) + shift
      span = after + 1
    }
    return section + 1
  }
}
