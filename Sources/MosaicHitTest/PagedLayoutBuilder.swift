import MosaicCore

/// Gathers the pages of a ``PagedLayout``, in scroll order, into ``PageBlock``s by one rule, and
/// lets an update hand over the blocks of its old layout that the rule would cut again.
///
/// The rule (``BlockGrouping``): a run of 32 or more places of a page placed again right after
/// itself down its section is one block of places, one record however many (a grid of 10^8 items
/// is a few pages and blocks); any other page starts a new block when its first section lies in another run of
/// ``PageBlock/sectionRun`` sections than the block's first page's, when it continues a section
/// and is the 32nd, 64th… page of a chain of continuing pages, or when it starts a section and
/// the block already holds ``PageBlock/pageLimit`` pages. It reads only the pages of one run, so
/// a change regroups the blocks of the runs it touches, and a fresh prepare and an update cut the
/// same blocks: a page's origin is its block's origin plus its own within the block, the same
/// additions either way, so an updated layout answers as a fresh one to the bit whatever the
/// strategy's lengths.
package struct PagedLayoutBuilder {
  /// The blocks closed so far.
  private var blocks: ContiguousArray<PageBlock> = []
  /// Each closed block's first item: where its first page's local section 0 continues from (a
  /// block holds its first section's items counted from there, so that equal blocks are shared).
  private var blockFirstItems: ContiguousArray<Int> = []
  /// The pages of the block being gathered, when it is not a kept one.
  private var pending: [LayoutPage] = []
  /// The item each pending page's local section 0 continues from (0 when it starts it).
  private var pendingFirstItems: [Int] = []
  /// The kept block being gathered, while no page has extended it, and its first item.
  private var open: PageBlock?
  private var openFirstItem = 0
  /// The last page appended.
  private var lastPage: LayoutPage?
  /// Places of ``lastPage`` right after its first place, not grouped yet: the page, the item the
  /// first of them continues from, how many, and the items from one to the next. The rule
  /// (``BlockGrouping``) groups them once the run ends: a block of places when there are at least
  /// `pageLimit`, else as any pages.
  private var run: (page: LayoutPage, firstItem: Int, count: Int, itemStride: Int)?
  /// Where the rule stands after the pages so far.
  private var grouping: BlockGrouping
  /// The chain its first page ended, for the block being gathered.
  private var leadingChain = 0
  /// The pages appended while recording (``startRecording()``), each with the item it continues
  /// from; `nil` when not recording.
  private var recorded: [PagePlace]?

  /// An empty builder.
  package init() { self.init(pageLimit: PageBlock.pageLimit, sectionRun: PageBlock.sectionRun) }

  /// An empty builder cutting blocks of at most `pageLimit` pages (chains of continuing pages
  /// likewise) in runs of `sectionRun` sections.
  init(pageLimit: Int, sectionRun: Int) {
    grouping = BlockGrouping(
      pageLimit: Swift.max(1, pageLimit), sectionRun: Swift.max(1, sectionRun))
  }

  /// Makes room for `blocks` blocks (an update: about as many as the old layout's), so that
  /// the list of blocks is not grown, and its references copied, a few times over as they close.
  package mutating func reserveCapacity(blocks count: Int) {
    blocks.reserveCapacity(count)
    blockFirstItems.reserveCapacity(count)
  }

  /// The number of cells of the pages appended so far.
  package private(set) var cellCount = 0
  /// The number of supplementary elements of the pages appended so far.
  package private(set) var supplementaryCount = 0
  /// The widest content across the scroll axis of the pages appended so far.
  package private(set) var crossExtent = 0.0
  /// The elements the pages so far hold in memory, as their blocks count them
  /// (``PageBlock/storedElementCount``: a page's places after its first, once): what the
  /// element budget is checked against as pages are laid out, and what
  /// ``PagedLayout/materializedElementCount`` reports.
  package private(set) var storedElementCount = 0

  /// Appends a page, whose local section 0 continues its section from `firstItem` (by default
  /// the page's own ``LayoutPage/firstItem``): a page laid out exactly as a continuing page
  /// before it is appended again, shared, at its own first item.
  /// - Complexity: O(1) amortised; a block's arrays are built when it closes.
  package mutating func append(_ page: LayoutPage, firstItem: Int? = nil) {
    let first = firstItem ?? page.firstItem
    recorded?.append(PagePlace(page: page, firstItem: first))
    place(page, firstItem: first, times: 1, itemStride: page.cellCount)
  }

  /// Appends `page`, a page continuing its section, `times` times: the first place at `firstItem`,
  /// each next one `itemStride` items on (a page placed again down a section of items of one
  /// size; `itemStride` is its cells). As many appends one by one would, but the places after
  /// the first of a page that may repeat in place (``BlockGrouping/repeatsInPlace(_:)``) are
  /// counted in at once, and grouped as one run of places.
  /// - Complexity: O(1) for a page that may repeat in place (the rule's exact-range cuts
  ///   aside); else O(times).
  package mutating func append(
    _ page: LayoutPage, firstItem: Int, times: Int, itemStride: Int
  ) {
    guard times > 0 else { return }
    recorded?.append(
      PagePlace(page: page, firstItem: firstItem, times: times, itemStride: itemStride))
    place(page, firstItem: firstItem, times: times, itemStride: itemStride)
  }

  /// Appends `times` places of `page`, the first at `firstItem`, each next `itemStride` items on:
  /// a place right after another of the same page joins (or starts) the run of its places, the
  /// others go in as any page.
  private mutating func place(_ page: LayoutPage, firstItem: Int, times: Int, itemStride: Int) {
    cellCount += times * page.cellCount
    supplementaryCount += times * (page.elementCount - page.cellCount)
    crossExtent = Swift.max(crossExtent, page.crossExtent)
    if let current = run {
      if current.page === page {
        run?.count += times
        return
      }
      flushRun()
    }
    var first = firstItem
    var left = times
    if lastPage !== page || !BlockGrouping.repeatsInPlace(page) {
      appendPage(page, firstItem: first)
      first += itemStride
      left -= 1
    }
    guard left > 0 else { return }
    guard BlockGrouping.repeatsInPlace(page) else {
      for _ in 0..<left {
        appendPage(page, firstItem: first)
        first += itemStride
      }
      return
    }
    run = (page, first, left, itemStride)
  }

  /// Appends `page` as any page: to the block being gathered, or as the first of a new one.
  private mutating func appendPage(_ page: LayoutPage, firstItem: Int) {
    if grouping.startsBlock(continuing: page.continuesSection) {
      close()
      grouping.startBlock(continuing: page.continuesSection)
      leadingChain = page.continuesSection ? grouping.chain + 1 : 0
    } else if let kept = open {
      // The kept block goes on: its pages are gathered again, into a block of its own.
      // Read once: the directory out of the class is a copy, a retain of its arrays each time.
      let directory = kept.directory
      for local in 0..<kept.pageCount {
        pending.append(kept.page(local))
        pendingFirstItems.append(directory.firstItem(local, base: openFirstItem))
      }
      open = nil
    }
    pending.append(page)
    pendingFirstItems.append(firstItem)
    storedElementCount += page.elementCount
    grouping.advance(over: page)
    lastPage = page
  }

  /// Groups the run of places waiting (``run``): at least `pageLimit` of them are blocks of
  /// places (one, unless its length would pass the exact range), fewer go in as any pages.
  private mutating func flushRun() {
    guard let current = run else { return }
    run = nil
    var first = current.firstItem
    guard current.count >= grouping.pageLimit else {
      for _ in 0..<current.count {
        appendPage(current.page, firstItem: first)
        first += current.itemStride
      }
      return
    }
    var left = current.count
    while left > 0 {
      close()
      leadingChain = grouping.chain + 1
      let count = Swift.min(left, BlockGrouping.placesPerBlock(of: current.page))
      grouping.advance(overPlaces: count)
      storedElementCount += current.page.elementCount
      let chain = leadingChain % grouping.pageLimit
      // The same places as the block before: that block, shared.
      if let previous = blocks.last,
        previous.holdsPlaces(of: current.page, count: count, leadingChain: chain)
      {
        closeBlock(previous, firstItem: first)
      } else {
        closeBlock(
          PageBlock(
            placesOf: current.page, count: count, firstItem: first, leadingChain: chain),
          firstItem: first)
      }
      first += count * current.itemStride
      left -= count
    }
  }

  /// Appends `places`, the places of a run of sections whose first page starts its section,
  /// `times` times in a row (a run of sections laid out alike, found again). As many appends one
  /// by one would, but where the rule makes the next block of whole repetitions of the run, as
  /// many as the block before holds, that block is shared, without gathering its pages.
  /// - Complexity: O(times × places / pages a block) plus O(places) a block for the rule's
  ///   check, plus O(pages) of a first such block.
  package mutating func append(run places: [PagePlace], times: Int) {
    var left = times
    while left > 0 {
      if let repetitions = sharedRepetitions(of: places, upTo: left) {
        left -= repetitions
        continue
      }
      append(places: places)
      left -= 1
    }
  }

  /// Appends `places` (recorded ones, ``finishRecording()``): each page at its place, a page
  /// placed again at all of its places (``append(_:firstItem:times:itemStride:)``).
  package mutating func append(places: [PagePlace]) {
    for place in places {
      if place.times == 1 {
        append(place.page, firstItem: place.firstItem)
      } else {
        append(
          place.page, firstItem: place.firstItem, times: place.times,
          itemStride: place.itemStride)
      }
    }
  }

  /// When the next page, `places`' first, starts a block and the block before is `m` repetitions
  /// of `places`, at most `limit`, and the rule would make the next `m` repetitions a block of
  /// their own: appends that block, shared, and returns `m`; otherwise `nil`, nothing appended
  /// but the block being gathered closed.
  private mutating func sharedRepetitions(of places: [PagePlace], upTo limit: Int) -> Int? {
    // (Runs holding a page placed again go in place by place, each such place as one run.)
    flushRun()
    guard let head = places.first, !head.page.continuesSection, head.firstItem == 0,
      recorded == nil, places.allSatisfy({ $0.times == 1 }),
      grouping.startsBlock(continuing: false)
    else { return nil }
    close()
    // The block before is periodic with its distinct pages (one run when it does not repeat):
    // when they divide the places and its first pages are the places, it is repetitions of
    // them.
    guard let previous = blocks.last, !previous.continuesSection, previous.leadingChain == 0,
      previous.directory.periodItems == 0, places.count % previous.distinctPages.count == 0,
      previous.pageCount % places.count == 0
    else { return nil }
    let repetitions = previous.pageCount / places.count
    guard repetitions <= limit else { return nil }
    for (local, place) in places.enumerated()
    where place.page !== previous.page(local)
      || place.firstItem != previous.directory.firstItem(local, base: 0)
    {
      return nil
    }
    // The page after them starts a section, whatever it is.
    guard
      let next = grouping.afterBlock(
        of: previous.pageCount, { places[$0 % places.count].page }, nextContinues: false)
    else { return nil }
    appendShared(previous, firstItem: 0)
    grouping = next
    return repetitions
  }

  /// Appends `block` as the block closed next, shared, its first page continuing its section
  /// from `firstItem`, and counts its elements in.
  private mutating func appendShared(_ block: PageBlock, firstItem: Int) {
    closeBlock(block, firstItem: firstItem)
    lastPage = block.lastPage
    countElements(of: block)
  }

  /// Appends `block` to the closed blocks, its first page continuing its section from
  /// `firstItem`.
  private mutating func closeBlock(_ block: PageBlock, firstItem: Int) {
    blocks.append(block)
    blockFirstItems.append(firstItem)
  }

  /// Counts the elements of `block`, appended whole, in.
  private mutating func countElements(of block: PageBlock) {
    storedElementCount += block.storedElementCount
    cellCount += block.entry.cellCount
    supplementaryCount += block.entry.elementCount - block.entry.cellCount
    crossExtent = Swift.max(crossExtent, block.crossExtent)
  }

  /// Appends the pages of `block`, a block of an old layout whose first page continues its
  /// section from `firstItem`, sharing the block itself when the rule starts a block at its
  /// first page and cuts none inside it (an update that keeps it at a shift of whole runs of
  /// sections); otherwise its pages one by one.
  /// - Complexity: O(1) when the block is shared; else O(pages of the block).
  package mutating func append(block: PageBlock, oldFirstSection: Int, firstItem: Int) {
    // The block's own numbers, not its first page's: reading the page out of the block's array
    // retained the array and the page.
    guard block.pageCount > 0 else { return }
    let continues = block.continuesSection
    let shift = grouping.firstSection(continuing: continues) - oldFirstSection
    let keepsRuns = shift % grouping.sectionRun == 0
    // The chain of continuing pages its first page ends must count alike, or the chain rule
    // would cut it elsewhere.
    let keepsChain =
      !continues || (grouping.chain + 1) % grouping.pageLimit == block.leadingChain
    flushRun()
    // A block of places is appended as its places, which the rule groups with the places
    // around it (O(1)); a block whose first page would be a place goes in page by page. (Only a
    // continuing page can be a place: a block starting a section reads no page.)
    let placesFirst =
      continues
      && lastPage.map { $0 === block.page(0) && BlockGrouping.repeatsInPlace($0) }
        ?? false
    guard block.repeatedPage == nil, !placesFirst, keepsRuns, keepsChain,
      grouping.startsBlock(continuing: continues)
    else {
      if let page = block.repeatedPage {
        place(page, firstItem: firstItem, times: block.pageCount, itemStride: page.cellCount)
        return
      }
      let directory = block.directory
      for local in 0..<block.pageCount {
        let page = block.page(local)
        place(
          page, firstItem: directory.firstItem(local, base: firstItem), times: 1,
          itemStride: page.cellCount)
      }
      return
    }
    close()
    grouping.startBlock(continuing: continues)
    grouping.advance(over: block)
    open = block
    openFirstItem = firstItem
    leadingChain = block.leadingChain
    lastPage = block.lastPage
    countElements(of: block)
  }

  /// Starts recording the pages appended one by one (``append(_:firstItem:)``), for
  /// ``finishRecording()`` to hand back.
  package mutating func startRecording() { recorded = [] }

  /// The pages appended since ``startRecording()``, in order; recording stops.
  package mutating func finishRecording() -> [PagePlace] {
    defer { recorded = nil }
    return recorded ?? []
  }

  /// Closes the block being gathered.
  private mutating func close() {
    flushRun()
    let chain = leadingChain % grouping.pageLimit
    if let kept = open {
      closeBlock(kept, firstItem: openFirstItem)
    } else if !pending.isEmpty {
      // The same pages at the same first items as the block before: that block, shared.
      if let previous = blocks.last,
        previous.holds(pending[...], firstItems: pendingFirstItems[...], leadingChain: chain)
      {
        closeBlock(previous, firstItem: pendingFirstItems[0])
      } else {
        closeBlock(
          PageBlock(pending[...], firstItems: pendingFirstItems[...], leadingChain: chain),
          firstItem: pendingFirstItems[0])
      }
    }
    open = nil
    // Kept blocks follow one another with nothing pending: no array is touched for them.
    if !pending.isEmpty {
      pending.removeAll(keepingCapacity: true)
      pendingFirstItems.removeAll(keepingCapacity: true)
    }
    grouping.blockPages = 0
  }

  /// The blocks of every page appended, and each one's first item (see ``blockFirstItems``).
  package mutating func finish() -> (
    blocks: ContiguousArray<PageBlock>, firstItems: ContiguousArray<Int>
  ) {
    close()
    return (blocks, blockFirstItems)
  }
}
