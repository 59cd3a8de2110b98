import MosaicCore
import MosaicInteraction
import Testing

@Suite("Batch updates: reloads and section moves")
struct BatchReloadAndSectionMoveTests {
  /// Section 0 holds A, B, C and section 1 holds D, E.
  func abcde() throws -> Model { try model([["A", "B", "C"], ["D", "E"]]) }

  /// Expects `batch` to be refused with `path` and `message`, and the model left as it was.
  func expectRefused(
    _ batch: BatchUpdate<String>, on start: Model, path: String, message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var data = start
    #expect(
      throws: LayoutError(path: path, message: message), sourceLocation: sourceLocation
    ) {
      try data.performBatchUpdates(batch)
    }
    #expect(data.sections == start.sections, "a rejected batch changes nothing")
  }

  @Test func movingASectionCarriesItsItems() throws {
    var data = try abcde()
    try data.performBatchUpdates(BatchUpdate(moveSections: [(0, 1)]), expectedItemCounts: [2, 3])
    #expect(data.items == [["D", "E"], ["A", "B", "C"]])
  }

  @Test func aMovedSectionKeepsItsSizesAndSupplementaries() throws {
    let sized = Model.Section(
      items: ["a", "b"], sizes: [Size(width: 1, height: 1), Size(width: 2, height: 2)],
      header: Size(width: 0, height: 30))
    let plain = Model.Section(items: ["c"], itemSize: Size(width: 9, height: 9))
    var data = try Model(sections: [sized, plain])
    try data.performBatchUpdates(BatchUpdate(moveSections: [(1, 0)]))
    #expect(data.sections == [plain, sized])
  }

  @Test func sectionMovesAmongDeletesAndInserts() throws {
    // Old [a] [b] [c] [d]: delete old 1, insert at new 0, move old 3 to new 1; the sections that
    // stay (old 0 and 2) fill new 2 and 3 in their old order.
    var data = try model([["a"], ["b"], ["c"], ["d"]])
    try data.performBatchUpdates(
      BatchUpdate(
        deleteSections: [1], insertSections: [(index: 0, section: Model.Section(items: ["n"]))],
        moveSections: [(3, 1)]),
      expectedItemCounts: [1, 1, 1, 1])
    #expect(data.items == [["n"], ["d"], ["a"], ["c"]])
  }

  @Test func itemChangesInAMovedSectionUseOldAndNewIndexes() throws {
    // Old section 0 [A,B,C] moves to new 2. Its delete uses the old path [0, 1]; the insert and
    // the move into it use new paths in new section 2.
    var data = try model([["A", "B", "C"], ["D", "E"], ["F"]])
    try data.performBatchUpdates(
      BatchUpdate(
        deleteItems: [ip(0, 1)], insertItems: [(ip(2, 0), "X", nil)],
        moveItems: [(ip(1, 0), ip(2, 1))], moveSections: [(0, 2)]),
      expectedItemCounts: [1, 1, 4])
    #expect(data.items == [["E"], ["F"], ["X", "D", "A", "C"]])
  }

  @Test func reloadsChangeNoData() throws {
    let start = try Model(
      sections: [
        Model.Section(
          items: ["A", "B", "C"],
          sizes: [Size(width: 1, height: 1), Size(width: 2, height: 2), Size(width: 3, height: 3)]),
        Model.Section(items: ["D", "E"], itemSize: Size(width: 5, height: 5)),
      ])
    var data = start
    try data.performBatchUpdates(
      BatchUpdate(reloadItems: [ip(0, 1), ip(0, 1), ip(1, 0)], reloadSections: [1]),
      expectedItemCounts: [3, 2])
    #expect(data.sections == start.sections)
  }

  @Test func aReloadKeepsItsItemAmongOtherChanges() throws {
    // B (old [0, 1]) is reloaded while A is deleted: B keeps its identity and shifts up.
    var data = try abcde()
    try data.performBatchUpdates(BatchUpdate(deleteItems: [ip(0, 0)], reloadItems: [ip(0, 1)]))
    #expect(data.items == [["B", "C"], ["D", "E"]])
  }

  @Test func aReloadInADeletedSectionIsDroppedLikeADelete() throws {
    var data = try abcde()
    try data.performBatchUpdates(BatchUpdate(deleteSections: [0], reloadItems: [ip(0, 1)]))
    #expect(data.items == [["D", "E"]])
  }

  @Test func reloadsAndSectionMovesMakeABatchNonEmpty() {
    #expect(BatchUpdate<String>().isEmpty)
    #expect(!BatchUpdate<String>(reloadItems: [ip(0, 0)]).isEmpty)
    #expect(!BatchUpdate<String>(reloadSections: [0]).isEmpty)
    #expect(!BatchUpdate<String>(moveSections: [(0, 1)]).isEmpty)
  }

  @Test func reloadErrors() throws {
    let start = try abcde()
    let cases: [(BatchUpdate<String>, String, String)] = [
      (
        BatchUpdate(reloadItems: [ip(0, 0), ip(5, 0)]), "batch.reloadItems[1]",
        "attempt to reload item 0 from section 5, but there are only 2 sections before the update"
      ),
      (
        BatchUpdate(reloadItems: [ip(1, 2)]), "batch.reloadItems[0]",
        "attempt to reload item 2 from section 1 which only contains 2 items before the update"
      ),
      (
        BatchUpdate(reloadItems: [ip(0, -1)]), "batch.reloadItems[0]",
        "attempt to reload item -1 from section 0 which only contains 3 items before the update"
      ),
      (
        BatchUpdate(deleteItems: [ip(0, 1)], reloadItems: [ip(0, 1)]), "batch.reloadItems[0]",
        "attempt to delete and reload the same index path ([0, 1])"
      ),
      (
        BatchUpdate(moveItems: [(ip(0, 1), ip(1, 0))], reloadItems: [ip(0, 1)]),
        "batch.reloadItems[0]", "attempt to move and reload the same index path ([0, 1])"
      ),
      (
        BatchUpdate(reloadSections: [2]), "batch.reloadSections[0]",
        "attempt to reload section 2, but there are only 2 sections before the update"
      ),
      (
        BatchUpdate(deleteSections: [1], reloadSections: [0, 1]), "batch.reloadSections[1]",
        "attempt to delete and reload the same section (1)"
      ),
      (
        BatchUpdate(reloadSections: [0], moveSections: [(0, 1)]), "batch.reloadSections[0]",
        "attempt to move and reload the same section (0)"
      ),
    ]
    for (batch, path, message) in cases {
      expectRefused(batch, on: start, path: path, message: message)
    }
  }

  @Test func sectionMoveErrors() throws {
    let start = try model([["A"], ["B"], ["C"]])
    let cases: [(BatchUpdate<String>, String, String)] = [
      (
        BatchUpdate(moveSections: [(3, 0)]), "batch.moveSections[0]",
        "attempt to move section 3, but there are only 3 sections before the update"
      ),
      (
        BatchUpdate(moveSections: [(-1, 0)]), "batch.moveSections[0]",
        "attempt to move section -1, but there are only 3 sections before the update"
      ),
      (
        // One section deleted: the new count is 2, so new index 2 is out of range.
        BatchUpdate(deleteSections: [0], moveSections: [(1, 2)]), "batch.moveSections[0]",
        "attempt to move section 1 to section 2, but there are only 2 sections after the update"
      ),
      (
        BatchUpdate(deleteSections: [1], moveSections: [(1, 0)]), "batch.moveSections[0]",
        "attempt to perform a delete and a move from the same section (1)"
      ),
      (
        BatchUpdate(
          insertSections: [(index: 3, section: Model.Section(items: []))],
          moveSections: [(0, 3)]),
        "batch.moveSections[0]", "attempt to perform an insert and a move to the same section (3)"
      ),
      (
        BatchUpdate(moveSections: [(0, 2), (0, 1)]), "batch.moveSections[1]",
        "attempt to move section 0 to both 2 and 1"
      ),
      (
        BatchUpdate(moveSections: [(0, 2), (1, 2)]), "batch.moveSections[1]",
        "attempt to move both section 0 and 1 to 2"
      ),
    ]
    for (batch, path, message) in cases {
      expectRefused(batch, on: start, path: path, message: message)
    }
  }

  @Test func anExactDuplicateSectionMoveIsDropped() throws {
    var data = try model([["A"], ["B"], ["C"]])
    try data.performBatchUpdates(BatchUpdate(moveSections: [(0, 2), (0, 2)]))
    #expect(data.items == [["B"], ["C"], ["A"]])
  }

  @Test func theCountCheckSeesSectionMoves() throws {
    var data = try abcde()
    // The counts follow the moved sections: [D,E] is new section 0.
    #expect(
      throws: LayoutError(
        path: "batch",
        message:
          "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
      )
    ) {
      try data.performBatchUpdates(BatchUpdate(moveSections: [(1, 0)]), expectedItemCounts: [3, 2])
    }
    #expect(data.items == [["A", "B", "C"], ["D", "E"]])
  }
}
