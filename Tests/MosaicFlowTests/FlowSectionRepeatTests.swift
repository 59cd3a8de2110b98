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

  /// A feed of sections given by counts is kept in repeated blocks, and an update keeps each
  /// block whose sections are all unchanged. Chains of changes anywhere in such a feed (the
  /// random batches of ``FlowUpdateTests``, a count changed in place, a header changed: a new
  /// section) answer as a fresh prepare: no changed section is kept as the repeat.
  @Test(arguments: 0..<2)
  func changesInAFeedOfCountsEqualAFreshPrepare(batch: Int) throws {
    var repeatedFeeds = 0
    for index in 0..<30 {
      let seed = 0xFEED_0000 + UInt64(batch * 30 + index)
      var generator = SeededGenerator(seed: seed)
      let base = FlowPropertyTests.randomCase(using: &generator)
      let flow = Flow(options: base.options, sectionOptions: [:])
      let header =
        Bool.random(using: &generator) ? FlowPropertyTests.randomSize(using: &generator) : nil
      var sections = Array(
        repeating: SectionData(
          itemCount: Int.random(in: 0...12, using: &generator), header: header),
        count: 70)
      var layout = try flow.prepare(LayoutInput(sections: sections, viewport: base.viewport))
      if layout.directory.blocks.contains(where: { $0.isRepeated }) { repeatedFeeds += 1 }
      for step in 0..<6 {
        var (next, change, label) = FlowUpdateTests.randomChange(
          sections, flow: flow, using: &generator)
        if !sections.isEmpty, Bool.random(using: &generator) {
          let section = Int.random(in: 0..<sections.count, using: &generator)
          let (old, count) = (sections[section], Int.random(in: 0...14, using: &generator))
          (next, change) = (sections, .identity(sectionCount: sections.count))
          if case .uniform = old.itemSizes, Bool.random(using: &generator) {
            // Items added or taken away at the end.
            next[section] = SectionData(itemCount: count, header: old.header)
            change.sections[section].changedItems = Swift.min(old.itemCount, count)..<count
            label = "count of \(section) \(old.itemCount) → \(count)"
          } else {
            next[section] = SectionData(
              itemCount: count, header: FlowPropertyTests.randomSize(using: &generator))
            change.sections[section] = .new(itemCount: count)
            label = "header of \(section)"
          }
        }
        let input = LayoutInput(sections: next, viewport: base.viewport)
        let updated = try flow.update(layout, to: input, change: change)
        let problems = FlowMoveTests.differences(
          updated, try flow.prepare(input), using: &generator)
        guard problems.isEmpty else {
          Issue.record(
            "seed \(seed), step \(step) (\(label)): \(problems.prefix(3).joined(separator: "; "))")
          return
        }
        (sections, layout) = (next, updated)
      }
    }
    // About half the random options lay a count out as a grid, which repeats.
    #expect(repeatedFeeds > 8, "\(repeatedFeeds) feeds of 30 kept repeated blocks")
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
