import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `mosaic serve`'s protocol driving the engine: drags, batches, resizes, shuffles and the
/// carousel, each answered with the window's elements as live updates.
@Suite("playground protocol: interaction")
struct PlaygroundInteractionTests {
  /// flow-reorder.json: 80-pt cells, a 30-pt header; section 0 holds 8 items, section 1 holds 6.
  @Test func aDragAcrossSectionsEndsWithTheOrderTheEngineReports() throws {
    var client = PlaygroundTestClient()
    let loaded = try client.loadExample("flow-reorder.json")
    let before = playgroundCells(loaded)
    let source = try #require(before["0.0"])
    let destination = try #require(before["1.2"])
    let begin = try client.send([
      "op": "dragBegin", "point": ["x": source[0] + 40, "y": source[1] + 40],
    ])
    #expect(begin["dragging"] as? Bool == true)
    #expect(begin["target"] as? [Int] == [0, 0])
    let move = try client.send([
      "op": "dragMove", "point": ["x": destination[0] + 40, "y": destination[1] + 40],
    ])
    let target = try #require(move["target"] as? [Int])
    #expect(target[0] == 1, "the target moved into section 1: \(target)")
    // While dragging, the moving item keeps its name and follows the finger; the others make room.
    let lifted = try #require(playgroundCells(move)["0.0"])
    #expect(lifted[0] == destination[0] && lifted[1] == destination[1])
    #expect(playgroundCells(move)["0.1"].map { $0[0] } == source[0], "0.1 slid into the gap")
    // The slot is where the target's cell sits once dropped (the layout's frame for the target
    // after the move), and the bands are the viewport's ends, 50 pt deep (the default edgeInset).
    let slot = try #require(move["slot"] as? [Double])
    #expect(move["autoScrollZones"] as? [[Double]] == [[0, 0, 390, 50], [0, 350, 390, 50]])
    #expect(begin["slot"] as? [Double] == source, "at the start the slot is the item's own")
    let end = try client.send(["op": "dragEnd"])
    #expect(end["slot"] == nil && end["autoScrollZones"] == nil)
    #expect(playgroundCells(end)["0.0"] == slot)
    let moved = try #require(end["moved"] as? [String: Any])
    #expect(moved["from"] as? [Int] == [0, 0])
    #expect(moved["to"] as? [Int] == target)
    #expect(end["dragging"] as? Bool == false)
    let order = try #require(try client.send(["op": "order"])["order"] as? [[String]])
    #expect(order[0] == ["0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"])
    #expect(order[1][target[1]] == "0.0")
    #expect(order[1].count == 7)
  }

  @Test func aNewDocumentDropsADragUnderWay() throws {
    var client = PlaygroundTestClient()
    _ = try client.loadExample("flow-reorder.json")
    _ = try client.send(["op": "dragBegin", "point": ["x": 40, "y": 70]])
    #expect(client.session.isDragging)
    _ = try client.loadExample("flow-reorder.json")
    #expect(!client.session.isDragging)
    let end = try client.send(["op": "dragEnd"])
    #expect(end["message"] as? String == "no drag under way")
  }

  @Test func edgeTicksScrollTheContentDuringADrag() throws {
    var client = PlaygroundTestClient()
    _ = try client.loadExample("flow-long-list.json")
    _ = try client.send(["op": "dragBegin", "point": ["x": 100, "y": 40]])
    _ = try client.send(["op": "dragMove", "point": ["x": 100, "y": 590]])
    let ticked = try client.send(["op": "tick", "count": 30])
    let offset = try #require(ticked["contentOffset"] as? [String: Double])
    #expect(try #require(offset["y"]) > -20, "auto-scroll moved down from the top inset")
  }

  @Test func batchesAreLiveUpdatesWithStableNames() throws {
    var client = PlaygroundTestClient()
    _ = try client.loadExample("flow-reorder.json")
    let inserted = try client.send(["op": "batch", "insertItems": [[0, 0], [0, 1]]])
    let cells = playgroundCells(inserted)
    #expect(cells["n1"] != nil && cells["n2"] != nil)
    // The first line now starts with the two new items: n1 first, n2 beside it.
    let first = try #require(cells["n1"])
    let second = try #require(cells["n2"])
    #expect(first[0] == 0 && second[0] > 80 && second[1] == first[1])
    let deleted = try client.send(["op": "batch", "deleteItems": [[0, 0]]])
    #expect(playgroundCells(deleted)["n1"] == nil)
    let refused = try client.send(["op": "batch", "deleteItems": [[0, 99]]])
    #expect(refused["type"] as? String == "error")
    let order = try #require(try client.send(["op": "order"])["order"] as? [[String]])
    #expect(order[0].prefix(2) == ["n2", "0.0"])
  }

  @Test func aShuffleIsAPermutationOfTheRange() throws {
    var client = PlaygroundTestClient()
    _ = try client.loadExample("flow-reorder.json")
    let reply = try client.send([
      "op": "shuffle", "section": 0, "start": 2, "count": 5, "seed": 7,
    ])
    #expect(reply["type"] as? String == "state")
    let order = try #require(try client.send(["op": "order"])["order"] as? [[String]])
    #expect(order[0].prefix(2) == ["0.0", "0.1"])
    #expect(Set(order[0][2..<7]) == ["0.2", "0.3", "0.4", "0.5", "0.6"])
    #expect(Array(order[0][2..<7]) != ["0.2", "0.3", "0.4", "0.5", "0.6"])
    #expect(order[0][7] == "0.7")
    let outside = try client.send(["op": "shuffle", "section": 5])
    #expect(outside["path"] as? String == "section")
  }

  @Test func measuredSizesSettleEstimatedCells() throws {
    var client = PlaygroundTestClient()
    let loaded = try client.loadExample("flow-self-sizing.json")
    let document = try #require(loaded["document"] as? [String: Any])
    #expect(document["selfSizing"] as? [Bool] == [true, false])
    #expect(playgroundCells(loaded)["0.0"]?[3] == 44)
    let resized = try client.send([
      "op": "resize", "items": [[0, 0, ["width": 300, "height": 120]]],
    ])
    let cells = playgroundCells(resized)
    #expect(cells["0.0"]?[3] == 120)
    let below: Double = 10 + 120 + 8
    #expect(cells["0.1"]?[1] == below, "the next cell moved down by the measured growth")
    let missing = try client.send(["op": "resize", "items": [[0, 0]]])
    #expect(missing["path"] as? String == "items[0]")
  }

  @Test func theCarouselAdvancesAndWraps() throws {
    var client = PlaygroundTestClient()
    let loaded = try client.loadExample("carousel-autoadvance.json")
    let document = try #require(loaded["document"] as? [String: Any])
    let carousel = try #require(document["carousel"] as? [String: Any])
    #expect(carousel["pageCount"] as? Int == 3)
    #expect(loaded["page"] as? Int == 0)
    var pages: [Int] = []
    for _ in 0..<4 {
      let reply = try client.send(["op": "carouselTick", "seconds": 3])
      pages.append(try #require(reply["page"] as? Int))
    }
    #expect(pages == [1, 2, 0, 1], "auto-advance passes the wrap")
    let next = try client.send(["op": "carouselNext"])
    #expect(next["page"] as? Int == 2)
    // The window shows data items by name, whatever copy of the data they are.
    let names = Set(playgroundCells(next).keys)
    #expect(names.isSubset(of: ["0.0", "0.1", "0.2"]) && names.contains("0.2"))
    let drag = try client.send(["op": "carouselDrag", "dx": 200])
    #expect(drag["type"] as? String == "state")
    let release = try client.send(["op": "carouselRelease", "velocity": 1])
    #expect(release["page"] as? Int == 0)
    let notFinite = try client.sendText(#"{"op": "carouselDrag", "dx": 1e999}"#)
    #expect(notFinite["type"] as? String == "error")
  }
}
