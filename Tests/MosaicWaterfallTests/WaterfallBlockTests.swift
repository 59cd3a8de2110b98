import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import MosaicWaterfallTestSupport
import Testing

@testable import MosaicWaterfall

/// Pages gathered in blocks: an update shares every block whose pages it keeps, and still answers
/// as a fresh prepare, over many runs of sections and over sections cut into long chains of pages.
@Suite struct WaterfallBlockTests {
  static let viewport = Viewport(width: 390, height: 844)

  /// 200 sections of a page each: blocks of one run of 32 sections. A change in section 100
  /// rebuilds that run's block and shares the six others.
  @Test func aChangeSharesTheBlocksOfOtherRuns() throws {
    var waterfall = Waterfall(options: WaterfallOptions(columnCount: 3, headerHeight: 20))
    waterfall.pageLimit = 40
    var sections = (0..<200).map { section in
      SectionData(
        itemSizes: (0..<30).map { Size(width: 100, height: Double(50 + (section + $0) % 7)) })
    }
    let layout = try waterfall.prepare(LayoutInput(sections: sections, viewport: Self.viewport))
    #expect(layout.pageCount == 200)
    #expect(layout.blocks.count == 7)
    let old = sections
    sections[100].itemSizes = .perItem((0..<30).map { Size(width: 100, height: Double(90 + $0)) })
    let input = LayoutInput(sections: sections, viewport: Self.viewport)
    let updated = try waterfall.update(
      layout, to: input, change: LayoutChange(from: old, to: sections))
    #expect(Self.sharedBlocks(updated, layout) == 6)
    var generator = SeededGenerator(seed: 3)
    #expect(
      UpdateAgreement.mismatches(updated, try waterfall.prepare(input), using: &generator) == [])
  }

  /// Deleting a section moves every later section to another run: the blocks after it are cut
  /// again, the ones before it shared, and the answers are a fresh prepare's.
  @Test func aDeletedSectionRegroupsOnlyLaterRuns() throws {
    var waterfall = Waterfall(options: WaterfallOptions(columnCount: 2, footerHeight: 10))
    waterfall.pageLimit = 40
    var sections = (0..<130).map { section in
      SectionData(
        itemSizes: (0..<20).map { Size(width: 80, height: Double(40 + (section * $0) % 11)) })
    }
    let layout = try waterfall.prepare(LayoutInput(sections: sections, viewport: Self.viewport))
    let old = sections
    sections.remove(at: 70)
    let input = LayoutInput(sections: sections, viewport: Self.viewport)
    let updated = try waterfall.update(
      layout, to: input, change: LayoutChange(from: old, to: sections))
    // Runs 0 and 1 (sections 0..<64) are untouched.
    #expect(Self.sharedBlocks(updated, layout) == 2)
    var generator = SeededGenerator(seed: 5)
    #expect(
      UpdateAgreement.mismatches(updated, try waterfall.prepare(input), using: &generator) == [])
  }

  /// One section cut into 150 pages is cut into blocks of 32 chained pages; a change near its
  /// end keeps the blocks before the page holding it.
  @Test func aLongSectionSharesTheBlocksBeforeItsChange() throws {
    var waterfall = Waterfall(options: WaterfallOptions(columnCount: 3, headerHeight: 12))
    waterfall.pageLimit = 10
    let sizes = (0..<1_500).map { Size(width: 100, height: Double(30 + $0 % 13)) }
    var sections = [SectionData(itemSizes: sizes)]
    let layout = try waterfall.prepare(LayoutInput(sections: sections, viewport: Self.viewport))
    #expect(layout.pageCount == 150)
    #expect(layout.blocks.map(\.pageCount) == [32, 32, 32, 32, 22])
    let old = sections
    var changed = sizes
    changed[1_400] = Size(width: 100, height: 99)
    sections[0] = SectionData(itemSizes: changed)
    let input = LayoutInput(sections: sections, viewport: Self.viewport)
    let updated = try waterfall.update(
      layout, to: input, change: LayoutChange(from: old, to: sections))
    #expect(Self.sharedBlocks(updated, layout) == 4)
    var generator = SeededGenerator(seed: 9)
    #expect(
      UpdateAgreement.mismatches(updated, try waterfall.prepare(input), using: &generator) == [])
  }

  /// Random edits over up to 150 sections of small pages: every update answers as a fresh
  /// prepare, and the updates share blocks.
  @Test(arguments: 0..<4)
  func randomUpdatesOverManyRunsEqualAFreshPrepare(batch: Int) throws {
    var shared = 0
    var updates = 0
    for offset in 0..<10 {
      let seed = 0xB10C_0000 + UInt64(batch * 10 + offset)
      var generator = SeededGenerator(seed: seed)
      let random = RandomWaterfallCase(using: &generator)
      var waterfall = random.waterfall
      waterfall.pageLimit = Int.random(in: 1...60, using: &generator)
      var sections = (0..<Int.random(in: 40...150, using: &generator)).map { _ in
        RandomSectionEdits.section(using: &generator)
      }
      var layout = try waterfall.prepare(LayoutInput(sections: sections, viewport: random.viewport))
      for step in 0..<6 {
        let edits = RandomSectionEdits(
          of: sections, edits: Int.random(in: 1...2, using: &generator), using: &generator)
        let change = edits.change(from: sections)
        let input = LayoutInput(sections: edits.sections, viewport: random.viewport)
        let updated = try waterfall.update(layout, to: input, change: change)
        let problems = UpdateAgreement.mismatches(
          updated, try waterfall.prepare(input), using: &generator)
        if !problems.isEmpty {
          Issue.record("seed \(seed) step \(step): \(problems.prefix(5).joined(separator: "; "))")
          return
        }
        shared += Self.sharedBlocks(updated, layout)
        sections = edits.sections
        layout = updated
        updates += 1
      }
    }
    #expect(updates == 60)
    #expect(shared > updates)
  }

  /// How many of `updated`'s blocks are blocks of `old`, shared.
  static func sharedBlocks(_ updated: PagedLayout, _ old: PagedLayout) -> Int {
    let olds = Set(old.blocks.map(ObjectIdentifier.init))
    return updated.blocks.filter { olds.contains(ObjectIdentifier($0)) }.count
  }
}
