import MosaicTestSupport
import Testing

@testable import MosaicCore

/// `LayoutInput.passesUpdateChecks(from:change:)`, the one pass an update's checks take when
/// everything holds, against the three checks it stands for: it passes exactly when they do,
/// on random updates, valid ones and ones broken a field at a time.
@Suite struct UpdateChecksTests {
  static let viewport = Viewport(width: 390, height: 844)
  static let palette = [
    Size(width: 10, height: 10), Size(width: 20, height: 10), Size(width: 0, height: 30),
  ]

  /// What the three checks say of the update, in their order.
  static func checks(_ input: LayoutInput, from old: [SectionData], change: LayoutChange)
    -> LayoutError?
  {
    do {
      try input.validate(checkingEachItemSize: false)
      try change.validate(old: old, new: input.sections)
      try input.validateItemSizes(changedBy: change)
      return nil
    } catch {
      return error
    }
  }

  /// Random sections: counts with or without a size, or per-item sizes; headers and footers
  /// now and then.
  static func randomSections(using generator: inout SeededGenerator) -> [SectionData] {
    (0..<Int.random(in: 0...6, using: &generator)).map { _ in
      let header = Bool.random(using: &generator) ? palette[0] : nil
      let footer = Int.random(in: 0..<4, using: &generator) == 0 ? palette[2] : nil
      if Bool.random(using: &generator) {
        return SectionData(
          itemCount: Int.random(in: 0...5, using: &generator),
          itemSize: Bool.random(using: &generator) ? palette[1] : nil, header: header,
          footer: footer)
      }
      return SectionData(
        itemSizes: (0..<Int.random(in: 0...8, using: &generator)).map { _ in
          palette.randomElement(using: &generator) ?? palette[0]
        },
        header: header, footer: footer)
    }
  }

  /// `sections` or `change` broken in one field, chosen at random (or left valid).
  static func breakOne(
    _ sections: inout [SectionData], _ change: inout LayoutChange, oldCount: Int,
    using generator: inout SeededGenerator
  ) {
    let bad = [-1, .nan, .infinity, 2 * LayoutInput.maximumLength]
    let value = bad.randomElement(using: &generator) ?? -1
    guard let section = sections.indices.randomElement(using: &generator) else { return }
    switch Int.random(in: 0..<14, using: &generator) {
    case 0: sections[section].itemCount = -Int.random(in: 1...3, using: &generator)
    case 1: sections[section].itemCount += Int.random(in: 1...3, using: &generator)
    case 2: sections[section].header = Size(width: 0, height: value)
    case 3: sections[section].footer = Size(width: value, height: 1)
    case 4:
      if sections[section].itemSizes.perItemCount == nil {
        sections[section].itemSizes = .uniform(Size(width: value, height: 5))
      }
    case 5:
      if case .perItem(let list) = sections[section].itemSizes, list.count > 0 {
        var sizes = Array(list)
        sizes[Int.random(in: 0..<sizes.count, using: &generator)] = Size(width: 1, height: value)
        sections[section].itemSizes = .perItem(sizes)
      }
    case 6:
      change.sections[section].oldSection = oldCount + Int.random(in: 0...2, using: &generator)
    case 7: change.sections[section].oldSection = -1
    case 8:
      if oldCount > 0 {
        change.sections[section].oldSection = Int.random(in: 0..<oldCount, using: &generator)
      }
    case 9:
      let count = Swift.max(0, sections[section].itemCount)
      change.sections[section].changedItems = count..<(count + 1)
    case 10: change.sections[section].changedItems = 0..<0
    case 11:
      // Finer runs, as often fitting as not: a section's (or one past the end), one to three
      // runs of up to two items, in order or not, the last leaving its old count open or not.
      let key = Int.random(in: 0...sections.count, using: &generator)
      var start = Int.random(in: -1...2, using: &generator)
      change.runs[key] = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        let items = start..<(start + Int.random(in: 0...2, using: &generator))
        start = items.upperBound + Int.random(in: -1...3, using: &generator)
        return ItemEdit(
          items: items,
          oldItemCount: Bool.random(using: &generator)
            ? nil : Int.random(in: 0...2, using: &generator))
      }
      if let runs = change.runs[key], let first = runs.first, let last = runs.last,
        key < change.sections.count, Bool.random(using: &generator)
      {
        change.sections[key].changedItems =
          first.items.lowerBound..<Swift.max(first.items.lowerBound, last.items.upperBound)
      }
    case 12:
      // Two runs that fit: the first item in place of one old item, the rest in place of what
      // the counts leave.
      let count = sections[section].itemCount
      if change.sections[section].oldSection != nil, count >= 2 {
        change.setRuns(
          [ItemEdit(items: 0..<1, oldItemCount: 1), ItemEdit(items: 1..<count, oldItemCount: nil)],
          ofSection: section)
      }
    default: break
    }
  }

  @Test func theOnePassPassesExactlyWhenTheChecksDo() {
    var generator = SeededGenerator(seed: 0x5EC7_10A5)
    var (passed, refused, runsPassed, runsRefused) = (0, 0, 0, 0)
    for _ in 0..<3_000 {
      let old = Self.randomSections(using: &generator)
      var new = Self.randomSections(using: &generator)
      var change = LayoutChange(from: old, to: new)
      Self.breakOne(&new, &change, oldCount: old.count, using: &generator)
      let input = LayoutInput(sections: new, viewport: Self.viewport)
      let error = Self.checks(input, from: old, change: change)
      #expect(
        input.passesUpdateChecks(from: old, change: change) == (error == nil),
        "\(old) → \(new) by \(change): \(String(describing: error))")
      if error == nil { passed += 1 } else { refused += 1 }
      if !change.runs.isEmpty, error == nil { runsPassed += 1 }
      if !change.runs.isEmpty, error != nil { runsRefused += 1 }
    }
    // Both outcomes are common, so both sides of the agreement are exercised.
    #expect(passed > 500 && refused > 500, "\(passed) passed, \(refused) refused")
    #expect(runsPassed > 10 && runsRefused > 10, "with runs: \(runsPassed) / \(runsRefused)")
  }

  /// Finer runs pass as the checks pass them, their sizes checked run by run (a bad size
  /// between two runs is the old one's, not checked); a viewport at fault fails the pass as it
  /// fails the checks.
  @Test func runsAndTheViewportAgreeWithTheChecks() throws {
    let sections = [SectionData(itemSizes: Array(repeating: Self.palette[0], count: 6))]
    let input = LayoutInput(sections: sections, viewport: Self.viewport)
    var change = LayoutChange.identity(sectionCount: 1)
    change.setRuns(
      [
        ItemEdit(items: 1..<2, oldItemCount: 1), ItemEdit(items: 4..<5, oldItemCount: 1),
      ], ofSection: 0)
    #expect(Self.checks(input, from: sections, change: change) == nil)
    #expect(input.passesUpdateChecks(from: sections, change: change))
    var between = input
    between.sections[0].itemSizes = .perItem(
      [Self.palette[0], Self.palette[0], Size(width: -1, height: 1)]
        + Array(repeating: Self.palette[0], count: 3))
    #expect(Self.checks(between, from: sections, change: change) == nil)
    #expect(between.passesUpdateChecks(from: sections, change: change))
    var within = between
    within.sections[0].itemSizes = .perItem(
      [Self.palette[0], Size(width: 1, height: .nan)] + Array(repeating: Self.palette[0], count: 4))
    #expect(Self.checks(within, from: sections, change: change) != nil)
    #expect(!within.passesUpdateChecks(from: sections, change: change))
    var skewed = input
    skewed.viewport.contentOffset.y = .nan
    #expect(Self.checks(skewed, from: sections, change: .identity(sectionCount: 1)) != nil)
    #expect(!skewed.passesUpdateChecks(from: sections, change: .identity(sectionCount: 1)))
  }
}
