import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `mosaic serve`'s protocol for keyboard reordering, focus movement and drags of several items
/// (flow-reorder.json: 80-pt cells four to a line, a 30-pt header; sections of 8 and 6 items).
@Suite("playground protocol: keyboard, focus, several items")
struct PlaygroundKeyboardTests {
  @Test func focusMovesByTheLayoutsGeometry() throws {
    var client = PlaygroundTestClient()
    _ = try client.loadExample("flow-reorder.json")
    let down = try client.send(["op": "focus", "item": [0, 1], "direction": "down"])
    #expect(down["type"] as? String == "focus")
    #expect(down["focus"] as? [Int] == [0, 5] && down["name"] as? String == "0.5")
    let across = try client.send(["op": "focus", "item": [0, 5], "direction": "down"])
    #expect(across["focus"] as? [Int] == [1, 1], "into the next section, the same column")
    let none = try client.send(["op": "focus", "item": [0, 0], "direction": "left"])
    #expect(none["focus"] is NSNull)
    let bad = try client.send(["op": "focus", "item": [0, 0], "direction": "sideways"])
    #expect(bad["type"] as? String == "error")
  }

  @Test func keyboardStepsReplyWithTheStateAndTheAnnouncement() throws {
    var client = PlaygroundTestClient()
    _ = try client.loadExample("flow-reorder.json")
    let picked = try client.send(["op": "pickUp", "item": [0, 1]])
    #expect(picked["dragging"] as? Bool == true && picked["target"] as? [Int] == [0, 1])
    #expect(picked["announcement"] as? String == "Picked up item 2 of section 1.")
    let step = try client.send(["op": "moveLifted", "direction": "down"])
    #expect(step["target"] as? [Int] == [0, 5])
    #expect(
      step["announcement"] as? String == "Moved item 2 of section 1 to position 6 of section 1.")
    // The lifted cell keeps its name in its new slot; the one it passed slid back.
    let cells = playgroundCells(step)
    #expect(cells["0.1"] == step["slot"] as? [Double])
    let end = try client.send(["op": "dragEnd"])
    #expect(
      end["announcement"] as? String == "Dropped item 2 of section 1 at position 6 of section 1.")
    let moved = try #require(end["moved"] as? [String: Any])
    #expect(moved["from"] as? [Int] == [0, 1] && moved["to"] as? [Int] == [0, 5])
    let quiet = try client.send(["op": "tick"])
    #expect(quiet["announcement"] == nil)
  }

  @Test func aGroupLiftedTogetherKeepsEveryNameAndLandsTogether() throws {
    var client = PlaygroundTestClient()
    let loaded = try client.loadExample("flow-reorder.json")
    let source = try #require(playgroundCells(loaded)["0.0"])
    let begin = try client.send([
      "op": "dragBegin", "point": ["x": source[0] + 40, "y": source[1] + 40],
      "alsoLifting": [[0, 2], [1, 0]],
    ])
    #expect(begin["dragging"] as? Bool == true)
    // The companions leave the layout; every other cell keeps its own name.
    let names = Set(playgroundCells(begin).keys)
    #expect(!names.contains("0.2") && !names.contains("1.0"))
    #expect(names.isSuperset(of: ["0.0", "0.1", "0.3", "0.7", "1.1", "1.5"]))
    let second = try #require(playgroundCells(begin)["1.1"])
    #expect(second[0] == 0, "1.1 leads section 1 now")
    let destination = try #require(playgroundCells(begin)["1.3"])
    _ = try client.send([
      "op": "dragMove", "point": ["x": destination[0] + 40, "y": destination[1] + 40],
    ])
    let end = try client.send(["op": "dragEnd"])
    #expect(end["announcement"] as? String == "Dropped 3 items at position 3 of section 2.")
    let order = try #require(try client.send(["op": "order"])["order"] as? [[String]])
    #expect(
      order == [
        ["0.1", "0.3", "0.4", "0.5", "0.6", "0.7"],
        ["1.1", "1.2", "0.0", "0.2", "1.0", "1.3", "1.4", "1.5"],
      ])
    let refused = try client.send([
      "op": "dragBegin", "point": ["x": 40, "y": 70], "alsoLifting": [[7, 7]],
    ])
    #expect(refused["line"] as? String == "error: alsoLifting[0]: no item at [7, 7]")
    #expect(!client.session.isDragging)
  }

  @Test func midDragAHitAndAFocusNameTheItemTheCellShows() throws {
    var client = PlaygroundTestClient()
    let loaded = try client.loadExample("flow-reorder.json")
    let source = try #require(playgroundCells(loaded)["0.0"])
    let destination = try #require(playgroundCells(loaded)["1.2"])
    _ = try client.send(["op": "dragBegin", "point": ["x": source[0] + 40, "y": source[1] + 40]])
    let move = try client.send([
      "op": "dragMove", "point": ["x": destination[0] + 40, "y": destination[1] + 40],
    ])
    let target = try #require(move["target"] as? [Int])
    // Under the finger is the lifted item, at its target in the proposed order.
    let hit = try client.send([
      "op": "hit", "point": ["x": destination[0] + 40, "y": destination[1] + 40],
    ])
    #expect(hit["hit"] as? [Int] == target && hit["name"] as? String == "0.0")
    // Left of 0.1, which slid into slot 0, is nothing; right of it is 0.2 (shown at [0, 1]).
    let right = try client.send(["op": "focus", "item": [0, 0], "direction": "right"])
    #expect(right["focus"] as? [Int] == [0, 1] && right["name"] as? String == "0.2")
  }
}
