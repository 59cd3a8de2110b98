import Mosaic
import MosaicTestSupport
import Testing

/// The change a batch or a resize reports (derived from its plan, no size compared) is sound —
/// every size outside a section's changed range is the old one at the mapped index, so it is no
/// narrower than what comparing the data finds — and updating a live layout by it gives a fresh
/// prepare.
@Suite("Batch updates: the layout change")
struct BatchChangePropertyTests {
  /// A random model: sections sized alike (by the strategy or by a size) or per item, from a
  /// small palette so sizes tie.
  static func randomModel(_ rng: inout SeededGenerator) throws -> Model {
    let plain = try BatchPropertyTests.randomModel(&rng)
    let palette = (0..<3).map { _ in
      Size(
        width: Double(Int.random(in: 10...160, using: &rng)),
        height: Double([30, 44, Int.random(in: 10...90, using: &rng)].randomElement(using: &rng)!))
    }
    let sections = plain.sections.map { section -> Model.Section in
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: return Model.Section(items: section.items)
      case 1: return Model.Section(items: section.items, itemSize: palette[0])
      default:
        return Model.Section(
          items: section.items,
          sizes: section.items.map { _ in palette.randomElement(using: &rng)! },
          header: Int.random(in: 0..<3, using: &rng) == 0 ? Size(width: 0, height: 24) : nil)
      }
    }
    return try Model(sections: sections, defaultItemSize: Size(width: 50, height: 50))
  }

  /// A random configuration the model is laid out with: flow, waterfall, sticky over flow.
  static func randomConfiguration(_ rng: inout SeededGenerator) -> LayoutConfiguration {
    let viewport = Viewport(
      width: Double([390, 320, 200].randomElement(using: &rng)!), height: 600)
    var flow = FlowOptions(lineAlignment: LineAlignment.allCases.randomElement(using: &rng)!)
    flow.itemSize = Size(width: 50, height: 50)
    flow.minimumInteritemSpacing = Double(Int.random(in: 0...12, using: &rng))
    flow.headerReferenceSize = Size(width: 0, height: 20)
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      return LayoutConfiguration(
        strategy: Waterfall(options: WaterfallOptions()),
        input: LayoutInput(sections: [], viewport: viewport))
    case 1:
      return LayoutConfiguration(
        strategy: Flow(options: flow), modifiers: [Sticky(options: StickyOptions())],
        input: LayoutInput(sections: [], viewport: viewport))
    default:
      return LayoutConfiguration(
        strategy: Flow(options: flow), input: LayoutInput(sections: [], viewport: viewport))
    }
  }

  /// Everything unsound about `change` between `old` and `new`, and where it misses a range the
  /// diff of the data finds.
  static func unsoundness(_ change: LayoutChange, old: [SectionData], new: [SectionData])
    -> [String]
  {
    var problems: [String] = []
    do {
      try change.validate(old: old, new: new)
    } catch {
      return ["invalid: \(error)"]
    }
    let diff = LayoutChange(from: old, to: new)
    let fallback = Size(width: 50, height: 50)
    for (index, entry) in change.sections.enumerated() {
      guard let source = entry.oldSection else { continue }
      let (was, now) = (old[source], new[index])
      let range = entry.changedItems
      guard
        let spans = try? change.spans(
          ofSection: index, oldCount: was.itemCount, newCount: now.itemCount)
      else {
        problems.append("section \(index): runs that do not fit")
        continue
      }
      // Every item outside the runs against the old item it continues.
      var (newItem, oldItem) = (0, 0)
      for bound in spans + [ItemEditSpan(items: now.itemCount..<now.itemCount, oldItems: 0..<0)] {
        while newItem < bound.items.lowerBound {
          if now.size(ofItem: newItem, default: fallback)
            != was.size(ofItem: oldItem, default: fallback)
          {
            problems.append("section \(index) item \(newItem) changed outside \(spans)")
            break
          }
          (newItem, oldItem) = (newItem + 1, oldItem + 1)
        }
        (newItem, oldItem) = (bound.items.upperBound, bound.oldItems.upperBound)
      }
      // The diff keeps the longest equal prefix, then the longest equal suffix: no sound range
      // keeps more. Where sizes tie it may sit elsewhere (deleting the first of [a, a, b] is
      // 0..<0 for the plan, 1..<1 for the diff), so it is compared by length.
      let found = diff.sections[index]
      if found.oldSection == source, range.count < found.changedItems.count {
        problems.append(
          "section \(index): \(range) is narrower than the diff's \(found.changedItems)")
      }
    }
    return problems
  }

  /// Updating `configuration`'s live layout of `old` by `change` answers as a fresh prepare.
  static func updateMismatches(
    _ configuration: LayoutConfiguration, old: Model, new: Model, change: LayoutChange,
    _ rng: inout SeededGenerator
  ) throws -> [String] {
    var configuration = configuration
    configuration.input.sections = old.sectionData
    let live = try LiveLayout(configuration)
    var input = live.input
    input.sections = new.sectionData
    let updated = try live.updated(to: input, change: change)
    configuration.input = input
    return UpdateAgreement.mismatches(
      updated: updated.layout, fresh: try configuration.prepare(), viewport: input.viewport,
      randomPoints: 10, randomRects: 5, using: &rng)
  }

  @Test(arguments: 0..<4)
  func batchesReportASoundChange(part: Int) throws {
    var rng = SeededGenerator(seed: 0xC4A9_0000 + UInt64(part))
    var narrowed = 0
    for round in 0..<750 {
      let start = try Self.randomModel(&rng)
      let (batch, _) = SectionMovePropertyTests.validBatch(start.items, round: round, &rng)
      let edit = try start.applying(batch)
      let (model, change) = (edit.model, edit.change)
      #expect(model.sections == (try start.applying(batch).model).sections)
      let problems = Self.unsoundness(change, old: start.sectionData, new: model.sectionData)
      #expect(problems.isEmpty, "round \(round): \(problems), \(batch)")
      let configuration = Self.randomConfiguration(&rng)
      let mismatches = try Self.updateMismatches(
        configuration, old: start, new: model, change: change, &rng)
      #expect(mismatches.isEmpty, "round \(round): \(mismatches.prefix(3))")
      if !problems.isEmpty || !mismatches.isEmpty { return }
      if change.sections.contains(where: { $0.oldSection != nil && !$0.changedItems.isEmpty }) {
        narrowed += 1
      }
    }
    // Most batches keep something of the old sections, or the test checks little.
    #expect(narrowed > 300, "\(narrowed) batches with a narrowed change")
  }

  @Test func resizesReportASoundChange() throws {
    var rng = SeededGenerator(seed: 0x2E51_2E)
    var resized = 0
    for round in 0..<1_000 {
      let start = try Self.randomModel(&rng)
      var items: [(indexPath: IndexPath, size: Size)] = []
      for (section, data) in start.sections.enumerated()
      where data.itemSizes != nil && !data.items.isEmpty {
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
          let size = Size(
            width: Double(Int.random(in: 0...200, using: &rng)),
            height: Double(Int.random(in: 0...100, using: &rng)))
          items.append(
            (
              IndexPath(section: section, item: Int.random(in: 0..<data.items.count, using: &rng)),
              size
            ))
        }
      }
      let edit = try start.resizing(items)
      let (model, change) = (edit.model, edit.change)
      resized += items.count
      let problems = Self.unsoundness(change, old: start.sectionData, new: model.sectionData)
      #expect(problems.isEmpty, "round \(round): \(problems)")
      #expect(change.sections.allSatisfy { $0.oldSection != nil })
      let mismatches = try Self.updateMismatches(
        Self.randomConfiguration(&rng), old: start, new: model, change: change, &rng)
      #expect(mismatches.isEmpty, "round \(round): \(mismatches.prefix(3))")
      if !problems.isEmpty || !mismatches.isEmpty { return }
    }
    #expect(resized > 1_000)
  }

  /// The change of a few batches worked out by hand.
  @Test func changesWorkedOutByHand() throws {
    let a = Size(width: 10, height: 10)
    let b = Size(width: 20, height: 10)
    let start = try Model(sections: [
      Model.Section(items: ["a", "b", "c", "d", "e"], sizes: [a, b, a, b, a]),
      Model.Section(items: ["f", "g"]),
    ])
    func change(_ batch: BatchUpdate<String>) throws -> LayoutChange {
      try start.applying(batch).change
    }
    func runs(_ runs: (Range<Int>, Int)...) -> [ItemEdit] {
      runs.map { ItemEdit(items: $0.0, oldItemCount: $0.1) }
    }
    /// The change of one continued section (and section 1 untouched) with `edits`.
    func expected(_ edits: [ItemEdit], section: Int = 0, sections: [SectionChange]? = nil)
      -> LayoutChange
    {
      var change = LayoutChange(sections: sections ?? [.unchanged(from: 0), .unchanged(from: 1)])
      change.setRuns(edits, ofSection: section)
      return change
    }
    // A delete at 1: an empty run where it was, replacing one old item.
    #expect(
      try change(BatchUpdate(deleteItems: [IndexPath(section: 0, item: 1)]))
        == expected(runs((1..<1, 1))))
    // A move within the section: a run at each end ([a, d, b, c, e]).
    #expect(
      try change(
        BatchUpdate(moveItems: [(IndexPath(section: 0, item: 3), IndexPath(section: 0, item: 1))]))
        == expected(runs((1..<2, 0), (4..<4, 1))))
    // Across sections: the source loses an item at 4, the target gains one at 0.
    var across = expected(runs((4..<4, 1)))
    across.setRuns(runs((0..<1, 0)), ofSection: 1)
    #expect(
      try change(
        BatchUpdate(moveItems: [(IndexPath(section: 0, item: 4), IndexPath(section: 1, item: 0))]))
        == across)
    // Far apart in one batch: two runs, the items between kept.
    var apart = BatchUpdate<String>(deleteItems: [IndexPath(section: 0, item: 0)])
    apart.insertItems = [(IndexPath(section: 0, item: 3), "x", a)]
    #expect(try change(apart) == expected(runs((0..<0, 1), (3..<4, 0))))
    // Reloads change nothing geometric; a section move keeps its old section.
    var reloads = BatchUpdate<String>()
    reloads.reloadItems = [IndexPath(section: 0, item: 2)]
    reloads.reloadSections = [1]
    #expect(try change(reloads).sections == [.unchanged(from: 0), .unchanged(from: 1)])
    var sectionMove = BatchUpdate<String>()
    sectionMove.moveSections = [(1, 0)]
    #expect(try change(sectionMove).sections == [.unchanged(from: 1), .unchanged(from: 0)])
    // An inserted section is new.
    var inserted = BatchUpdate<String>()
    inserted.insertSections = [(1, Model.Section(items: ["x"]))]
    #expect(
      try change(inserted).sections == [
        .unchanged(from: 0), .new(itemCount: 1), .unchanged(from: 1),
      ])
    // Resizes: a run each, joined where they touch.
    let resized = try start.resizing([
      (IndexPath(section: 0, item: 3), b), (IndexPath(section: 0, item: 1), a),
      (IndexPath(section: 0, item: 4), b), (IndexPath(section: 0, item: 3), a),
    ])
    #expect(resized.change == expected(runs((1..<2, 1), (3..<5, 2))))
  }
}
