import Mosaic
import MosaicTestSupport
import Testing

/// Keyboard reordering over the 4-column grid of `reorderSession` (80×80 items, lines 90 apart, a
/// 390×300 viewport).
@Suite("Reorder sessions: from the keyboard")
struct KeyboardReorderTests {
  @Test func arrowsTradePlacesAlongTheGridAndDropCommitsOneMove() throws {
    var session = try reorderSession(sections: [12])
    let event1 = session.pickUp(IndexPath(section: 0, item: 1))
    #expect(event1 == .pickedUp(IndexPath(section: 0, item: 1)))
    #expect(session.isDragging)
    // Drawn in its slot, above the others.
    let lifted = try #require(session.layout.attributes(for: .cell(section: 0, item: 1)))
    #expect(lifted.frame.center == centre(1) && lifted.zIndex == Int.max)

    let down = session.moveLifted(.down)
    #expect(down == .moved(IndexPath(section: 0, item: 1), to: IndexPath(section: 0, item: 5)))
    #expect(session.target == IndexPath(section: 0, item: 5))
    let moved = try #require(session.layout.attributes(for: .cell(section: 0, item: 5)))
    #expect(moved.frame.center == centre(5) && moved.zIndex == Int.max)
    // Items 2–5 slid back one slot each: item 5 ("0.5") now fills slot 4.
    #expect(session.layout.attributes(for: .cell(section: 0, item: 4))?.frame.center == centre(4))
    #expect(session.model.items == [(0..<12).map { "0.\($0)" }], "nothing committed yet")

    let event2 = session.moveLifted(.right)
    #expect(event2?.isMoved(to: IndexPath(section: 0, item: 6)) == true)
    let event3 = session.moveLifted(.left)
    #expect(event3?.isMoved(to: IndexPath(section: 0, item: 5)) == true)
    let event4 = session.moveLifted(.up)
    #expect(event4?.isMoved(to: IndexPath(section: 0, item: 1)) == true)
    let event5 = session.moveLifted(.next)
    #expect(event5?.isMoved(to: IndexPath(section: 0, item: 2)) == true)
    let event6 = session.moveLifted(.down)
    #expect(event6?.isMoved(to: IndexPath(section: 0, item: 6)) == true)

    let event7 = session.drop()
    #expect(event7 == .dropped(IndexPath(section: 0, item: 1), at: IndexPath(section: 0, item: 6)))
    #expect(!session.isDragging)
    #expect(
      session.model.items == [
        ["0.0", "0.2", "0.3", "0.4", "0.5", "0.6", "0.1"] + (7..<12).map { "0.\($0)" }
      ])
  }

  @Test func edgesAnnounceThatTheItemCannotMove() throws {
    var session = try reorderSession(sections: [6])
    let start = IndexPath(section: 0, item: 0)
    _ = session.pickUp(start)
    let event8 = session.moveLifted(.up)
    #expect(event8 == .notMoved(start, at: start, .up))
    let event9 = session.moveLifted(.left)
    #expect(event9 == .notMoved(start, at: start, .left))
    let event10 = session.moveLifted(.previous)
    #expect(event10 == .notMoved(start, at: start, .previous))
    // Down from slot 0 reaches item 4, the second line's first.
    let event11 = session.moveLifted(.down)
    #expect(event11?.isMoved(to: IndexPath(section: 0, item: 4)) == true)
    let end = IndexPath(section: 0, item: 4)
    let event12 = session.moveLifted(.down)
    #expect(event12 == .notMoved(start, at: end, .down))
    let event13 = session.moveLifted(.right)
    #expect(event13?.isMoved(to: IndexPath(section: 0, item: 5)) == true)
    let event14 = session.moveLifted(.next)
    #expect(event14 == .notMoved(start, at: IndexPath(section: 0, item: 5), .next))
    // A refusal by `targetFor` is announced the same way, and keeps the target.
    session.targetFor = { _, _, _ in nil }
    let event15 = session.moveLifted(.left)
    #expect(
      event15 == .notMoved(start, at: IndexPath(section: 0, item: 5), .left))
    #expect(session.target == IndexPath(section: 0, item: 5))
  }

  @Test func nextAndPreviousCrossSectionsIncludingEmptyOnes() throws {
    var session = try reorderSession(sections: [3, 0, 2])
    let original = IndexPath(section: 0, item: 2)
    _ = session.pickUp(original)
    let steps: [(FocusDirection, IndexPath)] = [
      (.next, IndexPath(section: 1, item: 0)),  // into the empty section
      (.next, IndexPath(section: 2, item: 0)),
      (.next, IndexPath(section: 2, item: 1)),
      (.next, IndexPath(section: 2, item: 2)),  // after the last item
      (.previous, IndexPath(section: 2, item: 1)),
      (.previous, IndexPath(section: 2, item: 0)),
      (.previous, IndexPath(section: 1, item: 0)),
      (.previous, IndexPath(section: 0, item: 2)),  // the end of section 0, where it was
      (.previous, IndexPath(section: 0, item: 1)),
      (.next, IndexPath(section: 0, item: 2)),
      (.next, IndexPath(section: 1, item: 0)),
    ]
    for (direction, expected) in steps {
      let event16 = session.moveLifted(direction)
      #expect(event16 == .moved(original, to: expected), "\(direction)")
    }
    // Down from the section the item alone fills reaches the next section's first cell; only
    // `previous` leads back into a section that would be empty without it.
    let event17 = session.moveLifted(.down)
    #expect(event17 == .moved(original, to: IndexPath(section: 2, item: 0)))
    let event19 = session.moveLifted(.previous)
    #expect(event19 == .moved(original, to: IndexPath(section: 1, item: 0)))
    let event18 = session.drop()
    #expect(event18 == .dropped(original, at: IndexPath(section: 1, item: 0)))
    #expect(session.model.items == [["0.0", "0.1"], ["0.2"], ["2.0", "2.1"]])
  }

  @Test func aStepOffScreenScrollsTheLeastThatShowsTheSlot() throws {
    var session = try reorderSession(sections: [40])
    _ = session.pickUp(IndexPath(section: 0, item: 9))
    // Slot 13 is on the fourth line (y 270–350); the viewport shows 0–300.
    _ = session.moveLifted(.down)
    #expect(session.viewport.contentOffset == Point(x: 0, y: 50))
    _ = session.moveLifted(.up)
    #expect(session.viewport.contentOffset == Point(x: 0, y: 50), "slot 9 (180–260) is shown")
    _ = session.moveLifted(.up)
    _ = session.moveLifted(.up)
    #expect(session.viewport.contentOffset == Point(x: 0, y: 0), "slot 1 (0–80)")
    // Auto-scroll is the finger's: ticks do nothing while an item is lifted by keyboard.
    session.scroll(toContentOffset: Point(x: 0, y: 3))
    #expect(session.tick(count: 10) == 0)
    #expect(session.target == IndexPath(section: 0, item: 1))
  }

  @Test func fingerAndKeyboardDragsDoNotMix() throws {
    var session = try reorderSession(sections: [8])
    _ = session.pickUp(IndexPath(section: 0, item: 0))
    session.move(toViewportPoint: centre(6))
    #expect(session.target == IndexPath(section: 0, item: 0), "the finger is ignored")
    let began = session.begin(atViewportPoint: centre(3))
    #expect(!began)
    let event19 = session.pickUp(IndexPath(section: 0, item: 3))
    #expect(event19 == nil)
    let event20 = session.cancel()
    #expect(event20 == .cancelled(IndexPath(section: 0, item: 0)))
    let event21 = session.cancel()
    #expect(event21 == nil)
    let event22 = session.drop()
    #expect(event22 == nil)

    let began2 = session.begin(atViewportPoint: centre(2))
    #expect(began2)
    let event23 = session.moveLifted(.down)
    #expect(event23 == nil, "a finger's drag does not move by keyboard")
    let event24 = session.pickUp(IndexPath(section: 0, item: 4))
    #expect(event24 == nil)
    session.move(toViewportPoint: centre(7))
    let event25 = session.drop()
    #expect(event25 == .dropped(IndexPath(section: 0, item: 2), at: IndexPath(section: 0, item: 7)))

    let event26 = session.pickUp(IndexPath(section: 0, item: 8))
    #expect(event26 == nil, "no such item")
    let event27 = session.pickUp(IndexPath(section: 1, item: 0))
    #expect(event27 == nil)
    session.canMove = { $0.item != 5 }
    let event28 = session.pickUp(IndexPath(section: 0, item: 5))
    #expect(event28 == nil)
    #expect(session.model.items == [["0.0", "0.1", "0.3", "0.4", "0.5", "0.6", "0.7", "0.2"]])
  }

  @Test func announcementsReadInEnglishFromOneAndCanBeReplaced() throws {
    let english = ReorderAnnouncements.english
    let from = IndexPath(section: 0, item: 2)
    let to = IndexPath(section: 1, item: 4)
    #expect(english.text(for: .pickedUp(from)) == "Picked up item 3 of section 1.")
    #expect(
      english.text(for: .moved(from, to: to))
        == "Moved item 3 of section 1 to position 5 of section 2.")
    #expect(
      english.text(for: .notMoved(from, at: to, .down))
        == "Item 3 of section 1 cannot move down from position 5 of section 2.")
    #expect(
      english.text(for: .notMoved(from, at: to, .next))
        == "Item 3 of section 1 cannot move forward from position 5 of section 2.")
    #expect(
      english.text(for: .dropped(from, at: to))
        == "Dropped item 3 of section 1 at position 5 of section 2.")
    #expect(
      english.text(for: .dropped(from, at: from)) == "Dropped item 3 of section 1 where it was.")
    #expect(
      english.text(for: .cancelled(from)) == "Cancelled: item 3 of section 1 is back in place.")

    var session = try reorderSession(sections: [4])
    session.announcements.moved = { "Déplacé \($0.item + 1) → \($1.item + 1)" }
    let picked = session.pickUp(IndexPath(section: 0, item: 0))
    let event = try #require(picked)
    #expect(session.announcements.text(for: event) == "Picked up item 1 of section 1.")
    let moved = session.moveLifted(.right)
    let step = try #require(moved)
    #expect(session.announcements.text(for: step) == "Déplacé 1 → 2")
  }
}

extension ReorderEvent {
  /// True for a ``moved(_:to:)`` to `target`.
  func isMoved(to target: IndexPath) -> Bool {
    if case .moved(_, let reached) = self { return reached == target }
    return false
  }
}
