import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import MosaicWaterfallTestSupport
import Testing

@testable import MosaicWaterfall

/// A section of more cells than a page holds is cut into pages of consecutive items: queries
/// answer as one page would, and an update lays the section out again only from the page
/// holding its first changed item on.
@Suite struct WaterfallChunkTests {
  /// Random layouts cut into pages of 1 to 120 cells answer every query as the same layout on
  /// pages large enough to hold every section whole.
  @Test func cutSectionsAnswerAsWholeOnes() throws {
    var cutSections = 0
    for seed in UInt64(0)..<200 {
      var generator = SeededGenerator(seed: 0xC0_77ED + seed)
      let random = RandomWaterfallCase(using: &generator)
      var cut = random.waterfall
      cut.pageLimit = Int.random(in: 1...120, using: &generator)
      var whole = random.waterfall
      whole.pageLimit = 1_000_000
      let sections = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        RandomSectionEdits.section(using: &generator)
      }
      let input = LayoutInput(sections: sections, viewport: random.viewport)
      let layout = try cut.prepare(input)
      cutSections += layout.pages.filter(\.continuesSection).count
      let problems = UpdateAgreement.mismatches(layout, try whole.prepare(input), using: &generator)
      #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5).joined(separator: "; "))")
    }
    #expect(cutSections > 1_000)
  }

  /// One section of 10,000 items on pages of 100: a change keeps every page before the one
  /// holding its first changed item (the very storage) and agrees with a fresh prepare.
  @Test(arguments: [
    ("resize item 9,050", 9_050, 9_051, 0),
    ("append 20", 10_000, 10_020, 20),
    ("delete the last", 9_999, 9_999, -1),
    ("insert 20 at the top", 0, 20, 20),
    ("delete item 5,000", 5_000, 5_000, -1),
  ])
  func aChangeKeepsThePagesBeforeIt(
    name: String, changedStart: Int, changedEnd: Int, countChange: Int
  ) throws {
    var waterfall = Waterfall(
      options: WaterfallOptions(columnCount: 3, headerHeight: 30, footerHeight: 20))
    waterfall.pageLimit = 100
    let viewport = Viewport(width: 390, height: 844)
    func size(_ item: Int) -> Size { Size(width: 100, height: Double(60 + item * 37 % 91)) }
    let old = [SectionData(itemSizes: (0..<10_000).map(size))]
    let layout = try waterfall.prepare(LayoutInput(sections: old, viewport: viewport))
    #expect(layout.pageCount == 100)
    let count = 10_000 + countChange
    var sizes = (0..<count).map { item -> Size in
      if item < changedStart { return size(item) }
      if item >= changedEnd { return size(item - countChange) }
      return Size(width: 100, height: 333)
    }
    if countChange == 0 { sizes[changedStart] = Size(width: 100, height: 333) }
    let new = [SectionData(itemSizes: sizes)]
    let change = LayoutChange(sections: [
      SectionChange(oldSection: 0, changedItems: changedStart..<changedEnd)
    ])
    try change.validate(old: old, new: new)
    let input = LayoutInput(sections: new, viewport: viewport)
    let updated = try waterfall.update(layout, to: input, change: change)
    // Pages of 100 items: those wholly before the page holding the first changed item are kept;
    // the old last page (it holds the footer) never is.
    let expected = min(min(changedStart, count - 1) / 100, 99)
    #expect(WaterfallUpdateTests.sharedPages(updated, layout) == expected, "\(name)")
    var generator = SeededGenerator(seed: 3)
    let problems = UpdateAgreement.mismatches(
      updated, try waterfall.prepare(input), using: &generator)
    #expect(problems.isEmpty, "\(name): \(problems.prefix(5).joined(separator: "; "))")
    #expect(updated.sectionFrame(0) == (try waterfall.prepare(input)).sectionFrame(0))
    #expect(updated.attributes(for: .footer(section: 0), viewport: viewport) != nil)
  }
}
