import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `mosaic simulate`'s keyboard reordering (`pickUp`, `moveLifted`), the announcements of a
/// reorder's steps, and `autoScroll`'s options, run in-process.
@Suite("mosaic simulate: keyboard reordering and auto-scroll options")
struct SimulateKeyboardTests {
  func run(_ script: String, on document: String = "flow-reorder.json") throws -> MosaicTool.Outcome
  {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-keyboard-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try script.write(to: file, atomically: true, encoding: .utf8)
    return mosaic("simulate", RepositoryFiles.path("Examples/\(document)"), "--script", file.path)
  }

  @Test func theExampleScriptMovesByDirectionAndAnnouncesEveryStep() throws {
    let outcome = mosaic(
      "simulate", RepositoryFiles.path("Examples/flow-reorder.json"), "--script",
      RepositoryFiles.path("Examples/scripts/keyboard-reorder.json"))
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let result = try #require(try parseJSON(outcome.output) as? [String: Any])
    let steps = try #require(result["steps"] as? [[String: Any]])
    #expect(
      steps.map { $0["target"] as? [Int] } == [
        [0, 1], [0, 5], [1, 1], [1, 2], [1, 3], [1, 3], [1, 4], nil, [1, 0], [0, 7], nil,
      ])
    #expect(
      steps.map { $0["announcement"] as? String } == [
        "Picked up item 2 of section 1.",
        "Moved item 2 of section 1 to position 6 of section 1.",
        // Down from the second column of section 0's last line: section 1's second cell.
        "Moved item 2 of section 1 to position 2 of section 2.",
        "Moved item 2 of section 1 to position 3 of section 2.",
        "Moved item 2 of section 1 to position 4 of section 2.",
        "Item 2 of section 1 cannot move right from position 4 of section 2.",
        "Moved item 2 of section 1 to position 5 of section 2.",
        "Dropped item 2 of section 1 at position 5 of section 2.",
        "Picked up item 1 of section 2.",
        // Previous from a section's start: the end of the section before.
        "Moved item 1 of section 2 to position 8 of section 1.",
        "Cancelled: item 1 of section 2 is back in place.",
      ])
    #expect(steps.allSatisfy { $0["ok"] as? Bool == true })
    #expect(
      result["order"] as? [[String]] == [
        ["0.0", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"],
        ["1.0", "1.1", "1.2", "1.3", "0.1", "1.4", "1.5"],
      ])
  }

  @Test func stepsThatCannotRunFailWithOneLineAndChangeNothing() throws {
    let outcome = try run(
      """
      [{"op": "moveLifted", "direction": "up"}, {"op": "pickUp", "item": [0, 8]},
       {"op": "dragBegin", "point": {"x": 40, "y": 70}}, {"op": "moveLifted", "direction": "up"},
       {"op": "pickUp", "item": [0, 2]}, {"op": "dragEnd"}, {"op": "dragEnd"}]
      """)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let result = try #require(try parseJSON(outcome.output) as? [String: Any])
    let steps = try #require(result["steps"] as? [[String: Any]])
    #expect(
      steps.map { $0["error"] as? String } == [
        "op: no item lifted by pickUp", "item: no movable item at [0, 8] to pick up", nil,
        "op: no item lifted by pickUp", "item: a drag is already under way", nil,
        "op: no drag under way",
      ])
    // A finger's drop is announced too; a failed step announces nothing.
    #expect(
      steps.map { $0["announcement"] as? String } == [
        nil, nil, nil, nil, nil, "Dropped item 1 of section 1 where it was.", nil,
      ])
    #expect(steps[2]["announcement"] == nil, "dragBegin carries no announcement field")
  }

  @Test func malformedStepsAreOneLineErrorsNamingTheField() throws {
    let cases: [(String, String)] = [
      (#"[{"op": "moveLifted"}]"#, "[0].direction: is required"),
      (
        #"[{"op": "moveLifted", "direction": "sideways"}]"#,
        "[0].direction: unknown value 'sideways'; expected one of: up, down, left, right, next, previous"
      ),
      (#"[{"op": "pickUp", "item": [0]}]"#, "[0].item: expected [S, I]"),
      (
        #"[{"op": "pickUp", "item": [0, 1], "direction": "up"}]"#,
        "[0].direction: unknown key for op 'pickUp'; expected one of: op, item, alsoLifting"
      ),
      (
        #"[{"op": "autoScroll", "edgeInset": -1}]"#,
        "[0].edgeInset: expected a positive number of at most 1e9, got -1.0"
      ),
      (
        #"[{"op": "autoScroll", "maximumSpeed": 1e300}]"#,
        "[0].maximumSpeed: expected a positive number of at most 1e9, got 1e+300"
      ),
      (
        #"[{"op": "autoScroll", "curve": "cubic"}]"#,
        "[0].curve: unknown value 'cubic'; expected one of: linear, quadratic"
      ),
    ]
    for (script, message) in cases {
      let outcome = try run(script)
      #expect(outcome.status != 0)
      let lines = outcome.errorOutput.split(separator: "\n")
      #expect(lines.count == 1 && lines.first?.hasSuffix(message) == true, "\(outcome.errorOutput)")
    }
  }

  @Test func aQuadraticCurveScrollsLessAtTheSameDepth() throws {
    var offsets: [String: Double] = [:]
    for curve in ["linear", "quadratic"] {
      let outcome = try run(
        """
        [{"op": "autoScroll", "curve": "\(curve)", "maximumSpeed": 600, "edgeInset": 50},
         {"op": "dragBegin", "point": {"x": 200, "y": 50}},
         {"op": "dragMove", "point": {"x": 200, "y": 565}}, {"op": "tick", "count": 10}]
        """, on: "flow-long-list.json")
      #expect(outcome.status == 0, "\(outcome.errorOutput)")
      let result = try #require(try parseJSON(outcome.output) as? [String: Any])
      offsets[curve] = (result["contentOffset"] as? [String: Double])?["y"]
    }
    // 6 and 3 points a frame at the same depth into the zone.
    #expect(offsets == ["linear": 60, "quadratic": 30])
  }

  @Test func aGroupDragLiftsItsCompanionsAndNamesEveryCellItShows() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-group-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try """
    [{"op": "dragBegin", "point": {"x": 40, "y": 70}, "alsoLifting": [[0, 2], [1, 0]]},
     {"op": "dragMove", "point": {"x": 250, "y": 270}}]
    """.write(to: file, atomically: true, encoding: .utf8)
    // The window: the cells shown mid-drag, named by the committed model.
    let outcome = mosaic(
      "simulate", RepositoryFiles.path("Examples/flow-reorder.json"), "--script", file.path,
      "--rect", "0,0,390,400")
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let result = try #require(try parseJSON(outcome.output) as? [String: Any])
    #expect(
      result["order"] as? [[String]] == [
        // Each cell by its item's committed place: the lead in section 0, its companions
        // (0.2 and 1.0) off the layout.
        ["0.0", "0.1", "0.3", "0.4", "0.5", "0.6", "0.7"], ["1.1", "1.2", "1.3", "1.4", "1.5"],
      ])
    let refused = try run(
      #"[{"op": "dragBegin", "point": {"x": 40, "y": 70}, "alsoLifting": [[0]]}]"#)
    #expect(
      refused.errorOutput.hasSuffix("[0].alsoLifting[0]: expected [S, I]\n"),
      "\(refused.errorOutput)")
    let missing = try run(
      #"[{"op": "dragBegin", "point": {"x": 40, "y": 70}, "alsoLifting": [[9, 0]]}]"#)
    let steps =
      try #require(try parseJSON(missing.output) as? [String: Any])["steps"] as? [[String: Any]]
    #expect(steps?.first?["error"] as? String == "alsoLifting[0]: no item at [9, 0]")
  }
}
