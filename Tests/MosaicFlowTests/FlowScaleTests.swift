import MosaicCore
import MosaicFlow
import MosaicHitTest
import MosaicTestSupport
import Testing

/// A million items: preparing stays linear, the store stays near 32 bytes an item (nothing per
/// item for a grid), and hit-tests still find the right cell.
@Suite struct FlowScaleTests {
  static let itemCount = 1_000_000
  /// 24 bytes per cell and 20 per line in pages, plus the pages' spare capacity and the tables.
  static let bytesPerItemBound = 40

  @Test func aMillionUniformItems() throws {
    // 320 wide, 50-wide items at spacing 10: 5 per line (gap 17.5), lines every 60 points.
    let layout = try #require(
      prepareFlow(
        [SectionData(itemCount: Self.itemCount, header: Size(width: 0, height: 40))],
        viewport: viewport(width: 320)))
    // One grid section: the header alone is stored, the cells are computed.
    #expect(layout.isArithmetic && layout.materializedElementCount == 1)
    #expect(layout.byteCount <= 4096)
    #expect(layout.contentSize == Size(width: 320, height: 40 + 200_000 * 60 - 10))
    let last = try #require(layout.attributes(for: .cell(section: 0, item: Self.itemCount - 1)))
    #expect(last.frame == Rect(x: 270, y: 40 + 199_999 * 60, width: 50, height: 50))
    #expect(
      layout.indexPathForItem(at: Point(x: 70, y: 40 + 123_456 * 60 + 25))
        == IndexPath(section: 0, item: 123_456 * 5 + 1))
    #expect(layout.indexPathForItem(at: Point(x: 60, y: 40 + 123_456 * 60 + 25)) == nil)  // a gap
    #expect(
      layout.indexPathForItem(at: last.frame.origin)
        == IndexPath(section: 0, item: Self.itemCount - 1))
    #expect(layout.elements(in: Rect(x: 0, y: 40 + 500 * 60, width: 320, height: 50)).count == 5)
  }

  @Test func aMillionItemsOfVaryingSizes() throws {
    var generator = SeededGenerator(seed: 1_000_000)
    let sizes = (0..<Self.itemCount).map { _ in
      Size(
        width: Double(Int.random(in: 20...120, using: &generator)),
        height: Double(Int.random(in: 20...80, using: &generator)))
    }
    let sections = [
      SectionData(itemSizes: Array(sizes[..<500_000]), footer: Size(width: 0, height: 30)),
      SectionData(itemCount: 0, header: Size(width: 0, height: 30)),
      SectionData(itemSizes: Array(sizes[500_000...])),
    ]
    let layout = try #require(prepareFlow(sections, viewport: viewport(width: 375)))
    #expect(layout.materializedElementCount == Self.itemCount + 2)
    #expect(layout.byteCount <= Self.bytesPerItemBound * Self.itemCount)
    for item in [0, 250_000, 499_999] {
      let frame = try #require(layout.attributes(for: .cell(section: 0, item: item))?.frame)
      #expect(layout.indexPathForItem(at: frame.center) == IndexPath(section: 0, item: item))
    }
    let frame = try #require(layout.attributes(for: .cell(section: 2, item: 499_999))?.frame)
    #expect(layout.indexPathForItem(at: frame.center) == IndexPath(section: 2, item: 499_999))
    #expect(frame.maxY <= layout.contentSize.height)
  }
}
