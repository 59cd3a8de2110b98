import MosaicCore

/// A run of consecutive pages of a ``PagedLayout`` laid one after the other from 0, with a
/// ``PageDirectory`` relative to the block: the unit an update keeps.
///
/// A layout of many pages keeps them in blocks so that an update that shares most pages writes
/// a directory of blocks, not of pages (copying every kept page into a new layout's arrays took
/// a fifth of an update at 10^6 waterfall items in 1,000 sections). A block holds its pages and
/// nothing copied out of them: queries read a page's ``LayoutPage/probe`` and ``LayoutPage/store``
/// in place, so a block rebuilt by an update retains each of its pages once, not their arrays.
///
/// A block whose pages are a run of pages placed again and again — whole sections each time (a run
/// of sections sized alike that a section layout laid out once, `LaidOutSections`), or the next
/// items of one section each time (a page of items of one size placed again down a cut section,
/// ``SectionLayoutStrategy/pagesRepeat``) — keeps that run once and a repeating directory: one
/// page reference and one record a page of the run, not one a placement (1,000 estimated
/// waterfall sections of 1,000 items kept 264 KB of directory records; see ``PageDirectory``). Whether a block repeats is read off its pages alone, so a fresh
/// prepare and an update make the same blocks.
///
/// A final class: an update shares a kept block by reference.
package final class PageBlock: Sendable {
  /// How many pages a block gathers before a page that starts a section begins the next one;
  /// a chain of pages continuing one section is cut every this many pages.
  static let pageLimit = 32
  /// Pages whose first sections fall in different runs of this many sections are never in one
  /// block, so a change to the pages of one run regroups that run's blocks only.
  static let sectionRun = 32

  /// The pages, in scroll order: one period's when the block repeats (``page(_:)`` reads any).
  let distinctPages: ContiguousArray<LayoutPage>
  /// Where the pages sit, relative to the block's origin.
  let directory: PageDirectory
  /// The length of the chain of continuing pages the first page ends, modulo the builder's page
  /// limit (0 when it starts its section): what decides whether the block is cut again alike.
  let leadingChain: Int
  /// What the layout's directory needs of the block, but where its first section continues from:
  /// ``PageDirectory/Entry/firstItem`` is 0 here, and the layout's directory keeps the block's
  /// own (``continuesSection`` says whether it is above 0), so equal blocks are shared.
  package let entry: PageDirectory.Entry
  /// True when the block's first page continues a section begun before the block.
  let continuesSection: Bool
  /// The widest page's content across the scroll axis.
  let crossExtent: Double
  /// The number of cells of each of the block's sections (of its part of the first one when that
  /// continues a section begun before the block): what an update compares a new section's count
  /// with, read here rather than out of each page's store. One period's when the block repeats
  /// (``withItemCounts(from:_:)`` reads any).
  private let itemCounts: ContiguousArray<Int>
  /// The number of continuing pages that end the block.
  let trailingChain: Int
  /// Whether every page of the block that holds cells is indexed by its lines, and whether one
  /// is (``PagedLayout/keepsLines``).
  let lines: (everyPageOfCells: Bool, some: Bool)
  /// The elements the block holds in memory: its page's when it is the places of one page,
  /// else every element of its pages (``PagedLayout/materializedElementCount``).
  var storedElementCount: Int { repeatedPage?.elementCount ?? entry.elementCount }
  /// The number of pages.
  package var pageCount: Int { directory.count }

  /// Where page `local`, in `0..<pageCount`, is in ``distinctPages``.
  @inline(__always)
  func distinctIndex(_ local: Int) -> Int {
    directory.repeats == 1 ? local : local % distinctPages.count
  }

  /// Page `local`, in `0..<pageCount`.
  @inline(__always)
  func page(_ local: Int) -> LayoutPage { distinctPages[distinctIndex(local)] }

  /// The last page.
  var lastPage: LayoutPage? { distinctPages.last }

  /// Calls `body` with the block's cell counts a section (``itemCounts``) in place, and where
  /// section `local`'s is among them: section `local + k`'s is `k` further on, wrapping to the
  /// start past the end (a repeating block keeps one period's; a block of one section's
  /// continuing pages, the whole block's count). `nil` for a block of no counts or a negative
  /// `local`.
  @inline(__always)
  func withItemCounts<Result>(
    from local: Int, _ body: (_ counts: UnsafeBufferPointer<Int>, _ start: Int) -> Result
  ) -> Result? {
    guard !itemCounts.isEmpty, local >= 0 else { return nil }
    let start = directory.repeats == 1 ? local : local % itemCounts.count
    guard start < itemCounts.count else { return nil }
    return itemCounts.withUnsafeBufferPointer { body($0, start) }
  }

  /// The first of the block's sections with a header, and with a footer, counted from the
  /// block's first. Read off the first period of its pages: a later period places the same
  /// pages again. What ``PagedLayout/firstSection(withSupplementary:)`` reads, a block at a time.
  let firstSupplementary: FirstSupplementarySections

  /// The page the block holds the places of, when it is a block of one page placed again down
  /// its section (``BlockGrouping``'s rule, ``init(placesOf:count:firstItem:leadingChain:)``),
  /// each place's items following the last's; `nil` for a block of pages.
  let repeatedPage: LayoutPage?

  /// True when this block is the one ``init(placesOf:count:leadingChain:)`` builds of `count`
  /// places of `page` after `leadingChain`.
  /// - Complexity: O(1).
  func holdsPlaces(of page: LayoutPage, count: Int, leadingChain: Int) -> Bool {
    leadingChain == self.leadingChain && pageCount == count && repeatedPage === page
  }

  /// True when this block is the one ``init(_:firstItems:leadingChain:)`` builds of `pages` at
  /// `firstItems` after `leadingChain`: the very pages in order, at the same first items, those
  /// of its first section counted from the first page's. A block holds nothing of where it sits
  /// (the layout's directory does: its origin, first section and first item), so such a block
  /// is shared rather than built again: a feed of sections sized alike, or a section's chain of
  /// one page placed again, is a run of equal blocks.
  /// - Complexity: O(pages), stopping at the first that differs.
  func holds(_ pages: ArraySlice<LayoutPage>, firstItems: ArraySlice<Int>, leadingChain: Int)
    -> Bool
  {
    guard pages.count == pageCount, leadingChain == self.leadingChain,
      let base = firstItems.first, (base > 0) == continuesSection
    else { return false }
    var local = 0
    for (page, first) in zip(pages, firstItems) {
      guard page === self.page(local), first == directory.firstItem(local, base: base) else {
        return false
      }
      local += 1
    }
    return true
  }

  /// A block of `pages`, the first at the block's origin, the first ending a chain of
  /// `leadingChain` continuing pages; `firstItems` gives, per page, the item its local section 0
  /// continues from there (a page may be repeated at several, see ``LayoutPage/firstItem``).
  /// - Complexity: O(pages); no frame is read or copied.
  convenience init(_ pages: ArraySlice<LayoutPage>, firstItems: ArraySlice<Int>, leadingChain: Int)
  {
    let (period, continuing) = Self.period(of: pages, firstItems: firstItems)
    self.init(
      distinct: ContiguousArray(pages.prefix(period)),
      firstItems: ContiguousArray(firstItems.prefix(period)),
      repeats: pages.count / Swift.max(1, period), continuing: continuing,
      leadingChain: leadingChain, places: false)
  }

  /// The block of `count` places of `page` (``BlockGrouping/repeatsInPlace(_:)``), the first at
  /// the block's origin and each next one a length further on, its items following the last's:
  /// what ``init(_:firstItems:leadingChain:)`` builds of those places, without them.
  /// - Complexity: O(1).
  convenience init(placesOf page: LayoutPage, count: Int, firstItem: Int, leadingChain: Int) {
    self.init(
      distinct: [page], firstItems: [firstItem], repeats: count, continuing: count > 1,
      leadingChain: leadingChain, places: true)
  }

  /// A block of `repeats` runs of `pages` at `firstItems` (see ``period(of:firstItems:)``);
  /// `places` when it is the places of its one page (``repeatedPage``).
  private init(
    distinct pages: ContiguousArray<LayoutPage>, firstItems: ContiguousArray<Int>, repeats: Int,
    continuing: Bool, leadingChain: Int, places: Bool
  ) {
    self.leadingChain = leadingChain
    repeatedPage = places ? pages.first : nil
    self.distinctPages = pages
    crossExtent = pages.reduce(0) { Swift.max($0, $1.crossExtent) }
    let directory = PageDirectory(
      count: pages.count, repeats: repeats, continuing: continuing, relativeItems: true
    ) { index in
      let page = pages[index]
      return PageDirectory.Entry(
        length: page.length, sectionCount: page.sectionCount, firstItem: firstItems[index],
        cellCount: page.cellCount, elementCount: page.elementCount, low: page.alongMinimum,
        high: page.alongMaximum)
    }
    self.directory = directory
    var itemCounts = ContiguousArray<Int>(repeating: 0, count: directory.recordSections)
    var trailingChain = 0
    var lines = (everyPageOfCells: true, some: false)
    var firstSupplementary = FirstSupplementarySections()
    for (index, page) in pages.enumerated() {
      if page.lines != nil {
        lines.some = true
      } else if page.cellCount > 0 {
        lines.everyPageOfCells = false
      }
      let first = directory.firstSection(index)
      firstSupplementary.keepFirst(page.firstSupplementary, offset: first)
      // A page of one section holds its cells (read from the page: the store read out of it is
      // a copy).
      if page.sectionCount == 1 {
        itemCounts[first] += page.cellCount
      } else {
        for local in 0..<page.sectionCount {
          itemCounts[first + local] += page.store.itemCount(inSection: local)
        }
      }
      trailingChain = page.continuesSection ? trailingChain + 1 : 0
    }
    // A continuing run: the block is one section, every page of it continuing.
    if directory.periodItems > 0 {
      itemCounts[0] *= repeats
      trailingChain = directory.count
    }
    self.itemCounts = itemCounts
    self.trailingChain = trailingChain
    self.lines = lines
    self.firstSupplementary = firstSupplementary
    let span = directory.span
    continuesSection = (firstItems.first ?? 0) > 0
    entry = PageDirectory.Entry(
      length: directory.length, sectionCount: directory.sectionCount,
      firstItem: 0, cellCount: directory.cellCount,
      elementCount: directory.cellCount + directory.supplementaryCount, low: span.low,
      high: span.high)
  }

  /// The shortest run of `pages` that they repeat, and whether each run continues one section:
  /// either the first page starts a section and every page is the very page (and first item) one
  /// run earlier, or every page continues one section and is the very page one run earlier, its
  /// first item one run's cells on; the number of pages when there is none. Pages repeat only when every length is on
  /// ``/MosaicCore/AdvanceGrid`` and the block's within its exact range: a repeated page's origin
  /// is a product (periods × a period's length) where a block of its own pages adds lengths one
  /// by one, and the two agree to the bit only there.
  /// - Complexity: O(pages × their divisors); no frame is read.
  static func period(
    of pages: ArraySlice<LayoutPage>, firstItems: ArraySlice<Int>
  ) -> (pages: Int, continuing: Bool) {
    let count = pages.count
    guard count > 1, let first = firstItems.first else { return (count, false) }
    // Either each run starts its sections, or every page continues one section.
    let continuing = first > 0
    var total = 0.0
    for page in pages {
      let steps = page.length / AdvanceGrid.step
      guard steps == steps.rounded() else { return (count, false) }
      if continuing && !(page.continuesSection && page.sectionCount == 1) { return (count, false) }
      total += page.length
    }
    guard total < AdvanceGrid.exactLimit else { return (count, false) }
    let pages = Array(pages)
    let firstItems = Array(firstItems)
    for period in 1...(count / 2) where count % period == 0 {
      // A continuing run's items follow the last run's: its first items are one run's cells on.
      let step = continuing ? pages[0..<period].reduce(0) { $0 + $1.cellCount } : 0
      if (period..<count).allSatisfy({
        pages[$0] === pages[$0 - period] && firstItems[$0] == firstItems[$0 - period] + step
      }) {
        return (period, continuing)
      }
    }
    return (count, false)
  }

  /// Heap bytes held by the block: its pages, arrays and directory.
  var byteCount: Int {
    distinctPages.reduce(0) { $0 + $1.byteCount } + distinctPages.capacity * 8
      + directory.byteCount + itemCounts.capacity * 8
  }
}
