import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicHitTest

/// `SectionWriter.appendCells(upTo:_:)`: cells written in bulk, relative to their section, land at
/// the section's place on a page shared by several sections, and the content reaches as far
/// across as they do.
@Suite struct SectionWriterBulkTests {
  /// One row of cells 50 wide every 60 across, each section 10 long along the scroll axis,
  /// written with plain stores.
  struct WideRow: SectionLayoutStrategy, Hashable {
    static let name = "wide-row"
    static let summary = "test fixture: one row of cells wider than the viewport, written in bulk"
    var direction: ScrollDirection
    init(options: NoSectionOptions, sectionOptions: [Int: NoSectionOptions]) {
      direction = .vertical
    }
    init(direction: ScrollDirection) { self.direction = direction }
    var scrollDirection: ScrollDirection { direction }

    func layOutSection(
      _ data: SectionData, options: NoSectionOptions?, into writer: inout SectionWriter
    ) throws(LayoutError) -> Double {
      let axis = writer.scrollAxis
      writer.appendCells(upTo: data.itemCount) { cells in
        for item in 0..<data.itemCount {
          cells.append(
            Rect(
              axis: axis, along: 0, across: Double(item) * 60, alongExtent: 10,
              acrossExtent: 50))
        }
      }
      return 10
    }
  }

  @Test(arguments: [ScrollDirection.vertical, .horizontal])
  func bulkCellsSitAtTheirSectionAndWidenTheContent(direction: ScrollDirection) throws {
    let sections = Array(repeating: SectionData(itemCount: 4), count: 3)
    let layout = try WideRow(direction: direction).prepare(
      LayoutInput(sections: sections, viewport: Viewport(width: 100, height: 100)))
    // Three small sections share one page: the second and third are written at an offset.
    #expect(layout.pageCount == 1)
    let axis = direction.scrollAxis
    for section in 0..<3 {
      for item in 0..<4 {
        #expect(
          layout.attributes(for: .cell(section: section, item: item))?.frame
            == Rect(
              axis: axis, along: Double(section) * 10, across: Double(item) * 60, alongExtent: 10,
              acrossExtent: 50))
      }
    }
    #expect(layout.contentSize == Size(axis: axis, along: 30, across: 230))
  }
}
