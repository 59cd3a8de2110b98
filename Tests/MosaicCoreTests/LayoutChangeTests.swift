import MosaicCore
import MosaicTestSupport
import Testing

/// `LayoutChange`: what the diff finds, what validation refuses (one line, naming
/// `change.sections[i]…`), and the helpers' promises.
@Suite struct LayoutChangeTests {
  let a = Size(width: 10, height: 10)
  let b = Size(width: 20, height: 10)
  let c = Size(width: 30, height: 10)
  let d = Size(width: 40, height: 10)

  func section(_ sizes: [Size], header: Size? = nil) -> SectionData {
    SectionData(itemSizes: sizes, header: header)
  }

  @Test func theDiffKeepsTheLongestEqualPrefixAndSuffix() {
    let old = [section([a, b, c, d])]
    // A resize in the middle.
    #expect(
      LayoutChange(from: old, to: [section([a, b, a, d])]).sections == [
        SectionChange(oldSection: 0, changedItems: 2..<3)
      ])
    // A deletion: an empty range where the item was, one item fewer.
    #expect(
      LayoutChange(from: old, to: [section([a, c, d])]).sections == [
        SectionChange(oldSection: 0, changedItems: 1..<1)
      ])
    // An insertion at the end.
    #expect(
      LayoutChange(from: old, to: [section([a, b, c, d, a])]).sections == [
        SectionChange(oldSection: 0, changedItems: 4..<5)
      ])
    // A move of item 0 to 3: the rotated run.
    #expect(
      LayoutChange(from: old, to: [section([b, c, d, a])]).sections == [
        SectionChange(oldSection: 0, changedItems: 0..<4)
      ])
    // Nothing changed.
    let same = LayoutChange(from: old, to: old)
    #expect(same.sections == [.unchanged(from: 0)])
    #expect(same.isIdentity(old: old, new: old))
    #expect(same == LayoutChange.identity(sectionCount: 1))
  }

  @Test func prefixAndSuffixNeverOverlap() {
    // [a a] → [a a a]: the prefix takes both old items, the suffix none of them twice.
    let change = LayoutChange(from: [section([a, a])], to: [section([a, a, a])])
    #expect(change.sections == [SectionChange(oldSection: 0, changedItems: 2..<3)])
    #expect(throws: Never.self) {
      try change.validate(old: [section([a, a])], new: [section([a, a, a])])
    }
  }

  @Test func uniformSectionsChangeOnlyByCountOrSize() {
    let old = [SectionData(itemCount: 5, itemSize: a)]
    #expect(
      LayoutChange(from: old, to: [SectionData(itemCount: 7, itemSize: a)]).sections == [
        SectionChange(oldSection: 0, changedItems: 5..<7)
      ])
    #expect(
      LayoutChange(from: old, to: [SectionData(itemCount: 3, itemSize: a)]).sections == [
        SectionChange(oldSection: 0, changedItems: 3..<3)
      ])
    #expect(
      LayoutChange(from: old, to: [SectionData(itemCount: 5, itemSize: b)]).sections == [
        SectionChange(oldSection: 0, changedItems: 0..<5)
      ])
    // The strategy's default size equals only itself.
    let unsized = [SectionData(itemCount: 2)]
    #expect(
      LayoutChange(from: unsized, to: [SectionData(itemSizes: [a, a])]).sections == [
        SectionChange(oldSection: 0, changedItems: 0..<2)
      ])
  }

  @Test func anotherHeaderOrAMissingCounterpartMakesANewSection() {
    let old = [section([a]), section([b])]
    let new = [section([a], header: c), section([b]), section([c, d])]
    let change = LayoutChange(from: old, to: new)
    #expect(
      change.sections == [
        .new(itemCount: 1), .unchanged(from: 1),
        SectionChange(oldSection: nil, changedItems: 0..<2),
      ])
    #expect(!change.isIdentity(old: old, new: new))
    #expect(LayoutChange.everything(in: new).sections.allSatisfy { $0.oldSection == nil })
  }

  func validationError(_ change: LayoutChange, old: [SectionData], new: [SectionData])
    -> LayoutError?
  {
    do {
      try change.validate(old: old, new: new)
      return nil
    } catch {
      return error
    }
  }

  @Test func validationNamesTheEntryAtFaultInOneLine() {
    let old = [section([a, b, c]), section([d])]
    let new = [section([a, b, c]), section([d])]
    let cases: [(LayoutChange, String, String)] = [
      (LayoutChange(sections: [.unchanged(from: 0)]), "change.sections", "has 1 entries for 2"),
      (
        LayoutChange(sections: [
          SectionChange(oldSection: 0, changedItems: 2..<4), .unchanged(from: 1),
        ]),
        "change.sections[0].changedItems", "outside the section's 3 items"
      ),
      (
        LayoutChange(sections: [
          SectionChange(oldSection: 0, changedItems: -1..<0), .unchanged(from: 1),
        ]),
        "change.sections[0].changedItems", "outside"
      ),
      (
        LayoutChange(sections: [.unchanged(from: 0), .unchanged(from: 2)]),
        "change.sections[1].oldSection", "is not a section of the old data (2 sections)"
      ),
      (
        LayoutChange(sections: [.unchanged(from: 0), .unchanged(from: -1)]),
        "change.sections[1].oldSection", "is not a section"
      ),
      (
        LayoutChange(sections: [.unchanged(from: 0), .unchanged(from: 0)]),
        "change.sections[1].oldSection", "continued by two sections"
      ),
    ]
    for (change, path, message) in cases {
      let error = validationError(change, old: old, new: new)
      #expect(error?.path == path, "\(change)")
      #expect(error?.message.contains(message) == true, "\(String(describing: error))")
      #expect(error.map { !"\($0)".contains("\n") } == true)
    }
    // Keeping more items than the old section has.
    let grown = [section([a, b, c, d, a]), section([d])]
    let keepsTooMany = LayoutChange(
      sections: [SectionChange(oldSection: 0, changedItems: 1..<1), .unchanged(from: 1)])
    let error = validationError(keepsTooMany, old: old, new: grown)
    #expect(error?.path == "change.sections[0].changedItems")
    #expect(error?.message == "keeps 5 items of old section 0, which has 3")
    // A continued section whose header differs.
    let headed = [section([a, b, c], header: a), section([d])]
    let header = validationError(LayoutChange.identity(sectionCount: 2), old: old, new: headed)
    #expect(header?.path == "change.sections[0].oldSection")
    #expect(header?.message.contains("another header or footer size") == true)
  }

  /// Old sections continued are marked in scratch space on the stack up to about a thousand
  /// sections and on the heap past that: either way, every old section may be continued once,
  /// in any order, and a second continuation is found however late it comes.
  @Test(arguments: [3, 700, 5_000])
  func everyOldSectionIsContinuedOnceWhateverTheCount(count: Int) {
    let old = (0..<count).map { SectionData(itemCount: $0 % 7) }
    let reversed = Array(old.reversed())
    let moved = LayoutChange(sections: (0..<count).reversed().map { .unchanged(from: $0) })
    #expect(validationError(moved, old: old, new: reversed) == nil)
    var twice = moved
    twice.sections[count - 1] = .unchanged(from: count - 1)
    let error = validationError(twice, old: old, new: reversed)
    #expect(error?.path == "change.sections[\(count - 1)].oldSection")
    #expect(error?.message == "old section \(count - 1) is continued by two sections")
  }

  @Test func theDiffAlwaysValidates() {
    var generator = SeededGenerator(seed: 0xC4A9_6E)
    let palette = [a, b, c, d]
    func random() -> [SectionData] {
      (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        if Bool.random(using: &generator) {
          return SectionData(
            itemCount: Int.random(in: 0...5, using: &generator),
            itemSize: Bool.random(using: &generator) ? a : nil)
        }
        return SectionData(
          itemSizes: (0..<Int.random(in: 0...8, using: &generator)).map { _ in
            palette.randomElement(using: &generator) ?? a
          },
          header: Bool.random(using: &generator) ? a : nil)
      }
    }
    for _ in 0..<500 {
      let old = random()
      let new = random()
      let change = LayoutChange(from: old, to: new)
      #expect(throws: Never.self) { try change.validate(old: old, new: new) }
      if old == new { #expect(change.isIdentity(old: old, new: new)) }
    }
  }
}
