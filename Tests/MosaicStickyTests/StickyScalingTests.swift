import Mosaic
import MosaicTestSupport
import Testing

/// Pinning's cost does not grow with the number of sections: a query looks at the sections it
/// overlaps (found by binary search), never at all of them.
@Suite struct StickyScalingTests {
  @Test func aQueryLooksAtAFewSectionsOutOfAHundredThousand() throws {
    let sectionCount = 100_000
    // Each section: header 20, one 50-tall line, footer 10: 80 points.
    let options = FlowOptions(
      itemSize: Size(width: 100, height: 50), headerReferenceSize: Size(width: 0, height: 20),
      footerReferenceSize: Size(width: 0, height: 10))
    let input = LayoutInput(
      sections: Array(repeating: SectionData(itemCount: 1), count: sectionCount),
      viewport: Viewport(width: 320, height: 480))
    let counting = CountingLayout(base: try Flow(options: options).prepare(input))
    let layout = try Sticky(options: StickyOptions(headers: true, footers: true))
      .apply(to: counting, input: input)
    #expect(layout.contentSize.height == 80 * Double(sectionCount))

    var generator = SeededGenerator(seed: 0x5_71C4)
    var results: [LayoutAttributes] = []
    results.reserveCapacity(64)
    var mostLookups = 0
    var mostSections = 0
    for _ in 0..<2_000 {
      let offset = Double.random(in: -500...(layout.contentSize.height + 500), using: &generator)
      let viewport = input.viewport.scrolled(to: Point(x: 0, y: offset))
      results.removeAll(keepingCapacity: true)
      counting.resetLookups()
      layout.elements(in: viewport.bounds, viewport: viewport, into: &results)
      mostLookups = max(mostLookups, counting.lookups)
      if let sticky = layout as? StickyLayout {
        mostSections = max(mostSections, sticky.sections(overlapping: viewport.bounds).count)
      }
      // The section under the top edge has its header pinned there.
      let top = Int((offset / 80).rounded(.down))
      if top >= 0 && top < sectionCount && offset - Double(top) * 80 < 30 {
        #expect(results.contains { $0.id == .header(section: top) && $0.frame.y == offset })
      }
    }
    // 480 points show at most 8 sections of 80: two binary searches of ≤ 17 steps each, then
    // three look-ups per header and per footer of each overlapping section.
    #expect(mostSections <= 8)
    #expect(mostLookups <= 2 * 17 + 6 * 8)
  }
}
