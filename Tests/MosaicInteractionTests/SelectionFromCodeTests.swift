import MosaicCore
import MosaicInteraction
import Testing

@Suite("Selection from code")
struct SelectionFromCodeTests {
  @Test func singleSelectionReplacesWithoutDelegateCalls() throws {
    let data = try model([["a", "b", "c"], ["d"]])
    var selection = Selection<String>()
    selection.shouldSelect = { _ in false }
    let done1 = selection.selectItem(at: ip(0, 1), in: data)
    #expect(done1, "shouldSelect is not asked from code")
    let done2 = selection.selectItem(at: ip(1, 0), in: data)
    #expect(done2)
    #expect(selection.selectedItems == ["d"])
    #expect(selection.indexPathsForSelectedItems(in: data) == [ip(1, 0)])
    let done3 = selection.selectItem(at: ip(1, 1), in: data)
    #expect(!done3, "out of range")
    let done4 = selection.selectItem(at: ip(2, 0), in: data)
    #expect(!done4)
    #expect(selection.selectedItems == ["d"])
  }

  @Test func multipleSelectionAccumulatesAndDeselects() throws {
    let data = try model([["a", "b", "c"]])
    var selection = Selection<String>(allowsMultipleSelection: true)
    selection.selectItem(at: ip(0, 2), in: data)
    selection.selectItem(at: ip(0, 0), in: data)
    selection.selectItem(at: ip(0, 2), in: data)
    #expect(selection.selectedItems == ["c", "a"], "selection order, no duplicate")
    let done5 = selection.deselectItem(at: ip(0, 2), in: data)
    #expect(done5)
    let done6 = selection.deselectItem(at: ip(0, 2), in: data)
    #expect(!done6, "not selected any more")
    let done7 = selection.deselectItem(at: ip(0, 9), in: data)
    #expect(!done7)
    #expect(selection.selectedItems == ["a"])
    selection.deselectAll()
    #expect(selection.selectedItems.isEmpty)
  }

  @Test func allowsSelectionGatesSelectNotDeselect() throws {
    let data = try model([["a", "b"]])
    var selection = Selection<String>()
    selection.selectItem(at: ip(0, 0), in: data)
    selection.allowsSelection = false
    let done8 = selection.selectItem(at: ip(0, 1), in: data)
    #expect(!done8)
    #expect(selection.selectedItems == ["a"])
    let done9 = selection.deselectItem(at: ip(0, 0), in: data)
    #expect(done9)
    #expect(selection.selectedItems.isEmpty)
  }

  @Test func selectionFollowsItemsThroughUpdatesAndDeletes() throws {
    var data = try model([["a", "b", "c"], ["d", "e"]])
    var selection = Selection<String>(allowsMultipleSelection: true)
    selection.selectItem(at: ip(0, 1), in: data)
    selection.selectItem(at: ip(1, 1), in: data)
    // "b" moves to the end of section 1, "a" is deleted: "b" is now [1, 2], "e" still [1, 1].
    data = try data.applying(
      BatchUpdate(deleteItems: [ip(0, 0)], moveItems: [(ip(0, 1), ip(1, 2))])
    ).model
    #expect(data.items == [["c"], ["d", "e", "b"]])
    #expect(selection.indexPathsForSelectedItems(in: data) == [ip(1, 2), ip(1, 1)])
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
