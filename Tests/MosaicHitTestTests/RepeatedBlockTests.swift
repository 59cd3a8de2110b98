import MosaicCore
import MosaicTestKit
import MosaicTestSupport
import Testing

@testable import MosaicHitTest

/// Sections sized alike are laid out once and their pages placed again; a block of such
/// placements keeps one period of pages and a repeating directory. It must answer exactly as the
/// same sections given per item (each laid out on pages of its own, in blocks that do not
/// repeat) — every element, point, rect and item — before and after an update.
@Suite struct RepeatedBlockTests {
  /// The two fixtures: sections laid out whole (300 items: a page each), and sections cut into
  /// pages of 100 (250 items: three pages each, the period).
  enum Shape: CaseIterable {
    case whole, cut
  }

  /// Three sections of their own, then 97 sections of 300 (or 250) items of one size with a
  /// header and a footer; `perItem` gives every size one by one (nothing is laid out again).
  static func sections(_ shape: Shape, perItem: Bool) -> [SectionData] {
    let size = Size(width: 30, height: 5.5)
    let count = shape == .whole ? 300 : 250
    let header = Size(width: 0, height: 12)
    let footer = Size(width: 0, height: 4.25)
    let alike =
      perItem
      ? SectionData(
        itemSizes: Array(repeating: size, count: count), header: header, footer: footer)
      : SectionData(itemCount: count, itemSize: size, header: header, footer: footer)
    let own = (0..<3).map { section in
      SectionData(
        itemSizes: (0..<40).map { Size(width: 20 + Double($0 % 4), height: Double(3 + section)) })
    }
    return own + Array(repeating: alike, count: 97)
  }

  static func strategy(
    _ shape: Shape, _ direction: ScrollDirection
  ) -> any SectionLayoutStrategy {
    switch shape {
    case .whole:
      RowsOfItems(options: .init(perRow: 3, spacing: 4, scrollDirection: direction))
    case .cut:
      ListOfItems(options: .init(spacing: 2, cellsPerPage: 100, scrollDirection: direction))
    }
  }

  static let viewport = Viewport(width: 120, height: 300)

  /// Every answer of `layout` is `reference`'s: the elements, the content size, the item counts,
  /// items by index path, hit-tests and rect queries at random places, and the layout's own
  /// queries agree with a linear scan of its elements.
  static func expectSameAnswers(
    _ layout: PagedLayout, _ reference: PagedLayout, seed: UInt64
  ) {
    #expect(layout.allElements() == reference.allElements())
    // What the builder counted as pages came is what the blocks hold.
    #expect(
      layout.materializedElementCount == layout.blocks.reduce(0) { $0 + $1.storedElementCount })
    #expect(layout.contentSize == reference.contentSize)
    #expect(layout.sectionCount == reference.sectionCount)
    for section in -1...reference.sectionCount {
      #expect(layout.itemCount(inSection: section) == reference.itemCount(inSection: section))
      // Read from a page placed again at its first and last places only.
      #expect(layout.cellBounds(inSection: section) == reference.cellBounds(inSection: section))
      #expect(
        layout.cellBounds(inSection: section) == layout.boundsOfCellFrames(inSection: section))
    }
    var generator = SeededGenerator(seed: seed)
    let size = reference.contentSize
    for _ in 0..<300 {
      let point = Point(
        x: Double.random(in: -5..<(size.width + 5), using: &generator),
        y: Double.random(in: -5..<(size.height + 5), using: &generator))
      #expect(layout.indexPathForItem(at: point) == reference.indexPathForItem(at: point))
      let rect = Rect(x: point.x, y: point.y, width: 50, height: 140)
      #expect(layout.elements(in: rect) == reference.elements(in: rect))
      let section = Int.random(in: 0..<reference.sectionCount, using: &generator)
      let items = reference.itemCount(inSection: section)
      if items > 0 {
        let path = IndexPath(section: section, item: Int.random(in: 0..<items, using: &generator))
        #expect(
          layout.layoutAttributesForItem(at: path) == reference.layoutAttributesForItem(at: path))
      }
    }
    #expect(QueryAgreement.mismatches(of: layout, using: &generator).isEmpty)
  }

  @Test(arguments: Shape.allCases, [ScrollDirection.vertical, .horizontal])
  func repeatedBlocksAnswerAsBlocksOfTheirOwnPages(
    shape: Shape, direction: ScrollDirection
  ) throws {
    let strategy = Self.strategy(shape, direction)
    let alike = try strategy.prepare(
      LayoutInput(sections: Self.sections(shape, perItem: false), viewport: Self.viewport))
    let reference = try strategy.prepare(
      LayoutInput(sections: Self.sections(shape, perItem: true), viewport: Self.viewport))
    #expect(alike.blocks.filter { $0.directory.repeats > 1 }.count >= 2)
    #expect(reference.blocks.allSatisfy { $0.directory.repeats == 1 })
    #expect(alike.pageCount == reference.pageCount)
    // Past the first block (the three sections of their own and the first alike ones), each
    // block keeps one section's pages: one page whole, or three cut.
    let period = shape == .whole ? 1 : 3
    #expect(alike.blocks.dropFirst().allSatisfy { $0.distinctPages.count == period })
    // A block equal to the one before (the same pages at the same first items) is that block,
    // shared. Whole: a block a run of 32 sections, the two full runs of alike sections one
    // object (4 blocks, 3 objects). Cut: three pages a section, a block ending at the first
    // section past 32 pages, so a run of 32 sections is blocks of 11, 11 and 10 sections, the
    // two of 11 one object (10 blocks, 8 objects).
    #expect(alike.blocks.count == (shape == .whole ? 4 : 10))
    #expect(Set(alike.blocks.map(ObjectIdentifier.init)).count == (shape == .whole ? 3 : 8))
    #expect(Set(reference.blocks.map(ObjectIdentifier.init)).count == reference.blocks.count)
    Self.expectSameAnswers(alike, reference, seed: 7)
  }

  /// A resize in section 50 makes it a section of its own: its block is laid out again (no
  /// longer repeating from there), the others are kept, and the layout answers as a fresh
  /// prepare of the new input.
  @Test(arguments: Shape.allCases)
  func anUpdateInARepeatedBlockAnswersAsAFreshPrepare(shape: Shape) throws {
    let strategy = Self.strategy(shape, .vertical)
    var sections = Self.sections(shape, perItem: false)
    let old = try strategy.prepare(LayoutInput(sections: sections, viewport: Self.viewport))
    var sizes = Array(repeating: Size(width: 30, height: 5.5), count: sections[50].itemCount)
    sizes[10].height = 9
    sections[50] = SectionData(
      itemSizes: sizes, header: sections[50].header, footer: sections[50].footer)
    var change = LayoutChange.identity(sectionCount: sections.count)
    change.sections[50] = SectionChange(oldSection: 50, changedItems: 10..<11)
    let input = LayoutInput(sections: sections, viewport: Self.viewport)
    let updated = try strategy.update(old, to: input, change: change)
    let fresh = try strategy.prepare(input)
    Self.expectSameAnswers(updated, fresh, seed: 11)
    let kept = Set(old.blocks.map(ObjectIdentifier.init))
    #expect(updated.blocks.filter { kept.contains(ObjectIdentifier($0)) }.count >= 2)
  }
}

/// One section cut into pages of one size, a page placed again for each next page of items: the
/// blocks of that chain keep one page and a directory that repeats it, each period's items after
/// the last one's. They answer as the same section laid out page by page, before and after an
/// update.
@Suite struct RepeatedChainTests {
  static let viewport = Viewport(width: 120, height: 300)

  static func strategy(repeating: Bool, _ direction: ScrollDirection) -> ListOfItems {
    ListOfItems(
      options: .init(
        spacing: 2, cellsPerPage: 100, scrollDirection: direction, pagesRepeat: repeating))
  }

  static func sections() -> [SectionData] {
    [
      SectionData(itemCount: 5, itemSize: Size(width: 20, height: 7)),
      SectionData(
        itemCount: 20_000, itemSize: Size(width: 30, height: 5.5),
        header: Size(width: 0, height: 9),
        footer: Size(width: 0, height: 3.5)),
      SectionData(itemCount: 3, itemSize: Size(width: 20, height: 7)),
    ]
  }

  @Test(arguments: [ScrollDirection.vertical, .horizontal])
  func aRepeatedChainAnswersAsPagesLaidOutOneByOne(direction: ScrollDirection) throws {
    let input = LayoutInput(sections: Self.sections(), viewport: Self.viewport)
    let chain = try Self.strategy(repeating: true, direction).prepare(input)
    let reference = try Self.strategy(repeating: false, direction).prepare(input)
    #expect(chain.blocks.contains { $0.directory.repeats > 1 && $0.directory.periodItems > 0 })
    #expect(reference.blocks.allSatisfy { $0.directory.repeats == 1 })
    #expect(chain.pageCount == reference.pageCount)
    // The chain's places after its first are one block of one page, however many: 3 blocks
    // (the first, with the section before, the section's first page and the chain's first
    // place; the places; the last, with the footer and the section after).
    #expect(chain.blocks.count == 3)
    #expect(chain.blocks[1].repeatedPage != nil && chain.blocks[1].distinctPages.count == 1)
    for page in 0..<chain.pageCount {
      #expect(chain.firstItem(ofPage: page) == reference.firstItem(ofPage: page))
      #expect(chain.firstSection(ofPage: page) == reference.firstSection(ofPage: page))
    }
    RepeatedBlockTests.expectSameAnswers(chain, reference, seed: 5)
  }

  /// Two such sections in a row: the second is the first's places again (recorded while the
  /// first's chain was placed, as one run of places), and answers as the same sections laid out
  /// page by page.
  @Test func twoEqualChainsAnswerAsPagesLaidOutOneByOne() throws {
    var sections = Self.sections()
    sections.insert(sections[1], at: 2)
    let input = LayoutInput(sections: sections, viewport: Self.viewport)
    let chain = try Self.strategy(repeating: true, .vertical).prepare(input)
    let reference = try Self.strategy(repeating: false, .vertical).prepare(input)
    #expect(chain.pageCount == reference.pageCount)
    for page in 0..<chain.pageCount {
      #expect(chain.firstItem(ofPage: page) == reference.firstItem(ofPage: page))
      #expect(chain.firstSection(ofPage: page) == reference.firstSection(ofPage: page))
    }
    // 5 blocks, 5 objects: either chain's places are one block, and the two hold the same page
    // but follow different pages (the first joins the section before, the second its first
    // section's last page).
    #expect(chain.blocks.count == 5)
    #expect(chain.blocks[1].repeatedPage === chain.blocks[3].repeatedPage)
    RepeatedBlockTests.expectSameAnswers(chain, reference, seed: 17)
  }

  /// A resize at item 3,210 lays out its page again: the chain is cut there, and the layout
  /// answers as a fresh prepare.
  @Test func anUpdateInARepeatedChainAnswersAsAFreshPrepare() throws {
    let strategy = Self.strategy(repeating: true, .vertical)
    var sections = Self.sections()
    let old = try strategy.prepare(LayoutInput(sections: sections, viewport: Self.viewport))
    var sizes = Array(repeating: Size(width: 30, height: 5.5), count: 20_000)
    sizes[3_210].height = 8
    sections[1] = SectionData(
      itemSizes: sizes, header: sections[1].header, footer: sections[1].footer)
    var change = LayoutChange.identity(sectionCount: 3)
    change.sections[1] = SectionChange(oldSection: 1, changedItems: 3_210..<3_211)
    let input = LayoutInput(sections: sections, viewport: Self.viewport)
    let updated = try strategy.update(old, to: input, change: change)
    let fresh = try strategy.prepare(input)
    RepeatedBlockTests.expectSameAnswers(updated, fresh, seed: 13)
  }

  /// Seven items inserted at 1,000 (sized alike): the pages after the realignment are kept with
  /// their items moved on by seven — the chain's places kept as runs, whole blocks of them
  /// shared — and the layout answers as a fresh prepare.
  @Test func anInsertionBeforeARepeatedChainMovesItsPlaces() throws {
    let strategy = Self.strategy(repeating: true, .vertical)
    var sections = Self.sections()
    let old = try strategy.prepare(LayoutInput(sections: sections, viewport: Self.viewport))
    sections[1] = SectionData(
      itemCount: 20_007, itemSize: Size(width: 30, height: 5.5), header: sections[1].header,
      footer: sections[1].footer)
    var change = LayoutChange.identity(sectionCount: 3)
    change.sections[1] = SectionChange(oldSection: 1, changedItems: 1_000..<1_007)
    let input = LayoutInput(sections: sections, viewport: Self.viewport)
    let updated = try strategy.update(old, to: input, change: change)
    let fresh = try strategy.prepare(input)
    // Realigned a page or two on, the old cuts are kept, seven items on (a fresh prepare cuts
    // every 100 from the section's start: other pages, the same answers).
    #expect(updated.pageCount == old.pageCount)
    #expect(updated.firstItem(ofPage: 150) == old.firstItem(ofPage: 150) + 7)
    #expect(updated.page(150) === old.page(150))
    RepeatedBlockTests.expectSameAnswers(updated, fresh, seed: 19)
  }
}
