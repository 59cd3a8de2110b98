import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `mosaic simulate`'s edit mode, selection from code, tap edits, snapshots and snapping, run
/// in-process on the example scripts and inline ones.
@Suite("mosaic simulate: edit mode, selection, tap edits, snapshots, snapping")
struct SimulateEditTests {
  func run(_ document: String, example script: String) throws -> [String: Any] {
    let outcome = mosaic(
      "simulate", RepositoryFiles.path("Examples/\(document)"), "--script",
      RepositoryFiles.path("Examples/scripts/\(script)"))
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    return try #require(try parseJSON(outcome.output) as? [String: Any])
  }

  func run(inline script: String, on document: String = "flow-reorder.json") throws
    -> MosaicTool.Outcome
  {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-edit-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try script.write(to: file, atomically: true, encoding: .utf8)
    return mosaic("simulate", RepositoryFiles.path("Examples/\(document)"), "--script", file.path)
  }

  func steps(_ result: [String: Any]) -> [(ok: Bool, error: String?, target: [Int]?)] {
    (result["steps"] as? [[String: Any]] ?? []).map {
      ($0["ok"] as? Bool ?? false, $0["error"] as? String, $0["target"] as? [Int])
    }
  }

  func cells(_ result: [String: Any]) -> [[String: Any]] {
    let layout = result["layout"] as? [String: Any] ?? [:]
    return (layout["elements"] as? [[String: Any]] ?? []).filter {
      $0["category"] as? String == "cell"
    }
  }

  @Test func editModeDragsOnTouchDownAndJiggles() throws {
    let result = try run("flow-reorder.json", example: "edit-mode.json")
    let steps = steps(result)
    #expect(steps.map(\.ok) == [false, true, true, true, true, true, true])
    #expect(
      steps[0].error == "op: a touch begins a drag only in edit mode; use dragBegin outside it")
    // Centred on the finger at x 150, the snapshot's centre is 6.67 from item 1's: a swap.
    #expect(steps[4].target == [0, 1])
    #expect((result["order"] as? [[String]])?.first?.prefix(3) == ["0.1", "0.0", "0.2"])
    // Frame 7 of a 6-frame period: item 0 turns by -0.05, item 1 by +0.05.
    let cells = cells(result)
    #expect(cells.count == 14)
    let transforms = cells.map { $0["transform"] as? [Double] ?? [] }
    #expect(transforms.allSatisfy { $0.count == 6 })
    #expect(abs(transforms[0][1] - sin(-0.05)) < 1e-15 && abs(transforms[0][0] - cos(0.05)) < 1e-15)
    #expect(abs(transforms[1][1] - sin(0.05)) < 1e-15)
  }

  @Test func leavingEditModeDropsTheTransforms() throws {
    let outcome = try run(
      inline:
        #"[{"op": "editMode"}, {"op": "tick", "count": 2}, {"op": "editMode", "editing": false}]"#)
    #expect(outcome.status == 0)
    let result = try #require(try parseJSON(outcome.output) as? [String: Any])
    #expect(cells(result).allSatisfy { $0["transform"] == nil })
    #expect(!outcome.output.contains("transform"))
  }

  @Test func selectionFromCodeFollowsItems() throws {
    let result = try run("flow-reorder.json", example: "select-from-code.json")
    let steps = steps(result)
    #expect(steps.map(\.ok) == [true, true, true, true, false, true, true, false])
    #expect(steps[4].error == "item: there is no item at [0, 9]")
    #expect(steps[7].error == "item: allowsSelection is false")
    // "1.0" stayed selected and moved to the front of section 0 with the batch.
    #expect(result["selected"] as? [[String]] == [["1.0"], []])
  }

  @Test func tapMoveAndTapDelete() throws {
    let result = try run("flow-reorder.json", example: "tap-move.json")
    #expect(
      result["order"] as? [[String]] == [
        ["1.0", "0.1", "0.2", "0.4", "0.5", "0.6", "0.7"],
        ["1.1", "1.2", "1.3", "1.4", "1.5", "0.0"],
      ])
    let steps = steps(result)
    #expect(steps.map(\.ok) == [true, true, true, false])
    #expect(steps[3].error == "tapMove.toSection: there is no section 5: there are 2 sections")
    // The moved item is laid out at the end of section 1: its sixth cell, the second of line 2.
    let moved = cells(result).first { $0["section"] as? Int == 1 && $0["item"] as? Int == 5 }
    let frame = try #require(moved?["frame"] as? [String: Double])
    #expect(frame["y"] == 320)
    #expect(abs((frame["x"] ?? 0) - (80 + 70.0 / 3)) < 1e-9)
  }

  @Test func applySnapshotMatchesSectionsByIdentity() throws {
    let result = try run("flow-reorder.json", example: "apply-snapshot.json")
    let steps = steps(result)
    #expect(steps.map(\.ok) == [true, false, true, true])
    #expect(steps[1].error == "sections[0].items[1]: item x is already in the snapshot")
    // After the first snapshot: ["1.0", "0.0", "new1"], ["0.1"], ["0.2", "0.3"]; the batch
    // inserts "s1" in front, which the last snapshot refers to.
    #expect(result["order"] as? [[String]] == [["0.3"], ["0.2"]])
  }

  @Test func aSnapshotsFirstStepIsExact() throws {
    let outcome = try run(
      inline: #"""
        [{"op": "applySnapshot", "sections": [
          {"id": "1", "items": ["1.0", "0.0", "new1"]}, {"id": "fresh", "items": ["0.1"]},
          {"id": "0", "items": ["0.2", "0.3"]}]}]
        """#)
    let result = try #require(try parseJSON(outcome.output) as? [String: Any])
    #expect(result["order"] as? [[String]] == [["1.0", "0.0", "new1"], ["0.1"], ["0.2", "0.3"]])
  }

  @Test func aSnapshotsReloadsNameItsItems() throws {
    let outcome = try run(
      inline: #"""
        [{"op": "applySnapshot", "sections": [{"id": "1", "items": ["1.0", "0.0"]},
          {"id": "0", "items": ["0.1"]}], "reloadItems": ["0.1", "1.0"]},
         {"op": "applySnapshot", "sections": [], "reloadItems": ["nope"]}]
        """#)
    let result = try #require(try parseJSON(outcome.output) as? [String: Any])
    #expect(result["order"] as? [[String]] == [["1.0", "0.0"], ["0.1"]])
    #expect(
      steps(result).map(\.error) == [nil, "reloadItems[0]: item nope is not in the snapshot"])
  }

  @Test func snapSetsTheOffset() throws {
    // flow-long-list: rows 61 apart, content inset top 20, so row i rests at 61·i − 20.
    let result = try run("flow-long-list.json", example: "snap-long-list.json")
    #expect(steps(result).map(\.ok) == [true, true, true])
    // items → 1017 (row 17), lines backwards → 956 (row 16), paging forwards from 956 → 1200.
    #expect(result["contentOffset"] as? [String: Double] == ["x": 0, "y": 1200])
    for (script, expected) in [
      (#"[{"op": "snap", "proposed": {"x": 0, "y": 1000}}]"#, 1017.0),
      (
        #"[{"op": "snap", "proposed": {"x": 0, "y": 1000}, "velocity": {"x": 0, "y": -1}, "snapping": "lines"}]"#,
        956
      ),
      (
        #"[{"op": "snap", "proposed": {"x": 0, "y": 99999}, "snapping": "none"}]"#, 12199 + 34 - 600
      ),
    ] {
      let outcome = try run(inline: script, on: "flow-long-list.json")
      let parsed = try #require(try parseJSON(outcome.output) as? [String: Any])
      #expect(parsed["contentOffset"] as? [String: Double] == ["x": 0, "y": expected], "\(script)")
    }
  }

  @Test func carouselsRefuseTouchDownAndSnap() throws {
    let outcome = try run(
      inline:
        #"[{"op": "editMode"}, {"op": "touchDown", "point": {"x": 10, "y": 10}}, {"op": "snap", "proposed": {"x": 0, "y": 0}}]"#,
      on: "carousel.json")
    let result = try #require(try parseJSON(outcome.output) as? [String: Any])
    #expect(
      steps(result).map(\.error) == [
        nil, "op: a carousel's items cannot be reordered by dragging",
        "op: a carousel snaps with carouselRelease",
      ])
  }

  @Test(arguments: [
    (
      #"[{"op": "editMode", "jiggleAngle": 9}]"#,
      "[0].jiggleAngle: expected an angle in radians within -pi...pi, got 9.0"
    ),
    (
      #"[{"op": "editMode", "jigglePeriod": 0}]"#,
      "[0].jigglePeriod: expected a whole number in 1...1000000, got 0"
    ),
    (
      #"[{"op": "editMode", "targetRule": "closest"}]"#,
      "[0].targetRule: unknown value 'closest'; expected one of: underFinger, centreProximity, intersection"
    ),
    (
      #"[{"op": "snap", "proposed": {"x": 0, "y": 1}, "snapping": "pages"}]"#,
      "[0].snapping: unknown value 'pages'; expected one of: none, paging, items, lines"
    ),
    (#"[{"op": "select", "item": [0]}]"#, "[0].item: expected [S, I]"),
    (
      #"[{"op": "tapMove", "item": [0, 0], "bogus": 1}]"#,
      "[0].bogus: unknown key for op 'tapMove'; expected one of: op, item, toSection, index"
    ),
    (
      #"[{"op": "applySnapshot", "sections": [{"id": "a", "more": 1}]}]"#,
      "[0].sections[0].more: unknown key; expected one of: id, items"
    ),
  ])
  func badStepsAreOneLineErrors(script: String, message: String) throws {
    let outcome = try run(inline: script)
    #expect(outcome.status == 1)
    let lines = outcome.errorOutput.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasSuffix(message) == true, "\(outcome.errorOutput)")
  }
}
