import MosaicCore
import MosaicFlow
import MosaicHitTest
import MosaicShelf
import MosaicTestSupport
import Testing

/// Shelves over bases other than flow, and the cost of flow's recorded lines.
@Suite struct ShelfOverOtherBasesTests {
  /// A strategy that is not flow and provides no lines: one column of cells, headers on top.
  @Test func backgroundsAndRowsWorkOverAnyLayoutWithSectionFrames() throws {
    let input = LayoutInput(
      sections: [
        SectionData(
          itemCount: 2, itemSize: Size(width: 30, height: 20), header: Size(width: 0, height: 5)),
        SectionData(itemCount: 0, header: Size(width: 0, height: 5)),
        SectionData(itemSizes: [Size(width: 10, height: 10)]),
      ],
      viewport: Viewport(width: 100, height: 300))
    let base = try ColumnStackStrategy(options: .init()).prepare(input)
    let backgrounds = try Shelf(options: ShelfOptions()).apply(to: base, input: input)
    // Section 0: header 0..<5, cells 5..<25 and 25..<45; section 1: 45..<50; section 2: 50..<60.
    #expect(
      backgrounds.decorations.map(\.frame) == [
        Rect(x: 0, y: 5, width: 100, height: 40), Rect(x: 0, y: 50, width: 100, height: 10),
      ])
    let rows = try Shelf(options: ShelfOptions(style: .rows, height: 1)).apply(
      to: backgrounds, input: input)
    // Every cell is its own line (their extents do not share a centre).
    #expect(rows.decorations.filter { $0.id.kind == "shelf" }.map(\.frame.minY) == [25, 45, 60])
    #expect(rows.indexPathForItem(at: Point(x: 50, y: 30)) == nil)
    #expect(rows.indexPathForItem(at: Point(x: 5, y: 30)) == IndexPath(section: 0, item: 1))
    var generator = SeededGenerator(seed: 7)
    #expect(QueryAgreement.mismatches(of: rows, using: &generator).isEmpty)
  }

  @Test func flowRecordsGridLinesInConstantSpaceAndOthersPerLine() throws {
    let viewport = Viewport(width: 390, height: 844)
    let grid = try Flow(options: FlowOptions()).prepare(
      LayoutInput(sections: [SectionData(itemCount: 100_000)], viewport: viewport))
    // 6 per line: ⌊(390 + 10)/(50 + 10)⌋.
    #expect(grid.lineCount(inSection: 0) == (100_000 + 5) / 6)
    #expect(grid.byteCount < 4_096)
    let sizes = (0..<1_000).map { (item: Int) -> Size in
      let width = Double(40 + item % 50)
      let height = Double(30 + item % 7)
      return Size(width: width, height: height)
    }
    let mixed = try Flow(options: FlowOptions()).prepare(
      LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport))
    let lines = mixed.lineCount(inSection: 0)
    #expect(lines > 100)
    // 20 bytes a line and 24 a cell in pages, before spare capacity.
    #expect(mixed.byteCount <= 2 * (lines * 20 + 1_000 * 24) + 8_192)
  }
}
