import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import Testing

@testable import MosaicFlow

/// `Flow.update(_:to:change:)` after random batches — resizes, inserts, deletes, moves within and
/// across sections, reloads, section inserts, deletes and moves — answers every query exactly as
/// a fresh prepare of the new data, through chains of updates, and leaves the old layout valid.
@Suite struct FlowUpdateTests {
  static let batches = 10
  static let casesPerBatch = 60
  static let updatesPerCase = 6

  /// Random flows (both directions, every alignment, scale set or not, per-section options,
  /// zero-size and oversize items) under chains of random changes.
  @Test(arguments: 0..<batches)
  func randomChangesEqualAFreshPrepare(batch: Int) throws {
    var updates = 0
    for index in 0..<Self.casesPerBatch {
      let seed = 0xF1_0E00_0000 + UInt64(batch * Self.casesPerBatch + index)
      var generator = SeededGenerator(seed: seed)
      var flowCase = FlowPropertyTests.randomCase(using: &generator)
      if Bool.random(using: &generator) {
        flowCase.options.estimatedItemSize = FlowPropertyTests.randomSize(using: &generator)
      }
      let flow = Flow(options: flowCase.options, sectionOptions: flowCase.sectionOptions)
      var sections = flowCase.sections
      var layout = try flow.prepare(LayoutInput(sections: sections, viewport: flowCase.viewport))
      for step in 0..<Self.updatesPerCase {
        let (next, change, label) = Self.randomChange(
          sections, flow: flow, using: &generator)
        let input = LayoutInput(sections: next, viewport: flowCase.viewport)
        let updated = try flow.update(layout, to: input, change: change)
        let fresh = try flow.prepare(input)
        let problems = FlowMoveTests.differences(updated, fresh, using: &generator)
        if !problems.isEmpty {
          Issue.record(
            "seed \(seed), step \(step) (\(label)): \(problems.prefix(4).joined(separator: "; "))")
          return
        }
        updates += 1
        let old = try flow.prepare(LayoutInput(sections: sections, viewport: flowCase.viewport))
        if layout.allElements() != old.allElements() {
          Issue.record("seed \(seed), step \(step): the old layout changed")
          return
        }
        sections = next
        layout = updated
      }
    }
    // Every update was checked (sharing pages is checked on large sections, by the move and
    // estimate tests: sections this small are copied whole into new pages).
    #expect(updates == Self.casesPerBatch * Self.updatesPerCase)
  }

  /// In a large section every change keeps all but the lines it disturbs in the old layout's
  /// pages: a chain of short changes shares all but a bounded number of cells with the layout it
  /// updates, and each equals a fresh prepare.
  @Test func shortChangesInALargeSectionShareTheRest() throws {
    var generator = SeededGenerator(seed: 0x5_4A2E)
    func random(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    var sizes = (0..<20_000).map { _ in
      Size(width: Double(random(20...140)), height: Double(random(10...60)))
    }
    let viewport = Viewport(size: Size(width: 390, height: 844), scale: 3)
    let flow = Flow(options: FlowOptions(minimumInteritemSpacing: 4, lineAlignment: .center))
    var layout = try flow.prepare(
      LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport))
    for step in 0..<40 {
      let at = random(0...(sizes.count - 40))
      var range = at..<(at + 1)
      switch step % 4 {
      case 0: sizes[at] = Size(width: Double(random(0...400)), height: Double(random(0...90)))
      case 1:
        sizes.insert(contentsOf: (0..<20).map { _ in Size(width: 33, height: 44) }, at: at)
        range = at..<(at + 20)
      case 2:
        sizes.remove(at: at)
        range = at..<at
      default:
        let to = at + random(1...30)
        sizes.insert(sizes.remove(at: at), at: to)
        range = at..<(to + 1)
      }
      var change = LayoutChange.identity(sectionCount: 1)
      change.sections[0].changedItems = range
      let input = LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport)
      let updated = try flow.update(layout, to: input, change: change)
      #expect(updated.allElements() == (try flow.prepare(input)).allElements(), "step \(step)")
      // The changed items, the lines around them, and short runs beside them copied.
      let shared = updated.cellsSharingPages(with: layout)
      #expect(shared >= sizes.count - range.count - 1_400, "step \(step): \(shared) shared")
      layout = updated
    }
  }

  /// Many one-item changes at random places of a 2,000-item section keep it in few pages: a kept
  /// run shorter than `FlowRepacking.mergeLimit` cells beside re-packed lines is copied into the
  /// new page, so small pages are absorbed by the next change near them rather than piling up
  /// (without the copy these 300 changes left 110 pages, with it 33); every update still equals a fresh
  /// prepare.
  @Test func repeatedChangesKeepTheSectionInFewPages() throws {
    var generator = SeededGenerator(seed: 0xF4A6)
    func random(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    var sizes = (0..<2_000).map { _ in
      Size(width: Double(random(20...140)), height: Double(random(10...60)))
    }
    let viewport = Viewport(size: Size(width: 390, height: 844), scale: 2)
    let flow = Flow(options: FlowOptions(minimumInteritemSpacing: 4))
    var layout = try flow.prepare(
      LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport))
    for step in 0..<300 {
      let at = random(0...(sizes.count - 1))
      sizes[at] = Size(width: Double(random(20...140)), height: Double(random(10...60)))
      var change = LayoutChange.identity(sectionCount: 1)
      change.sections[0].changedItems = at..<(at + 1)
      let input = LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport)
      layout = try flow.update(layout, to: input, change: change)
      if step % 50 == 49 {
        #expect(layout.allElements() == (try flow.prepare(input)).allElements(), "step \(step)")
      }
    }
    // Twice the cells over the merge limit: pages of kept runs of at least that many cells, and
    // as many small ones between them.
    let bound = 2 * sizes.count / 64 + 2
    #expect(layout.pageCount <= bound, "\(layout.pageCount) pages for \(sizes.count) items")
  }

  // MARK: Generation

  /// The size an item of section `data` has: its own, else the section's or the strategy's.
  static func sizes(of data: SectionData, flow: Flow) -> [Size] {
    switch data.itemSizes {
    case .perItem(let sizes): return Array(sizes)
    case .uniform(let size):
      return Array(repeating: size ?? flow.unsizedItemSize, count: data.itemCount)
    }
  }

  /// A random change of `sections`: the new sections, the change, and a label.
  static func randomChange<G: RandomNumberGenerator>(
    _ sections: [SectionData], flow: Flow, using generator: inout G
  ) -> ([SectionData], LayoutChange, String) {
    var next = sections
    var change = LayoutChange.identity(sectionCount: sections.count)
    func random(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    func size() -> Size { FlowPropertyTests.randomSize(using: &generator) }
    let kind = sections.isEmpty ? 0 : random(0...9)
    switch kind {
    case 0:
      // Insert a section.
      let at = random(0...sections.count)
      let count = random(0...12)
      next.insert(SectionData(itemSizes: (0..<count).map { _ in size() }), at: at)
      change.sections.insert(.new(itemCount: count), at: at)
      return (next, change, "insert section \(at)")
    case 1:
      let at = random(0...(sections.count - 1))
      next.remove(at: at)
      change.sections.remove(at: at)
      return (next, change, "delete section \(at)")
    case 2:
      let from = random(0...(sections.count - 1))
      let to = random(0...(sections.count - 1))
      next.insert(next.remove(at: from), at: to)
      change.sections.insert(change.sections.remove(at: from), at: to)
      return (next, change, "move section \(from) → \(to)")
    case 3:
      // Move an item across sections.
      let from = random(0...(sections.count - 1))
      let to = random(0...(sections.count - 1))
      var source = sizes(of: sections[from], flow: flow)
      guard !source.isEmpty, from != to else { return (next, change, "nothing") }
      let item = random(0...(source.count - 1))
      let moved = source.remove(at: item)
      var target = sizes(of: sections[to], flow: flow)
      let at = random(0...target.count)
      target.insert(moved, at: at)
      next[from].itemSizes = .perItem(source)
      next[from].itemCount = source.count
      next[to].itemSizes = .perItem(target)
      next[to].itemCount = target.count
      change.sections[from].changedItems = item..<item
      change.sections[to].changedItems = at..<(at + 1)
      return (next, change, "move [\(from), \(item)] → [\(to), \(at)]")
    default:
      // One or two item changes in one section.
      let section = random(0...(sections.count - 1))
      var list = sizes(of: sections[section], flow: flow)
      var label = ""
      var range = 0..<0
      switch random(0...4) {
      case 0 where !list.isEmpty:
        let item = random(0...(list.count - 1))
        list[item] = size()
        range = item..<(item + 1)
        label = "resize [\(section), \(item)]"
      case 1:
        let at = random(0...list.count)
        let count = random(1...20)
        list.insert(contentsOf: (0..<count).map { _ in size() }, at: at)
        range = at..<(at + count)
        label = "insert \(count) at [\(section), \(at)]"
      case 2 where !list.isEmpty:
        let at = random(0...(list.count - 1))
        let count = random(1...min(5, list.count - at))
        list.removeSubrange(at..<(at + count))
        range = at..<at
        label = "delete \(count) at [\(section), \(at)]"
      case 3 where list.count > 1:
        let from = random(0...(list.count - 1))
        let to = random(0...(list.count - 1))
        list.insert(list.remove(at: from), at: to)
        range = min(from, to)..<(max(from, to) + 1)
        label = "move [\(section)] \(from) → \(to)"
      default:
        // A screenful of resizes in one batch: a range of new sizes.
        guard !list.isEmpty else { return (next, change, "nothing") }
        let at = random(0...(list.count - 1))
        let count = random(1...min(30, list.count - at))
        for item in at..<(at + count) { list[item] = size() }
        range = at..<(at + count)
        label = "resize \(count) at [\(section), \(at)]"
      }
      next[section].itemSizes = .perItem(list)
      next[section].itemCount = list.count
      change.sections[section].changedItems = range
      return (next, change, label)
    }
  }
}
