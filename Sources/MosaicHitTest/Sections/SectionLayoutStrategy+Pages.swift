import MosaicCore

extension SectionLayoutStrategy {
  /// Lays out `input`: validates it and the options, then each section on pages of consecutive
  /// sections (``layOutSection(_:options:into:)``), queried through a ``PagedLayout``.
  /// - Throws: ``/MosaicCore/LayoutError`` naming the field at fault: the input, the options, a
  ///   section (`data.sections[i]…`), a section's cell count, or a content too long.
  /// - Complexity: O(items + sections) plus what the sections' layouts cost.
  public func prepare(_ input: LayoutInput) throws(LayoutError) -> PagedLayout {
    try input.validate()
    try validateOptions()
    try checkBudget(input)
    var pages = PagedLayoutBuilder()
    var section = 0
    while section < input.sections.count {
      section = try layOutFresh(from: section, of: input, into: &pages)
    }
    return try layout(of: &pages, input: input)
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
    guard layout.scrollDirection == scrollDirection, !layout.needsPrepare(for: input.viewport),
      change.sections.count == input.sections.count
    else { return try prepare(input) }
    try validateOptions()
    try checkBudget(input)
    var pages = PagedLayoutBuilder()
    var section = 0
    // One comparison for the whole update, handed to every check of a kept block or page.
    let sameOptions: ((_ new: Int, _ old: Int) -> Bool)? = {
      options(forSection: $0) == options(forSection: $1)
    }
    while section < input.sections.count {
      if let (block, old) = keptBlock(
        at: section, of: layout, input: input, change: change, sameOptions: sameOptions)
      {
        pages.append(block: block, oldFirstSection: old)
        section += block.entry.sectionCount
        continue
      }
      if let kept = keptPage(
        at: section, of: layout, input: input, change: change, sameOptions: sameOptions)
      {
        let page = layout.page(kept)
        pages.append(page, firstItem: layout.firstItem(ofPage: kept))
        section += page.sectionCount
        continue
      }
      if let resumed = try resume(
        section, of: layout, input: input, change: change, sameOptions: sameOptions,
        into: &pages)
      {
        section = resumed
        continue
      }
      section = try layOutFresh(from: section, of: input, into: &pages)
    }
    let updated = try self.layout(of: &pages, input: input)
    // Past the exact range a kept page's origin, a sum of other lengths than a fresh prepare
    // adds, may round differently.
    guard updated.contentSize.value(along: scrollDirection.scrollAxis) < AdvanceGrid.exactLimit
    else { return try prepare(input) }
    return updated
  }

  /// Lays out the page a fresh prepare starts at `section` — or, for a section cut into pages
  /// (``cellsPerPage``), all of its pages — appended to `pages`; returns the section after them.
  func layOutFresh(from section: Int, of input: LayoutInput, into pages: inout PagedLayoutBuilder)
    throws(LayoutError) -> Int
  {
    let limit = SectionPaging.cellsPerPage(cellsPerPage)
    if let limit, SectionPaging.isCut(input.sections[section], cellsPerPage: limit) {
      try layOutCut(
        section, of: input, from: 0, continuing: [], cellsPerPage: limit, realigning: nil,
        into: &pages)
      return section + 1
    }
    let end = SectionPaging.pageEnd(from: section, in: input.sections, cellsPerPage: limit)
    pages.append(try layOutPage(section..<end, of: input))
    return end
  }

  /// The block of `layout` that new section `section` starts, if a fresh prepare of `input`
  /// would make its pages: its sections are all unchanged and continue consecutive old ones with
  /// the same section options, and the grouping rule ends its last page where it ends (the pages
  /// before end where they did: their sections, and the next ones, weigh what they weighed).
  /// - Complexity: O(log blocks + sections of the block).
  func keptBlock(
    at section: Int, of layout: PagedLayout, input: LayoutInput, change: LayoutChange,
    sameOptions: ((_ new: Int, _ old: Int) -> Bool)?
  ) -> (PageBlock, Int)? {
    guard
      let (block, old) = layout.unchangedBlock(
        startingAt: section, input: input, change: change, sameOptions: sameOptions),
      let last = block.pages.last
    else { return nil }
    let end = section + block.entry.sectionCount
    let lastStart = end - last.sectionCount
    let limit = SectionPaging.cellsPerPage(cellsPerPage)
    return SectionPaging.pageEnd(from: lastStart, in: input.sections, cellsPerPage: limit) == end
      ? (block, old) : nil
  }

  /// The page of `layout` a fresh prepare of `input` would make from new section `section`, if
  /// the change left it as it was: it starts at the old section `section` continues, its
  /// sections are all unchanged and continue consecutive old ones with the same section options,
  /// and the grouping rule ends it where it ends.
  /// - Complexity: O(log pages + sections of the page).
  func keptPage(
    at section: Int, of layout: PagedLayout, input: LayoutInput, change: LayoutChange,
    sameOptions: ((_ new: Int, _ old: Int) -> Bool)?
  ) -> Int? {
    guard
      let page = layout.unchangedPage(
        startingAt: section, input: input, change: change, sameOptions: sameOptions)
    else { return nil }
    // Unchanged sections weigh what they weighed; the page must also end where the rule ends it.
    let end = section + layout.page(page).sectionCount
    let limit = SectionPaging.cellsPerPage(cellsPerPage)
    return SectionPaging.pageEnd(from: section, in: input.sections, cellsPerPage: limit) == end
      ? page : nil
  }

  /// Lays out `sections` of `input` on one page, from 0 along the scroll axis.
  func layOutPage(_ sections: Range<Int>, of input: LayoutInput) throws(LayoutError)
    -> LayoutPage
  {
    var cells = 0
    for section in sections { cells += max(0, input.sections[section].itemCount) }
    var writer = SectionWriter(
      builder: FrameStoreBuilder(
        sectionCount: sections.count, cellCapacity: cells,
        supplementaryCapacity: 2 * sections.count),
      direction: scrollDirection, viewport: input.viewport)
    let axis = scrollDirection.scrollAxis
    for section in sections {
      let length = try write(
        0..<input.sections[section].itemCount, ofSection: section, of: input, continuing: [],
        into: &writer
      ).length
      writer.builder.endSection(
        frame: Rect(
          axis: axis, along: writer.offset, across: 0, alongExtent: length,
          acrossExtent: writer.dimension))
      writer.offset += length
      try LayoutError.checkContentLength(writer.offset)
    }
    let size = Size(axis: axis, along: writer.offset, across: writer.widest)
    return LayoutPage(
      store: writer.builder.build(contentSize: size), axis: axis, length: writer.offset)
  }

  /// Refuses input whose cells, headers and footers would not fit the element budget, before any
  /// storage is reserved.
  func checkBudget(_ input: LayoutInput) throws(LayoutError) {
    let (supplementaries, overflow) = input.sections.count.multipliedReportingOverflow(by: 2)
    try input.checkElementBudget(
      adding: overflow ? .max : supplementaries, to: input.totalItemCount, at: "data.sections")
  }

  /// The layout of the pages `pages` gathered, one after the other from 0; the content as wide
  /// as the widest page.
  func layout(of pages: inout PagedLayoutBuilder, input: LayoutInput) throws(LayoutError)
    -> PagedLayout
  {
    let across = max(pages.crossExtent, input.viewport.layoutDimension(for: scrollDirection))
    let layout = PagedLayout(
      builder: &pages, crossExtent: across, scrollDirection: scrollDirection,
      viewport: input.viewport, stacksSections: true)
    try LayoutError.checkContentLength(layout.contentSize.value(along: scrollDirection.scrollAxis))
    return layout
  }
}
