import MosaicCore

extension PagedLayout {
  /// The scroll axis.
  var axis: Axis { scrollDirection.scrollAxis }

  /// The block holding page `page` (in range) and the page's index in it.
  /// - Complexity: O(log blocks).
  func location(ofPage page: Int) -> (block: Int, local: Int) {
    var low = 0
    var high = blocks.count
    // Invariant: firstPage[low] <= page < firstPage[high].
    while low + 1 < high {
      let mid = (low + high) / 2
      if firstPage[mid] <= page { low = mid } else { high = mid }
    }
    return (low, page - firstPage[low])
  }

  /// The pages holding `section`, which must be in range: from the first whose sections reach
  /// past it to the last starting at or before it (pages without sections are skipped).
  /// - Complexity: O(log pages).
  func pages(holding section: Int) -> Range<Int> {
    let (first, last) = ends(ofSection: section)
    return (firstPage[first.block] + first.local)..<(firstPage[last.block] + last.local + 1)
  }

  /// Where the first and the last page holding `section` (in range) are: their blocks and their
  /// indexes there (see ``pages(holding:)``). What a query that reads those pages starts from,
  /// with no search for their blocks again.
  /// - Complexity: O(log pages).
  func ends(ofSection section: Int) -> (first: PageCursor, last: PageCursor) {
    let holding = directory.entries(holding: section)
    let first = holding.lowerBound
    let last = holding.upperBound - 1
    let start = blocks[first].directory.entries(holding: section - directory.firstSection(first))
    // Usually one block holds the section: its pages are searched once.
    let end =
      first == last
      ? start : blocks[last].directory.entries(holding: section - directory.firstSection(last))
    return (
      PageCursor(page: firstPage[first] + start.lowerBound, block: first, local: start.lowerBound),
      PageCursor(
        page: firstPage[last] + end.upperBound - 1, block: last, local: end.upperBound - 1)
    )
  }

  /// The block and page holding cell `item` of `section` (in range): among the pages holding the
  /// section, the last whose first item is at or before it; its first page when `item` is out of
  /// range.
  /// - Complexity: O(log pages).
  func location(ofItem item: Int, inSection section: Int) -> (block: Int, local: Int) {
    // The first block starts the section: later ones continue it from their first item.
    let block = directory.entry(ofItem: item, among: directory.entries(holding: section))
    let pages = blocks[block].directory
    let local = section - directory.firstSection(block)
    return (
      block,
      pages.entry(
        ofItem: item, among: pages.entries(holding: local), base: directory.firstItem(block))
    )
  }

  /// What a page's local element numbers add up to in the layout: its origin along the scroll
  /// axis, its first section, and the item its local section 0 continues from.
  struct PagePlace {
    var origin: Double
    var firstSection: Int
    var firstItem: Int

    /// `local`, an element of the page's store, numbered in the layout: its section moved by the
    /// page's first section, and a cell of a continued section by the page's first item.
    @inline(__always)
    func globalID(_ local: ElementID) -> ElementID {
      var id = local
      if id.section == 0 && id.category == .cell { id.item += firstItem }
      id.section += firstSection
      return id
    }
  }

  /// Where page `local` of block `block`, whose directory is `pages`, sits. Queries read the
  /// block's directory once and hand it to every page they visit: read from the block object it
  /// is a copy, a retain and a release of its arrays.
  @inline(__always)
  func place(block: Int, local: Int, in pages: PageDirectory) -> PagePlace {
    PagePlace(
      origin: directory.origin(block) + pages.origin(local),
      firstSection: directory.firstSection(block) + pages.firstSection(local),
      firstItem: pages.firstItem(local, base: directory.firstItem(block)))
  }

  /// The pages of a block, whose directory is `pages` and whose origin is `origin`, whose
  /// elements can meet `low...high` along the scroll axis (a superset: each is tested exactly
  /// afterwards). The block's directory is relative to its origin: the query is moved there and
  /// widened by the slack that move may round by. `plain` for a directory known not to repeat
  /// (``PageDirectory/plainEntries(reaching:_:)``).
  @inline(__always)
  static func pages(
    of pages: PageDirectory, at origin: Double, reaching low: Double, _ high: Double,
    plain: Bool = false
  ) -> Range<Int> {
    let slack = BucketIndex.slack(
      origin: origin, relative: Swift.max(Swift.abs(low), Swift.abs(high)))
    let (from, to) = (low - origin - slack, high - origin + slack)
    return plain ? pages.plainEntries(reaching: from, to) : pages.entries(reaching: from, to)
  }

  /// `frame` of a page whose origin is `origin`, at its place in the layout: moved by the origin
  /// along the scroll axis, and its minimum there rounded to `grid` when there is one (an
  /// element's; a section frame is placed without).
  @inline(__always)
  static func placed(_ frame: Rect, origin: Double, axis: Axis, grid: PixelGrid? = nil) -> Rect {
    placed(frame, shift: PixelShifted(origin: origin, grid: grid), axis: axis)
  }

  /// `frame`, stored, at its place: its minimum along the scroll axis moved by `shift` (the
  /// arithmetic every query tests frames with), its extent as stored.
  @inline(__always)
  static func placed<Shift: AlongShift>(_ frame: Rect, shift: Shift, axis: Axis) -> Rect {
    axis == .vertical
      ? Rect(x: frame.x, y: shift.moved(frame.y), width: frame.width, height: frame.height)
      : Rect(x: shift.moved(frame.x), y: frame.y, width: frame.width, height: frame.height)
  }

  /// Appends pages `range` of this layout to `builder`, each page's first item moved by
  /// `shift` (pages that continue a section whose earlier items grew or shrank in number): whole
  /// blocks as they are when nothing moves or when they hold one section alone (the builder
  /// shares them where its rule cuts them again), part of a block of one page's places as one
  /// run of places, else the pages one by one.
  /// - Complexity: O(blocks touched) plus O(pages) of the blocks partly in range, or of every
  ///   block of several sections in range when `shift` is not 0; O(1) a block of one page's
  ///   places.
  package func appendPages(
    _ range: Range<Int>, shiftingItemsBy shift: Int = 0, to builder: inout PagedLayoutBuilder
  ) {
    guard !range.isEmpty else { return }
    var block = location(ofPage: range.lowerBound).block
    while block < blocks.count && firstPage[block] < range.upperBound {
      let pages = firstPage[block]..<firstPage[block + 1]
      // A whole block goes in as it is when nothing moves, and when it holds one section's
      // pages alone: its items are counted from its first (``PageBlock``), so it moves whole.
      if range.lowerBound <= pages.lowerBound && pages.upperBound <= range.upperBound,
        shift == 0 || blocks[block].entry.sectionCount == 1
      {
        builder.append(
          block: blocks[block], oldFirstSection: directory.firstSection(block),
          firstItem: directory.firstItem(block) + shift)
      } else {
        let pageBlock = blocks[block]
        let pagesDirectory = pageBlock.directory
        let base = directory.firstItem(block)
        let kept = pages.clamped(to: range)
        if let page = pageBlock.repeatedPage {
          // One page placed again down its section: the places as one run.
          let first = kept.lowerBound - pages.lowerBound
          builder.append(
            page, firstItem: pagesDirectory.firstItem(first, base: base) + shift,
            times: kept.count, itemStride: page.cellCount)
          block += 1
          continue
        }
        for page in kept {
          let local = page - pages.lowerBound
          builder.append(
            pageBlock.page(local),
            firstItem: pagesDirectory.firstItem(local, base: base) + shift)
        }
      }
      block += 1
    }
  }

  /// The block that new section `section` of `input` starts and that an update can keep whole:
  /// its first page starts old section `section` continues, the page after it does not continue
  /// its last, and every one of its sections continues the consecutive old section with the same
  /// items and sizes, and with options `sameOptions(new, old)` says are the same (`nil` when
  /// options cannot differ). The block's number, and the old section it starts; `nil` otherwise.
  /// - Complexity: O(log blocks + sections of the block).
  package func unchangedBlock(
    startingAt section: Int, input: LayoutInput, change: LayoutChange,
    sameOptions: ((_ new: Int, _ old: Int) -> Bool)?
  ) -> (block: Int, oldSection: Int)? {
    guard let old = change.sections[section].oldSection, old >= 0, old < sectionCount else {
      return nil
    }
    let block = directory.entries(holding: old).lowerBound
    guard directory.firstSection(block) == old, directory.firstItem(block) == 0,
      keeps(block, from: section, input: input, change: change, sameOptions: sameOptions)
    else { return nil }
    return (block, old)
  }

  /// True when an update can keep block `block`, whose first page starts its first section, for
  /// new sections from `section` on (see ``unchangedBlock(startingAt:input:change:sameOptions:)``):
  /// the page after it does not continue its last section, and each of its sections is continued,
  /// unchanged and with the same options, by the consecutive new one. What an update asks of each
  /// block after a kept one, where the block's place is known without a search.
  /// - Complexity: O(sections of the block).
  package func keeps(
    _ block: Int, from section: Int, input: LayoutInput, change: LayoutChange,
    sameOptions: ((_ new: Int, _ old: Int) -> Bool)?
  ) -> Bool {
    guard block + 1 == blocks.count || directory.firstItem(block + 1) == 0 else { return false }
    let pages = blocks[block]
    let sections = pages.entry.sectionCount
    return section + sections <= input.sections.count
      && unchanged(
        sections, from: section, old: directory.firstSection(block), in: pages, at: 0,
        input: input, change: change, sameOptions: sameOptions)
  }

  /// True when an update keeps the old page at `cursor` for new section `section` of `input`
  /// on: it holds whole sections (none cut across pages), its first is the old section `section`
  /// continues, and every one of them continues the consecutive old section with the same items
  /// and sizes, and with options `sameOptions(new, old)` says are the same (`nil` when options
  /// cannot differ). What an update keeps, shared and only re-offset.
  /// - Complexity: O(sections of the page).
  package func unchangedPage(
    startingAt section: Int, at cursor: PageCursor, input: LayoutInput, change: LayoutChange,
    sameOptions: ((_ new: Int, _ old: Int) -> Bool)?
  ) -> Bool {
    guard let old = change.sections[section].oldSection else { return false }
    let pages = blocks[cursor.block]
    let first = pages.directory.firstSection(cursor.local)
    let count = pages.directory.sectionEnd(cursor.local) - first
    guard directory.firstSection(cursor.block) + first == old, firstItem(at: cursor) == 0,
      self.cursor(after: cursor).map({ firstItem(at: $0) == 0 }) ?? true,
      section + count <= input.sections.count
    else { return false }
    return unchanged(
      count, from: section, old: old, in: pages, at: first, input: input, change: change,
      sameOptions: sameOptions)
  }

  /// Where page `page` (in range) is: its block and its index there.
  /// - Complexity: O(log blocks).
  package func cursor(ofPage page: Int) -> PageCursor {
    let (block, local) = location(ofPage: page)
    return PageCursor(page: page, block: block, local: local)
  }

  /// Where the page after `cursor`'s is; `nil` after the last.
  /// - Complexity: O(1).
  package func cursor(after cursor: PageCursor) -> PageCursor? {
    if cursor.local + 1 < blocks[cursor.block].pageCount {
      return PageCursor(page: cursor.page + 1, block: cursor.block, local: cursor.local + 1)
    }
    guard cursor.block + 1 < blocks.count else { return nil }
    return PageCursor(page: cursor.page + 1, block: cursor.block + 1, local: 0)
  }

  /// The item the local section 0 of the page at `cursor` continues from
  /// (``firstItem(ofPage:)``).
  /// - Complexity: O(1).
  package func firstItem(at cursor: PageCursor) -> Int {
    blocks[cursor.block].directory.firstItem(cursor.local, base: directory.firstItem(cursor.block))
  }

  /// True when new sections `section..<section + count` continue old sections `old…`, held by
  /// `block` from its local section `first` on and each whole in it, each unchanged, with the
  /// same options (`sameOptions` `nil`: options that cannot differ).
  /// - Complexity: O(count): a few loads a section.
  private func unchanged(
    _ count: Int, from section: Int, old: Int, in block: PageBlock, at first: Int,
    input: LayoutInput, change: LayoutChange, sameOptions: ((_ new: Int, _ old: Int) -> Bool)?
  ) -> Bool {
    guard section >= 0, count >= 0, section + count <= change.sections.count,
      section + count <= input.sections.count
    else { return false }
    // Read in place, a few loads and compares a section: checked subscripts and the block's
    // count rule asked a section cost about 30 instructions a section, the bulk of an update
    // that keeps 1,000 sections.
    let same = change.sections.withUnsafeBufferPointer { changes in
      input.sections.withUnsafeBufferPointer { sections in
        block.withItemCounts(from: first) { counts, start in
          var index = start
          for offset in 0..<count {
            let entry = changes[section &+ offset]
            guard entry.oldSection == old &+ offset, entry.changedItems.isEmpty,
              counts[index] == sections[section &+ offset].itemCount
            else { return false }
            index &+= 1
            if index == counts.count { index = 0 }
          }
          return true
        }
      }
    }
    // (A block without counts keeps nothing: laid out again, never wrongly kept.)
    guard same == true else { return false }
    // Options are looked up by index: a section that kept its index keeps its options.
    guard let sameOptions, section != old else { return true }
    for offset in 0..<count where !sameOptions(section + offset, old + offset) { return false }
    return true
  }
}
