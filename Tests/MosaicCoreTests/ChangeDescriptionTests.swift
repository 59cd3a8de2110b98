import MosaicCore
import Testing

/// `print(change)` and `print(mapping)` read as what happened, briefly, and stay short whatever
/// the data's size.
@Suite struct ChangeDescriptionTests {
  @Test func aChangeListsTheSectionsItTouches() {
    var change = LayoutChange(sections: [
      SectionChange(oldSection: 0, changedItems: 3..<5), .unchanged(from: 1), .new(itemCount: 10),
      .unchanged(from: 3), .unchanged(from: 2),
    ])
    #expect(
      change.description
        == "LayoutChange(section 0: old 0, items 3..<5; section 2: new, items 0..<10; section 4: old 2, unchanged; 2 unchanged)"
    )
    change.setRuns(
      [ItemEdit(items: 3..<4, oldItemCount: 1), ItemEdit(items: 90..<91, oldItemCount: nil)],
      ofSection: 1)
    #expect(
      change.description
        == "LayoutChange(section 0: old 0, items 3..<5; section 1: old 1, items 3..<91, runs 3..<4 for 1 old, 90..<91 for the rest; section 2: new, items 0..<10; section 4: old 2, unchanged; 1 unchanged)"
    )
    #expect(LayoutChange(sections: []).description == "LayoutChange(no sections)")
  }

  @Test func aChangeOfManySectionsIsCut() {
    let change = LayoutChange.everything(
      in: Array(repeating: SectionData(itemCount: 1_000_000), count: 1_000))
    let text = change.description
    #expect(text.hasSuffix("section 7: new, items 0..<1000000; … 992 more changed)"), "\(text)")
    #expect(text.count < 400)
  }

  @Test func aMappingSaysWhatTheBatchDid() {
    let mapping = ItemMapping(
      oldSectionOfNew: [0, nil, 2], oldItemCounts: [4, 5, 3], newItemCounts: [4, 2, 3],
      departures: [IndexPath(section: 0, item: 1), IndexPath(section: 0, item: 3)],
      arrivals: [IndexPath(section: 0, item: 0), IndexPath(section: 2, item: 1)],
      moves: [IndexPath(section: 0, item: 1): IndexPath(section: 2, item: 1)],
      reloadedItems: [IndexPath(section: 2, item: 2)])
    #expect(
      mapping.description
        == "ItemMapping(sections 3 → 3; deleted sections 1 (5 items); inserted sections 1 (2 items); moved [0, 1] → [2, 1]; deleted [0, 3]; inserted [0, 0]; reloaded [2, 2])"
    )
    #expect(
      ItemMapping.identity(itemCounts: [3, 4]).description
        == "ItemMapping(sections 2 → 2; nothing changed)")
  }

  @Test func aMappingOfManyItemsIsCut() {
    let departures = (0..<100_000).map { IndexPath(section: 0, item: $0 * 2) }
    let mapping = ItemMapping(
      oldSectionOfNew: [0], oldItemCounts: [200_000], newItemCounts: [100_000],
      departures: departures, arrivals: [])
    #expect(
      mapping.description
        == "ItemMapping(sections 1 → 1; deleted [0, 0], [0, 2], [0, 4], [0, 6], [0, 8], [0, 10], [0, 12], [0, 14] … (100000 in all))"
    )
  }
}
