import Foundation
import MosaicTestSupport
import Testing

/// `mosaic simulate` on the example scripts: the contract's shape and golden outcomes.
@Suite("mosaic simulate")
struct SimulateTests {
  func simulate(_ configuration: String, _ script: String) throws -> [String: Any] {
    let outcome = mosaic(
      "simulate", RepositoryFiles.path("Examples/\(configuration)"), "--script",
      RepositoryFiles.path("Examples/scripts/\(script)"))
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let object = try #require(try parseJSON(outcome.output) as? [String: Any])
    #expect(Set(object.keys) == ["order", "contentOffset", "selected", "page", "steps", "layout"])
    let layout = try #require(object["layout"] as? [String: Any])
    #expect(Set(layout.keys) == ["contentSize", "elements"])
    return object
  }

  func steps(_ object: [String: Any]) -> [(op: String, ok: Bool, target: [Int]?)] {
    (object["steps"] as? [[String: Any]] ?? []).map {
      ($0["op"] as? String ?? "", $0["ok"] as? Bool ?? false, $0["target"] as? [Int])
    }
  }

  @Test func reorderWithinASection() throws {
    let result = try simulate("flow-reorder.json", "reorder-within-section.json")
    #expect(
      result["order"] as? [[String]] == [
        ["0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.0"],
        ["1.0", "1.1", "1.2", "1.3", "1.4", "1.5"],
      ])
    #expect(steps(result).map(\.target) == [[0, 0], [0, 6], [0, 7], nil])
    #expect(result["page"] is NSNull)
  }

  @Test func reorderAcrossSectionsKeepsSelectionAndCounts() throws {
    let result = try simulate("flow-reorder.json", "reorder-across-sections.json")
    #expect(
      result["order"] as? [[String]] == [
        ["0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"],
        ["1.0", "0.0", "1.1", "1.2", "1.3", "1.4", "1.5"],
      ])
    #expect(
      result["selected"] as? [[String]] == [[], ["0.0"]], "the selection moved with its item")
    let steps = steps(result)
    #expect(steps.map(\.ok) == [true, true, true, true, false, true, true, true])
    #expect(steps[6].target == [1, 2])
    let layout = try #require(result["layout"] as? [String: Any])
    let cells = (layout["elements"] as? [[String: Any]] ?? []).filter {
      $0["category"] as? String == "cell"
    }
    #expect(cells.count == 14)
  }

  @Test func autoScrollDownALongList() throws {
    let result = try simulate("flow-long-list.json", "autoscroll-long-list.json")
    #expect(result["contentOffset"] as? [String: Double] == ["x": 0, "y": 600])
    #expect(steps(result).map(\.target) == [[0, 0], [0, 9], [0, 19], nil])
    let order = try #require(result["order"] as? [[String]])
    #expect(order[0][19] == "0.0")
  }

  @Test func rejectedBatchChangesNothingAndTheRunGoesOn() throws {
    let result = try simulate("flow-reorder.json", "rejected-batch.json")
    let steps = try #require(result["steps"] as? [[String: Any]])
    #expect(steps[1]["ok"] as? Bool == false)
    #expect(
      steps[1]["error"] as? String
        == "batch.insertItems[0]: attempt to insert item 9 into section 0, but there are only 8 items in section 0 after the update"
    )
    #expect(steps.dropFirst(2).allSatisfy { $0["ok"] as? Bool == true && $0["error"] is NSNull })
    // "n1" went to the first batch that applied, "n2" to the next.
    #expect(
      result["order"] as? [[String]] == [
        [], ["n2", "n1", "0.0", "0.2", "0.3", "0.4", "0.5", "0.6", "1.0", "0.7"],
      ])
    #expect(result["selected"] as? [[String]] == [[], ["0.0"]])
  }

  @Test func badScriptsAreUserErrors() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-script-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let example = RepositoryFiles.path("Examples/flow-reorder.json")
    let cases: [(String, String)] = [
      (#"[{"op": "fly"}]"#, "[0].op: unknown value 'fly'; expected one of: dragBegin"),
      (
        #"[{"op": "tick", "count": -1}]"#,
        "[0].count: expected a whole number in 0...1000000, got -1"
      ),
      (#"{"steps": [{"op": "dragBegin"}]}"#, "steps[0].point: is required"),
      (
        #"[{"op": "dragEnd", "point": {"x": 1, "y": 1}}]"#,
        "[0].point: unknown key for op 'dragEnd'; expected one of: op"
      ),
      (#"[{"op": "batch", "deleteItems": [[1]]}]"#, "[0].deleteItems[0]: expected [S, I]"),
      ("[", "malformed JSON at line 1, column 2"),
    ]
    for (script, expected) in cases {
      try script.write(to: file, atomically: true, encoding: .utf8)
      let outcome = mosaic("simulate", example, "--script", file.path)
      #expect(outcome.status == 1)
      #expect(outcome.errorOutput.contains(expected), "\(outcome.errorOutput)")
    }
  }
}

@Suite("mosaic simulate: carousel")
struct CarouselSimulateTests {
  let example = RepositoryFiles.path("Examples/carousel-autoadvance.json")

  func run(_ script: String) throws -> [String: Any] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-carousel-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try script.write(to: file, atomically: true, encoding: .utf8)
    let outcome = mosaic("simulate", example, "--script", file.path)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    return try #require(try parseJSON(outcome.output) as? [String: Any])
  }

  /// Pitch 310 (300 + 10), 3 items × 500: the controller starts at virtual item 750 (page 0).
  @Test func autoAdvancesPastTheWrap() throws {
    let start = try run("[]")
    #expect(start["page"] as? Int == 0)
    #expect(start["contentOffset"] as? [String: Double] == ["x": 750 * 310, "y": 0])
    let two = try run(
      #"[{"op": "carouselTick", "seconds": 3}, {"op": "carouselTick", "seconds": 3}]"#)
    #expect(two["page"] as? Int == 2)
    let wrapped = try run(
      #"[{"op": "carouselTick", "seconds": 9}, {"op": "carouselTick", "seconds": 3}, {"op": "carouselTick", "seconds": 3}, {"op": "carouselTick", "seconds": 3}]"#
    )
    // One long tick advances one page (missed fires coalesce), then three more: 4 pages on.
    #expect(wrapped["page"] as? Int == 1)
    #expect(wrapped["contentOffset"] as? [String: Double] == ["x": 754 * 310, "y": 0])
  }

  @Test func draggingPausesAutoAdvanceAndReleaseSnaps() throws {
    let paused = try run(
      #"[{"op": "carouselDrag", "dx": -120}, {"op": "carouselTick", "seconds": 30}]"#)
    // 120 pt back is less than half a pitch: still nearest item 750; the ticks did not advance.
    #expect(paused["page"] as? Int == 0)
    #expect(paused["contentOffset"] as? [String: Double] == ["x": 750 * 310 - 120, "y": 0])
    let released = try run(
      #"[{"op": "carouselDrag", "dx": -120}, {"op": "carouselRelease", "velocity": -0.5}, {"op": "carouselTick", "seconds": 2.5}]"#
    )
    #expect(released["page"] as? Int == 2)
    #expect(released["contentOffset"] as? [String: Double] == ["x": 749 * 310, "y": 0])
    let resumed = try run(
      #"[{"op": "carouselDrag", "dx": -120}, {"op": "carouselRelease", "velocity": -0.5}, {"op": "carouselTick", "seconds": 3}]"#
    )
    #expect(resumed["page"] as? Int == 0, "auto-advance resumed after the release")
  }

  @Test func theExampleScript() throws {
    let outcome = mosaic(
      "simulate", example, "--script",
      RepositoryFiles.path("Examples/scripts/carousel-autoadvance.json"))
    let result = try #require(try parseJSON(outcome.output) as? [String: Any])
    #expect(result["page"] as? Int == 0)
    #expect(
      result["selected"] as? [[String]] == [["0.0"]],
      "a tap selects the data item under the virtual one")
    let steps = try #require(result["steps"] as? [[String: Any]])
    #expect(
      steps.last?["error"] as? String == "op: a carousel's items cannot be reordered by dragging")
  }

  @Test func carouselStepsNeedACarousel() throws {
    let outcome = mosaic(
      "simulate", RepositoryFiles.path("Examples/flow-reorder.json"), "--script",
      RepositoryFiles.path("Examples/scripts/carousel-autoadvance.json"))
    let result = try #require(try parseJSON(outcome.output) as? [String: Any])
    #expect(result["page"] is NSNull)
    let steps = try #require(result["steps"] as? [[String: Any]])
    #expect(steps.first?["error"] as? String == "op: 'carouselTick' needs a carousel configuration")
  }
}
