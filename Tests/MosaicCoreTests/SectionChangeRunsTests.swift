import MosaicCore
import Testing

/// `SectionChange` with several runs: where each lands in the old section, what validation
/// refuses, and the diff's runs.
@Suite struct SectionChangeRunsTests {
  let a = Size(width: 10, height: 10)
  let b = Size(width: 20, height: 10)

  func spans(_ edits: [ItemEdit], old: Int, new: Int) -> [ItemEditSpan]? {
    try? SectionChange(oldSection: 0, edits: edits).spans(oldCount: old, newCount: new)
  }

  func refusal(_ edits: [ItemEdit], old: Int, new: Int) -> LayoutError? {
    do {
      _ = try SectionChange(oldSection: 0, edits: edits).spans(oldCount: old, newCount: new)
      return nil
    } catch {
      return error
    }
  }

  @Test func eachRunIsPlacedAfterTheCountChangesBeforeIt() throws {
    // 10 items: delete 2 at item 1, insert 3 at old item 6 (new 4), resize old item 9 (new 10).
    let edits = [
      ItemEdit(items: 1..<1, oldItemCount: 2),
      ItemEdit(items: 4..<7, oldItemCount: 0),
      ItemEdit(items: 10..<11, oldItemCount: nil),
    ]
    #expect(
      spans(edits, old: 10, new: 11) == [
        ItemEditSpan(items: 1..<1, oldItems: 1..<3),
        ItemEditSpan(items: 4..<7, oldItems: 6..<6),
        ItemEditSpan(items: 10..<11, oldItems: 9..<10),
      ])
    // The open last run takes what the counts leave: here two old items.
    #expect(spans(edits, old: 11, new: 11)?.last == ItemEditSpan(items: 10..<11, oldItems: 9..<11))
    // One run, as `changedItems` spells it: the count change falls in it.
    let single = SectionChange(oldSection: 0, changedItems: 3..<5)
    #expect(
      try single.spans(oldCount: 10, newCount: 8) == [ItemEditSpan(items: 3..<5, oldItems: 3..<7)])
    #expect(single.changedItems == 3..<5)
    // No run: the counts must agree.
    #expect(spans([], old: 4, new: 4) == [])
    #expect(refusal([], old: 4, new: 5)?.path == "edits")
  }

  @Test func runsThatDoNotFitAreRefusedNamingTheRun() {
    let cases: [([ItemEdit], Int, Int, String, String)] = [
      (
        [ItemEdit(items: 2..<4, oldItemCount: 2), ItemEdit(items: 3..<5, oldItemCount: nil)], 8, 8,
        "edits[1]", "starts before the previous run ends (4)"
      ),
      ([ItemEdit(items: 7..<9, oldItemCount: nil)], 8, 8, "edits[0]", "outside the section's 8"),
      (
        [ItemEdit(items: 1..<2, oldItemCount: nil), ItemEdit(items: 5..<6, oldItemCount: 1)], 8, 8,
        "edits[0].oldItemCount", "only the last run"
      ),
      ([ItemEdit(items: 1..<2, oldItemCount: -1)], 8, 8, "edits[0].oldItemCount", "-1 is not"),
      // Every count given: they must add up.
      (
        [ItemEdit(items: 1..<2, oldItemCount: 1), ItemEdit(items: 5..<6, oldItemCount: 2)], 8, 8,
        "edits", "keeps 6 items and replaces 3 of 8 old ones"
      ),
      // Left open, more kept than the old section holds.
      ([ItemEdit(items: 1..<1, oldItemCount: nil)], 3, 5, "edits", "keeps 5 items of 3 old ones"),
    ]
    for (edits, old, new, path, message) in cases {
      let error = refusal(edits, old: old, new: new)
      #expect(error?.path == path, "\(edits)")
      #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }
    // Validation names the entry.
    let change = LayoutChange(sections: [SectionChange(oldSection: 0, edits: cases[0].0)])
    let data = [SectionData(itemSizes: [Size](repeating: a, count: 8))]
    do {
      try change.validate(old: data, new: data)
      Issue.record("validated")
    } catch {
      #expect(error.path == "change.sections[0].edits[1]")
    }
  }

  @Test func theDiffSplitsFarApartDifferencesIntoRuns() {
    let count = 1_000
    let old = [SectionData(itemSizes: [Size](repeating: a, count: count))]
    var sizes = [Size](repeating: a, count: count)
    sizes[5] = b
    sizes[900] = b
    let far = LayoutChange(from: old, to: [SectionData(itemSizes: sizes)])
    #expect(
      far.sections[0].edits == [
        ItemEdit(items: 5..<6, oldItemCount: 1), ItemEdit(items: 900..<901, oldItemCount: 1),
      ])
    // Closer than `diffRunGap`: one run.
    sizes[900] = a
    sizes[5 + LayoutChange.diffRunGap] = b
    let near = LayoutChange(from: old, to: [SectionData(itemSizes: sizes)])
    #expect(near.sections[0].changedItems == 5..<(6 + LayoutChange.diffRunGap))
    #expect(near.sections[0].edits.count == 1)
    // Both truthful: validation passes and every run is placed.
    for change in [far, near] {
      #expect(throws: Never.self) {
        try change.validate(old: old, new: [SectionData(itemSizes: sizes)])
      }
    }
    // Counts that differ: one run between the equal prefix and suffix, as before.
    let shorter = LayoutChange(from: old, to: [SectionData(itemSizes: Array(sizes.dropLast(3)))])
    #expect(shorter.sections[0].edits.count == 1)
  }

  @Test func unchangedMeansNoItemAndNoCountChange() {
    #expect(SectionChange.unchanged(from: 2).isUnchanged(oldCount: 5, newCount: 5))
    let deleted = SectionChange(oldSection: 2, edits: [ItemEdit(items: 3..<3, oldItemCount: 0)])
    #expect(deleted.isUnchanged(oldCount: 5, newCount: 5))
    let replaced = SectionChange(oldSection: 2, edits: [ItemEdit(items: 3..<3, oldItemCount: 1)])
    #expect(!replaced.isUnchanged(oldCount: 5, newCount: 4))
    #expect(replaced.changesNoItem)
  }
}
