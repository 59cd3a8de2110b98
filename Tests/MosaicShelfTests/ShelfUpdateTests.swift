import MosaicCore
import MosaicFlow
import MosaicTestSupport
import MosaicWaterfall
import MosaicWaterfallTestSupport
import Testing

@testable import MosaicShelf

/// A shelf's update answers exactly as the shelf applied anew over the same updated base, on
/// random changes (sections deleted, inserted and moved; items resized, inserted and deleted)
/// over random flow and waterfall layouts under one or two shelves, through `LiveLayout`; and
/// it does keep the decorations of the sections a change left where they were (over a base
/// whose lines are derived), or stores none to keep (over flow, which keeps its lines).
@Suite struct ShelfUpdateTests {
  static let caseCount = 1_000
  static let batches = 10

  @Test(arguments: 0..<batches)
  func randomUpdatesOverFlowAnswerAsApplyingAnew(batch: Int) throws {
    var kept = 0
    var computed = 0
    for index in Self.cases(batch) {
      let seed = 0x5E1F_0A00_0000 + UInt64(index)
      var generator = SeededGenerator(seed: seed)
      let shelfCase = RandomFlowCase.make(using: &generator)
      let strategy = Flow(options: shelfCase.options, sectionOptions: shelfCase.sectionOptions)
      let configuration = LayoutConfiguration(
        strategy: strategy, modifiers: shelfCase.shelves.map { Shelf(options: $0) },
        input: shelfCase.input)
      let problems = try Self.check(
        configuration, kept: &kept, computed: &computed, using: &generator)
      if !problems.isEmpty {
        Issue.record("seed \(seed): \(problems.prefix(5).joined(separator: "; "))")
        return
      }
    }
    // Flow keeps its lines: every shelf over it computes its decorations when asked, storing
    // nothing for an update to keep.
    #expect(kept == 0 && computed > 0, "kept \(kept) sections, \(computed) shelves computed")
  }

  @Test(arguments: 0..<batches)
  func randomUpdatesOverWaterfallAnswerAsApplyingAnew(batch: Int) throws {
    var kept = 0
    var computed = 0
    for index in Self.cases(batch) {
      let seed = 0x5E1F_0B00_0000 + UInt64(index)
      var generator = SeededGenerator(seed: seed)
      let waterfallCase = RandomWaterfallCase(using: &generator)
      let configuration = LayoutConfiguration(
        strategy: waterfallCase.waterfall,
        modifiers: Self.shelves(using: &generator).map { Shelf(options: $0) },
        input: waterfallCase.input)
      let problems = try Self.check(
        configuration, kept: &kept, computed: &computed, using: &generator)
      if !problems.isEmpty {
        Issue.record("seed \(seed): \(problems.prefix(5).joined(separator: "; "))")
        return
      }
    }
    // About one section in four is kept; far fewer means the update stopped reusing. A
    // waterfall's lines are derived from its cells, so its shelves are stored.
    #expect(kept >= Self.caseCount / Self.batches / 4, "kept \(kept) sections")
    #expect(computed == 0)
  }

  /// Three sections, the last one changed: rows over a base without lines keep the first two
  /// sections' decorations and derive the last's anew; decorations over flow, which keeps its
  /// lines, are computed when asked, so there is nothing to keep. Each answers as applying anew,
  /// and other options keep nothing.
  @Test func aChangeToTheLastSectionKeepsTheOthersDecorations() throws {
    let viewport = Viewport(width: 200, height: 400)
    let sizes = [
      Size(width: 60, height: 30), Size(width: 90, height: 50), Size(width: 40, height: 20),
    ]
    let old = (0..<3).map { _ in SectionData(itemSizes: sizes + sizes) }
    var new = old
    new[2] = SectionData(itemSizes: sizes + [Size(width: 150, height: 70)] + sizes)
    let change = LayoutChange(sections: [
      .unchanged(from: 0), .unchanged(from: 1), .init(oldSection: 2, changedItems: 3..<4),
    ])
    let oldInput = LayoutInput(sections: old, viewport: viewport)
    let newInput = LayoutInput(sections: new, viewport: viewport)
    let flow = Flow(options: FlowOptions())
    let column = ColumnStackStrategy(options: .init())
    let cases: [(old: any PreparedLayout, new: any PreparedLayout, ShelfOptions, [Bool])] = [
      (
        try flow.prepare(oldInput), try flow.prepare(newInput), ShelfOptions(),
        [false, false, false]
      ),
      (
        try flow.prepare(oldInput), try flow.prepare(newInput), ShelfOptions(style: .rows),
        [false, false, false]
      ),
      (
        try column.prepare(oldInput), try column.prepare(newInput), ShelfOptions(style: .rows),
        [true, true, false]
      ),
    ]
    for (oldBase, newBase, options, expected) in cases {
      let shelf = Shelf(options: options)
      let previous = try #require(try shelf.apply(to: oldBase, input: oldInput) as? ShelfLayout)
      let reuse = ShelfReuse(previous: previous, change: change, options: options, base: newBase)
      let kept = (0..<3).map {
        reuse.decorations(ofSection: $0, itemCount: new[$0].itemCount, in: newBase)
      }
      #expect(kept.map { $0 != nil } == expected, "\(options.style)")
      #expect(kept[0].map { !$0.isEmpty } ?? true)
      #expect(
        (previous.decorations == nil) == oldBase.keepsLines, "\(options.style)")
      let updated = try shelf.update(previous, over: newBase, input: newInput, change: change)
      let fresh = try shelf.apply(to: newBase, input: newInput)
      #expect(!fresh.decorations.isEmpty)
      #expect(updated.allElements() == fresh.allElements())
      var other = options
      other.zIndex += 1
      let none = ShelfReuse(previous: previous, change: change, options: other, base: newBase)
      #expect(none.decorations(ofSection: 0, itemCount: new[0].itemCount, in: newBase) == nil)
    }
  }

  static func cases(_ batch: Int) -> Range<Int> {
    let perBatch = caseCount / batches
    return (batch * perBatch)..<((batch + 1) * perBatch)
  }

  /// One or two random shelves (distinct kinds when stacked).
  static func shelves(using generator: inout SeededGenerator) -> [ShelfOptions] {
    let background = ShelfOptions(
      style: .sectionBackground, zIndex: Int.random(in: -2...2, using: &generator))
    let rows = ShelfOptions(
      style: .rows, height: Double(Int.random(in: 0...8, using: &generator)),
      offset: Double(Int.random(in: -4...4, using: &generator)))
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: return [background]
    case 1: return [rows]
    default: return [background, rows]
    }
  }

  /// Updates `configuration` by a random change through `LiveLayout` and compares it with a
  /// fresh prepare of the new input; adds to `kept` the sections whose decorations the first
  /// shelf keeps.
  static func check(
    _ configuration: LayoutConfiguration, kept: inout Int, computed: inout Int,
    using generator: inout SeededGenerator
  ) throws -> [String] {
    let palette = (0..<4).map { _ in
      Size(
        width: Double(Int.random(in: 0...120, using: &generator)),
        height: Double(Int.random(in: 0...120, using: &generator)))
    }
    let edit = RandomSectionChange.make(
      from: configuration.input.sections, palette: palette, using: &generator)
    var next = configuration
    next.input.sections = edit.sections
    let live = try LiveLayout(configuration)
    let updated: Result<LiveLayout, LayoutError> = Result { () throws(LayoutError) in
      try live.updated(to: next.input, change: edit.change)
    }
    let fresh: Result<LiveLayout, LayoutError> = Result { () throws(LayoutError) in
      try LiveLayout(next)
    }
    switch (updated, fresh) {
    case (.success(let updated), .success(let fresh)):
      // The first shelf's previous layout, as the update saw it.
      if let shelf = configuration.modifiers.first as? Shelf,
        let previous = (try? shelf.apply(to: live.strategyLayout, input: configuration.input))
          as? ShelfLayout
      {
        if previous.decorations == nil { computed += 1 }
        let reuse = ShelfReuse(
          previous: previous, change: edit.change, options: shelf.options,
          base: fresh.strategyLayout)
        for section in 0..<fresh.strategyLayout.sectionCount
        where reuse.decorations(
          ofSection: section, itemCount: max(0, next.input.sections[section].itemCount),
          in: fresh.strategyLayout) != nil
        {
          kept += 1
        }
      }
      return mismatches(updated.layout, fresh.layout, using: &generator)
    case (.failure(let a), .failure(let b)):
      return a == b ? [] : ["errors differ: \(a) against \(b)"]
    default:
      return ["one of update and prepare failed: \(updated) against \(fresh)"]
    }
  }

  /// Where `updated` answers unlike `fresh`: every element, section frames, content size,
  /// random rects and points, and each decoration's `attributes(for:)`.
  static func mismatches(
    _ updated: any PreparedLayout, _ fresh: any PreparedLayout,
    using generator: inout SeededGenerator
  ) -> [String] {
    var problems: [String] = []
    let all = fresh.allElements()
    if updated.allElements() != all { problems.append("allElements differ") }
    if updated.contentSize != fresh.contentSize { problems.append("content sizes differ") }
    if updated.sectionCount != fresh.sectionCount { problems.append("section counts differ") }
    for section in 0..<fresh.sectionCount
    where updated.sectionFrame(section) != fresh.sectionFrame(section) {
      problems.append("section \(section)'s frame differs")
    }
    let frames = all.map(\.frame)
    let bounds = Rect(
      x: -30, y: -30, width: fresh.contentSize.width + 60, height: fresh.contentSize.height + 60)
    var updatedBuffer: [LayoutAttributes] = []
    var freshBuffer: [LayoutAttributes] = []
    for _ in 0..<20 {
      let rect = RandomQueries.rect(in: bounds, frames: frames, unit: 0.25, using: &generator)
      updatedBuffer.removeAll(keepingCapacity: true)
      freshBuffer.removeAll(keepingCapacity: true)
      updated.elements(in: rect, viewport: updated.preparedViewport, into: &updatedBuffer)
      fresh.elements(in: rect, viewport: fresh.preparedViewport, into: &freshBuffer)
      if updatedBuffer != freshBuffer { problems.append("rect \(rect)") }
      let point = RandomQueries.point(in: bounds, frames: frames, unit: 0.25, using: &generator)
      if updated.indexPathForItem(at: point) != fresh.indexPathForItem(at: point) {
        problems.append("hit-test at \(point)")
      }
    }
    for element in all
    where element.id.category == .decoration && updated.attributes(for: element.id) != element {
      problems.append("attributes(for: \(element.id))")
    }
    return problems
  }
}
