import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `mosaic serve`'s two-column board (flow-reorder.json twice, 20 points apart: the second
/// column's viewport at x 410; its items named on from the first's two sections, "2.0" …).
@Suite("playground protocol: two columns")
struct PlaygroundBoardTests {
  func cells(_ column: [String: Any]) -> [String: [Double]] {
    var result: [String: [Double]] = [:]
    for element in column["elements"] as? [[String: Any]] ?? []
    where element["category"] as? String == "cell" {
      if let name = element["name"] as? String, let frame = element["frame"] as? [Double] {
        result[name] = frame
      }
    }
    return result
  }

  @Test func anItemDraggedIntoTheSecondColumnLeavesTheFirst() throws {
    var client = PlaygroundTestClient()
    _ = try client.loadExample("flow-reorder.json")
    let board = try client.send(["op": "board"])
    #expect(board["type"] as? String == "board")
    let columns = try #require(board["columns"] as? [[String: Any]])
    #expect(columns.count == 2)
    #expect(columns[1]["origin"] as? [String: Double] == ["x": 410, "y": 0])
    #expect(cells(columns[0]).keys.contains("0.0") && cells(columns[1]).keys.contains("2.0"))
    let source = try #require(cells(columns[0])["0.1"])
    let destination = try #require(cells(columns[1])["2.2"])
    let began = try client.send([
      "op": "boardBegin", "point": ["x": source[0] + 40, "y": source[1] + 40],
    ])
    #expect(began["dragging"] as? Bool == true && began["home"] as? Int == 0)
    let moved = try client.send([
      "op": "boardMove", "point": ["x": 410 + destination[0] + 40, "y": destination[1] + 40],
    ])
    #expect(moved["current"] as? Int == 1 && moved["target"] as? [Int] == [0, 2])
    let during = try #require(moved["columns"] as? [[String: Any]])
    #expect(!cells(during[0]).keys.contains("0.1"), "the first column reflows without it")
    #expect(cells(during[1]).keys.contains("0.1"), "the second draws it under the finger")
    #expect(during[1]["slot"] != nil && during[0]["slot"] == nil)
    let ended = try client.send(["op": "boardEnd"])
    let dropped = try #require(ended["dropped"] as? [String: Any])
    #expect(dropped["source"] as? Int == 0 && dropped["destination"] as? Int == 1)
    let after = try #require(ended["columns"] as? [[String: Any]])
    #expect(cells(after[1]).keys.contains("0.1") && !cells(after[0]).keys.contains("0.1"))
    #expect(ended["dragging"] as? Bool == false)
  }

  @Test func badBoardMessagesAreOneLineErrors() throws {
    var client = PlaygroundTestClient()
    let early = try client.send(["op": "board"])
    #expect(
      early["line"] as? String == "error: op: no document loaded; send {\"op\": \"load\"} first")
    _ = try client.loadExample("flow-reorder.json")
    let noBoard = try client.send(["op": "boardEnd"])
    #expect(noBoard["line"] as? String == "error: op: no board; send {\"op\": \"board\"} first")
    let wide = try client.send(["op": "board", "gap": 5000])
    #expect(wide["line"] as? String == "error: gap: expected 0...1000 points, got 5000.0")
    _ = try client.send(["op": "board"])
    let nothing = try client.send(["op": "boardBegin", "point": ["x": 400, "y": 50]])
    #expect(nothing["type"] as? String == "error", "the gutter holds no cell")
    let column = try client.send([
      "op": "boardScroll", "collection": 2, "offset": ["x": 0, "y": 0],
    ])
    #expect(column["type"] as? String == "error")
    let far = try client.send([
      "op": "boardScroll", "collection": 1, "offset": ["x": 0, "y": 1e12],
    ])
    let columns = try #require(far["columns"] as? [[String: Any]])
    #expect((columns[1]["contentOffset"] as? [String: Double])?["y"] == 800, "clamped")
    let carousel = try client.loadExample("carousel.json")
    #expect(carousel["type"] as? String == "state")
    let refused = try client.send(["op": "board"])
    #expect(refused["line"] as? String == "error: op: a carousel cannot be a column of a board")
  }
}
