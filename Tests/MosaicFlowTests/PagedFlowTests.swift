import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicFlow
@testable import MosaicHitTest

/// Flow on the page engine (``PagedFlow``): the frames ``Flow`` computes, on pages cut between
/// lines, with every query and update the engine gives.
@Suite struct PagedFlowTests {
  static let layoutsPerBatch = 125

  /// A thousand random flows (``FlowPropertyTests``' cases: alignments, insets, reference sizes,
  /// overrides, both directions, scales, grids and packed lines), laid out on pages of 1–6 cells
  /// and pages holding a few sections: every element's frame is ``Flow``'s, the content size and
  /// section frames too, every page of cells is indexed by its lines, and every query agrees with
  /// a linear scan. A grid whose line pitch is off
  /// `AdvanceGrid` steps its lines by the rounded pitch (see ``PagedFlow``): its cells may lie up
  /// to a step a line further on, so much and a pixel of rounding allowed there.
  @Test(arguments: 0..<8)
  func framesAreFlowsOnPages(batch: Int) throws {
    var failures: [String] = []
    for index in 0..<Self.layoutsPerBatch {
      let seed = 0x9A6F_0000 + UInt64(batch * Self.layoutsPerBatch + index)
      var generator = SeededGenerator(seed: seed)
      let (flow, paged, input) = Self.randomPagedFlow(using: &generator)
      let expected = try flow.prepare(input)
      let layout = try paged.prepare(input)
      var problems = Self.differences(layout, expected, input: input, flow: flow)
      // Pages with cells are indexed by their lines.
      if layout.pages.contains(where: { $0.cellCount > 0 && $0.lines == nil }) {
        problems.append("a page of cells is not indexed by its lines")
      }
      problems += QueryAgreement.mismatches(of: layout, using: &generator)
      failures += problems.prefix(3).map { "seed \(seed): \($0)" }
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(6).joined(separator: "\n"))")
  }

  /// A random flow (``FlowPropertyTests``' case), the same flow on the page engine on pages of
  /// 1–16 cells and pages holding a few sections, and the input they lay out.
  static func randomPagedFlow(using generator: inout SeededGenerator)
    -> (flow: Flow, paged: PagedFlow, input: LayoutInput)
  {
    let flowCase = FlowPropertyTests.randomCase(using: &generator)
    let flow = Flow(options: flowCase.options, sectionOptions: flowCase.sectionOptions)
    var paged = PagedFlow(flow)
    paged.cellsPerPage = Int.random(
      in: 1...(Bool.random(using: &generator) ? 6 : 16), using: &generator)
    paged.cellsPerPageOfOneSize = Int.random(in: 1...16, using: &generator)
    paged.pageWeightLimit = Int.random(in: 1...40, using: &generator)
    paged.pageShareLimit = Int.random(in: 1...10, using: &generator)
    return (flow, paged, LayoutInput(sections: flowCase.sections, viewport: flowCase.viewport))
  }

  /// Where `layout` differs from `expected`, Flow's layout of `input`.
  static func differences(
    _ layout: PagedLayout, _ expected: FlowLayout, input: LayoutInput, flow: Flow
  ) -> [String] {
    var problems: [String] = []
    let axis = flow.options.scrollDirection.scrollAxis
    let last = input.sections.count - 1
    let contentAllowed =
      last < 0 ? 0 : allowance(for: .footer(section: last), input: input, flow: flow)
    if !(Swift.abs(layout.contentSize.value(along: axis) - expected.contentSize.value(along: axis))
      <= contentAllowed)
      || layout.contentSize.value(along: axis.other)
        != expected.contentSize.value(along: axis.other)
    {
      problems.append("content \(layout.contentSize) ≠ \(expected.contentSize)")
    }
    let frames = Dictionary(
      expected.allElements().map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
    let all = layout.allElements()
    if all.count != frames.count { problems.append("\(all.count) elements ≠ \(frames.count)") }
    for element in all {
      guard let frame = frames[element.id] else {
        problems.append("\(element.id) is not Flow's")
        continue
      }
      let allowed = allowance(for: element.id, input: input, flow: flow)
      let along = Swift.abs(element.frame.minimum(along: axis) - frame.minimum(along: axis))
      let across = element.frame.minimum(along: axis.other)
      let expectedAcross = frame.minimum(along: axis.other)
      let acrossAllowed =
        isGrid(element.id.section, input: input, flow: flow) && element.id.category == .cell
        ? 1e-9 * (1 + Swift.abs(expectedAcross)) + 1 / (input.viewport.scale ?? .infinity) : 0
      let extents = Size(
        axis: axis, along: element.frame.extent(along: axis),
        across: element.frame.extent(along: axis.other))
      let expectedExtents = Size(
        axis: axis, along: frame.extent(along: axis), across: frame.extent(along: axis.other))
      if !(along <= allowed) || !(Swift.abs(across - expectedAcross) <= acrossAllowed)
        || extents != expectedExtents
      {
        problems.append("\(element.id): \(element.frame) ≠ \(frame)")
      }
    }
    for section in 0..<input.sections.count
    where allowance(
      for: .header(section: section), input: input, flow: flow) == 0
    {
      if layout.sectionFrame(section) != expected.sectionFrame(section) {
        problems.append(
          "section \(section): \(String(describing: layout.sectionFrame(section))) ≠ \(String(describing: expected.sectionFrame(section)))"
        )
      }
    }
    return problems
  }

  /// A grid's last line keeps the grid's columns, so a change far from it that makes the section
  /// a grid or stops it being one lays that line's page out again, while the pages between
  /// realign and are kept: 40 items of 50 × 40 in 300 pt, five a line (a full line's gap 12.5;
  /// packed, the last line's items stand 10 apart), on pages of six cells, item 10 made 60 tall
  /// or back (its line thicker, every line break where it was).
  @Test(arguments: [false, true])
  func gridFlipsLayTheLastPageOutAgain(becomesGrid: Bool) throws {
    let size = Size(width: 50, height: 40)
    let odd = Size(width: 50, height: 60)
    var sizes = Array(repeating: size, count: 40)
    if becomesGrid { sizes[10] = odd }
    var paged = PagedFlow(
      Flow(
        options: FlowOptions(
          itemSize: size, minimumLineSpacing: 10, minimumInteritemSpacing: 10)))
    paged.cellsPerPage = 6
    let viewport = Viewport(width: 300, height: 600)
    let input = LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport)
    var newSizes = sizes
    newSizes[10] = becomesGrid ? size : odd
    let newInput = LayoutInput(sections: [SectionData(itemSizes: newSizes)], viewport: viewport)
    let layout = try paged.prepare(input)
    let updated = try paged.update(
      layout, to: newInput,
      change: LayoutChange(sections: [SectionChange(oldSection: 0, changedItems: 10..<11)]))
    let fresh = try paged.prepare(newInput)
    #expect(updated.allElements() == fresh.allElements())
    // The last line moved: the grid's columns or packed at the spacing.
    let lastLine = (35..<40).map { IndexPath(section: 0, item: $0) }
    let before = lastLine.map { layout.attributes(for: .cell($0), viewport: viewport)?.frame.x }
    let after = lastLine.map { fresh.attributes(for: .cell($0), viewport: viewport)?.frame.x }
    #expect(before != after)
    #expect(after == (becomesGrid ? [0, 62.5, 125, 187.5, 250] : [0, 60, 120, 180, 240]))
    // The pages between the change and the last line were kept.
    let kept = updated.pages.dropLast().filter { page in
      layout.pages.contains { $0 === page } && page.firstItem > 12
    }
    #expect(!kept.isEmpty)
  }

  /// A resize of the first item of a page lays out again the page before it (whose last line
  /// the item might have joined) and its own, cut where the old pages were: as many pages as
  /// before, so every block after them is the old one, shared. 6,000 items of per-item sizes on
  /// pages of at most 6 cells, item 3,000 made taller; the updated layout answers as a fresh one.
  @Test func aChangeAtAPageStartKeepsTheLaterBlocks() throws {
    var generator = SeededGenerator(seed: 0x5A6E)
    let sizes = (0..<6_000).map { _ in
      Size(
        width: Double(Int.random(in: 20...120, using: &generator)),
        height: Double(Int.random(in: 20...120, using: &generator)))
    }
    var paged = PagedFlow(
      Flow(
        options: FlowOptions(
          itemSize: Size(width: 50, height: 50), minimumLineSpacing: 10,
          minimumInteritemSpacing: 10)))
    paged.cellsPerPage = 6
    let viewport = Viewport(width: 300, height: 600)
    let layout = try paged.prepare(
      LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport))
    // The first item of a page past the middle.
    let page = layout.page(ofItem: 3_000, inSection: 0)
    let item = layout.firstItem(ofPage: page + 1)
    var newSizes = sizes
    newSizes[item].height += 37
    let newInput = LayoutInput(sections: [SectionData(itemSizes: newSizes)], viewport: viewport)
    let updated = try paged.update(
      layout, to: newInput,
      change: LayoutChange(sections: [SectionChange(oldSection: 0, changedItems: item..<(item + 1))]
      ))
    #expect(updated.allElements() == (try paged.prepare(newInput)).allElements())
    #expect(updated.pageCount == layout.pageCount)
    // The blocks from the one after the change's on are the old ones.
    let changed = updated.location(ofPage: page + 1).block
    let later = (changed + 1)..<updated.blocks.count
    #expect(!later.isEmpty)
    #expect(later.allSatisfy { updated.blocks[$0] === layout.blocks[$0] })
  }

  /// A page laid out again copies the old page's lines before the change and after it, from
  /// where a line starts at an old line's item in the same state (``PageReuse``): over 20,000
  /// items of fractional sizes, in one section on pages of 300 cells or in 20 sections of 1,000
  /// each on a page of its own (cut into two pages once items are inserted), on a pixel grid of
  /// scale 3, with headers and footers, both
  /// directions, resizes, insertions, deletions and two runs in one page or far apart, each
  /// update answers as a fresh prepare of the new input to the bit.
  @Test(arguments: [ScrollDirection.vertical, .horizontal], [1, 20])
  func pagesLaidOutAgainKeepWhatTheChangeLeaves(direction: ScrollDirection, sections: Int) throws {
    var generator = SeededGenerator(seed: 0x4C49_4E45)
    func size() -> Size {
      Size(
        width: (Double.random(in: 20...120, using: &generator) * 100).rounded() / 100,
        height: (Double.random(in: 20...90, using: &generator) * 1_000).rounded() / 1_000)
    }
    let perSection = 20_000 / sections
    var sizes = (0..<sections).map { _ in (0..<perSection).map { _ in size() } }
    var options = FlowOptions(
      itemSize: Size(width: 50, height: 50), minimumLineSpacing: 7.5,
      minimumInteritemSpacing: 4, sectionInset: EdgeInsets(top: 3, left: 9, bottom: 5, right: 11))
    options.scrollDirection = direction
    options.headerReferenceSize = Size(width: 33.3, height: 33.3)
    options.footerReferenceSize = Size(width: 12, height: 12)
    var paged = PagedFlow(Flow(options: options))
    paged.cellsPerPage = sections == 1 ? 300 : perSection
    let viewport = Viewport(size: Size(width: 390, height: 390), scale: 3)
    func input(_ sizes: [[Size]]) -> LayoutInput {
      LayoutInput(sections: sizes.map { SectionData(itemSizes: $0) }, viewport: viewport)
    }
    var layout = try paged.prepare(input(sizes))
    for round in 0..<24 {
      let section = Int.random(in: 0..<sections, using: &generator)
      var new = sizes[section]
      var edits: [ItemEdit] = []
      var at = Int.random(in: 1..<(new.count - 40), using: &generator)
      switch round % 6 {
      case 0:
        // Every other time, the first item of a page: the page before is laid out again too,
        // and the page after it from where it started.
        if round % 12 == 0, sections == 1 {
          let next = layout.page(ofItem: at, inSection: section) + 1
          if next < layout.pageCount {
            at = Swift.min(layout.firstItem(ofPage: next), new.count - 41)
          }
        }
        new[at] = size()
        edits = [ItemEdit(items: at..<(at + 1), oldItemCount: 1)]
      case 1:
        for item in at..<(at + 5) { new[item] = size() }
        edits = [ItemEdit(items: at..<(at + 5), oldItemCount: 5)]
      case 2:
        new.insert(contentsOf: [size(), size(), size()], at: at)
        edits = [ItemEdit(items: at..<(at + 3), oldItemCount: 0)]
      case 3:
        new.removeSubrange(at..<(at + 2))
        edits = [ItemEdit(items: at..<at, oldItemCount: 2)]
      case 4:
        // Two runs in one page.
        new[at] = size()
        new[at + 30] = size()
        edits = [
          ItemEdit(items: at..<(at + 1), oldItemCount: 1),
          ItemEdit(items: (at + 30)..<(at + 31), oldItemCount: 1),
        ]
      default:
        // Two runs far apart, the second an insertion.
        new[at / 2] = size()
        new.insert(size(), at: at + 20)
        edits = [
          ItemEdit(items: (at / 2)..<(at / 2 + 1), oldItemCount: 1),
          ItemEdit(items: (at + 20)..<(at + 21), oldItemCount: 0),
        ]
      }
      var changes = (0..<sections).map { SectionChange.unchanged(from: $0) }
      changes[section] = SectionChange(
        oldSection: section,
        changedItems: edits[0].items.lowerBound..<edits[edits.count - 1].items.upperBound)
      var newSizes = sizes
      newSizes[section] = new
      let updated = try paged.update(
        layout, to: input(newSizes), change: LayoutChange(sections: changes, runs: [section: edits])
      )
      #expect(
        updated.allElements() == (try paged.prepare(input(newSizes))).allElements(),
        "round \(round)")
      (layout, sizes) = (updated, newSizes)
    }
  }

  /// True when section `section` is a grid (``Flow``'s rule: one size under the grid's
  /// alignments). `PagedFlow` packs a grid's complete lines, adding the gap item by item where
  /// ``Flow`` multiplies the pitch: the two agree but for the last bits, which rounding to the
  /// pixel grid may carry to a pixel.
  static func isGrid(_ section: Int, input: LayoutInput, flow: Flow) -> Bool {
    let metrics = flow.metrics(forSection: section, in: input.viewport)
    return metrics.keepsGridPitch && input.sections[section].itemCount > 0
      && input.sections[section].uniformSize(default: flow.unsizedItemSize) != nil
  }

  /// How far along the scroll axis `id` may lie from Flow's: 0, but past a grid whose line pitch
  /// is off `AdvanceGrid` (in its section or an earlier one), a step a line and a pixel.
  static func allowance(for id: ElementID, input: LayoutInput, flow: Flow) -> Double {
    var lines = 0
    let axis = flow.options.scrollDirection.scrollAxis
    for section in 0...id.section {
      let data = input.sections[section]
      let metrics = flow.metrics(forSection: section, in: input.viewport)
      guard metrics.keepsGridPitch, data.itemCount > 0,
        let size = data.uniformSize(default: flow.unsizedItemSize)
      else { continue }
      let extent = size.value(along: axis)
      guard
        AdvanceGrid.roundedUp(extent) != extent
          || AdvanceGrid.roundedUp(metrics.minimumLineSpacing) != metrics.minimumLineSpacing
      else { continue }
      lines += data.itemCount
    }
    guard lines > 0 else { return 0 }
    return Double(lines) * AdvanceGrid.step + 1 / (input.viewport.scale ?? .infinity)
  }

  /// The conformance kit's every rule over flows on pages of a few cells, the update rule
  /// (updated ≡ a fresh prepare) included, estimates on or off. Flow centres an item wider than
  /// the room between the insets, so cells may overflow the content across the lines.
  @Test func conforms() {
    var options = ConformanceOptions()
    options.cellsMayOverflowAcross = true
    let report = LayoutConformance.expect(options: options) { generator in
      let flowCase = FlowPropertyTests.randomCase(using: &generator)
      var flowOptions = flowCase.options
      if Bool.random(using: &generator) {
        flowOptions.estimatedItemSize = FlowPropertyTests.randomSize(using: &generator)
      }
      var paged = PagedFlow(Flow(options: flowOptions, sectionOptions: flowCase.sectionOptions))
      paged.cellsPerPage = Int.random(
        in: 1...(Bool.random(using: &generator) ? 6 : 16), using: &generator)
      paged.cellsPerPageOfOneSize = Int.random(in: 1...16, using: &generator)
      return .strategy(paged)
    }
    #expect(report.checkedUpdates > 0)
  }
}
