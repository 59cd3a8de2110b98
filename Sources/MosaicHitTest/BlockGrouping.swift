import MosaicCore

/// Where ``PagedLayoutBuilder``'s rule cuts blocks, as it stands after the pages so far: the one
/// place the rule is written, so that appending pages and checking ahead whether some would
/// make a block of their own cannot disagree.
///
/// The rule: a run of at least `pageLimit` places of one page after its first place down its
/// section (``repeatsInPlace(_:)``; each place's items follow the last's) is one block of its
/// places however long — one record, ``PageBlock`` — cut only where its length would pass
/// ``/MosaicCore/AdvanceGrid/exactLimit``; the page after them starts a block. (The builder
/// decides a run at its end: a shorter run goes by the rule below, as any pages.) Any other page starts a new block when its first section lies in
/// another run of `sectionRun` sections than the block's first page's, when it continues a
/// section and is the `pageLimit`-th, 2 × `pageLimit`-th… page of a chain of continuing pages,
/// or when it starts a section and the block already holds `pageLimit` pages.
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

  /// True when `page` may be placed again in a block of its places: it continues its section
  /// and holds no other, and its length is on ``/MosaicCore/AdvanceGrid`` (a place's origin is
  /// then a product, periods × length, equal to the bit to the sum a block of its own pages
  /// adds).
  static func repeatsInPlace(_ page: LayoutPage) -> Bool {
    guard page.continuesSection, page.sectionCount == 1 else { return false }
    let steps = page.length / AdvanceGrid.step
    return steps == steps.rounded()
  }

  /// How many places of `page` one block of its places holds at most: while their length stays
  /// short of ``/MosaicCore/AdvanceGrid/exactLimit`` (at least one).
  /// - Complexity: O(1).
  static func placesPerBlock(of page: LayoutPage) -> Int {
    let length = page.length
    // Lengths are on the grid: a positive one is at least its step, so a limit below 2^53.
    guard length > 0 else { return Int.max / 2 }
    var places = Swift.max(1, Int(AdvanceGrid.exactLimit / length))
    while places > 1 && Double(places) * length >= AdvanceGrid.exactLimit { places -= 1 }
    while Double(places + 1) * length < AdvanceGrid.exactLimit { places += 1 }
    return places
  }

  /// The first section of the next page if it came now: one that `continues` a section, or not.
  @inline(__always)
  func firstSection(continuing continues: Bool) -> Int {
    continues && sections > 0 ? sections - 1 : sections
  }

  /// True when the next page, one that `continues` a section or not, appended as any page,
  /// starts a block.
  @inline(__always)
  func startsBlock(continuing continues: Bool) -> Bool {
    guard blockPages > 0 else { return true }
    if firstSection(continuing: continues) / sectionRun != blockRun { return true }
    return continues ? (chain + 1) % pageLimit == 0 : blockPages >= pageLimit
  }

  /// Starts a block at the next page, one that `continues` a section or not, appended as any
  /// page.
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

  /// Counts a block of `count` places of a page in, closed: the chain goes on by one a place,
  /// the section is the one continued, and the next page starts a block.
  @inline(__always)
  mutating func advance(overPlaces count: Int) {
    chain += count
    blockPages = 0
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
}
