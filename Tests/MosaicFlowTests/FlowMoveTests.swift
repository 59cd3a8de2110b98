import MosaicCore
import MosaicFlow
import MosaicHitTest
import MosaicTestSupport
import Testing

/// A move within a section, given to `Flow.update(_:to:change:)` as the change a drag makes,
/// answered by re-packing only the lines it changes (the rest kept in shared pages), gives
/// exactly what a full prepare of the moved data gives, query for query.
@Suite struct FlowMoveTests {
  static let caseCount = 1_200
  static let batches = 12

  /// The change a drag of item `from` to `to` within `section` makes.
  static func moveChange(sectionCount: Int, section: Int, from: Int, to: Int) -> LayoutChange {
    var change = LayoutChange.identity(sectionCount: sectionCount)
    if from != to {
      change.sections[section].changedItems = min(from, to)..<(max(from, to) + 1)
    }
    return change
  }

  /// `layout` (prepared by `flow` from `sections`) updated by moving item `from` of `section` to
  /// `to`.
  static func update(
    _ layout: FlowLayout, flow: Flow, sections: [SectionData], viewport: Viewport,
    section: Int, from: Int, to: Int
  ) throws -> FlowLayout {
    try flow.update(
      layout,
      to: LayoutInput(
        sections: moving(sections, section: section, from: from, to: to), viewport: viewport),
      change: moveChange(sectionCount: sections.count, section: section, from: from, to: to))
  }

  @Test(arguments: 0..<batches)
  func randomMovesEqualAFullPrepare(batch: Int) throws {
    let perBatch = Self.caseCount / Self.batches
    for index in (batch * perBatch)..<((batch + 1) * perBatch) {
      let seed = 0x30E_0000 + UInt64(index)
      var generator = SeededGenerator(seed: seed)
      let (flowCase, move) = Self.randomMoveCase(using: &generator)
      let problems = try Self.check(flowCase, move: move, using: &generator)
      if !problems.isEmpty {
        Issue.record("seed \(seed), move \(move): \(problems.prefix(5).joined(separator: "; "))")
        return
      }
    }
  }

  /// A short move deep inside a 10^5-item section re-packs a handful of lines, not the section.
  @Test func aShortMoveInALargeSectionPatchesABoundedRun() throws {
    var generator = SeededGenerator(seed: 0xB16)
    let sizes = (0..<100_000).map { _ in
      Size(width: Double(Int.random(in: 30...120, using: &generator)), height: 44)
    }
    let sections = [SectionData(itemSizes: sizes, header: Size(width: 0, height: 30))]
    let viewport = Viewport(size: Size(width: 390, height: 844), scale: 3)
    let flow = Flow(options: FlowOptions(lineAlignment: .leading))
    let layout = try flow.prepare(LayoutInput(sections: sections, viewport: viewport))
    for (from, to) in [(50_000, 50_003), (50_003, 49_990), (0, 7), (99_999, 99_980)] {
      let updated = try Self.update(
        layout, flow: flow, sections: sections, viewport: viewport, section: 0, from: from, to: to)
      // The lines the move disturbs are re-packed and short kept runs beside them copied; every
      // other cell stays in the old layout's pages.
      #expect(
        updated.cellsSharingPages(with: layout) >= 100_000 - abs(to - from) - 1_200,
        "move \(from) → \(to)")
      let full = try flow.prepare(
        LayoutInput(
          sections: Self.moving(sections, section: 0, from: from, to: to), viewport: viewport))
      #expect(updated.allElements() == full.allElements())
      #expect(updated.lineFrames(inSection: 0) == full.lineFrames(inSection: 0))
      #expect(updated.cellFrameStore == nil)
    }
  }

  /// The pages' cost: 20 bytes a line and 24 a cell before spare capacity.
  @Test func pagesStoreTwentyBytesPerLineAndTwentyFourPerCell() throws {
    let sizes = (0..<1_000).map { (item: Int) -> Size in
      let width = Double(40 + item % 50)
      let height = Double(30 + item % 7)
      return Size(width: width, height: height)
    }
    let layout = try Flow(options: FlowOptions()).prepare(
      LayoutInput(
        sections: [SectionData(itemSizes: sizes)], viewport: Viewport(width: 390, height: 844)))
    let lines = layout.lineCount(inSection: 0)
    #expect(layout.byteCount <= 2 * (lines * 20 + 1_000 * 24) + 8_192)
  }

  /// Moves under UIKit's every-line-single rule, moves that change the lines' extent, and changes
  /// that are not a move all answer as a prepare.
  @Test func movesUnderTheRuleOfSingleLinesAndOtherChanges() throws {
    let viewport = Viewport(width: 100, height: 400)
    let flow = Flow(options: FlowOptions(minimumInteritemSpacing: 0, lineAlignment: .leading))
    // Every line holds one item (each 60 wide in 100): UIKit's every-line-single rule.
    let single = [SectionData(itemSizes: (0..<6).map { Size(width: 60, height: Double(10 + $0)) })]
    let singleLayout = try flow.prepare(LayoutInput(sections: single, viewport: viewport))
    func updated(_ layout: FlowLayout, _ sections: [SectionData], _ from: Int, _ to: Int) throws
      -> FlowLayout
    {
      try Self.update(
        layout, flow: flow, sections: sections, viewport: viewport, section: 0, from: from, to: to)
    }
    let declined = try updated(singleLayout, single, 1, 4)
    #expect(
      declined.allElements()
        == (try flow.prepare(
          LayoutInput(
            sections: Self.moving(single, section: 0, from: 1, to: 4), viewport: viewport)
        )
        .allElements()))
    // Two per line; moving the tall item next to another tall one shrinks the total thickness:
    // everything after the re-packed lines shifts.
    let tall = Size(width: 50, height: 90)
    let short = Size(width: 50, height: 10)
    let sizes = [tall, short, tall, short]
    let mixed = [SectionData(itemSizes: sizes)]
    let mixedLayout = try flow.prepare(LayoutInput(sections: mixed, viewport: viewport))
    let shrunk = try updated(mixedLayout, mixed, 2, 1)
    #expect(shrunk.contentSize.height == 90 + 10 + 10)
    #expect(
      shrunk.allElements()
        == (try flow.prepare(
          LayoutInput(sections: Self.moving(mixed, section: 0, from: 2, to: 1), viewport: viewport)
        )
        .allElements()))
    // `from == to` changes nothing: the same layout.
    let same = try updated(mixedLayout, mixed, 2, 2)
    #expect(same.cellsSharingPages(with: mixedLayout) == 4)
    // A wider range than the move, or sizes that are not a rotation of the old ones: a prepare.
    var wide = Self.moveChange(sectionCount: 1, section: 0, from: 0, to: 2)
    wide.sections[0].changedItems = 0..<4
    let moved = LayoutInput(
      sections: Self.moving(mixed, section: 0, from: 0, to: 2), viewport: viewport)
    let widened = try flow.update(mixedLayout, to: moved, change: wide)
    #expect(widened.allElements() == (try flow.prepare(moved).allElements()))
    let resized = LayoutInput(
      sections: [SectionData(itemSizes: [short, tall, short, short])], viewport: viewport)
    let notRotated = try flow.update(
      mixedLayout, to: resized, change: Self.moveChange(sectionCount: 1, section: 0, from: 0, to: 3)
    )
    #expect(notRotated.allElements() == (try flow.prepare(resized).allElements()))
  }

  // MARK: Checking

  /// `sections` with item `from` of `section` moved to `to`.
  static func moving(_ sections: [SectionData], section: Int, from: Int, to: Int) -> [SectionData] {
    var result = sections
    if case .perItem(var sizes) = sections[section].itemSizes {
      sizes.insert(sizes.remove(at: from), at: to)
      result[section].itemSizes = .perItem(sizes)
    }
    return result
  }

  struct Move: CustomStringConvertible {
    var section: Int
    var from: Int
    var to: Int
    var description: String { "\(section): \(from) → \(to)" }
  }

  /// Everything that differs between the incremental answer and a full prepare, after the move
  /// and after a second one from there.
  static func check<G: RandomNumberGenerator>(
    _ flowCase: FlowPropertyTests.Case, move: Move, using generator: inout G
  ) throws -> [String] {
    let flow = Flow(options: flowCase.options, sectionOptions: flowCase.sectionOptions)
    let layout = try flow.prepare(
      LayoutInput(sections: flowCase.sections, viewport: flowCase.viewport))
    let movedSections = moving(
      flowCase.sections, section: move.section, from: move.from, to: move.to)
    let full = try flow.prepare(LayoutInput(sections: movedSections, viewport: flowCase.viewport))
    let incremental = try update(
      layout, flow: flow, sections: flowCase.sections, viewport: flowCase.viewport,
      section: move.section, from: move.from, to: move.to)
    var problems = differences(incremental, full, using: &generator)
    let count = movedSections[move.section].itemCount
    let from = Int.random(in: 0..<count, using: &generator)
    let to = Int.random(in: 0..<count, using: &generator)
    let twice = moving(movedSections, section: move.section, from: from, to: to)
    let fullTwice = try flow.prepare(LayoutInput(sections: twice, viewport: flowCase.viewport))
    let again = try update(
      incremental, flow: flow, sections: movedSections, viewport: flowCase.viewport,
      section: move.section, from: from, to: to)
    problems += differences(again, fullTwice, using: &generator).map { "moved again: \($0)" }
    // The layout it was updated from still answers as before.
    problems += differences(
      layout,
      try flow.prepare(
        LayoutInput(sections: flowCase.sections, viewport: flowCase.viewport)), using: &generator
    )
    .map { "old layout: \($0)" }
    return problems
  }

  /// Differences between `layout` and the full prepare `full`: every element, section frames,
  /// lines, attributes by identity, and every spatial query against a linear scan.
  static func differences<G: RandomNumberGenerator>(
    _ layout: any PreparedLayout, _ full: FlowLayout, using generator: inout G
  ) -> [String] {
    var problems: [String] = []
    let all = layout.allElements()
    let expected = full.allElements()
    if all != expected {
      let first = zip(all, expected).first { $0 != $1 }
      problems.append(
        "allElements differ (\(all.count) vs \(expected.count)), first \(first.map { "\($0.0) vs \($0.1)" } ?? "-")"
      )
    }
    if layout.contentSize != full.contentSize { problems.append("content size") }
    if layout.sectionCount != full.sectionCount { problems.append("section count") }
    for section in 0..<full.sectionCount
    where layout.sectionFrame(section) != full.sectionFrame(section) {
      problems.append("section \(section) frame")
    }
    for section in 0..<full.sectionCount {
      if layout.lineCount(inSection: section) != full.lineCount(inSection: section)
        || layout.lineFrames(inSection: section) != full.lineFrames(inSection: section)
      {
        problems.append("section \(section) lines")
      }
    }
    for element in expected where layout.attributes(for: element.id) != element {
      problems.append("attributes of \(element.id)")
      break
    }
    problems += QueryAgreement.mismatches(of: layout, using: &generator)
    // Hit-tests straight against the full prepare too, at every cell's corners and centre.
    for element in expected.prefix(200) where element.id.category == .cell {
      let frame = element.frame
      for point in [
        frame.origin, frame.center, Point(x: frame.maxX.nextDown, y: frame.maxY.nextDown),
      ]
      where layout.indexPathForItem(at: point) != full.indexPathForItem(at: point) {
        problems.append("hit-test at \(point)")
      }
    }
    return problems
  }

  // MARK: Generation

  /// A random flow (both directions, alignments, insets, spacings, scales, headers, footers,
  /// several sections, per-section overrides) with at least one section of per-item sizes and two
  /// items or more, and a move within such a section: half short (a few items), half anywhere.
  static func randomMoveCase<G: RandomNumberGenerator>(using generator: inout G)
    -> (FlowPropertyTests.Case, Move)
  {
    var flowCase = FlowPropertyTests.randomCase(using: &generator)
    let sectionCount = Int.random(in: 1...4, using: &generator)
    let movable = Int.random(in: 0..<sectionCount, using: &generator)
    var sections: [SectionData] = []
    for index in 0..<sectionCount {
      let header = FlowPropertyTests.maybe(0.3, using: &generator) {
        FlowPropertyTests.randomSize(using: &$0)
      }
      let footer = FlowPropertyTests.maybe(0.3, using: &generator) {
        FlowPropertyTests.randomSize(using: &$0)
      }
      let isPerItem = index == movable || Bool.random(using: &generator)
      let count =
        index == movable
        ? Int.random(in: 2...60, using: &generator) : Int.random(in: 0...20, using: &generator)
      guard isPerItem else {
        sections.append(SectionData(itemCount: count, header: header, footer: footer))
        continue
      }
      // Thicknesses from a small palette (or one), so lines often keep their thickness when an
      // item moves; widths of every kind, including wider than the line and zero.
      let palette = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        FlowPropertyTests.extent(using: &generator)
      }
      let sizes = (0..<count).map { _ in
        let along = FlowPropertyTests.extent(using: &generator)
        let across = palette.randomElement(using: &generator) ?? 0
        return flowCase.options.scrollDirection == .vertical
          ? Size(width: along, height: across) : Size(width: across, height: along)
      }
      sections.append(SectionData(itemSizes: sizes, header: header, footer: footer))
    }
    flowCase.sections = sections
    // Mostly a usable line dimension: a zero one puts every item on its own line.
    if flowCase.viewport.layoutDimension(for: flowCase.options.scrollDirection) <= 0
      || Bool.random(using: &generator)
    {
      let dimension = Double(Int.random(in: 150...400, using: &generator))
      flowCase.viewport.size =
        flowCase.options.scrollDirection == .vertical
        ? Size(width: dimension, height: 300) : Size(width: 300, height: dimension)
      flowCase.viewport.contentInset = .zero
    }
    let count = sections[movable].itemCount
    let from = Int.random(in: 0..<count, using: &generator)
    let to =
      Bool.random(using: &generator)
      ? min(count - 1, max(0, from + Int.random(in: -4...4, using: &generator)))
      : Int.random(in: 0..<count, using: &generator)
    return (flowCase, Move(section: movable, from: from, to: to))
  }
}
