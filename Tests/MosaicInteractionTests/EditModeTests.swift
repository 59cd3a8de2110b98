import Mosaic
import MosaicTestSupport
import Testing

@Suite("Edit mode, target rules and the grab offset")
struct EditModeTests {
  let angle = Double.pi / 90

  @Test func rotationIsUIKits() {
    let quarter = Transform.rotation(.pi / 2)
    #expect(abs(quarter.a) < 1e-15 && quarter.b == 1 && quarter.c == -1 && abs(quarter.d) < 1e-15)
    #expect(quarter.tx == 0 && quarter.ty == 0)
    #expect(Transform.rotation(0) == .identity)
    #expect(Transform.rotation(.nan) == .identity)
  }

  @Test func cellsJiggleByTickAndLeavingRestoresIdentity() throws {
    var session = try reorderSession(sections: [8], header: 30)
    #expect(session.layout.attributes(for: .cell(section: 0, item: 0))?.transform == .identity)
    session.setEditing(true)
    #expect(session.isEditing)
    let plus = Transform.rotation(angle)
    let minus = Transform.rotation(-angle)
    func transforms() -> [Transform] {
      (0..<3).map {
        session.layout.attributes(for: .cell(section: 0, item: $0))?.transform ?? .identity
      }
    }
    #expect(transforms() == [plus, minus, plus], "neighbours alternate")
    session.tick(count: 5)
    #expect(transforms() == [plus, minus, plus], "still in the first period of 6 frames")
    session.tick()
    #expect(session.editModeFrame == 6)
    #expect(transforms() == [minus, plus, minus], "flipped after 6 frames")
    // Rect queries carry the same transforms; the header does not jiggle, and frames do not move.
    let listed = session.layout.elements(in: Rect(x: 0, y: 0, width: 390, height: 300))
    #expect(listed.first { $0.id == .header(section: 0) }?.transform == .identity)
    #expect(listed.first { $0.id == .cell(section: 0, item: 1) }?.transform == plus)
    #expect(listed.first { $0.id == .cell(section: 0, item: 1) }?.frame.x == 80 + 70.0 / 3)
    session.editMode = EditModeOptions(jiggleAngle: 0.1, jigglePeriod: 0)
    #expect(session.layout.attributes(for: .cell(section: 0, item: 0))?.transform == .rotation(0.1))
    session.setEditing(false)
    #expect(!session.isEditing)
    #expect(
      session.layout.elements(in: Rect(x: 0, y: 0, width: 390, height: 300)).allSatisfy {
        $0.transform == .identity
      })
    // The clock runs only in edit mode and starts again at 0.
    session.tick(count: 7)
    session.setEditing(true)
    #expect(session.editModeFrame == 0)
  }

  @Test func touchDownBeginsADragOnlyInEditMode() throws {
    var session = try reorderSession(sections: [8])
    let outside = session.touchDown(atViewportPoint: centre(2))
    #expect(!outside, "outside edit mode a drag waits for a long press")
    #expect(!session.isDragging)
    session.setEditing(true)
    let inside = session.touchDown(atViewportPoint: centre(2))
    #expect(inside)
    #expect(session.originalIndexPath == IndexPath(section: 0, item: 2))
    // The lifted snapshot is still; the others jiggle.
    let lifted = session.layout.attributes(for: .cell(section: 0, item: 2))
    #expect(lifted?.transform == .identity)
    #expect(lifted?.zIndex == Int.max)
    #expect(
      session.layout.attributes(for: .cell(section: 0, item: 1))?.transform == .rotation(-angle))
    let onGap = try reorderSession(sections: [8])
    var gap = onGap
    gap.setEditing(true)
    let began = gap.touchDown(atViewportPoint: Point(x: 90, y: 40))
    #expect(!began)
  }

  /// Items 0 and 1 span x 0...80 and 103.33...183.33 on the first line. Lifted 30 pt left of
  /// item 0's centre and moved to x 95 (the gap), the finger is over no cell while the snapshot
  /// spans 85...165, its centre 18.33 from item 1's.
  @Test(arguments: [
    (ReorderTargetRule.underFinger, 0), (.centreProximity, 1), (.intersection, 1),
  ])
  func rulesPickFromTheSnapshotOrTheFinger(rule: ReorderTargetRule, expected: Int) throws {
    var session = try reorderSession(sections: [8])
    session.targetRule = rule
    let began = session.begin(atViewportPoint: Point(x: 10, y: 40))
    #expect(began)
    session.move(toViewportPoint: Point(x: 95, y: 40))
    #expect(session.target == IndexPath(section: 0, item: expected))
    #expect(session.layout.attributes(for: .cell(section: 0, item: expected))?.frame.midX == 125)
  }

  @Test func centreProximityNeedsTheCentreWithinHalfTheSnapshot() throws {
    var session = try reorderSession(sections: [8])
    session.targetRule = .centreProximity
    _ = session.begin(atViewportPoint: Point(x: 10, y: 40))
    // Snapshot centre at 103.4: 39.93 from item 1's centre (143.33), within 40.
    session.move(toViewportPoint: Point(x: 73.4, y: 40))
    #expect(session.target == IndexPath(section: 0, item: 1))
    session.cancel()
    _ = session.begin(atViewportPoint: Point(x: 10, y: 40))
    // Snapshot centre at 103.3: 40.03 away: not yet.
    session.move(toViewportPoint: Point(x: 73.3, y: 40))
    #expect(session.target == IndexPath(section: 0, item: 0))
    // Across lines too: item 4's centre is 90 below item 0's; the snapshot's centre must come
    // within half its height (40) of it, so 49 down is not enough and 51 is.
    session.move(toViewportPoint: Point(x: 10, y: 40 + 49))
    #expect(session.target == IndexPath(section: 0, item: 0))
    session.move(toViewportPoint: Point(x: 10, y: 40 + 51))
    #expect(session.target == IndexPath(section: 0, item: 4))
  }

  @Test func intersectionKeepsTheSlotUntilAnotherCellIsCoveredMore() throws {
    var session = try reorderSession(sections: [8])
    session.targetRule = .intersection
    _ = session.begin(atViewportPoint: Point(x: 10, y: 40))
    // The finger 30 pt left of the snapshot's centre. Snapshot 50...130: 30 pt of slot 0
    // against 26.67 of item 1.
    session.move(toViewportPoint: Point(x: 60, y: 40))
    #expect(session.target == IndexPath(section: 0, item: 0))
    // 55...135: 25 against 31.67: item 1.
    session.move(toViewportPoint: Point(x: 65, y: 40))
    #expect(session.target == IndexPath(section: 0, item: 1))
    // The slot moved under the snapshot: it stays, however often the target is re-evaluated.
    session.move(toViewportPoint: Point(x: 65, y: 40))
    session.move(toViewportPoint: Point(x: 66, y: 40))
    #expect(session.target == IndexPath(section: 0, item: 1))
    #expect(session.end()?.to == IndexPath(section: 0, item: 1))
    #expect(session.model.items == [["0.1", "0.0", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"]])
  }

  @Test func grabOffsetIsAnOption() throws {
    var kept = try reorderSession(sections: [8])
    _ = kept.begin(atViewportPoint: Point(x: 10, y: 20))
    #expect(kept.layout.attributes(for: .cell(section: 0, item: 0))?.frame.center == centre(0))
    var centred = try reorderSession(sections: [8])
    centred.keepsGrabOffset = false
    _ = centred.begin(atViewportPoint: Point(x: 10, y: 20))
    #expect(
      centred.layout.attributes(for: .cell(section: 0, item: 0))?.frame.center
        == Point(x: 10, y: 20))
  }
}
