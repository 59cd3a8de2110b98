import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `estimatedItemSize` through the command line: decoding, `mosaic layout`, and `mosaic simulate`'s
/// resizes, inserts and reloads of items that start at the estimate.
@Suite("estimatedItemSize on the command line")
struct SimulateEstimateTests {
  static func document(
    strategy: String = "flow",
    options: String = #""estimatedItemSize": {"width": 100, "height": 40}"#,
    sections: String = #"[{"items": 5}]"#
  ) -> String {
    #"""
    {"layout": {"strategy": "\#(strategy)", "options": {\#(options)}},
     "viewport": {"width": 320, "height": 480},
     "data": {"sections": \#(sections)}}
    """#
  }

  static func sizes(_ cells: [[Double]]) -> [[Double]] { cells.map { Array($0[2...]) } }

  @Test(arguments: ["flow", "waterfall"])
  func aBadEstimateIsAOneLineErrorNamingTheOption(strategy: String) throws {
    let cases: [(String, String)] = [
      (
        #"{"width": -1, "height": 40}"#,
        "error: layout.options.estimatedItemSize.width: expected a finite number >= 0, got -1.0"
      ),
      (
        #"{"width": 10, "height": 1e999}"#,
        "error: layout.options.estimatedItemSize.height: expected a finite number >= 0, got inf"
      ),
      (
        #"{"width": 1e16, "height": 40}"#,
        "error: layout.options.estimatedItemSize.width: expected at most 1e15, the longest length a layout takes, got 1e+16"
      ),
      (#"{"width": 10}"#, "error: layout.options.estimatedItemSize.height: is required"),
      (#"{"width": 10, "height": 1, "depth": 1}"#, "error: layout.options.estimatedItemSize.depth"),
      (#""100x40""#, "error: layout.options.estimatedItemSize"),
      ("null", "error: layout.options.estimatedItemSize"),
    ]
    for (value, expected) in cases {
      let outcome = try SimulateResizeTests.withFile(
        Self.document(strategy: strategy, options: #""estimatedItemSize": \#(value)"#)
      ) { mosaic("layout", $0) }
      #expect(outcome.status == 1)
      #expect(outcome.output.isEmpty)
      #expect(outcome.errorOutput.hasPrefix(expected), "\(outcome.errorOutput)")
      #expect(
        outcome.errorOutput.trimmingCharacters(in: .newlines).split(separator: "\n").count == 1)
    }
  }

  /// The worked example: width 320, five items at the 100×40 estimate in lines of three; item 1
  /// measured at 100×80 makes the first line 80 thick (its neighbours centred at y = 20) and
  /// moves the second line from y = 50 to y = 90.
  @Test func aResizeOfAnEstimatedItemMovesItsLineAndTheLaterOnes() throws {
    let document = Self.document()
    let before = try SimulateResizeTests.result("[]", on: document)
    #expect(
      before.cells[0].map { [$0[0], $0[1]] } == [
        [0, 0], [110, 0], [220, 0], [0, 50], [110, 50],
      ])
    #expect(Self.sizes(before.cells[0]) == Array(repeating: [100, 40], count: 5))
    let after = try SimulateResizeTests.result(
      #"[{"op": "resize", "items": [[0, 1, {"width": 100, "height": 80}]]}]"#, on: document)
    #expect(after.steps.map(\.ok) == [true])
    #expect(
      after.cells[0] == [
        [0, 20, 100, 40], [110, 0, 100, 80], [220, 20, 100, 40], [0, 90, 100, 40],
        [110, 90, 100, 40],
      ])
    #expect(after.layout["contentSize"] as? [String: Double] == ["width": 320, "height": 130])
  }

  @Test func withoutTheEstimateTheSameResizeIsRefused() throws {
    let after = try SimulateResizeTests.result(
      #"[{"op": "resize", "items": [[0, 1, {"width": 100, "height": 80}]]}]"#,
      on: Self.document(options: ""))
    #expect(
      after.steps.first?.error
        == "resize.items[0]: cannot resize item 1 in section 0: estimates are off (no "
        + "estimatedItemSize), so its section sizes its items alike")
    #expect(Self.sizes(after.cells[0]) == Array(repeating: [50, 50], count: 5))
  }

  @Test func insertsReloadsAndFixedSectionsWithEstimatesOn() throws {
    let document = Self.document(
      sections: #"[{"items": 2}, {"items": 1, "itemSize": {"width": 30, "height": 30}}]"#)
    let after = try SimulateResizeTests.result(
      #"""
      [{"op": "resize", "items": [[0, 0, {"width": 90, "height": 60}]]},
       {"op": "batch", "insertItems": [[0, 1], [0, 2, {"width": 7, "height": 8}], [1, 0]]},
       {"op": "batch", "reloadItems": [[0, 0]], "reloadSections": [0]},
       {"op": "resize", "items": [[1, 0, {"width": 10, "height": 10}]]},
       {"op": "batch", "insertItems": [[1, 0, {"width": 7, "height": 8}]]}]
      """#, on: document)
    #expect(after.steps.map(\.ok) == [true, true, true, false, false])
    #expect(after.order == [["0.0", "n1", "n2", "0.1"], ["n3", "1.0"]])
    // The measured size survives the reload; the unsized insert is at the estimate, the sized one
    // keeps its size, the untouched item stays at the estimate; the fixed section stays fixed.
    #expect(Self.sizes(after.cells[0]) == [[90, 60], [100, 40], [7, 8], [100, 40]])
    #expect(Self.sizes(after.cells[1]) == [[30, 30], [30, 30]])
  }

  /// A waterfall scales the estimate to its column: width 320, two columns 10 apart, so 155 wide;
  /// 100×50 becomes 155×77.5, and item 0 measured at 100×100 becomes 155×155.
  @Test func aWaterfallScalesEstimatedAndMeasuredItems() throws {
    let document = Self.document(
      strategy: "waterfall", options: #""estimatedItemSize": {"width": 100, "height": 50}"#,
      sections: #"[{"items": 3}]"#)
    let after = try SimulateResizeTests.result(
      #"[{"op": "resize", "items": [[0, 0, {"width": 100, "height": 100}]]}]"#, on: document)
    #expect(after.steps.map(\.ok) == [true])
    #expect(after.cells[0] == [[0, 0, 155, 155], [165, 0, 155, 77.5], [165, 87.5, 155, 77.5]])
  }

  /// The example script: two measured cells, an unsized insert at the estimate next to a reload
  /// that keeps its measured size, the inserted cell measured, a refused resize in the fixed
  /// section, and a scroll. Section 0 stacks 80, 120, 60 and four 44s, 8 apart, inside 10 insets.
  @Test func theSelfSizingExample() throws {
    let outcome = mosaic(
      "simulate", RepositoryFiles.path("Examples/flow-self-sizing.json"), "--script",
      RepositoryFiles.path("Examples/scripts/self-sizing.json"))
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let object = try #require(try parseJSON(outcome.output) as? [String: Any])
    let layout = try #require(object["layout"] as? NSDictionary)
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(steps.map { $0["ok"] as? Bool } == [true, true, true, false, true])
    #expect(
      object["order"] as? [[String]] == [
        ["n1", "0.0", "0.1", "0.2", "0.3", "0.4", "0.5"], ["1.0", "1.1", "1.2"],
      ])
    #expect(object["contentOffset"] as? [String: Double] == ["x": 0, "y": 100])
    let cells = SimulateResizeTests.cells(layout)
    #expect(cells[0].map { $0[1] } == [10, 98, 226, 294, 346, 398, 450])
    #expect(cells[0].map { $0[3] } == [80, 120, 60, 44, 44, 44, 44])
    #expect(cells[1].map { [$0[0], $0[1]] } == [[10, 514], [115, 514], [220, 514]])
    #expect(layout["contentSize"] as? [String: Double] == ["width": 320, "height": 614])
  }

  /// A measured cell dragged into a section still at the estimate keeps its size there: the
  /// result is the document rewritten with that section as per-item sizes.
  @Test func aDraggedMeasuredCellKeepsItsSizeInAnEstimatedSection() throws {
    let document = Self.document(
      sections: #"""
        [{"itemSizes": [{"width": 100, "height": 100}, {"width": 50, "height": 50}]},
         {"items": 4}]
        """#)
    let after = try SimulateResizeTests.result(
      #"""
      [{"op": "dragBegin", "point": {"x": 50, "y": 50}},
       {"op": "dragMove", "point": {"x": 160, "y": 120}},
       {"op": "dragEnd"}]
      """#, on: document)
    #expect(after.steps.map(\.ok) == [true, true, true])
    #expect(after.order == [["0.1"], ["1.0", "0.0", "1.1", "1.2", "1.3"]])
    #expect(
      Self.sizes(after.cells[1]) == [[100, 40], [100, 100], [100, 40], [100, 40], [100, 40]])
    let rewritten = Self.document(
      sections: #"""
        [{"itemSizes": [{"width": 50, "height": 50}]},
         {"itemSizes": [{"width": 100, "height": 40}, {"width": 100, "height": 100},
           {"width": 100, "height": 40}, {"width": 100, "height": 40}, {"width": 100, "height": 40}]}]
        """#)
    let printed = try SimulateResizeTests.withFile(rewritten) { mosaic("layout", $0, "--json") }
    #expect(printed.status == 0, "\(printed.errorOutput)")
    #expect(after.layout == (try parseJSON(printed.output) as? NSDictionary))
  }
}

/// A document may count 10^9 items; a flow of estimated items answers queries over them, and a
/// script runs over them at the cost of what it touches (its sections are runs of names), printing
/// a region; the full output, which names every item, is refused past its limit in one line.
@Suite("a hundred million estimated items on the command line")
struct HugeCountCommandLineTests {
  static let document = SimulateEstimateTests.document(sections: #"[{"items": 100000000}]"#)

  @Test func aHitTestAnswersOverAHundredMillionEstimatedItems() throws {
    // Lines of three 100×40 items, 10 apart: the point (50, 20 + 50·10^6) is in line 10^6.
    let outcome = try SimulateResizeTests.withFile(Self.document) {
      mosaic("hit", $0, "--point", "50,50000020")
    }
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(outcome.output.contains(#""item": 3000000"#), "\(outcome.output)")
  }

  @Test func theFullOutputOverAHundredMillionItemsIsRefusedInOneLine() throws {
    let outcome = try SimulateResizeTests.withFile(Self.document) { file in
      try SimulateResizeTests.withFile(#"{"steps": [{"op": "tick"}]}"#) { script in
        mosaic("simulate", file, "--script", script)
      }
    }
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "error: --rect: the full output names every item and frame, for at most 1000000 items; this document has 100000000: pass --rect X,Y,W,H to print a region\n"
    )
  }

  @Test func aScriptOverAHundredMillionItemsPrintsARegion() throws {
    let script = #"""
      {"steps": [{"op": "batch", "insertItems": [[0, 0]], "moveItems": [[[0, 99999999], [0, 1]]]},
                 {"op": "tapDelete", "item": [0, 2]},
                 {"op": "select", "item": [0, 1]}]}
      """#
    let outcome = try SimulateResizeTests.withFile(Self.document) { file in
      try SimulateResizeTests.withFile(script) { script in
        mosaic("simulate", file, "--script", script, "--rect", "0,0,310,95")
      }
    }
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let result = try #require(try parseJSON(outcome.output) as? [String: Any])
    let steps = try #require(result["steps"] as? [[String: Any]])
    #expect(steps.map { $0["ok"] as? Bool } == [true, true, true])
    #expect(steps.allSatisfy { $0["transition"] == nil })
    // Lines of three 100×40 items, 10 apart: the rect holds the first two lines.
    #expect(
      result["order"] as? [[String]] == [["n1", "0.99999999", "0.1", "0.2", "0.3", "0.4"]])
    #expect(result["selected"] as? [[String]] == [["0.99999999"]])
    let layout = try #require(result["layout"] as? [String: Any])
    #expect((layout["elements"] as? [Any])?.count == 6)
  }
}

/// `simulate --rect` names the items the region's cells show: a carousel's copies by their data
/// items, a drag under way by the committed order.
@Suite("simulate --rect: the region's names")
struct SimulateRegionTests {
  static func region(_ file: String, _ script: String, _ rect: String) throws -> [String: Any] {
    let outcome = try SimulateResizeTests.withFile(script) { script in
      mosaic("simulate", RepositoryFiles.path(file), "--script", script, "--rect", rect)
    }
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    return try #require(try parseJSON(outcome.output) as? [String: Any])
  }

  @Test func aCarouselsCopiesAreNamedByTheirDataItems() throws {
    // The controller starts in the middle copy, far from item 0's first copy.
    let result = try Self.region(
      "Examples/carousel.json", #"[{"op": "carouselNext"}]"#, "387000,0,2000,1000")
    let elements = try #require(
      (result["layout"] as? [String: Any])?["elements"] as? [[String: Any]])
    #expect(elements.allSatisfy { ($0["item"] as? Int ?? 0) > 1_000 })
    #expect(result["order"] as? [[String]] == [["0.0", "0.1", "0.2", "0.3", "0.4"]])
  }

  @Test func aDragUnderWayIsNamedByTheCommittedOrder() throws {
    // Item 0.0 lifted and held over index 2: the cell at index 1 of the proposed order shows
    // 0.2, which the region (that cell alone) names.
    let result = try Self.region(
      "Examples/flow-reorder.json",
      #"[{"op": "dragBegin", "point": {"x": 40, "y": 40}}, {"op": "dragMove", "point": {"x": 260, "y": 40}}]"#,
      "100,30,80,80")
    let steps = try #require(result["steps"] as? [[String: Any]])
    #expect(steps.last?["target"] as? [Int] == [0, 2])
    #expect(result["order"] as? [[String]] == [["0.2"], []])
  }
}
