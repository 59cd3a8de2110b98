import MosaicCore
import Testing

/// `LayoutChange.runs`: a section changed in several runs, where each lands in the old section,
/// what validation refuses, and the diff's runs.
@Suite struct LayoutChangeRunsTests {
  let a = Size(width: 10, height: 10)
  let b = Size(width: 20, height: 10)

  /// A change of one continued section whose runs are `edits`.
  func change(_ edits: [ItemEdit]) -> LayoutChange {
    var change = LayoutChange(sections: [.unchanged(from: 0)])
    change.setRuns(edits, ofSection: 0)
    return change
  }

  func spans(_ edits: [ItemEdit], old: Int, new: Int) -> [ItemEditSpan]? {
    try? change(edits).spans(ofSection: 0, oldCount: old, newCount: new)
  }

  func refusal(_ change: LayoutChange, old: Int, new: Int) -> LayoutError? {
    do {
      try change.validate(
        old: [SectionData(itemSizes: [Size](repeating: a, count: old))],
        new: [SectionData(itemSizes: [Size](repeating: a, count: new))])
      return nil
    } catch {
      return error
    }
  }

  @Test func eachRunIsPlacedAfterTheCountChangesBeforeIt() throws {
    // 10 items: delete 2 at item 1, insert 3 before old item 6 (new 4), resize old item 9 (new 10).
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
    #expect(change(edits).sections[0].changedItems == 1..<11)
    // The open last run takes what the counts leave: here two old items.
    #expect(spans(edits, old: 11, new: 11)?.last == ItemEditSpan(items: 10..<11, oldItems: 9..<11))
    // A section without runs: its range, taking the change in count.
    let single = LayoutChange(sections: [SectionChange(oldSection: 0, changedItems: 3..<5)])
    #expect(
      try single.spans(ofSection: 0, oldCount: 10, newCount: 8) == [
        ItemEditSpan(items: 3..<5, oldItems: 3..<7)
      ])
    #expect(refusal(change(edits), old: 10, new: 11) == nil)
  }

  @Test func runsThatDoNotFitAreRefusedNamingTheRun() {
    let cases: [([ItemEdit], Int, Int, String, String)] = [
      (
        [ItemEdit(items: 2..<4, oldItemCount: 2), ItemEdit(items: 3..<5, oldItemCount: nil)], 8, 8,
        "change.runs[0][1]", "starts before the previous run ends (4)"
      ),
      (
        [ItemEdit(items: 1..<2, oldItemCount: 1), ItemEdit(items: 7..<9, oldItemCount: nil)], 8, 8,
        "change.sections[0].changedItems", "outside the section's 8"
      ),
      (
        [ItemEdit(items: 1..<2, oldItemCount: nil), ItemEdit(items: 5..<6, oldItemCount: 1)], 8, 8,
        "change.runs[0][0].oldItemCount", "only the last run"
      ),
      (
        [ItemEdit(items: 1..<2, oldItemCount: -1), ItemEdit(items: 5..<6, oldItemCount: 1)], 8, 8,
        "change.runs[0][0].oldItemCount", "-1 is not"
      ),
      // Every count given: they must add up.
      (
        [ItemEdit(items: 1..<2, oldItemCount: 1), ItemEdit(items: 5..<6, oldItemCount: 2)], 8, 8,
        "change.runs[0]", "keeps 6 items and replaces 3 of 8 old ones"
      ),
    ]
    for (edits, old, new, path, message) in cases {
      let error = refusal(change(edits), old: old, new: new)
      #expect(error?.path == path, "\(edits)")
      #expect(error?.message.contains(message) == true, "\(String(describing: error))")
      #expect(error.map { !"\($0)".contains("\n") } == true)
    }
    // Runs that the changed range does not span, of a section not in the data, of a new section.
    var unspanned = change(cases[4].0)
    unspanned.sections[0].changedItems = 0..<8
    #expect(refusal(unspanned, old: 8, new: 8)?.path == "change.sections[0].changedItems")
    var stray = LayoutChange.identity(sectionCount: 1)
    stray.runs[3] = cases[4].0
    #expect(refusal(stray, old: 8, new: 8)?.path == "change.runs[3]")
    var new = LayoutChange(sections: [.new(itemCount: 8)])
    new.runs[0] = cases[4].0
    #expect(refusal(new, old: 8, new: 8)?.message.contains("is new") == true)
  }

  @Test func theDiffSplitsFarApartDifferencesIntoRuns() {
    let count = 1_000
    let old = [SectionData(itemSizes: [Size](repeating: a, count: count))]
    var sizes = [Size](repeating: a, count: count)
    sizes[5] = b
    sizes[900] = b
    let far = LayoutChange(from: old, to: [SectionData(itemSizes: sizes)])
    #expect(far.sections == [SectionChange(oldSection: 0, changedItems: 5..<901)])
    #expect(
      far.runs == [
        0: [ItemEdit(items: 5..<6, oldItemCount: 1), ItemEdit(items: 900..<901, oldItemCount: 1)]
      ])
    #expect(refusal(far, old: count, new: count) == nil)
    // Closer than `diffRunGap`: one run.
    sizes[900] = a
    sizes[5 + LayoutChange.diffRunGap] = b
    let near = LayoutChange(from: old, to: [SectionData(itemSizes: sizes)])
    #expect(near.sections[0].changedItems == 5..<(6 + LayoutChange.diffRunGap))
    #expect(near.runs.isEmpty)
    // Counts that differ: one range between the equal prefix and suffix, as before.
    let shorter = LayoutChange(from: old, to: [SectionData(itemSizes: Array(sizes.dropLast(3)))])
    #expect(shorter.runs.isEmpty)
  }

  @Test func settingRunsKeepsTheRangeTheirSpan() {
    var change = LayoutChange(sections: [.unchanged(from: 0), .unchanged(from: 1)])
    change.setRuns([ItemEdit(items: 4..<6, oldItemCount: nil)], ofSection: 1)
    // One open run is the range alone.
    #expect(change.sections[1].changedItems == 4..<6)
    #expect(change.runs.isEmpty)
    change.setRuns(
      [ItemEdit(items: 1..<1, oldItemCount: 1), ItemEdit(items: 9..<10, oldItemCount: 0)],
      ofSection: 1)
    #expect(change.sections[1].changedItems == 1..<10)
    #expect(change.runs[1]?.count == 2)
    change.setRuns([], ofSection: 1)
    #expect(change == LayoutChange.identity(sectionCount: 2))
  }
}
