import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicFlow

/// A flow section given by a count stores nothing per item: 10^8 estimated items prepare and
/// answer queries in a few kilobytes.
@Suite struct FlowHugeCountTests {
  static let count = 100_000_000
  static let viewport = Viewport(width: 390, height: 844)

  /// The element budget counts what a flow stores: with a budget of 10, 10^8 counted items (a
  /// grid, nothing per item) prepare, while 11 per-item sizes do not fit.
  @Test func theElementBudgetCountsStoredElementsOnly() throws {
    let flow = Flow(
      options: FlowOptions(itemSize: Size(width: 100, height: 40)), sectionOptions: [:])
    let counted = LayoutInput(
      sections: [SectionData(itemCount: Self.count)], viewport: Self.viewport, elementBudget: 10)
    #expect(try flow.prepare(counted).contentSize.height > 0)
    let sized = LayoutInput(
      sections: [SectionData(itemSizes: Array(repeating: Size(width: 10, height: 10), count: 11))],
      viewport: Self.viewport, elementBudget: 10)
    #expect(
      throws: LayoutError(
        path: "data.sections",
        message: "would hold at least 11 elements, more than the 10 one layout may hold")
    ) { try flow.prepare(sized) }
  }

  /// 10^8 items at a 100×40 estimate in lines of three (390 wide): the last item's frame is the
  /// grid's, point and rect queries find it, and the layout retains under 64 KB.
  @Test func aHundredMillionEstimatedItemsPrepareAndAnswer() throws {
    let flow = Flow(
      options: FlowOptions(
        estimatedItemSize: Size(width: 100, height: 40), minimumLineSpacing: 10),
      sectionOptions: [:])
    let layout = try flow.prepare(
      LayoutInput(sections: [SectionData(itemCount: Self.count)], viewport: Self.viewport))
    #expect(layout.byteCount < 65_536)
    // 33,333,334 lines of 50 pt pitch, the last 40 thick.
    let lines = (Self.count + 2) / 3
    #expect(layout.contentSize.height == Double(lines - 1) * 50 + 40)
    let last = try #require(
      layout.attributes(for: .cell(section: 0, item: Self.count - 1), viewport: Self.viewport))
    #expect(last.frame.y == Double(lines - 1) * 50)
    #expect(last.frame.width == 100 && last.frame.height == 40)
    let centre = Point(x: last.frame.midX, y: last.frame.midY)
    #expect(
      layout.indexPathForItem(at: centre, viewport: Self.viewport)
        == IndexPath(section: 0, item: Self.count - 1))
    var results: [LayoutAttributes] = []
    layout.elements(
      in: Rect(x: 0, y: layout.contentSize.height - 844, width: 390, height: 844),
      viewport: Self.viewport, into: &results)
    #expect(results.count > 30 && results.count < 70)
    #expect(results.last?.id == .cell(section: 0, item: Self.count - 1))
  }
}
