import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicFlow

/// A block of sections that repeat one another keeps one section's numbers: each section it
/// gives back is, to the bit, the one its table held; and 1,000 sections given by counts keep a
/// few kilobytes, not a table each.
@Suite struct FlowSectionRepeatTests {
  @Test(arguments: 0..<4)
  func aRepeatGivesBackItsTable(batch: Int) throws {
    var checked = 0
    for index in 0..<100 {
      var generator = SeededGenerator(seed: 0x5EC7_0000 + UInt64(batch * 100 + index))
      let base = FlowPropertyTests.randomCase(using: &generator)
      let flow = Flow(options: base.options, sectionOptions: [:])
      let count = Int.random(in: 0...40, using: &generator)
      let header =
        Bool.random(using: &generator) ? FlowPropertyTests.randomSize(using: &generator) : nil
      let data = SectionData(itemCount: count, header: header)
      let metrics = flow.metrics(forSection: 0, in: base.viewport)
      let direction = flow.options.scrollDirection
      var builder = FlowBlockBuilder(
        capacity: FlowBlock.sectionLimit, scrollAxis: direction.scrollAxis)
      for _ in 0..<FlowBlock.sectionLimit {
        builder.appendSection(data, metrics: metrics) { linesTop in
          Flow.layOutCells(
            data, metrics: metrics, defaultItemSize: flow.unsizedItemSize, linesTop: linesTop,
            lineAxis: direction.lineAxis, dimension: flow.lineDimension(in: base.viewport),
            scale: base.viewport.scale)
        }
      }
      let (cells, edges) = builder.tables
      // Grids (or sections without items) of one count repeat, whatever the options, unless
      // they take no room; lines kept in pages never do.
      let repeats = cells.allSatisfy { $0.segments.isEmpty } && edges[0].end > 0
      guard let repeated = FlowSectionRepeat(sections: cells, edges: edges) else {
        #expect(!repeats, "case \(index) of batch \(batch): grids that do not repeat")
        continue
      }
      #expect(repeats)
      checked += 1
      for local in cells.indices {
        let (mine, theirs) = (repeated.cells(at: local), cells[local])
        #expect(
          mine.linesTop == theirs.linesTop && mine.linesLength == theirs.linesLength
            && mine.itemCount == theirs.itemCount && mine.lineCount == theirs.lineCount
            && mine.grid == theirs.grid && mine.segments.isEmpty && theirs.segments.isEmpty)
        #expect(repeated.edges(at: local) == edges[local])
      }
    }
    // About half the random options keep the grid's alignments.
    #expect(checked > 30)
  }

  @Test func thousandSectionsOfEstimatesKeepAFewKilobytes() throws {
    let flow = Flow(options: FlowOptions(estimatedItemSize: Size(width: 80, height: 120)))
    let input = LayoutInput(
      sections: (0..<1_000).map { _ in SectionData(itemCount: 1_000) },
      viewport: Viewport(size: Size(width: 390, height: 844), scale: 3))
    let layout = try flow.prepare(input)
    #expect(layout.directory.blocks.allSatisfy { $0.isRepeated })
    #expect(layout.byteCount < 64 * 1024, "\(layout.byteCount) bytes")
    // One section different: its block keeps a table, the others still repeat.
    var sections = input.sections
    sections[500] = SectionData(itemCount: 999)
    let mixed = try flow.prepare(LayoutInput(sections: sections, viewport: input.viewport))
    #expect(
      mixed.directory.blocks.filter { $0.isRepeated }.count == layout.directory.blocks.count - 1)
  }
}
