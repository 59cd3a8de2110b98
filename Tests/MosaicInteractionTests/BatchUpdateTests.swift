import MosaicCore
import MosaicInteraction
import MosaicTestSupport
import Testing

typealias Model = CollectionModel<String>

func model(_ sections: [[String]]) throws -> Model {
  try Model(sections: sections.map { Model.Section(items: $0) })
}

func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(section: section, item: item) }

@Suite("Batch updates in UIKit's index semantics")
struct BatchUpdateTests {
  @Test func referenceExample() throws {
    // docs/reference-facts.md, "Batch update counts": old count 3, {delete 2, insert 0, move 0→2}: 3 − 1 + 1 = 3 items.
    var data = try model([["A", "B", "C"]])
    try data.performBatchUpdates(
      BatchUpdate(
        deleteItems: [ip(0, 2)], insertItems: [(ip(0, 0), "X", nil)],
        moveItems: [(ip(0, 0), ip(0, 2))]),
      expectedItemCounts: [3])
    #expect(data.items == [["X", "B", "A"]])
  }

  @Test func deletesUseOldIndexesInsertsNewOnes() throws {
    var data = try model([["a", "b", "c", "d", "e"]])
    // Delete old 1 and 3 (b, d); insert at new 0 and 4.
    try data.performBatchUpdates(
      BatchUpdate(
        deleteItems: [ip(0, 3), ip(0, 1)],
        insertItems: [(ip(0, 4), "y", nil), (ip(0, 0), "x", nil)]))
    #expect(data.items == [["x", "a", "c", "e", "y"]])
  }

  @Test func crossSectionMovesKeepCountsConsistent() throws {
    var data = try model([["a", "b"], ["c"], []])
    try data.performBatchUpdates(
      BatchUpdate(moveItems: [(ip(0, 0), ip(1, 0)), (ip(1, 0), ip(2, 0))]),
      expectedItemCounts: [1, 1, 1])
    #expect(data.items == [["b"], ["a"], ["c"]])
  }

  @Test func sectionInsertsAndDeletes() throws {
    var data = try model([["a"], ["b", "c"], ["d"]])
    try data.performBatchUpdates(
      BatchUpdate(
        deleteSections: [0], insertSections: [(index: 2, section: Model.Section(items: ["n"]))],
        moveItems: [(ip(1, 1), ip(0, 0))]))
    // The move's source is an old index path (old section 1), its target a new one (new section 0).
    #expect(data.items == [["c", "b"], ["d"], ["n"]])
  }

  @Test func sizesTravelWithPerItemSizedItems() throws {
    var data = try Model(
      sections: [
        Model.Section(
          items: ["a", "b"], sizes: [Size(width: 1, height: 1), Size(width: 2, height: 2)]),
        Model.Section(items: ["c"], itemSize: Size(width: 9, height: 9)),
      ])
    try data.performBatchUpdates(BatchUpdate(moveItems: [(ip(1, 0), ip(0, 0))]))
    #expect(
      data.sections[0].itemSizes == [
        Size(width: 9, height: 9), Size(width: 1, height: 1), Size(width: 2, height: 2),
      ])
    try data.performBatchUpdates(BatchUpdate(moveItems: [(ip(0, 1), ip(1, 0))]))
    // Into a section sized alike, the item takes the section's size.
    #expect(data.sections[1].itemSizes == nil)
    #expect(data.sectionData[1] == SectionData(itemCount: 1, itemSize: Size(width: 9, height: 9)))
  }

  /// UIKit drops an item delete inside a section the same batch deletes; the section goes, and
  /// the rest of the batch applies as if the redundant delete were not there.
  @Test func itemDeletesInsideADeletedSectionAreDropped() throws {
    var data = try model([["a", "b"], ["c", "d", "e"], ["f"]])
    try data.performBatchUpdates(
      BatchUpdate(deleteSections: [1], deleteItems: [ip(1, 2), ip(0, 0), ip(1, 0)]),
      expectedItemCounts: [1, 1])
    #expect(data.items == [["b"], ["f"]])
  }

  /// Each invalid batch: the path and UIKit's message, and the model unchanged.
  @Test func invalidBatchesChangeNothing() throws {
    let original = try model([["a", "b", "c"], ["d"]])
    let cases: [(BatchUpdate<String>, [Int]?, String)] = [
      (
        BatchUpdate(deleteSections: [2]), nil,
        "batch.deleteSections[0]: attempt to delete section 2, but there are only 2 sections before the update"
      ),
      (
        BatchUpdate(insertSections: [(index: 3, section: Model.Section(items: []))]), nil,
        "batch.insertSections[0]: attempt to insert section 3 but there are only 3 sections after the update"
      ),
      (
        BatchUpdate(deleteItems: [ip(0, 1), ip(1, 7)]), nil,
        "batch.deleteItems[1]: attempt to delete item 7 from section 1 which only contains 1 items before the update"
      ),
      (
        BatchUpdate(deleteSections: [1], deleteItems: [ip(1, 3)]), nil,
        "batch.deleteItems[0]: attempt to delete item 3 from section 1 which only contains 1 items before the update"
      ),
      (
        BatchUpdate(deleteItems: [ip(0, 0)], moveItems: [(ip(0, 0), ip(0, 1))]), nil,
        "batch.moveItems[0]: attempt to perform a delete and a move from the same index path ([0, 0])"
      ),
      (
        BatchUpdate(deleteSections: [0], moveItems: [(ip(0, 0), ip(0, 0))]), nil,
        "batch.moveItems[0]: cannot move an item from a deleted section (0)"
      ),
      (
        BatchUpdate(
          insertSections: [(index: 0, section: Model.Section(items: []))],
          moveItems: [(ip(0, 0), ip(0, 0))]), nil,
        "batch.moveItems[0]: cannot move an item into a newly inserted section (0)"
      ),
      (
        BatchUpdate(moveItems: [(ip(0, 0), ip(0, 1)), (ip(0, 0), ip(0, 2))]), nil,
        "batch.moveItems[1]: attempt to move item at index path [0, 0] to both [0, 1] and [0, 2]"
      ),
      (
        BatchUpdate(moveItems: [(ip(0, 0), ip(0, 2)), (ip(0, 1), ip(0, 2))]), nil,
        "batch.moveItems[1]: attempt to move both item at index path [0, 0] and [0, 1] to [0, 2]"
      ),
      (
        BatchUpdate(insertItems: [(ip(0, 0), "x", nil)], moveItems: [(ip(0, 2), ip(0, 0))]), nil,
        "batch.insertItems[0]: attempt to perform an insert and a move to the same index path ([0, 0])"
      ),
      (
        BatchUpdate(insertItems: [(ip(1, 5), "x", nil)]), nil,
        "batch.insertItems[0]: attempt to insert item 5 into section 1, but there are only 2 items in section 1 after the update"
      ),
      (
        BatchUpdate(insertItems: [(ip(0, 0), "d", nil)]), nil,
        "batch.insertItems[0]: item d is already in the collection"
      ),
      (
        BatchUpdate(moveItems: [(ip(0, 9), ip(0, 0))]), nil,
        "batch.moveItems[0]: attempt to move index path ([0, 9]) that does not exist - there are only 3 items in section 0 before the update"
      ),
      (
        BatchUpdate(moveItems: [(ip(4, 0), ip(0, 0))]), nil,
        "batch.moveItems[0]: attempt to move index path ([4, 0]) that does not exist - there are only 2 sections before the update"
      ),
      (
        BatchUpdate(moveItems: [(ip(0, 0), ip(0, 1)), (ip(0, 1), ip(1, 2))]), nil,
        "batch.moveItems[1]: attempt to move index path ([0, 1]) to index path ([1, 2]) that does not exist - there are only 2 items in section 1 after the update"
      ),
      (
        BatchUpdate(deleteItems: [ip(1, 0)]), [3, 1],
        "batch: Invalid update: invalid number of items in section 1.  The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
      ),
      (
        BatchUpdate(deleteSections: [1]), [3, 1],
        "batch: Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
      ),
    ]
    for (batch, counts, expected) in cases {
      var data = original
      do {
        try data.performBatchUpdates(batch, expectedItemCounts: counts)
        Issue.record("accepted: \(expected)")
      } catch {
        #expect(error.description == expected)
      }
      #expect(data.items == original.items)
    }
  }

  @Test func duplicateItemsAreRefused() {
    #expect(throws: LayoutError.self) { try model([["a"], ["a"]]) }
  }
}

@Suite("Proposed section data for a move")
struct ProposedMoveTests {
  @Test func agreesWithTheBatchUpdate() throws {
    var rng = SeededGenerator(seed: 0x9A0F)
    for _ in 0..<500 {
      let counts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
        Int.random(in: 0...6, using: &rng)
      }
      var name = 0
      let sections = counts.map { count -> Model.Section in
        let items = (0..<count).map { _ in
          name += 1
          return "i\(name)"
        }
        return Bool.random(using: &rng)
          ? Model.Section(
            items: items, sizes: items.indices.map { Size(width: Double($0), height: 1) })
          : Model.Section(items: items, itemSize: Size(width: 9, height: 9))
      }
      let data = try Model(sections: sections)
      let from = IndexPath(
        section: Int.random(in: 0..<counts.count, using: &rng),
        item: Int.random(in: -1...6, using: &rng))
      let to = IndexPath(
        section: Int.random(in: 0..<counts.count, using: &rng),
        item: Int.random(in: -1...7, using: &rng))
      let moved = try? data.applying(BatchUpdate(moveItems: [(from, to)]))
      #expect(data.proposedSectionData(moving: from, to: to) == moved?.model.sectionData)
    }
  }
}
