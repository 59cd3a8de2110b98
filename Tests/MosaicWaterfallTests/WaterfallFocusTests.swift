import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import MosaicWaterfall
import Testing

/// Focus moves in a waterfall (the CHT worked example, two items longer): up and down keep the
/// column even where a cell of the other column is nearer by its centre.
@Suite struct WaterfallFocusTests {
  @Test func upAndDownKeepTheColumnAndSidewaysTakesTheNearestOverlappingCell() throws {
    // Column 0: items 0 (y 0–155), 3 (165–320), 4 (330–485); column 1: 1 (0–77), 2 (87–397).
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: sizes((100, 100), (100, 50), (100, 200), (100, 100), (100, 100)))],
        viewport: viewport(width: 320, scale: 1)))
    #expect(layout.cellFrames(section: 0)[3] == Rect(x: 0, y: 165, width: 155, height: 155))
    #expect(layout.cellFrames(section: 0)[4] == Rect(x: 0, y: 330, width: 155, height: 155))
    func focus(_ item: Int, _ direction: FocusDirection) -> Int? {
      layout.indexPath(movingFocusFrom: IndexPath(section: 0, item: item), direction: direction)?
        .item
    }
    // Item 2's centre (y 242) is nearer item 0's than item 3's (242.5): the column wins.
    #expect(focus(0, .down) == 3)
    #expect(focus(1, .down) == 2 && focus(3, .down) == 4)
    // Nothing lies entirely below item 2 (item 4 starts above its bottom).
    #expect(focus(2, .down) == nil)
    #expect(focus(4, .up) == 3 && focus(3, .up) == 0 && focus(2, .up) == 1 && focus(0, .up) == nil)
    // Left of item 2 every cell of column 0 overlaps it: the nearest centre across, item 3.
    #expect(focus(2, .left) == 3)
    #expect(focus(3, .right) == 2 && focus(0, .right) == 1 && focus(4, .right) == 2)
    #expect(focus(2, .right) == nil && focus(4, .left) == nil)
    #expect(focus(4, .next) == nil && focus(4, .previous) == 3)
    #expect(
      layout.indexPath(movingFocusFrom: IndexPath(section: 0, item: 5), direction: .up) == nil)
  }
}
