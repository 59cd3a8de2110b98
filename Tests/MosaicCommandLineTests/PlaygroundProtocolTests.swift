import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `mosaic serve`'s protocol without a socket: malformed, unknown and oversized messages are
/// answered with one error naming the field, and the session goes on as it was.
@Suite("playground protocol: errors")
struct PlaygroundProtocolTests {
  @Test func everyExampleLoadsAndAnswersItsWindow() throws {
    for file in RepositoryFiles.jsonFiles(in: "Examples") {
      var client = PlaygroundTestClient()
      let reply = try client.loadExample(file.lastPathComponent)
      let document = try #require(reply["document"] as? [String: Any], "\(file.lastPathComponent)")
      #expect(document["viewport"] is [String: Any])
      #expect(!playgroundElements(reply).isEmpty, "\(file.lastPathComponent)")
      let timing = try #require(reply["us"] as? [String: Any])
      #expect(timing["engine"] is Int && timing["query"] is Int)
    }
  }

  @Test func aMessageBeforeAnyDocumentIsRefusedAndTheSessionGoesOn() throws {
    var client = PlaygroundTestClient()
    let refused = try client.send(["op": "hit", "point": ["x": 1, "y": 1]])
    #expect(refused["type"] as? String == "error")
    #expect(refused["path"] as? String == "op")
    #expect((refused["message"] as? String)?.contains("no document loaded") == true)
    _ = try client.loadExample("flow-reorder.json")
    let hit = try client.send(["op": "hit", "point": ["x": 10, "y": 40]])
    #expect(hit["type"] as? String == "hit")
    #expect(hit["hit"] as? [Int] == [0, 0])
    #expect(hit["name"] as? String == "0.0")
    #expect(
      (hit["us"] as? [String: Any])?["engine"] is Int, "every reply but an error carries timing")
  }

  /// A tap selects through the engine's Selection, and the window's cells say which are selected
  /// (only those carry the key).
  @Test func aTapSelectsAndTheWindowSaysSo() throws {
    var client = PlaygroundTestClient()
    _ = try client.loadExample("flow-reorder.json")
    let tapped = try client.send(["op": "tap", "point": ["x": 10, "y": 40]])
    let cells = playgroundElements(tapped).filter { $0["category"] as? String == "cell" }
    #expect(cells.filter { $0["selected"] != nil }.compactMap { $0["name"] as? String } == ["0.0"])
    #expect(cells.first { $0["name"] as? String == "0.0" }?["selected"] as? Bool == true)
    let again = try client.send(["op": "tap", "point": ["x": 10, "y": 40]])
    // A second tap on a selected item keeps it selected (UIKit's single selection).
    #expect(playgroundElements(again).contains { $0["selected"] as? Bool == true })
    let refused = try client.send(["op": "tap", "point": ["x": 10, "z": 1]])
    #expect(refused["type"] as? String == "error")
    #expect((refused["path"] as? String)?.hasPrefix("point") == true)
  }

  @Test func malformedJSONNamesWhereAndTheNextMessageWorks() throws {
    var client = PlaygroundTestClient()
    _ = try client.loadExample("flow-reorder.json")
    let broken = try client.sendText(#"{"op": "hit", "point": {"x": 1,"#)
    #expect(broken["type"] as? String == "error")
    let line = try #require(broken["line"] as? String)
    #expect(line.hasPrefix("error: ") && !line.contains("\n"))
    #expect(line.contains("line 1"), "\(line)")
    let after = try client.send(["op": "order"])
    #expect(after["type"] as? String == "order")
  }

  @Test func unknownOpsKeysAndMissingFieldsNameTheField() throws {
    var client = PlaygroundTestClient()
    _ = try client.loadExample("flow-reorder.json")
    let unknownOp = try client.send(["op": "explode"])
    #expect(unknownOp["path"] as? String == "op")
    #expect((unknownOp["message"] as? String)?.contains("dragBegin") == true)
    let unknownKey = try client.send(["op": "hit", "point": ["x": 1, "y": 1], "force": 3])
    #expect(unknownKey["path"] as? String == "force")
    #expect((unknownKey["message"] as? String)?.contains("unknown key for op 'hit'") == true)
    let missing = try client.send(["op": "query"])
    #expect(missing["path"] as? String == "rect")
    let wrongType = try client.send(["op": "dragMove", "point": ["x": "left", "y": 0]])
    #expect(wrongType["path"] as? String == "point.x")
    let noOp = try client.send(["point": ["x": 1, "y": 1]])
    #expect(noOp["path"] as? String == "op")
    let notAnObject = try client.sendText("[1, 2]")
    #expect(notAnObject["type"] as? String == "error")
    // Every refusal left the session as it was.
    let order = try client.send(["op": "order"])
    #expect((order["order"] as? [[String]])?.first?.first == "0.0")
  }

  @Test func anIDSurvivesAnUndecodableMessage() throws {
    var client = PlaygroundTestClient()
    let reply = try client.sendText(#"{"id": 41, "op": "warp"}"#)
    #expect(reply["id"] as? Int == 41)
    #expect(reply["path"] as? String == "op")
  }

  @Test func aDocumentOverTheLimitIsRefusedBeforeParsing() throws {
    var client = PlaygroundTestClient()
    // Not JSON at all: a parse would report a syntax error, the size check names the limit.
    let text = String(repeating: "x", count: PlaygroundSession.maximumDocumentBytes + 1)
    let reply = try client.send(["op": "load", "text": text])
    #expect(reply["path"] as? String == "text")
    let message = try #require(reply["message"] as? String)
    #expect(message.contains("limit is \(PlaygroundSession.maximumDocumentBytes)"), "\(message)")
    #expect(client.session.hasDocument == false)
  }

  /// What a session may hold is what its layout stores: a waterfall document of 30,000 sections
  /// of 100 items (each section laid out whole, a frame an item, counted at every place) is
  /// refused before anything is allocated; a flow of 5·10^7 counted items (nothing stored per
  /// item) loads and edits, and so does a waterfall of 3·10^6 (one page placed again once its
  /// columns are level).
  @Test func theBudgetCountsWhatTheLayoutStoresNotTheItems() throws {
    var client = PlaygroundTestClient()
    let sections = Array(repeating: #"{"items": 100}"#, count: 30_000).joined(separator: ", ")
    let waterfall =
      #"{"layout": {"strategy": "waterfall"}, "viewport": {"width": 100, "height": 100}, "data": {"sections": ["#
      + sections + "]}}"
    let refused = try client.send(["op": "load", "text": waterfall])
    #expect(refused["path"] as? String == "data.sections")
    #expect(
      refused["message"] as? String
        == "would hold at least 3000000 elements, more than the \(PlaygroundSession.elementBudget) one layout may hold"
    )
    #expect(client.session.hasDocument == false)

    let feed =
      #"{"layout": {"strategy": "flow", "options": {"itemSize": {"width": 10, "height": 10}}}, "viewport": {"width": 100, "height": 100}, "data": {"sections": [{"items": 25000000}, {"items": 25000000}]}}"#
    let loaded = try client.send(["op": "load", "text": feed])
    #expect(loaded["type"] as? String == "state", "\(loaded)")
    #expect(playgroundCells(loaded)["0.0"] == [0, 0, 10, 10])
    let moved = try client.send(["op": "batch", "moveItems": [[[1, 24_999_999], [0, 0]]]])
    #expect(playgroundCells(moved)["1.24999999"] == [0, 0, 10, 10], "\(moved)")

    let long =
      #"{"layout": {"strategy": "waterfall"}, "viewport": {"width": 100, "height": 100}, "data": {"sections": [{"items": 1500000}, {"items": 1500000}]}}"#
    let waterfallLoaded = try client.send(["op": "load", "text": long])
    #expect(waterfallLoaded["type"] as? String == "state", "\(waterfallLoaded)")

  }

  @Test func aMessageOverTheLimitIsRefusedUnread() throws {
    var session = PlaygroundSession(registry: .builtIn)
    let bytes = [UInt8](
      repeating: UInt8(ascii: "{"), count: PlaygroundSession.maximumMessageBytes + 1)
    let reply = try #require(try parseJSON(session.handle(bytes)) as? [String: Any])
    #expect(reply["type"] as? String == "error")
    #expect((reply["message"] as? String)?.contains("limit is") == true)
  }

  @Test func aDocumentErrorNamesItsJSONPath() throws {
    var client = PlaygroundTestClient()
    _ = try client.loadExample("flow-reorder.json")
    let bad =
      #"{"layout": {"strategy": "flow", "options": {"itemSize": {"width": -4, "height": 10}}}, "viewport": {"width": 100, "height": 100}, "data": {"sections": [{"items": 2}]}}"#
    let reply = try client.send(["op": "load", "text": bad])
    #expect(reply["type"] as? String == "error")
    #expect(reply["path"] as? String == "layout.options.itemSize.width")
    // The previous document is still loaded.
    #expect(try client.send(["op": "order"])["type"] as? String == "order")
  }

  @Test func workPerMessageIsBounded() throws {
    var client = PlaygroundTestClient()
    let feed =
      #"{"layout": {"strategy": "flow", "options": {"itemSize": {"width": 100, "height": 20}}}, "viewport": {"width": 400, "height": 600}, "data": {"sections": [{"items": 1000000}]}}"#
    let loaded = try client.send(["op": "load", "text": feed])
    #expect(loaded["type"] as? String == "state")
    let huge = try client.send([
      "op": "query", "rect": ["x": 0, "y": 0, "width": 400, "height": 1e9],
    ])
    #expect(huge["path"] as? String == "rect")
    #expect(
      (huge["message"] as? String)?.contains("more than \(PlaygroundSession.maximumElements)")
        == true)
    let ticks = try client.send(["op": "tick", "count": 601])
    #expect(ticks["path"] as? String == "count")
    let order = try client.send(["op": "order"])
    #expect(
      (order["message"] as? String)?.contains("at most \(PlaygroundSession.maximumOrderItems)")
        == true)
    let shuffle = try client.send(["op": "shuffle", "count": 1001])
    #expect(shuffle["path"] as? String == "count")
    // A window of the feed answers only what intersects it.
    let window = try client.send([
      "op": "query", "rect": ["x": 0, "y": 500_000, "width": 400, "height": 1200],
      "offset": ["x": 0, "y": 500_300],
    ])
    let cells = playgroundElements(window)
    // 3 cells a line of 30 pt (100-pt cells, 10-pt spacings in 400 pt), 1,200 pt: 40 lines.
    #expect((117...123).contains(cells.count), "\(cells.count)")
    #expect(
      cells.allSatisfy {
        ($0["frame"] as? [Double]).map { $0[1] + $0[3] > 500_000 && $0[1] < 501_200 } ?? false
      })
  }
}
