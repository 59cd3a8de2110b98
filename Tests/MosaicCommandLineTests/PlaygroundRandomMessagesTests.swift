import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// Random interaction messages, good and bad (drags of one item and of several, keyboard steps,
/// focus, selection, auto-scroll options, the two-column board, batches), sent to a playground
/// session: every reply is one JSON object of a known type, an error changes nothing, and the
/// data always holds each item once.
@Suite("playground protocol: random interaction messages")
struct PlaygroundRandomMessagesTests {
  static let examples = ["flow-reorder.json", "waterfall-masonry.json", "flow-sticky.json"]
  static let directions = ["up", "down", "left", "right", "next", "previous", "sideways"]

  @Test(arguments: examples)
  func randomMessagesNeverBreakTheSession(_ example: String) throws {
    var rng = SeededGenerator(seed: UInt64(example.utf8.count) &* 0x706C_6179)
    var client = PlaygroundTestClient()
    _ = try client.loadExample(example)
    var errors = 0
    var kinds = Set<String>()
    for _ in 0..<600 {
      func number(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
      func path() -> [Int] {
        [Int.random(in: -1...3, using: &rng), Int.random(in: -1...30, using: &rng)]
      }
      let point: [String: Any] = ["x": number(-50...900), "y": number(-50...900)]
      let message: [String: Any] =
        switch Int.random(in: 0..<19, using: &rng) {
        case 0:
          [
            "op": "dragBegin", "point": point, "liftSelection": Bool.random(using: &rng),
            "alsoLifting": (0..<Int.random(in: 0...3, using: &rng)).map { _ in path() },
          ]
        case 1, 2: ["op": "dragMove", "point": point]
        case 3: ["op": "tick", "count": Int.random(in: 0...30, using: &rng)]
        case 4: ["op": Bool.random(using: &rng) ? "dragEnd" : "dragCancel"]
        case 5: ["op": "pickUp", "item": path(), "liftSelection": Bool.random(using: &rng)]
        case 6, 7:
          ["op": "moveLifted", "direction": Self.directions.randomElement(using: &rng) ?? "up"]
        case 8:
          [
            "op": "focus", "item": path(),
            "direction": Self.directions.randomElement(using: &rng) ?? "up",
          ]
        case 9: ["op": "tap", "point": point]
        case 10: ["op": "selectionMode", "allowsMultipleSelection": Bool.random(using: &rng)]
        case 11:
          [
            "op": "autoScroll", "edgeInset": number(-10...200), "maximumSpeed": number(-10...5_000),
            "curve": Bool.random(using: &rng) ? "quadratic" : "cubic",
          ]
        case 12: ["op": "board", "gap": number(-10...60)]
        case 13: ["op": "boardBegin", "point": point]
        case 14, 15: ["op": "boardMove", "point": point]
        case 16:
          [
            "op": ["boardEnd", "boardCancel", "boardTick", "boardState"].randomElement(
              using: &rng) ?? "boardEnd"
          ]
        case 17:
          [
            "op": "boardScroll", "collection": Int.random(in: -1...2, using: &rng),
            "offset": ["x": 0, "y": number(-100...2_000)],
          ]
        default: ["op": "batch", "deleteItems": [path()]]
        }
      let before = try client.send(["op": "order"])["order"] as? [[String]]
      let dragging = client.session.isDragging
      let reply = try client.send(message)
      let type = try #require(reply["type"] as? String)
      #expect(["state", "board", "focus", "error"].contains(type), "\(message) → \(reply)")
      kinds.insert(type)
      let after = try client.send(["op": "order"])["order"] as? [[String]]
      let items = (after ?? []).flatMap { $0 }
      #expect(Set(items).count == items.count, "each item once")
      if type == "error" {
        errors += 1
        #expect((reply["line"] as? String)?.contains("\n") == false)
        #expect(after == before && client.session.isDragging == dragging, "\(message)")
      }
    }
    #expect(
      kinds.isSuperset(of: ["state", "board", "focus", "error"]) && errors >= 30,
      "\(kinds) \(errors)")
  }
}
