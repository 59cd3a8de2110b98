/// Where ``PagedLayoutBuilder``'s rule cuts blocks, as it stands after the pages so far: the one
/// place the rule is written, so that appending pages and checking ahead whether some would
/// make a block of their own cannot disagree.
///
/// The rule: a page starts a new block when its first section lies in another run of
/// `sectionRun` sections than the block's first page's, when it continues a section and is the
/// `pageLimit`-th, 2 × `pageLimit`-th… page of a chain of continuing pages, or when it starts a
/// section and the block already holds `pageLimit` pages.
struct BlockGrouping: Equatable {
  /// See ``PageBlock/pageLimit`` and ``PageBlock/sectionRun``; smaller in tests.
  let pageLimit: Int
  let sectionRun: Int
  /// The pages of the block being gathered.
  var blockPages = 0
  /// The run of the block's first page's first section.
  var blockRun = -1
  /// Sections so far: the first section of the next page that does not continue one.
  var sections = 0
  /// The number of continuing pages that end the pages so far.
  var chain = 0

  /// The first section of the next page if it came now: one that `continues` a section, or not.
  @inline(__always)
  func firstSection(continuing continues: Bool) -> Int {
    continues && sections > 0 ? sections - 1 : sections
  }

  /// True when the next page, one that `continues` a section or not, starts a block.
  @inline(__always)
  func startsBlock(continuing continues: Bool) -> Bool {
    guard blockPages > 0 else { return true }
    if firstSection(continuing: continues) / sectionRun != blockRun { return true }
    return continues ? (chain + 1) % pageLimit == 0 : blockPages >= pageLimit
  }

  /// Starts a block at the next page, one that `continues` a section or not.
  @inline(__always)
  mutating func startBlock(continuing continues: Bool) {
    blockRun = firstSection(continuing: continues) / sectionRun
    blockPages = 0
  }

  /// Counts `page` in: the block's pages, sections, the chain of continuing pages.
  @inline(__always)
  mutating func advance(over page: LayoutPage) {
    if page.continuesSection && sections > 0 { sections -= 1 }
    sections += page.sectionCount
    chain = page.continuesSection ? chain + 1 : 0
    blockPages += 1
  }

  /// Counts `block`, whole, in: what counting its pages one by one would, from its own numbers.
  mutating func advance(over block: PageBlock) {
    if block.continuesSection && sections > 0 { sections -= 1 }
    sections += block.entry.sectionCount
    chain = block.trailingChain == block.pageCount ? chain + block.pageCount : block.trailingChain
    blockPages += block.pageCount
  }

  /// The grouping after `count` pages (`page(i)` the i-th, the first of them starting a block
  /// here) when the rule puts them in a block of their own: none of them but the first starts a
  /// block, and the page after them does, whether it continues a section or not (`nextContinues`
  /// `nil`) or as said; `nil` when the rule groups them otherwise.
  /// - Complexity: O(count), no allocation.
  @inline(__always)
  func afterBlock(of count: Int, _ page: (Int) -> LayoutPage, nextContinues: Bool?)
    -> BlockGrouping?
  {
    guard count > 0 else { return nil }
    var next = self
    for index in 0..<count {
      let page = page(index)
      if index == 0 {
        guard startsBlock(continuing: page.continuesSection) else { return nil }
        next.startBlock(continuing: page.continuesSection)
      } else if next.startsBlock(continuing: page.continuesSection) {
        return nil
      }
      next.advance(over: page)
    }
    let cuts =
      nextContinues.map(next.startsBlock(continuing:))
      ?? (next.startsBlock(continuing: true) && next.startsBlock(continuing: false))
    return cuts ? next : nil
  }

  /// What ``afterBlock(of:_:nextContinues:)`` answers for `count` places of `page`, a page that
  /// continues a section and holds no other (a page placed again down its section), in O(1): the
  /// places are one section, so only the chain rule can cut among them, at the first place `i`
  /// with `(chain + i + 1) % pageLimit == 0`. `BlockGroupingTests` checks the two agree.
  @inline(__always)
  func afterChain(of count: Int, page: LayoutPage, nextContinues: Bool?) -> BlockGrouping? {
    guard count > 0, page.continuesSection, page.sectionCount == 1,
      startsBlock(continuing: true)
    else { return nil }
    let remainder = (pageLimit - (chain + 1) % pageLimit) % pageLimit
    guard (remainder == 0 ? pageLimit : remainder) >= count else { return nil }
    var next = self
    next.startBlock(continuing: true)
    // What advancing over each place counts: one section, continued; the chain, one a place.
    next.sections = Swift.max(sections, 1)
    next.chain = chain + count
    next.blockPages = count
    let cuts =
      nextContinues.map(next.startsBlock(continuing:))
      ?? (next.startsBlock(continuing: true) && next.startsBlock(continuing: false))
    return cuts ? next : nil
  }
}
