import Mosaic
import MosaicTestSupport
import Testing

/// Dragging several items over the 4-column grid of `reorderSession` (80×80 items, lines 90
/// apart, a 390×300 viewport, items named "s.i").
@Suite("Reorder sessions: several items at once")
struct MultiItemReorderTests {
  @Test func aGroupLeavesTheLayoutAtTheLiftAndLandsTogetherAtTheTarget() throws {
    var session = try reorderSession(sections: [8, 4])
    let began = try session.begin(
      atViewportPoint: centre(1),
      alsoLifting: [
        IndexPath(section: 1, item: 2), IndexPath(section: 0, item: 3),
        IndexPath(section: 0, item: 6), IndexPath(section: 0, item: 1),
      ])
    #expect(began)
    #expect(
      session.liftedIndexPaths == [
        IndexPath(section: 0, item: 1), IndexPath(section: 0, item: 3),
        IndexPath(section: 0, item: 6), IndexPath(section: 1, item: 2),
      ])
    // The layout without the lead's companions: 6 + 3 cells, the lead under the finger.
    let cells = session.layout.allElements(viewport: session.viewport).filter {
      $0.id.category == .cell
    }
    #expect(cells.count == 9)
    #expect(session.layout.sectionFrame(0)?.height == 170, "two lines of six items")
    #expect(session.target == IndexPath(section: 0, item: 1))

    // Section 1 starts at 170: its second cell's centre is at y 210.
    session.move(toViewportPoint: Point(x: centre(1).x, y: 210))
    #expect(session.target == IndexPath(section: 1, item: 1))
    #expect(session.model.items[0].count == 8, "nothing committed yet")

    let moved = session.end()
    #expect(
      moved?.from == IndexPath(section: 0, item: 1) && moved?.to == IndexPath(section: 1, item: 1))
    #expect(
      session.model.items == [
        ["0.0", "0.2", "0.4", "0.5", "0.7"], ["1.0", "0.1", "0.3", "0.6", "1.2", "1.1", "1.3"],
      ])
    let drop = try #require(session.lastDrop)
    #expect(
      drop.batch.moveItems.map { [$0.0, $0.1] } == [
        [IndexPath(section: 0, item: 1), IndexPath(section: 1, item: 1)],
        [IndexPath(section: 0, item: 3), IndexPath(section: 1, item: 2)],
        [IndexPath(section: 0, item: 6), IndexPath(section: 1, item: 3)],
        [IndexPath(section: 1, item: 2), IndexPath(section: 1, item: 4)],
      ])
    // The transition starts each item where it was before the lift.
    let arriving = try #require(drop.transition.transition(forNew: .cell(section: 1, item: 2)))
    #expect(arriving.start.frame.center == centre(3))
    #expect(session.layout.allElements(viewport: session.viewport).count == 12)
  }

  @Test func cancelPutsEveryItemBackAndRefusalsStayInPlace() throws {
    var session = try reorderSession(sections: [8])
    let before = session.layout.allElements(viewport: session.viewport)
    session.canMove = { $0.item != 5 }
    let began = try session.begin(
      atViewportPoint: centre(0),
      alsoLifting: [IndexPath(section: 0, item: 5), IndexPath(section: 0, item: 7)])
    #expect(began)
    #expect(
      session.liftedIndexPaths == [IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 7)])
    #expect(session.cancel() == .cancelled(IndexPath(section: 0, item: 0)))
    #expect(session.layout.allElements(viewport: session.viewport) == before)
    #expect(session.model.items == [(0..<8).map { "0.\($0)" }])
    #expect(session.liftedIndexPaths.isEmpty)

    // An index path with no item is refused, naming it, and nothing is lifted.
    #expect(throws: LayoutError(path: "alsoLifting[1]", message: "no item at [0, 9]")) {
      try session.begin(
        atViewportPoint: centre(0),
        alsoLifting: [IndexPath(section: 0, item: 2), IndexPath(section: 0, item: 9)])
    }
    #expect(!session.isDragging)
    // Over a gap nothing lifts, whatever the companions.
    let overGap = try session.begin(
      atViewportPoint: Point(x: 90, y: 40), alsoLifting: [IndexPath(section: 0, item: 2)])
    #expect(!overGap)
  }

  @Test func aKeyboardGroupIsAnnouncedAsOne() throws {
    var session = try reorderSession(sections: [8])
    let picked = try session.pickUp(
      IndexPath(section: 0, item: 2), alsoLifting: [IndexPath(section: 0, item: 0)])
    #expect(picked == .pickedUpGroup(IndexPath(section: 0, item: 2), count: 2))
    #expect(
      session.announcements.text(for: try #require(picked))
        == "Picked up 2 items, led by item 3 of section 1.")
    // Without item 0 the lead is the second item.
    #expect(session.target == IndexPath(section: 0, item: 1))
    let step = session.moveLifted(.next)
    #expect(step == .moved(IndexPath(section: 0, item: 1), to: IndexPath(section: 0, item: 2)))
    let dropped = session.drop()
    #expect(
      dropped
        == .droppedGroup(
          IndexPath(section: 0, item: 2), count: 2, at: IndexPath(section: 0, item: 2)))
    #expect(
      session.announcements.text(for: try #require(dropped))
        == "Dropped 2 items at position 3 of section 1.")
    #expect(session.model.items == [["0.1", "0.3", "0.0", "0.2", "0.4", "0.5", "0.6", "0.7"]])
  }

  @Test func aGroupDroppedWhereItStandsGathersAndAOneItemDropInPlaceMovesNothing() throws {
    var session = try reorderSession(sections: [8])
    _ = try session.begin(atViewportPoint: centre(4), alsoLifting: [IndexPath(section: 0, item: 1)])
    // Without item 1, item 4 is the fourth: dropped at once, the group lands from there.
    session.end()
    #expect(session.model.items == [["0.0", "0.2", "0.3", "0.1", "0.4", "0.5", "0.6", "0.7"]])
    let began = session.begin(atViewportPoint: centre(6))
    #expect(began)
    session.end()
    #expect(session.lastDrop?.batch.moveItems.isEmpty == true)
    #expect(session.model.items == [["0.0", "0.2", "0.3", "0.1", "0.4", "0.5", "0.6", "0.7"]])
  }
}
