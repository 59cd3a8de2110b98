import Foundation
import Mosaic
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// A reply to a step that changes data carries the engine's answers: the anchored offset and the
/// transition of the window's elements.
@Suite("playground transitions")
struct PlaygroundTransitionTests {
  /// One section of `items` cells of 60 pt, 390 × 600 viewport.
  static func feed(items: Int, estimated: Bool = false) -> String {
    let size =
      estimated
      ? "\"estimatedItemSize\": {\"width\": 370, \"height\": 44}"
      : "\"itemSize\": {\"width\": 370, \"height\": 60}"
    return """
      {"layout": {"strategy": "flow", "options": {\(size), "minimumLineSpacing": 1,
        "sectionInset": {"left": 10, "right": 10}}},
       "viewport": {"width": 390, "height": 600}, "data": {"sections": [{"items": \(items)}]}}
      """
  }

  static func offsetY(_ reply: [String: Any]) throws -> Double {
    try #require((reply["contentOffset"] as? [String: Double])?["y"])
  }

  static func transitionElements(_ reply: [String: Any]) throws -> [[String: Any]] {
    let transition = try #require(reply["transition"] as? [String: Any], "\(reply.keys)")
    return try #require(transition["elements"] as? [[String: Any]])
  }

  /// The first cell intersecting the visible rect `[top, top + 600)`, by name.
  static func firstVisible(_ reply: [String: Any], top: Double) -> (String, [Double])? {
    playgroundCells(reply)
      .filter { $0.value[1] + $0.value[3] > top && $0.value[1] < top + 600 }
      .min { $0.value[1] < $1.value[1] }
      .map { ($0.key, $0.value) }
  }

  @Test func aPrependWhileScrolledRepliesWithTheAnchoredOffsetAndTheTransition() throws {
    var client = PlaygroundTestClient()
    _ = try client.send(["op": "load", "text": Self.feed(items: 200)])
    let scrolled = try client.send([
      "op": "query", "rect": ["x": 0, "y": 2700, "width": 390, "height": 1200],
      "offset": ["x": 0, "y": 3000],
    ])
    let (anchor, oldFrame) = try #require(Self.firstVisible(scrolled, top: 3000))
    let reply = try client.send(["op": "batch", "insertItems": [[0, 0], [0, 1], [0, 2]]])
    let offset = try Self.offsetY(reply)
    #expect(offset == 3000 + 3 * 61, "the offset moves by the three new lines")
    let newFrame = try #require(playgroundCells(reply)[anchor])
    #expect(newFrame[1] - offset == oldFrame[1] - 3000, "the anchor stays on screen")

    let transition = try #require(reply["transition"] as? [String: Any])
    #expect((transition["fromOffset"] as? [String: Double])?["y"] == 3000)
    let elements = try Self.transitionElements(reply)
    let shown = elements.filter { $0["change"] as? String != "disappearing" }
    #expect(shown.count == playgroundElements(reply).count, "one entry per element in the window")
    let entry = try #require(shown.first { $0["name"] as? String == anchor })
    #expect(entry["change"] as? String == "surviving")
    let start = try #require(entry["start"] as? [String: Any])
    let end = try #require(entry["end"] as? [String: Any])
    #expect(start["frame"] as? [Double] == oldFrame)
    #expect(end["frame"] as? [Double] == newFrame)
    #expect(start["alpha"] as? Double == 1 && end["alpha"] as? Double == 1)
  }

  @Test func aDeletedCellDisappearsFadingOut() throws {
    var client = PlaygroundTestClient()
    _ = try client.send(["op": "load", "text": Self.feed(items: 50)])
    let reply = try client.send(["op": "batch", "deleteItems": [[0, 2]]])
    let elements = try Self.transitionElements(reply)
    let gone = try #require(elements.first { $0["name"] as? String == "0.2" })
    #expect(gone["change"] as? String == "disappearing")
    #expect((gone["start"] as? [String: Any])?["alpha"] as? Double == 1)
    #expect((gone["end"] as? [String: Any])?["alpha"] as? Double == 0)
    #expect(playgroundCells(reply)["0.2"] == nil)
    let moved = try #require(elements.first { $0["name"] as? String == "0.3" })
    #expect((moved["start"] as? [String: Any])?["frame"] as? [Double] == [10, 183, 370, 60])
    #expect((moved["end"] as? [String: Any])?["frame"] as? [Double] == [10, 122, 370, 60])
  }

  @Test func aShuffleAndAResizeCarryTheTransitionToo() throws {
    var client = PlaygroundTestClient()
    _ = try client.send(["op": "load", "text": Self.feed(items: 50, estimated: true)])
    let resized = try client.send([
      "op": "resize", "items": [[0, 0, ["width": 370, "height": 90]]],
    ])
    let grown = try Self.transitionElements(resized).first { $0["name"] as? String == "0.1" }
    #expect((grown?["end"] as? [String: Any])?["frame"] as? [Double] == [10, 91, 370, 44])
    let shuffled = try client.send([
      "op": "shuffle", "section": 0, "start": 0, "count": 10, "seed": 7,
    ])
    #expect(try Self.transitionElements(shuffled).count >= 10)
  }

  @Test func stepsThatKeepTheDataCarryNoTransition() throws {
    var client = PlaygroundTestClient()
    _ = try client.send(["op": "load", "text": Self.feed(items: 50)])
    let scrolled = try client.send(["op": "scrollTo", "offset": ["x": 0, "y": 100]])
    #expect(scrolled["transition"] == nil)
    _ = try client.send(["op": "batch", "insertItems": [[0, 0]]])
    let queried = try client.send([
      "op": "query", "rect": ["x": 0, "y": 0, "width": 390, "height": 600],
    ])
    #expect(queried["transition"] == nil, "a transition is the step's own, not repeated")
  }

  /// The page's scrollToItem: UIKit's positions, the reply's window at the new offset, and a
  /// refused position that names its field and keeps the offset.
  @Test func scrollToItemMovesTheWindowToTheItem() throws {
    var client = PlaygroundTestClient()
    _ = try client.send(["op": "load", "text": Self.feed(items: 10_000_000)])
    let last = try client.send([
      "op": "scrollToItem", "item": [0, 9_999_999], "position": "bottom",
    ])
    // 10^7 rows of 60 pt, 1 apart: the last one's bottom at the viewport's bottom.
    #expect(try Self.offsetY(last) == 10_000_000 * 61 - 1 - 600)
    let names = playgroundElements(last).compactMap { $0["name"] as? String }
    #expect(names.contains("0.9999999"))
    let middle = try client.send([
      "op": "scrollToItem", "item": [0, 5_000_000], "position": "centeredVertically",
    ])
    #expect(try Self.offsetY(middle) == 5_000_000 * 61 + 30 - 300)
    let refused = try client.send(["op": "scrollToItem", "item": [0, 1], "position": "middle"])
    #expect(refused["type"] as? String == "error")
    #expect(refused["path"] as? String == "position")
    let missing = try client.send(["op": "scrollToItem", "item": [0, 1]])
    #expect(missing["type"] as? String == "error")
    #expect(missing["path"] as? String == "position")
    let after = try client.send([
      "op": "query", "rect": ["x": 0, "y": 0, "width": 390, "height": 600],
    ])
    #expect(try Self.offsetY(after) == 5_000_000 * 61 + 30 - 300)
  }

  @Test func aPrependAtAMillionItemsListsOnlyTheWindow() throws {
    var client = PlaygroundTestClient()
    _ = try client.send(["op": "load", "text": Self.feed(items: 1_000_000)])
    _ = try client.send([
      "op": "query", "rect": ["x": 0, "y": 0, "width": 390, "height": 600],
      "offset": ["x": 0, "y": 30_000_000],
    ])
    let reply = try client.send(["op": "batch", "insertItems": [[0, 0]]])
    #expect(try Self.offsetY(reply) == 30_000_061)
    let elements = try Self.transitionElements(reply)
    // The window holds 10 or 11 lines; every other item moved too, and none of them is listed.
    #expect(elements.count <= 2 * playgroundElements(reply).count)
    #expect(elements.count >= 10)
  }
}
