import MosaicCore
import MosaicInteraction
import Testing

@Suite("Selection and highlight")
struct SelectionTests {
  @Test func singleSelectionOrder() throws {
    let data = try model([["a", "b", "c"]])
    var selection = Selection<String>()
    #expect(
      selection.tap(ip(0, 1), in: data) == [
        .shouldHighlight(ip(0, 1)), .didHighlight(ip(0, 1)), .shouldSelect(ip(0, 1)),
        .didSelect(ip(0, 1)),
        .didUnhighlight(ip(0, 1)),
      ])
    #expect(
      selection.tap(ip(0, 2), in: data) == [
        .shouldHighlight(ip(0, 2)), .didHighlight(ip(0, 2)), .shouldSelect(ip(0, 2)),
        .didDeselect(ip(0, 1)),
        .didSelect(ip(0, 2)), .didUnhighlight(ip(0, 2)),
      ])
    #expect(selection.selectedItems == ["c"])
    // Tapping the selected item again in single selection selects it again; nothing is deselected.
    #expect(selection.tap(ip(0, 2), in: data).contains(.didSelect(ip(0, 2))))
    #expect(selection.selectedItems == ["c"])
  }

  @Test func multipleSelectionTogglesWithDeselect() throws {
    let data = try model([["a", "b"]])
    var selection = Selection<String>(allowsMultipleSelection: true)
    _ = selection.tap(ip(0, 0), in: data)
    _ = selection.tap(ip(0, 1), in: data)
    #expect(selection.selectedItems == ["a", "b"])
    #expect(
      selection.tap(ip(0, 0), in: data) == [
        .shouldHighlight(ip(0, 0)), .didHighlight(ip(0, 0)), .shouldDeselect(ip(0, 0)),
        .didDeselect(ip(0, 0)),
        .didUnhighlight(ip(0, 0)),
      ])
    #expect(selection.selectedItems == ["b"])
  }

  @Test func refusalsStopTheSequence() throws {
    let data = try model([["a", "b"]])
    var selection = Selection<String>()
    selection.shouldHighlight = { $0.item != 0 }
    selection.shouldSelect = { $0.item != 1 }
    #expect(selection.tap(ip(0, 0), in: data) == [.shouldHighlight(ip(0, 0))])
    #expect(
      selection.tap(ip(0, 1), in: data) == [
        .shouldHighlight(ip(0, 1)), .didHighlight(ip(0, 1)), .shouldSelect(ip(0, 1)),
        .didUnhighlight(ip(0, 1)),
      ])
    #expect(selection.selectedItems.isEmpty)
    #expect(selection.tap(nil, in: data).isEmpty)
    #expect(selection.tap(ip(3, 0), in: data).isEmpty)
  }

  @Test func selectionFollowsItsItemThroughUpdates() throws {
    var data = try model([["a", "b", "c"], ["d"]])
    var selection = Selection<String>(allowsMultipleSelection: true)
    _ = selection.tap(ip(0, 0), in: data)
    _ = selection.tap(ip(0, 2), in: data)
    try data.performBatchUpdates(
      BatchUpdate(deleteItems: [ip(0, 2)], moveItems: [(ip(0, 0), ip(1, 1))]))
    selection.prune(to: data)
    #expect(selection.selectedItems == ["a"])
    #expect(selection.indexPathsForSelectedItems(in: data) == [ip(1, 1)])
  }
}
