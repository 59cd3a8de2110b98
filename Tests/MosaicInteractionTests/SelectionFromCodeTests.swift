import MosaicCore
import MosaicInteraction
import Testing

@Suite("Selection from code")
struct SelectionFromCodeTests {
  @Test func singleSelectionReplacesWithoutDelegateCalls() throws {
    let data = try model([["a", "b", "c"], ["d"]])
    var selection = Selection<String>()
    selection.shouldSelect = { _ in false }
    let done1 = selection.select(ip(0, 1), in: data)
    #expect(done1, "shouldSelect is not asked from code")
    let done2 = selection.select(ip(1, 0), in: data)
    #expect(done2)
    #expect(selection.selectedItems == ["d"])
    #expect(selection.indexPaths(in: data) == [ip(1, 0)])
    let done3 = selection.select(ip(1, 1), in: data)
    #expect(!done3, "out of range")
    let done4 = selection.select(ip(2, 0), in: data)
    #expect(!done4)
    #expect(selection.selectedItems == ["d"])
  }

  @Test func multipleSelectionAccumulatesAndDeselects() throws {
    let data = try model([["a", "b", "c"]])
    var selection = Selection<String>(allowsMultipleSelection: true)
    selection.select(ip(0, 2), in: data)
    selection.select(ip(0, 0), in: data)
    selection.select(ip(0, 2), in: data)
    #expect(selection.selectedItems == ["c", "a"], "selection order, no duplicate")
    let done5 = selection.deselect(ip(0, 2), in: data)
    #expect(done5)
    let done6 = selection.deselect(ip(0, 2), in: data)
    #expect(!done6, "not selected any more")
    let done7 = selection.deselect(ip(0, 9), in: data)
    #expect(!done7)
    #expect(selection.selectedItems == ["a"])
    selection.deselectAll()
    #expect(selection.selectedItems.isEmpty)
  }

  @Test func allowsSelectionGatesSelectNotDeselect() throws {
    let data = try model([["a", "b"]])
    var selection = Selection<String>()
    selection.select(ip(0, 0), in: data)
    selection.allowsSelection = false
    let done8 = selection.select(ip(0, 1), in: data)
    #expect(!done8)
    #expect(selection.selectedItems == ["a"])
    let done9 = selection.deselect(ip(0, 0), in: data)
    #expect(done9)
    #expect(selection.selectedItems.isEmpty)
  }

  @Test func selectionFollowsItemsThroughUpdatesAndDeletes() throws {
    var data = try model([["a", "b", "c"], ["d", "e"]])
    var selection = Selection<String>(allowsMultipleSelection: true)
    selection.select(ip(0, 1), in: data)
    selection.select(ip(1, 1), in: data)
    // "b" moves to the end of section 1, "a" is deleted: "b" is now [1, 2], "e" still [1, 1].
    data = try data.applying(
      BatchUpdate(deleteItems: [ip(0, 0)], moveItems: [(ip(0, 1), ip(1, 2))]))
    #expect(data.items == [["c"], ["d", "e", "b"]])
    #expect(selection.indexPaths(in: data) == [ip(1, 2), ip(1, 1)])
    data = try data.tapDelete(ip(1, 2)).model
    selection.prune(to: data)
    #expect(selection.selectedItems == ["e"])
    // A tap after code selection still runs UIKit's sequence.
    #expect(
      selection.tap(ip(1, 1), in: data) == [
        .shouldHighlight(ip(1, 1)), .didHighlight(ip(1, 1)), .shouldDeselect(ip(1, 1)),
        .didDeselect(ip(1, 1)), .didUnhighlight(ip(1, 1)),
      ])
  }
}

@Suite("Tap to move and tap to delete")
struct TapEditTests {
  /// The channel editor: "my channels" and "more channels".
  func channels() throws -> CollectionModel<String> {
    try model([["news", "sport", "tech"], ["music", "film"]])
  }

  @Test func tapMovesToTheEndOfAnotherSectionByDefault() throws {
    let edit = try channels().tapMove(ip(0, 1), toSection: 1)
    #expect(edit.model.items == [["news", "tech"], ["music", "film", "sport"]])
    #expect(edit.batch.moveItems.map(\.from) == [ip(0, 1)])
    #expect(edit.batch.moveItems.map(\.to) == [ip(1, 2)])
    // The change: section 0 changed from the old place on, section 1 at its new end.
    #expect(edit.change.sections.map(\.oldSection) == [0, 1])
    #expect(edit.change.sections.map(\.changedItems) == [1..<1, 2..<3])
  }

  @Test func tapMovesToAChosenIndexAndWithinItsSection() throws {
    let front = try channels().tapMove(ip(1, 1), toSection: 0, at: 0)
    #expect(front.model.items == [["film", "news", "sport", "tech"], ["music"]])
    let end = try channels().tapMove(ip(0, 0), toSection: 0)
    #expect(end.model.items == [["sport", "tech", "news"], ["music", "film"]])
  }

  @Test func tapDeleteRemovesTheItem() throws {
    let edit = try channels().tapDelete(ip(1, 0))
    #expect(edit.model.items == [["news", "sport", "tech"], ["film"]])
    #expect(edit.batch.deleteItems == [ip(1, 0)])
  }

  @Test(
    arguments: [
      (ip(0, 3), 1, nil, "tapMove.item: there is no item 3 in section 0, which holds 3 items"),
      (ip(5, 0), 1, nil, "tapMove.item: there is no section 5: there are 2 sections"),
      (ip(0, 0), 2, nil, "tapMove.toSection: there is no section 2: there are 2 sections"),
      (ip(0, 0), 1, 3, "tapMove.index: index 3 is outside 0...2, the places section 1 has"),
      (ip(0, 0), 0, 3, "tapMove.index: index 3 is outside 0...2, the places section 0 has"),
      (ip(0, 0), 1, -1, "tapMove.index: index -1 is outside 0...2, the places section 1 has"),
    ] as [(IndexPath, Int, Int?, String)])
  func badTapsAreOneLineErrors(path: IndexPath, section: Int, index: Int?, message: String) throws {
    let data = try channels()
    #expect(throws: LayoutError.self) { try data.tapMove(path, toSection: section, at: index) }
    do {
      _ = try data.tapMove(path, toSection: section, at: index)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func badDeleteIsAOneLineError() throws {
    let data = try channels()
    do {
      _ = try data.tapDelete(ip(1, 2))
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description == "tapDelete.item: there is no item 2 in section 1, which holds 2 items")
    }
  }

  @Test func aSessionAppliesTheEditByItsChange() throws {
    var session = try reorderSession(sections: [3, 2])
    let edit = try session.model.tapMove(ip(0, 0), toSection: 1)
    try session.apply(edit)
    #expect(session.model.items == [["0.1", "0.2"], ["1.0", "1.1", "0.0"]])
    #expect(session.layout.attributes(for: .cell(section: 1, item: 2)) != nil)
    #expect(session.layout.attributes(for: .cell(section: 0, item: 2)) == nil)
  }
}
