import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `mosaic simulate`'s `contentOffset` per step, `scrollToItem`, the anchored offset after batches
/// and resizes, and the `transition` object of batch steps; `mosaic render` drawing a transition.
@Suite("mosaic simulate: transitions, anchoring, scrollToItem")
struct SimulateTransitionTests {
  /// One column of twenty items at a 100×40 estimate, no spacing, in a 200-point viewport with
  /// insets 10 (top) and 20 (bottom): visible extent 170, offsets from −10 to 800 + 20 − 200 = 620.
  static let list = #"""
    {"layout": {"strategy": "flow", "options": {"itemSize": {"width": 100, "height": 50},
       "minimumLineSpacing": 0, "estimatedItemSize": {"width": 100, "height": 40}}},
     "viewport": {"width": 100, "height": 200,
       "contentInset": {"top": 10, "left": 0, "bottom": 20, "right": 0}},
     "data": {"sections": [{"items": 20}]}}
    """#

  static func run(_ script: String, on document: String = list) throws -> [[String: Any]] {
    let outcome = try SimulateResizeTests.simulate(script, on: document)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let object = try #require(try parseJSON(outcome.output) as? [String: Any])
    return try #require(object["steps"] as? [[String: Any]])
  }

  static func offset(_ step: [String: Any]) -> [Double]? {
    guard let point = step["contentOffset"] as? [String: Any],
      let x = point["x"] as? Double, let y = point["y"] as? Double
    else { return nil }
    return [x, y]
  }

  static func pairs(_ value: Any?) -> [[Int]]? { value as? [[Int]] }

  /// Scroll item 10 to the top (minY 400 at the visible rect's minY: offset 390); insert two items
  /// above and delete the last (the anchor, item 10 at 400, becomes item 12 at 480: offset 470);
  /// measure item 0 at 100 high (60 more above the anchor: offset 530).
  @Test func scrollToItemThenBatchAndResizeKeepTheAnchor() throws {
    let steps = try Self.run(
      #"""
      [{"op": "scrollToItem", "item": [0, 10], "position": "top"},
       {"op": "batch", "insertItems": [[0, 0], [0, 1]], "deleteItems": [[0, 19]],
        "reloadItems": [[0, 3]]},
       {"op": "resize", "items": [[0, 0, {"width": 100, "height": 100}]]},
       {"op": "scrollToItem", "item": [0, 0], "position": "bottom"},
       {"op": "scrollToItem", "item": [0, 20], "position": "centeredVertically"}]
      """#)
    #expect(steps.map(Self.offset) == [[0, 390], [0, 470], [0, 530], [0, -10], [0, 720]])
    #expect(steps.allSatisfy { $0["ok"] as? Bool == true })
    // Only the batch has a transition.
    #expect(steps.map { $0["transition"] != nil } == [false, true, false, false, false])
    let transition = try #require(steps[1]["transition"] as? [String: Any])
    #expect(Set(transition.keys) == ["inserted", "deleted", "reloaded", "moved"])
    #expect(Self.pairs(transition["inserted"]) == [[0, 0], [0, 1]])
    #expect(Self.pairs(transition["deleted"]) == [[0, 19]])
    #expect(Self.pairs(transition["reloaded"]) == [[0, 5]])
    let moved = try #require(transition["moved"] as? [[[Int]]])
    #expect(moved == (0..<19).map { [[0, $0], [0, $0 + 2]] })
  }

  @Test func aFailedStepKeepsTheOffsetAndReportsOneLine() throws {
    let steps = try Self.run(
      #"""
      [{"op": "scrollTo", "offset": {"x": 0, "y": 100}},
       {"op": "scrollToItem", "item": [0, 3], "position": "left"},
       {"op": "scrollToItem", "item": [1, 0], "position": "top"},
       {"op": "batch", "deleteItems": [[0, 99]]}]
      """#)
    #expect(steps.map(Self.offset) == [[0, 100], [0, 100], [0, 100], [0, 100]])
    #expect(steps.map { $0["ok"] as? Bool } == [true, false, false, false])
    #expect(
      steps[1]["error"] as? String
        == "position: 'left' places an item along the horizontal axis, but the layout scrolls vertically"
    )
    #expect(steps[2]["error"] as? String == "item: the layout has no item at [1, 0]")
    // A failed batch changed nothing: its transition is empty.
    let transition = try #require(steps[3]["transition"] as? [String: Any])
    for key in ["inserted", "deleted", "reloaded", "moved"] {
      #expect((transition[key] as? [Any])?.isEmpty == true, "\(key)")
    }
  }

  @Test func badScrollToItemStepsAreOneLineUserErrors() throws {
    let cases: [(String, String)] = [
      (
        #"[{"op": "scrollToItem", "item": [0, 1], "position": "middle"}]"#,
        "[0].position: unknown value 'middle'; expected one of: top, centeredVertically, bottom, left, centeredHorizontally, right"
      ),
      (#"[{"op": "scrollToItem", "item": [0, 1]}]"#, "[0].position: is required"),
      (#"[{"op": "scrollToItem", "item": [0], "position": "top"}]"#, "[0].item: expected [S, I]"),
      (#"[{"op": "scrollToItem", "position": "top"}]"#, "[0].item"),
      (
        #"[{"op": "scrollToItem", "item": [0, 1], "position": "top", "offset": 3}]"#,
        "[0].offset: unknown key for op 'scrollToItem'; expected one of: op, item, position"
      ),
    ]
    for (script, expected) in cases {
      let outcome = try SimulateResizeTests.simulate(script, on: Self.list)
      #expect(outcome.status == 1)
      #expect(outcome.output.isEmpty)
      #expect(outcome.errorOutput.contains(expected), "\(outcome.errorOutput)")
      #expect(
        outcome.errorOutput.trimmingCharacters(in: .newlines).split(separator: "\n").count == 1)
    }
  }

  /// Horizontal: the same list turned, left/right insets 10 and 20.
  @Test func horizontalScrollToItemAndAnchoring() throws {
    let document = #"""
      {"layout": {"strategy": "flow", "options": {"scrollDirection": "horizontal",
         "itemSize": {"width": 40, "height": 100}, "minimumLineSpacing": 0}},
       "viewport": {"width": 200, "height": 100,
         "contentInset": {"top": 0, "left": 10, "bottom": 0, "right": 20}},
       "data": {"sections": [{"itemSizes": [
         {"width": 40, "height": 100}, {"width": 40, "height": 100}, {"width": 40, "height": 100},
         {"width": 40, "height": 100}, {"width": 40, "height": 100}, {"width": 40, "height": 100},
         {"width": 40, "height": 100}, {"width": 40, "height": 100}, {"width": 40, "height": 100},
         {"width": 40, "height": 100}]}]}}
      """#
    let steps = try Self.run(
      #"""
      [{"op": "scrollToItem", "item": [0, 5], "position": "right"},
       {"op": "scrollToItem", "item": [0, 5], "position": "centeredHorizontally"},
       {"op": "batch", "insertItems": [[0, 0, {"width": 70, "height": 100}]]},
       {"op": "scrollToItem", "item": [0, 5], "position": "bottom"}]
      """#, on: document)
    // Item 5 spans 200..240; visible extent 170: right 240 − 10 − 170 = 60, centred
    // 220 − 10 − 85 = 125; a 70-wide insert at the front moves the anchor 70 along: 195.
    #expect(steps.map(Self.offset) == [[60, 0], [125, 0], [195, 0], [195, 0]])
    #expect(
      steps[3]["error"] as? String
        == "position: 'bottom' places an item along the vertical axis, but the layout scrolls horizontally"
    )
  }

  @Test func renderDrawsTheTransitionOfTheStep() throws {
    let document = #"""
      {"layout": {"strategy": "flow", "options": {"itemSize": {"width": 90, "height": 60},
         "minimumLineSpacing": 10, "minimumInteritemSpacing": 10}},
       "viewport": {"width": 300, "height": 300, "contentOffset": {"x": 0, "y": 70}},
       "data": {"sections": [{"items": 18}]}}
      """#
    let script =
      #"[{"op": "batch", "insertItems": [[0, 0]], "deleteItems": [[0, 4]], "moveItems": [[[0, 12], [0, 2]]]}]"#
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-transition-\(UUID()).svg")
    defer { try? FileManager.default.removeItem(at: output) }
    func svg(step: Int) throws -> String {
      let outcome = try SimulateResizeTests.withFile(document) { doc in
        try SimulateResizeTests.withFile(script) {
          mosaic("render", doc, "-o", output.path, "--script", $0, "--step", "\(step)")
        }
      }
      #expect(outcome.status == 0, "\(outcome.errorOutput)")
      return try String(contentsOf: output, encoding: .utf8)
    }
    let after = try svg(step: 1)
    #expect(after.components(separatedBy: "class=\"appearing\"").count - 1 == 1)
    #expect(after.components(separatedBy: "class=\"disappearing\"").count - 1 == 1)
    // Old items 0…3 and 5…11 shift along (one in, one out before them), 12 moves to 2; 13…17
    // keep their place: twelve arrows.
    #expect(after.components(separatedBy: "class=\"move\"").count - 1 == 12)
    #expect(after.contains("class=\"old-viewport\""))
    let before = try svg(step: 0)
    #expect(!before.contains("class=\"move\"") && !before.contains("class=\"ghost\""))
  }

  /// The example: 30 messages at a 320×60 estimate, 4 apart (64 per message, content 1,916),
  /// visible extent 480 − 20 − 30 = 430. Scrolled to the last: 1,916 − 20 − 430 = 1,466. Five
  /// prepended: the first visible message (23, at 1,472) moves to 1,792: 1,786. Item 28 (the
  /// anchor) measured taller: its origin stays. Scrolled to 1,000, item 5 (far above) 60 taller:
  /// 1,060. Item 0 deleted: 64 less, 996.
  @Test func theChatHistoryExample() throws {
    let outcome = mosaic(
      "simulate", RepositoryFiles.path("Examples/flow-chat.json"), "--script",
      RepositoryFiles.path("Examples/scripts/chat-history.json"))
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let object = try #require(try parseJSON(outcome.output) as? [String: Any])
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(
      steps.map(Self.offset) == [
        [0, 1466], [0, 1786], [0, 1786], [0, 1000], [0, 1060], [0, 996],
      ])
    let prepend = try #require(steps[1]["transition"] as? [String: Any])
    #expect(Self.pairs(prepend["inserted"]) == (0..<5).map { [0, $0] })
    #expect((prepend["moved"] as? [[[Int]]])?.count == 30)
  }

  /// The gallery's transition picture equals a fresh render (`Scripts/gallery.sh`).
  @Test func theTransitionPictureIsFresh() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-chat-\(UUID()).svg")
    defer { try? FileManager.default.removeItem(at: output) }
    let outcome = mosaic(
      "render", RepositoryFiles.path("Examples/flow-chat.json"), "-o", output.path, "--script",
      RepositoryFiles.path("Examples/scripts/chat-history.json"), "--step", "2")
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let fresh = try String(contentsOf: output, encoding: .utf8)
    #expect(fresh.components(separatedBy: "class=\"appearing\"").count - 1 == 5)
    #expect(fresh.components(separatedBy: "class=\"move\"").count - 1 == 30)
    let committed = try String(
      contentsOfFile: RepositoryFiles.path("docs/gallery/chat-history-prepend.svg"),
      encoding: .utf8)
    #expect(committed == fresh, "docs/gallery/chat-history-prepend.svg is stale")
  }

  @Test func carouselRefusesScrollToItem() throws {
    let outcome = try SimulateResizeTests.withFile(
      #"[{"op": "scrollToItem", "item": [0, 1], "position": "left"}]"#
    ) {
      mosaic(
        "simulate", RepositoryFiles.path("Examples/carousel-autoadvance.json"), "--script", $0)
    }
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let object = try #require(try parseJSON(outcome.output) as? [String: Any])
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(
      steps.first?["error"] as? String
        == "op: a carousel's offset is owned by its controller; use carouselNext")
  }

  /// The script chooses anchoring: at offset 0, inserting item 0 (40 high, the estimate) keeps
  /// the first visible cell still by default (the offset moves to 40) and keeps the offset with
  /// `"anchoring": "none"`, UIKit's behaviour, which shows the new cell; an unknown value is one
  /// line naming the field.
  @Test func aScriptChoosesAnchoring() throws {
    let insert = #"[{"op": "batch", "insertItems": [[0, 0]]}]"#
    let anchored = try Self.run(insert)
    #expect(anchored.map(Self.offset) == [[0, 40]])
    let explicit = try Self.run(#"{"anchoring": "firstVisibleCell", "steps": \#(insert)}"#)
    #expect(explicit.map(Self.offset) == [[0, 40]])
    let kept = try Self.run(#"{"anchoring": "none", "steps": \#(insert)}"#)
    #expect(kept.map(Self.offset) == [[0, 0]])
    #expect(kept.allSatisfy { $0["ok"] as? Bool == true })
    let outcome = try SimulateResizeTests.simulate(
      #"{"anchoring": "top", "steps": \#(insert)}"#, on: Self.list)
    #expect(outcome.status != 0)
    #expect(outcome.errorOutput.contains("anchoring"))
    #expect(outcome.errorOutput.contains("expected one of: firstVisibleCell, none"))
    #expect(outcome.errorOutput.split(separator: "\n").count == 1)
  }
}
