import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import MosaicWaterfallTestSupport
import Testing

@testable import MosaicWaterfall

/// `Waterfall.update` answers every query exactly as a fresh `prepare` of the new data: random
/// layouts cut into many small pages, random chains of edits, every query compared.
@Suite struct WaterfallUpdateTests {
  static let casesPerBatch = 40
  static let updatesPerCase = 10

  @Test(arguments: 0..<8)
  func randomUpdatesEqualAFreshPrepare(batch: Int) throws {
    var updates = 0
    var keptPages = 0
    for offset in 0..<Self.casesPerBatch {
      let seed = 0x0DA7_E000 + UInt64(batch * Self.casesPerBatch + offset)
      var generator = SeededGenerator(seed: seed)
      let random = RandomWaterfallCase(using: &generator)
      var waterfall = random.waterfall
      // Small pages, so that a few dozen sections make many and most updates keep some.
      waterfall.pageLimit = Int.random(in: 1...120, using: &generator)
      var sections = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        RandomSectionEdits.section(using: &generator)
      }
      var layout = try waterfall.prepare(LayoutInput(sections: sections, viewport: random.viewport))
      for step in 0..<Self.updatesPerCase {
        let edits = RandomSectionEdits(
          of: sections, edits: Int.random(in: 1...3, using: &generator), using: &generator)
        let change = edits.change(from: sections)
        try change.validate(old: sections, new: edits.sections)
        var input = LayoutInput(sections: edits.sections, viewport: random.viewport)
        input.viewport.contentOffset = Point(x: 0, y: Double(step * 37))
        let updated = try waterfall.update(layout, to: input, change: change)
        let fresh = try waterfall.prepare(input)
        keptPages += Self.sharedPages(updated, layout)
        let problems = UpdateAgreement.mismatches(updated, fresh, using: &generator)
        if !problems.isEmpty {
          Issue.record("seed \(seed) step \(step): \(problems.prefix(5).joined(separator: "; "))")
          return
        }
        sections = edits.sections
        layout = updated
        updates += 1
      }
    }
    #expect(updates == Self.casesPerBatch * Self.updatesPerCase)
    // The updates must actually keep pages, or they test nothing but a prepare.
    #expect(keptPages > updates)
  }

  /// The input's element budget holds for a prepare and is carried by an update: 95 cells (no
  /// header or footer) fit a budget of 100; six more do not, and are refused naming
  /// `data.sections` before anything is allocated.
  @Test func anUpdateKeepsTheInputsElementBudget() throws {
    let waterfall = Waterfall(options: WaterfallOptions(columnCount: 3))
    let viewport = Viewport(width: 300, height: 400)
    let sizes = (0..<95).map { Size(width: 50, height: Double(40 + $0 % 9)) }
    var input = LayoutInput(
      sections: [SectionData(itemSizes: sizes)], viewport: viewport, elementBudget: 100)
    let layout = try waterfall.prepare(input)
    #expect(layout.materializedElementCount == 95)
    input.sections = [SectionData(itemSizes: sizes + sizes.prefix(6))]
    let budget = LayoutError(
      path: "data.sections",
      message: "would hold at least 101 elements, more than the 100 one layout may hold")
    #expect(throws: budget) {
      try waterfall.update(layout, to: input, change: .everything(in: input.sections))
    }
    #expect(throws: budget) { try waterfall.prepare(input) }
    input.elementBudget = LayoutInput.maximumElementCount
    #expect(try waterfall.prepare(input).materializedElementCount == 101)
  }

  /// A change in the last section keeps every earlier page: the same frame storage, not a copy.
  @Test func aChangeKeepsEveryOtherPageWithoutCopyingIt() throws {
    var waterfall = Waterfall(options: WaterfallOptions(columnCount: 3, headerHeight: 20))
    // 31 elements a section (30 cells and a header): one section a page.
    waterfall.pageLimit = 40
    var sections = (0..<50).map { _ in
      SectionData(itemSizes: (0..<30).map { Size(width: 100, height: Double(50 + $0 % 7)) })
    }
    let viewport = Viewport(width: 390, height: 844)
    let layout = try waterfall.prepare(LayoutInput(sections: sections, viewport: viewport))
    #expect(layout.pageCount == 50)
    let old = sections
    sections[49].itemSizes = .perItem((0..<31).map { Size(width: 100, height: Double(10 + $0)) })
    sections[49].itemCount = 31
    let input = LayoutInput(sections: sections, viewport: viewport)
    let updated = try waterfall.update(
      layout, to: input, change: LayoutChange(from: old, to: sections))
    #expect(Self.sharedPages(updated, layout) == 49)
    var generator = SeededGenerator(seed: 7)
    #expect(
      UpdateAgreement.mismatches(updated, try waterfall.prepare(input), using: &generator) == [])
  }

  /// Past 2^33 pt sums are no longer exact: the update prepares in full and still agrees.
  @Test func contentBeyondTheExactRangeIsPreparedInFull() throws {
    var waterfall = Waterfall(
      options: WaterfallOptions(columnCount: 1, minimumInteritemSpacing: 0.1))
    waterfall.pageLimit = 4
    let tall = Size(width: 1, height: 1e12 / 3)
    var sections = (0..<12).map { _ in SectionData(itemCount: 3, itemSize: tall) }
    let viewport = Viewport(width: 390, height: 844)
    let layout = try waterfall.prepare(LayoutInput(sections: sections, viewport: viewport))
    #expect(layout.contentSize.height > AdvanceGrid.exactLimit)
    let old = sections
    sections[0] = SectionData(itemCount: 4, itemSize: Size(width: 3, height: 0.7))
    let input = LayoutInput(sections: sections, viewport: viewport)
    let updated = try waterfall.update(
      layout, to: input, change: LayoutChange(from: old, to: sections))
    #expect(Self.sharedPages(updated, layout) == 0)
    var generator = SeededGenerator(seed: 11)
    #expect(
      UpdateAgreement.mismatches(updated, try waterfall.prepare(input), using: &generator) == [])
  }

  /// How many of `updated`'s pages hold the very frame storage of a page of `old`.
  static func sharedPages(_ updated: PagedLayout, _ old: PagedLayout) -> Int {
    func address(_ page: LayoutPage) -> UnsafeRawPointer? {
      page.store.minY.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    let olds = Set(old.pages.compactMap(address))
    return updated.pages.filter { address($0).map(olds.contains) ?? false }.count
  }
}
