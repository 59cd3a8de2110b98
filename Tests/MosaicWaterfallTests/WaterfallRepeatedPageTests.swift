import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import MosaicWaterfallTestSupport
import Testing

@testable import MosaicWaterfall

/// A section whose items have one size, cut into pages, lays out its first pages and then
/// repeats one: the repeated pages share their frame storage, and every query answers exactly as
/// the same section on one uncut page does — before and after an update.
@Suite struct WaterfallRepeatedPageTests {
  static let viewport: Viewport = {
    var viewport = Viewport(width: 390, height: 700)
    viewport.scale = 3
    return viewport
  }()

  /// The distinct frame arrays the layout's pages hold.
  static func distinctStores(_ layout: PagedLayout) -> Int {
    Set(
      layout.pages.map { page in
        page.store.withFrameColumns { minX, _, _, _ in UInt(bitPattern: minX.baseAddress) }
      }
    ).count
  }

  /// Sections of one size: given by a count (the default size), by an item size, at the estimate,
  /// per item as a few explicit sizes followed by one long run, and as two runs of different
  /// sizes; with a small section between them. Every direction, 1 to 7 columns, both scroll
  /// directions.
  static func sections(estimated: Bool) -> [SectionData] {
    var sizes = SizeList(repeating: Size(width: 90, height: 57.3), count: 1_500)
    sizes.replaceSubrange(0..<13, with: (0..<13).map { Size(width: 90, height: Double(40 + $0)) })
    // Two runs of different sizes: pages of the second never repeat one of the first.
    var twoRuns = SizeList.Builder()
    twoRuns.append(run: Size(width: 90, height: 31), count: 700)
    twoRuns.append(run: Size(width: 90, height: 77), count: 800)
    return [
      SectionData(itemCount: 1_500, itemSizes: .perItem(twoRuns.finish())),
      SectionData(itemCount: estimated ? 2_000 : 1_999),
      SectionData(itemCount: 7, itemSize: Size(width: 20, height: 30)),
      SectionData(itemCount: 1_200, itemSize: Size(width: 33, height: 71.7)),
      SectionData(itemCount: 1_500, itemSizes: .perItem(sizes)),
    ]
  }

  @Test(arguments: ItemRenderDirection.allCases)
  func aSectionOfOneSizeRepeatsAPage(direction: ItemRenderDirection) throws {
    for columns in [1, 3, 4, 7] {
      for scroll in [ScrollDirection.vertical, .horizontal] {
        for estimated in [false, true] {
          var options = WaterfallOptions(
            scrollDirection: scroll, columnCount: columns, minimumInteritemSpacing: 3.3,
            headerHeight: 12, footerHeight: 9, itemRenderDirection: direction)
          if estimated { options.estimatedItemSize = Size(width: 80, height: 44.1) }
          var cut = Waterfall(options: options, sectionOptions: [:])
          cut.pageLimit = 60
          var whole = cut
          whole.pageLimit = 1_000_000
          let input = LayoutInput(
            sections: Self.sections(estimated: estimated), viewport: Self.viewport)
          let layout = try cut.prepare(input)
          let label = "\(direction) \(columns) columns \(scroll) estimated \(estimated)"
          var generator = SeededGenerator(seed: 11)
          let problems = UpdateAgreement.mismatches(
            layout, try whole.prepare(input), using: &generator)
          #expect(problems.isEmpty, "\(label): \(problems.prefix(3).joined(separator: "; "))")
          // About a hundred pages, of which each large section holds a few distinct ones.
          #expect(layout.pageCount >= 100, "\(label)")
          #expect(Self.distinctStores(layout) <= 18, "\(label): \(Self.distinctStores(layout))")
        }
      }
    }
  }

  /// Consecutive runs of equal sections sized alike share their pages (a feed of equal estimated
  /// sections lays out one), while every frame is the reference port's: random options (per-section
  /// options left out, which turn the sharing off) over a repeating pattern of sections, some cut
  /// into pages, with sections of per-item sizes and a different one between them. An update that
  /// inserts and deletes sections answers as a fresh prepare does.
  @Test func equalSectionsShareTheirPages() throws {
    var shared = 0
    for seed in UInt64(0)..<40 {
      var generator = SeededGenerator(seed: 0x5EC7_0000 + seed)
      var testCase = RandomWaterfallCase(using: &generator)
      testCase.sectionOptions = [:]
      let pattern = [
        SectionData(itemCount: 130),
        SectionData(itemCount: 3, itemSize: Size(width: 40, height: 70)),
        SectionData(itemCount: 0), SectionData(itemCount: 130, header: Size(width: 10, height: 25)),
      ]
      testCase.sections = (0..<12).flatMap { round in
        round % 5 == 4
          ? [SectionData(itemSizes: [Size(width: 30, height: 41), Size(width: 30, height: 12)])]
          : pattern
      }
      var waterfall = testCase.waterfall
      waterfall.pageLimit = 40
      let layout = try waterfall.prepare(testCase.input)
      var problems = WaterfallPropertyTests.referenceMismatches(
        layout, ReferenceWaterfall(testCase))
      problems += QueryAgreement.mismatches(of: layout, using: &generator)
      #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3).joined(separator: "; "))")
      shared += layout.pageCount - Self.distinctStores(layout)

      var edited = testCase.sections
      edited.insert(SectionData(itemCount: 130), at: 5)
      edited.remove(at: 20)
      let input = LayoutInput(sections: edited, viewport: testCase.viewport)
      let updated = try waterfall.update(
        layout, to: input, change: LayoutChange(from: testCase.sections, to: edited))
      #expect(
        UpdateAgreement.mismatches(updated, try waterfall.prepare(input), using: &generator) == [],
        "seed \(seed)")
    }
    // Most pages are shared: the pattern's repeat.
    #expect(shared > 40 * 20)
  }

  /// An update in the middle of a section of one size lays out the changed page and the next
  /// ones, repeating again once the columns are level, and answers as a fresh prepare does.
  @Test func anUpdateRepeatsAgainAfterTheChange() throws {
    var waterfall = Waterfall(
      options: WaterfallOptions(columnCount: 3, footerHeight: 20), sectionOptions: [:])
    waterfall.pageLimit = 60
    let old = [SectionData(itemCount: 3_000, itemSize: Size(width: 50, height: 70))]
    let layout = try waterfall.prepare(LayoutInput(sections: old, viewport: Self.viewport))
    var sizes = SizeList(repeating: Size(width: 50, height: 70), count: 3_000)
    // Item 1,700 measured taller, and one inserted after it.
    sizes.replaceSubrange(
      1_700..<1_701, with: [Size(width: 50, height: 200), Size(width: 50, height: 90)])
    let new = [SectionData(itemCount: 3_001, itemSizes: .perItem(sizes))]
    let change = LayoutChange(sections: [SectionChange(oldSection: 0, changedItems: 1_700..<1_702)])
    try change.validate(old: old, new: new)
    let input = LayoutInput(sections: new, viewport: Self.viewport)
    let updated = try waterfall.update(layout, to: input, change: change)
    let fresh = try waterfall.prepare(input)
    var generator = SeededGenerator(seed: 12)
    #expect(UpdateAgreement.mismatches(updated, fresh, using: &generator) == [])
    // The pages before the change, and after it the old ones again: once the columns are level
    // past the change the layout realigns (or repeats), so only the pages around it are new.
    let laidOut = Set(updated.pages.map(ObjectIdentifier.init)).subtracting(
      layout.pages.map(ObjectIdentifier.init))
    #expect(laidOut.count <= 3)
    #expect(Self.distinctStores(updated) <= 8)
  }

  /// 5·10^6 items of one size in one section keep a few pages' frames and a directory entry per
  /// 501 items beside them, not a frame per item.
  @Test func millionsOfItemsOfOneSizeKeepAFewPages() throws {
    let waterfall = Waterfall(options: WaterfallOptions(columnCount: 3), sectionOptions: [:])
    let count = 5_000_000
    let layout = try waterfall.prepare(
      LayoutInput(sections: [SectionData(itemCount: count)], viewport: Self.viewport))
    #expect(layout.pageCount == (count + 500) / 501)
    #expect(Self.distinctStores(layout) == 3)
    let last = try #require(
      layout.attributes(for: .cell(section: 0, item: count - 1), viewport: Self.viewport))
    // Rows of three at one pitch from the top, whatever page a row is on: every position is an
    // exact sum on the advance grid, so row r is at r · pitch exactly.
    let second = try #require(
      layout.attributes(for: .cell(section: 0, item: 3), viewport: Self.viewport))
    #expect(second.frame.y > 0)
    #expect(last.frame.y == Double((count - 1) / 3) * second.frame.y)
    #expect(
      layout.indexPathForItem(
        at: Point(x: last.frame.midX, y: last.frame.midY), viewport: Self.viewport)
        == IndexPath(section: 0, item: count - 1))
  }
}
