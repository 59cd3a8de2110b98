import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicFlow

/// Layouts of many sections span several blocks (``FlowBlock/sectionLimit`` sections each): an
/// update keeps every block whose sections it leaves alone (the same object, at a new origin),
/// rebuilds the others, and answers every query exactly as a fresh prepare, headers and footers
/// pixel-rounded from their absolute positions included.
@Suite struct FlowBlockUpdateTests {
  /// Random flows of 33 to 160 sections (2 to 5 blocks) under chains of random changes, some of
  /// which also resize a header or footer the change does not mention.
  @Test(arguments: 0..<6)
  func randomChangesAcrossBlocksEqualAFreshPrepare(batch: Int) throws {
    var updates = 0
    var keptBlocks = 0
    for index in 0..<8 {
      let seed = 0xB10C_0000 + UInt64(batch * 8 + index)
      var generator = SeededGenerator(seed: seed)
      let base = FlowPropertyTests.randomCase(using: &generator)
      var sections = Self.manySections(using: &generator)
      var overrides: [Int: FlowSectionOptions] = [:]
      if Bool.random(using: &generator) {
        for section in 0..<sections.count where Int.random(in: 0..<8, using: &generator) == 0 {
          overrides[section] = FlowSectionOptions(
            minimumLineSpacing: FlowPropertyTests.spacing(using: &generator),
            headerReferenceSize: FlowPropertyTests.randomSize(using: &generator))
        }
      }
      let flow = Flow(options: base.options, sectionOptions: overrides)
      let viewport = base.viewport
      var layout = try flow.prepare(LayoutInput(sections: sections, viewport: viewport))
      for step in 0..<8 {
        var (next, change, label) = FlowUpdateTests.randomChange(
          sections, flow: flow, using: &generator)
        if !next.isEmpty, Int.random(in: 0..<4, using: &generator) == 0 {
          // Headers and footers are not part of what a change vouches for.
          let section = Int.random(in: 0..<next.count, using: &generator)
          next[section].header = FlowPropertyTests.randomSize(using: &generator)
          label += ", header of \(section) resized"
        }
        let input = LayoutInput(sections: next, viewport: viewport)
        let updated = try flow.update(layout, to: input, change: change)
        let fresh = try flow.prepare(input)
        let problems = FlowMoveTests.differences(updated, fresh, using: &generator)
        if !problems.isEmpty {
          Issue.record(
            "seed \(seed), step \(step) (\(label)): \(problems.prefix(4).joined(separator: "; "))")
          return
        }
        keptBlocks += Self.sharedBlocks(updated, layout)
        updates += 1
        sections = next
        layout = updated
      }
    }
    #expect(updates == 8 * 8)
    // Item changes touch one or two sections of several blocks and keep the others (section
    // inserts, deletes and moves shift every later section to another block, keeping none).
    #expect(keptBlocks > updates / 2)
  }

  /// One item resized in the last of 1,000 sections keeps every block but the last; a header
  /// resized in section 40 keeps the first block and the blocks after the second, moved.
  @Test func aChangeRebuildsOnlyItsBlock() throws {
    let viewport = Viewport(size: Size(width: 390, height: 844), scale: 3)
    let flow = Flow(options: FlowOptions(headerReferenceSize: Size(width: 0, height: 40.3)))
    var sections = (0..<1_000).map { index in
      SectionData(
        itemSizes: (0..<7).map { Size(width: 50 + Double(($0 * 37 + index) % 90), height: 31.7) })
    }
    let layout = try flow.prepare(LayoutInput(sections: sections, viewport: viewport))
    let blockCount = layout.directory.blocks.count
    #expect(blockCount == (1_000 + FlowBlock.sectionLimit - 1) / FlowBlock.sectionLimit)

    var resized = sections
    resized[999].itemSizes = .perItem(
      (0..<7).map { Size(width: $0 == 3 ? 300 : 60, height: 31.7) })
    var change = LayoutChange.identity(sectionCount: 1_000)
    change.sections[999].changedItems = 0..<7
    let input = LayoutInput(sections: resized, viewport: viewport)
    let updated = try flow.update(layout, to: input, change: change)
    #expect(Self.sharedBlocks(updated, layout) == blockCount - 1)
    #expect(updated.allElements() == (try flow.prepare(input)).allElements())

    sections[40].header = Size(width: 0, height: 77.1)
    let headerInput = LayoutInput(sections: sections, viewport: viewport)
    let moved = try flow.update(
      layout, to: headerInput, change: .identity(sectionCount: 1_000))
    let fresh = try flow.prepare(headerInput)
    #expect(Self.sharedBlocks(moved, layout) == blockCount - 1)
    #expect(moved.allElements() == fresh.allElements())
    #expect(moved.sectionFrame(999) == fresh.sectionFrame(999))
    let point = Point(x: 100, y: try #require(fresh.sectionFrame(700)).midY)
    #expect(moved.indexPathForItem(at: point) == fresh.indexPathForItem(at: point))
  }

  /// A section given by a count, then by the same sizes one by one, lays out alike, but the
  /// element budget counts the second form: its block is rebuilt (so its counts are the new
  /// form's), the others kept.
  @Test func aSectionGivenAnotherFormOfSizesRebuildsItsBlock() throws {
    let viewport = Viewport(size: Size(width: 390, height: 844), scale: 2)
    let flow = Flow(options: FlowOptions(itemSize: Size(width: 60, height: 40)))
    var sections = (0..<100).map { _ in SectionData(itemCount: 9) }
    let layout = try flow.prepare(LayoutInput(sections: sections, viewport: viewport))
    sections[70] = SectionData(itemSizes: Array(repeating: Size(width: 60, height: 40), count: 9))
    let input = LayoutInput(sections: sections, viewport: viewport)
    let updated = try flow.update(layout, to: input, change: .identity(sectionCount: 100))
    #expect(Self.sharedBlocks(updated, layout) == layout.directory.blocks.count - 1)
    #expect(updated.allElements() == (try flow.prepare(input)).allElements())
    #expect(updated.materializedElementCount == (try flow.prepare(input)).materializedElementCount)
  }

  /// How many of `updated`'s blocks are `old`'s very objects.
  static func sharedBlocks(_ updated: FlowLayout, _ old: FlowLayout) -> Int {
    let theirs = Set(old.directory.blocks.map(ObjectIdentifier.init))
    return updated.directory.blocks.filter { theirs.contains(ObjectIdentifier($0)) }.count
  }

  /// 33 to 160 sections of 0 to 12 items, sized per item or by a count, some with a header or a
  /// footer.
  static func manySections<G: RandomNumberGenerator>(using generator: inout G) -> [SectionData] {
    (0..<Int.random(in: 33...160, using: &generator)).map { _ in
      let count = Int.random(in: 0...12, using: &generator)
      var data =
        Bool.random(using: &generator)
        ? SectionData(itemCount: count)
        : SectionData(
          itemSizes: (0..<count).map { _ in FlowPropertyTests.randomSize(using: &generator) })
      if Int.random(in: 0..<3, using: &generator) == 0 {
        data.header = FlowPropertyTests.randomSize(using: &generator)
      }
      if Int.random(in: 0..<4, using: &generator) == 0 {
        data.footer = FlowPropertyTests.randomSize(using: &generator)
      }
      return data
    }
  }
}
