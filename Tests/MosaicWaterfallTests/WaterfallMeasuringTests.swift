import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import MosaicWaterfall
import Testing

/// Self-sizing in an estimated waterfall: measured sizes replace estimates, the items still at
/// the estimate after them catch up and then go round the columns, and a long section keeps
/// one page of its tail, placed again, however many screenfuls are measured.
@Suite struct WaterfallMeasuringTests {
  static let estimate = Size(width: 100, height: 100)
  static let options = WaterfallOptions(
    columnCount: 3, minimumColumnSpacing: 10, minimumInteritemSpacing: 10,
    estimatedItemSize: estimate)

  /// Three columns of 100 (320 wide), estimates 100 tall: item 0 measured 250 tall. Items 1–7
  /// fill the shorter columns (ends 260, 330, 330 after item 6; item 7 goes to column 0 at 260);
  /// from item 8 on the estimates go round the columns in the order of their ends, columns 1, 2,
  /// then 0, 110 further down each round.
  @Test func theEstimatesCatchUpThenGoRound() throws {
    var sizes = SizeList(repeating: Self.estimate, count: 14)
    sizes[0] = Size(width: 100, height: 250)
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemCount: 14, itemSizes: .perItem(sizes))],
        viewport: Viewport(width: 320, height: 600), options: Self.options))
    let frames = layout.cellFrames(section: 0)
    #expect(frames[7] == Rect(x: 0, y: 260, width: 100, height: 100))
    #expect(
      frames[8...].map { [$0.minX, $0.minY] } == [
        [110, 330], [220, 330], [0, 370], [110, 440], [220, 440], [0, 480],
      ])
  }

  /// The frames `layout` holds: each distinct page once, however many times it is placed.
  static func storedFrames(_ layout: PagedLayout) -> Int {
    var seen = Set<ObjectIdentifier>()
    var frames = 0
    for index in 0..<layout.pageCount {
      let page = layout.page(index)
      if seen.insert(ObjectIdentifier(page)).inserted { frames += page.elementCount }
    }
    return frames
  }

  /// 20,000 estimated items; screenfuls measured one after another at random places (the cells
  /// a 390×600 viewport shows there), each an update of the live layout: every update equals a
  /// fresh prepare, and the layout stores at most three pages of frames per measured screenful (the page measured, the
  /// one catching up, the one placed again for the rest), not
  /// the section's tail.
  @Test func measuringScreenfulsKeepsTheTailOnePage() throws {
    var generator = SeededGenerator(seed: 0xE571)
    let count = 20_000
    let viewport = Viewport(width: 320, height: 600)
    var input = LayoutInput(sections: [SectionData(itemCount: count)], viewport: viewport)
    var live = try LiveLayout(
      LayoutConfiguration(
        strategy: Waterfall(options: Self.options, sectionOptions: [:]), input: input))
    var sizes = SizeList(repeating: Self.estimate, count: count)
    for screen in 1...12 {
      let height = live.layout.contentSize.height
      let offset = screen == 1 ? 0 : Double.random(in: 0..<(height - 600), using: &generator)
      let shown = live.layout.indexPathsForVisibleItems(
        in: viewport.scrolled(to: Point(x: 0, y: offset)))
      let items = shown.map(\.item)
      let low = try #require(items.min())
      let high = try #require(items.max())
      for item in items {
        sizes[item] = Size(width: 100, height: Double(Int.random(in: 40...300, using: &generator)))
      }
      input.sections[0] = SectionData(itemCount: count, itemSizes: .perItem(sizes))
      var change = LayoutChange.identity(sectionCount: 1)
      change.sections[0].changedItems = low..<(high + 1)
      live = try live.updated(to: input, change: change)
      let fresh = try LiveLayout(
        LayoutConfiguration(
          strategy: Waterfall(options: Self.options, sectionOptions: [:]), input: input))
      let problems = UpdateAgreement.mismatches(live.layout, fresh.layout, using: &generator)
      #expect(problems.isEmpty, "screen \(screen): \(problems.prefix(3))")
      let paged = try #require(live.layout as? PagedLayout)
      #expect(
        Self.storedFrames(paged) <= (3 * screen + 3) * 510,
        "screen \(screen): \(Self.storedFrames(paged)) frames stored")
    }
  }
}
