import MosaicCore

// `@inline(__always)` in the driver (here, in `+Cuts`, `SectionPaging` and `LaidOutSections`):
// this generic code runs unspecialised for a strategy of another module, and a function that holds
// a `SectionOptions?` looks its type's metadata up (about 325 instructions) on entry. Inlined into
// `prepare`, `update` or a page's layout, that happens once each, not once a section: callgrind,
// waterfall, 1,000 estimated sections of 1,000 items prepare 5.31 M -> 3.84 M instructions, 10^5
// sections of 10 items 1,017 M -> 942 M. Helpers called once a section from `update` are inlined
// too, or each would look the metadata up again on entry.
extension SectionLayoutStrategy {
  /// Lays out `input`: validates it and the options, then each section on pages of consecutive
  /// sections (``layOutSection(_:options:into:)``), queried through a ``PagedLayout``.
  /// - Throws: ``/MosaicCore/LayoutError`` naming the field at fault: the input, the options, a
  ///   section (`data.sections[i]…`), a section's cell count, or a content too long.
  /// - Complexity: O(items + sections) plus what the sections' layouts cost.
  public func prepare(_ input: LayoutInput) throws(LayoutError) -> PagedLayout {
    try prepare(input, settings: .standard) { _ throws(LayoutError) in try validateOptions() }
  }

  /// The layout of `input` from `layout`, prepared before `change` with the same viewport: every
  /// page a fresh prepare would make of sections the change left as they were (the same items,
  /// sizes, header, footer and section options, continuing consecutive old sections) is kept,
  /// shared and re-offset; the others are laid out again. Answers exactly as `prepare(input)`.
  /// A layout prepared for another scroll direction or a viewport that needs a prepare, or a
  /// content past ``/MosaicCore/AdvanceGrid/exactLimit`` (where sums stop being exact), is
  /// prepared in full.
  /// - Throws: what ``prepare(_:)`` throws.
  /// - Complexity: O(sections) to read the change, O(blocks) for the directory and O(pages) of
  ///   the blocks holding a changed page, plus a layout of the pages holding a changed section.
  public func update(_ layout: PagedLayout, to input: LayoutInput, change: LayoutChange)
    throws(LayoutError) -> PagedLayout
  {
    try update(layout, to: input, change: change, settings: .standard) { _ throws(LayoutError) in
      try validateOptions()
    }
  }

  /// ``prepare(_:)`` with `settings`, and the options checked by `validateOptions`, given the
  /// number of sections (a strategy of this package with per-section overrides checks only those
  /// of sections the input has).
  package func prepare(
    _ input: LayoutInput, settings: SectionLayoutSettings,
    validateOptions: (_ sectionCount: Int) throws(LayoutError) -> Void
  ) throws(LayoutError) -> PagedLayout {
    try input.validate()
    try validateOptions(input.sections.count)
    try checkBudgetAhead(input)
    var pages = PagedLayoutBuilder()
    var laidOut = LaidOutSections()
    var section = 0
    while section < input.sections.count {
      section = try layOutFresh(
        from: section, of: input, paging: settings.paging, into: &pages, reusing: &laidOut)
    }
    return try layout(of: &pages, input: input, settings: settings)
  }

  /// ``update(_:to:change:)`` with `settings`, and the options checked by `validateOptions` (see
  /// ``prepare(_:settings:validateOptions:)``).
  package func update(
    _ layout: PagedLayout, to input: LayoutInput, change: LayoutChange,
    settings: SectionLayoutSettings,
    validateOptions: (_ sectionCount: Int) throws(LayoutError) -> Void
  ) throws(LayoutError) -> PagedLayout {
    func prepared() throws(LayoutError) -> PagedLayout {
      try prepare(input, settings: settings, validateOptions: validateOptions)
    }
    guard layout.scrollDirection == scrollDirection, !layout.needsPrepare(for: input.viewport),
      change.sections.count == input.sections.count
    else { return try prepared() }
    try validateOptions(input.sections.count)
    try checkBudgetAhead(input)
    var pages = PagedLayoutBuilder()
    pages.reserveCapacity(blocks: layout.blocks.count + 1)
    var laidOut = LaidOutSections()
    var section = 0
    // One comparison for the whole update, handed to every check of a kept block or page.
    let sameOptions: ((_ new: Int, _ old: Int) -> Bool)? = sameOptions(_:_:)
    // The old page after the last page kept alone: the next section's, usually, found without
    // a search (the sections of a block a change passes through are kept page by page).
    var next: PageCursor?
    // Keeps the old page at `cursor` for `section` on when the change left it (``keptPage``);
    // the page after it is then the next section's, usually.
    func keep(_ cursor: PageCursor) -> Bool {
      guard
        let page = keptPage(
          at: section, cursor: cursor, of: layout, input: input, change: change,
          paging: settings.paging, sameOptions: sameOptions)
      else { return false }
      pages.append(page, firstItem: 0)
      section += page.sectionCount
      next = layout.cursor(after: cursor)
      return true
    }
    while section < input.sections.count {
      // Whole blocks start at a block's first page.
      if next.map({ $0.local == 0 }) ?? true {
        let afterKept = appendKeptBlocks(
          from: section, of: layout, input: input, change: change, paging: settings.paging,
          sameOptions: sameOptions, into: &pages)
        if afterKept > section {
          section = afterKept
          next = nil
          continue
        }
      }
      if let cursor = next, keep(cursor) { continue }
      next = nil
      // The old pages of the section this one continues, found once for both checks below.
      let old = change.sections[section].oldSection
      let oldPages = old.map(layout.pageRange(ofSection:)) ?? 0..<0
      // A cut section first: its pages are never whole-section pages to keep. (Asked only of
      // a section on several pages: the generic resume, entered, looked up type metadata, about
      // 300 instructions a section of a block an update goes through.)
      if oldPages.count > 1,
        let resumed = try resume(
          section, of: layout, oldPages: oldPages, input: input, change: change,
          sameOptions: sameOptions, into: &pages)
      {
        section = resumed
        continue
      }
      if let first = oldPages.first, keep(layout.cursor(ofPage: first)) { continue }
      section = try layOutFresh(
        from: section, of: input, paging: settings.paging, into: &pages, reusing: &laidOut,
        reuse: pageReuse(
          ofSection: section, of: layout, oldPages: oldPages, input: input, change: change,
          sameOptions: sameOptions))
    }
    try checkBudget(input, holding: pages)
    let updated = try self.layout(of: &pages, input: input, settings: settings)
    // Past the exact range a kept page's origin, a sum of other lengths than a fresh prepare
    // adds, may round differently.
    guard updated.contentSize.value(along: scrollDirection.scrollAxis) < AdvanceGrid.exactLimit
    else { return try prepared() }
    return updated
  }

  /// True when section `section` is laid out with the same section options as section `other`
  /// (of the same input or of the one an update started from: options go by index).
  @inline(__always)
  func sameOptions(_ section: Int, _ other: Int) -> Bool {
    options(forSection: section) == options(forSection: other)
  }

  /// The cells a page of section `section` of `input` holds when the section is cut into pages
  /// (``cellsPerPage(of:options:)``, clamped); `nil` when it is laid out whole.
  @inline(__always)
  func pageSize(ofSection section: Int, in input: LayoutInput) -> Int? {
    SectionPaging.clamped(
      cellsPerPage(of: input.sections[section], options: options(forSection: section)))
  }

  /// The cells a page of section `section` of `input` holds when the section is cut into pages;
  /// `nil` when it is laid out whole, on a page of its own or shared.
  @inline(__always)
  func cut(ofSection section: Int, in input: LayoutInput) -> Int? {
    guard let size = pageSize(ofSection: section, in: input),
      input.sections[section].itemCount > size
    else { return nil }
    return size
  }

  /// The end of the page a fresh prepare starts at `section`, grouping by `paging`.
  ///
  /// A section too heavy to share a page by its count alone
  /// (``SectionPaging/isTooHeavyToShare(_:)``) starts a page of its own: answered here, without
  /// the general rule, which may look a section's options up. That look-up is a value of
  /// `SectionOptions?`, whose type metadata an unspecialised caller (the driver runs generic
  /// across modules) fetched on every call, about 370 instructions, even when no option was
  /// read: 11,000 instructions of an update keeping 31 pages one by one (callgrind).
  /// - Complexity: O(sections of the page).
  @inline(__always)
  func pageEnd(from section: Int, in input: LayoutInput, paging: SectionPaging) -> Int {
    if paging.isTooHeavyToShare(input.sections[section]) { return section + 1 }
    return sharedPageEnd(from: section, in: input, paging: paging)
  }

  /// ``pageEnd(from:in:paging:)`` by the general rule, out of line (see there).
  @inline(never)
  func sharedPageEnd(from section: Int, in input: LayoutInput, paging: SectionPaging) -> Int {
    paging.pageEnd(from: section, count: input.sections.count) { section in
      paging.weight(of: input.sections[section]) { pageSize(ofSection: section, in: input) }
    }
  }

  /// Lays out the page a fresh prepare starts at `section` — or, for a section cut into pages
  /// (``cellsPerPage(of:options:)``), all of its pages — appended to `pages`; returns the section
  /// after them. When those sections lay out exactly as a run laid out before (`laidOut`), that
  /// run's pages are appended again instead.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``prepare(_:)`` does, or naming `data.sections`
  ///   when the elements so far pass the input's element budget.
  @inline(__always)
  func layOutFresh(
    from section: Int, of input: LayoutInput, paging: SectionPaging,
    into pages: inout PagedLayoutBuilder, reusing laidOut: inout LaidOutSections,
    reuse: PageReuse? = nil
  ) throws(LayoutError) -> Int {
    let cut = cut(ofSection: section, in: input)
    let end = cut == nil ? pageEnd(from: section, in: input, paging: paging) : section + 1
    let run = section..<end
    if let earlier = laidOut.lastRun(repeatedBy: run, in: input, sameOptions: sameOptions(_:_:)) {
      // As many runs after it as repeat it too, appended at once (blocks of them shared): the
      // same sections with the same options, grouped alike (a cut section is cut alike; whole
      // ones, by the rule, which also reads the section after them).
      var times = 1
      var next = end
      while next + run.count <= input.sections.count,
        laidOut.lastRun(
          repeatedBy: next..<(next + run.count), in: input, sameOptions: sameOptions(_:_:))
          != nil,
        cut != nil || pageEnd(from: next, in: input, paging: paging) == next + run.count
      {
        times += 1
        next += run.count
      }
      pages.append(run: earlier.places, times: times)
      try checkBudget(input, holding: pages)
      return next
    }
    let key = LaidOutSections.key(of: run, in: input)
    if let key,
      let earlier = laidOut.run(
        keyed: key, repeatedBy: run, in: input,
        sameOptions: sameOptions(_:_:))
    {
      pages.append(places: earlier.places)
      laidOut.found(earlier)
    } else {
      if key != nil { pages.startRecording() }
      if let cut {
        // Nothing to realign with: it lays out to the section's end (its first page in place
        // of the old page that held the section whole, `reuse`, when there was one).
        _ = try layOutCut(
          section, of: input, from: 0, continuing: [], cellsPerPage: cut, realigning: nil,
          reuse: run.count == 1 ? reuse : nil, into: &pages)
      } else {
        // `reuse` is an old page of this section alone, for a page of it alone.
        pages.append(try layOutPage(run, of: input, reuse: run.count == 1 ? reuse : nil))
      }
      if let key {
        laidOut.record(
          LaidOutSections.Run(sections: run, places: pages.finishRecording()), keyed: key)
      }
    }
    try checkBudget(input, holding: pages)
    return end
  }

  /// Appends to `pages` the blocks of `layout` that new sections from `section` on keep whole,
  /// one after the other, and returns the section after them (`section` when there is none). A
  /// block is kept when a fresh prepare of `input` would make its pages: its sections are all
  /// unchanged and continue consecutive old ones with the same section options, and the grouping
  /// rule ends its last page where it ends. The pages before end where they did (their sections,
  /// and the next ones, weigh what they weighed), and so does the last page of a block followed
  /// by a kept block (the sections the rule reads past it are that block's, unchanged): only the
  /// last block of the run is measured again.
  /// - Complexity: O(log blocks) to find the first block, then O(sections) of the blocks kept
  ///   with a few loads a section, plus the sections of the last block's last page.
  @inline(__always)
  func appendKeptBlocks(
    from section: Int, of layout: PagedLayout, input: LayoutInput, change: LayoutChange,
    paging: SectionPaging, sameOptions: ((_ new: Int, _ old: Int) -> Bool)?,
    into pages: inout PagedLayoutBuilder
  ) -> Int {
    guard
      let (first, old) = layout.unchangedBlock(
        startingAt: section, input: input, change: change, sameOptions: sameOptions)
    else { return section }
    // Each block is appended once the next one is kept too, or its last page measured again.
    var block = first
    var start = section
    var oldStart = old
    while true {
      let end = start + layout.blocks[block].entry.sectionCount
      let next = block + 1
      if next < layout.blocks.count,
        layout.keeps(next, from: end, input: input, change: change, sameOptions: sameOptions)
      {
        pages.append(
          block: layout.blocks[block], oldFirstSection: oldStart,
          firstItem: layout.directory.firstItem(block))
        (block, start, oldStart) = (next, end, oldStart + end - start)
        continue
      }
      guard let last = layout.blocks[block].lastPage else { return start }
      if pageEnd(from: end - last.sectionCount, in: input, paging: paging) != end { return start }
      pages.append(
        block: layout.blocks[block], oldFirstSection: oldStart,
        firstItem: layout.directory.firstItem(block))
      return end
    }
  }

  /// The old page at `cursor`, when a fresh prepare of `input` would make it again from new
  /// section `section` (``PagedLayout/unchangedPage(startingAt:at:input:change:sameOptions:)``:
  /// it starts at the old section `section` continues, holds whole sections, each unchanged
  /// and with the same options) and the grouping rule ends it where it ends; `nil` otherwise.
  /// A kept page starts its section: it is appended at item 0.
  /// - Complexity: O(sections of the page).
  @inline(__always)
  func keptPage(
    at section: Int, cursor: PageCursor, of layout: PagedLayout, input: LayoutInput,
    change: LayoutChange, paging: SectionPaging, sameOptions: ((_ new: Int, _ old: Int) -> Bool)?
  ) -> LayoutPage? {
    guard
      layout.unchangedPage(
        startingAt: section, at: cursor, input: input, change: change, sameOptions: sameOptions)
    else { return nil }
    let page = layout.blocks[cursor.block].page(cursor.local)
    return pageEnd(from: section, in: input, paging: paging) == section + page.sectionCount
      ? page : nil
  }

  /// Lays out `sections` of `input` on one page, from 0 along the scroll axis.
  func layOutPage(
    _ sections: Range<Int>, of input: LayoutInput, reuse: PageReuse? = nil
  ) throws(LayoutError) -> LayoutPage {
    var cells = 0
    for section in sections { cells += max(0, input.sections[section].itemCount) }
    var writer = SectionWriter(
      builder: FrameStoreBuilder(
        sectionCount: sections.count, cellCapacity: cells,
        supplementaryCapacity: 2 * sections.count),
      direction: scrollDirection, viewport: input.viewport)
    writer.reuse = reuse
    let axis = scrollDirection.scrollAxis
    for section in sections {
      let length = try write(
        0..<input.sections[section].itemCount, ofSection: section, of: input, continuing: [],
        into: &writer
      ).cut.length
      writer.builder.endSection(
        frame: Rect(
          axis: axis, along: writer.offset, across: 0, alongExtent: length,
          acrossExtent: writer.dimension))
      writer.offset += length
      try LayoutError.checkContentLength(writer.offset)
    }
    let size = Size(axis: axis, along: writer.offset, across: writer.widest)
    return LayoutPage(
      store: writer.builder.build(contentSize: size), axis: axis, length: writer.offset,
      lineStarts: writer.lineStarts)
  }

  /// What a page of new section `section` alone — laid out whole, or the first of its pages when
  /// it is cut now — may copy of the old page that held the section it continues alone and whole
  /// (``PageReuse``), laid out with the same options; `nil` otherwise. The change's first run
  /// decides it.
  /// - Complexity: O(runs of the section's change).
  func pageReuse(
    ofSection section: Int, of layout: PagedLayout, oldPages: Range<Int>, input: LayoutInput,
    change: LayoutChange, sameOptions: ((_ new: Int, _ old: Int) -> Bool)?
  ) -> PageReuse? {
    guard oldPages.count == 1, let old = change.sections[section].oldSection,
      section == old || sameOptions?(section, old) ?? true
    else { return nil }
    let page = layout.page(oldPages.lowerBound)
    guard page.sectionCount == 1, !page.continuesSection,
      let spans = try? change.spans(
        ofSection: section, oldCount: page.cellCount, newCount: input.sections[section].itemCount),
      let first = spans.first
    else { return nil }
    return PageReuse(
      page: page, changed: first.items.lowerBound, newChangedEnd: first.items.upperBound,
      oldChangedEnd: first.oldItems.upperBound,
      oldUnchangedEnd: spans.count > 1 ? spans[1].oldItems.lowerBound : .max,
      oldEndsSection: true)
  }

  /// Refuses the elements `pages` hold so far (``PagedLayoutBuilder/storedElementCount``: a page
  /// placed again counted once) past the input's element budget, naming `data.sections`.
  @inline(__always)
  func checkBudget(_ input: LayoutInput, holding pages: borrowing PagedLayoutBuilder)
    throws(LayoutError)
  {
    try input.checkElementBudget(adding: 0, to: pages.storedElementCount, at: "data.sections")
  }

  /// Refuses, before anything is laid out, an input whose items alone pass its element budget —
  /// but for the items of sections a strategy whose pages repeat (``pagesRepeat``) cuts into
  /// pages and that are given by a count: those are laid out a page at a time, a page placed
  /// again held once, and checked as their pages come (``checkBudget(_:holding:)``), so a grid of
  /// 10^8 items fits.
  /// - Complexity: O(1) when every item fits; else O(sections).
  @inline(__always)
  func checkBudgetAhead(_ input: LayoutInput) throws(LayoutError) {
    guard !input.fitsElementBudget(input.totalItemCount) else { return }
    var items = 0
    for section in input.sections.indices {
      let data = input.sections[section]
      if pagesRepeat, case .uniform = data.itemSizes, cut(ofSection: section, in: input) != nil {
        continue
      }
      items += data.itemCount
    }
    try input.checkElementBudget(adding: 0, to: items, at: "data.sections")
  }

  /// The layout of the pages `pages` gathered, one after the other from 0; the content as wide
  /// as the widest page (or the layout dimension, as `settings` say) and at least their minimum
  /// length long; elements placed on the viewport's pixel grid when the strategy
  /// ``placesOriginsOnPixelGrid``.
  func layout(
    of pages: inout PagedLayoutBuilder, input: LayoutInput, settings: SectionLayoutSettings
  ) throws(LayoutError) -> PagedLayout {
    let dimension = max(0, input.viewport.layoutDimension(for: scrollDirection))
    let across = settings.spansLayoutDimension ? dimension : max(pages.crossExtent, dimension)
    let layout = PagedLayout(
      builder: &pages, crossExtent: across, minimumLength: settings.minimumLength,
      trailingSpace: input.sections.isEmpty ? 0 : settings.sectionSpacing,
      scrollDirection: scrollDirection, viewport: input.viewport, stacksSections: true,
      pixelScale: placesOriginsOnPixelGrid ? input.viewport.scale : nil)
    try LayoutError.checkContentLength(layout.contentSize.value(along: scrollDirection.scrollAxis))
    return layout
  }
}
