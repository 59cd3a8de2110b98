import Mosaic
import Testing

/// The waterfall article's masonry examples: each region between `doc:begin` and `doc:end` is
/// one of its code blocks, character for character.
@Suite("Masonry examples")
struct MasonryExamples {
  @Test func spans() throws {
    let photos = (0..<30).map { Size(width: 400, height: Double(300 + 37 * ($0 % 9))) }
    // doc:begin waterfall-spans
    // A feed: a banner across every column, then photos; item 7 is an ad two columns wide.
    var sizes = SizeList(photos, spans: [0: .full, 7: .columns(2)])
    let waterfall = Waterfall(
      options: WaterfallOptions(columnCount: 3, minimumColumnSpacing: 9, placementTolerance: 24))
    let layout = try waterfall.prepare(
      LayoutInput(
        sections: [SectionData(itemCount: sizes.count, itemSizes: .perItem(sizes))],
        viewport: Viewport(width: 390, height: 844)))
    let banner = layout.attributes(for: .cell(section: 0, item: 0))?.frame  // 390 wide
    let ad = layout.attributes(for: .cell(section: 0, item: 7))?.frame  // 257 wide: 2 · 124 + 9

    // A span belongs to its item: moves, inserts and deletes carry it, a new size keeps it.
    sizes[7] = Size(width: 800, height: 500)
    sizes.setSpan(nil, at: 7)  // one column again
    // doc:end waterfall-spans
    #expect(banner?.width == 390 && banner?.minY == 0)
    #expect(ad?.width == 257)
    #expect(sizes.span(at: 0) == .full && sizes.span(at: 7) == nil)
    #expect(sizes[7] == Size(width: 800, height: 500))
  }
}
