import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `mosaic simulate`'s `resize` step and sized inserts.
@Suite("mosaic simulate: measured sizes")
struct SimulateResizeTests {
  /// Section 0 owns its sizes (50×50, 60×40); section 1 is fixed at 30×30; the strategy's
  /// default item size is 40×40.
  static let document = #"""
    {"layout": {"strategy": "flow", "options": {"itemSize": {"width": 40, "height": 40}}},
     "viewport": {"width": 320, "height": 480},
     "data": {"sections": [
       {"itemSizes": [{"width": 50, "height": 50}, {"width": 60, "height": 40}]},
       {"items": 2, "itemSize": {"width": 30, "height": 30}}]}}
    """#

  /// Writes `text` to a temporary file for the duration of `body`.
  static func withFile<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-resize-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try text.write(to: file, atomically: true, encoding: .utf8)
    return try body(file.path)
  }

  static func simulate(_ script: String, on document: String = document) throws
    -> MosaicTool.Outcome
  {
    try withFile(document) { doc in
      try withFile(script) { mosaic("simulate", doc, "--script", $0) }
    }
  }

  /// The simulate output's parts the tests read.
  struct Result {
    var order: [[String]]
    var steps: [(ok: Bool, error: String?)]
    var layout: NSDictionary
    /// Cell frames as `[section][item] = [x, y, width, height]`.
    var cells: [[[Double]]]
  }

  static func result(_ script: String, on document: String = document) throws -> Result {
    let outcome = try simulate(script, on: document)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let object = try #require(try parseJSON(outcome.output) as? [String: Any])
    let steps = try #require(object["steps"] as? [[String: Any]])
    let layout = try #require(object["layout"] as? NSDictionary)
    return Result(
      order: try #require(object["order"] as? [[String]]),
      steps: steps.map { (($0["ok"] as? Bool) ?? false, $0["error"] as? String) },
      layout: layout, cells: cells(layout))
  }

  static func cells(_ layout: NSDictionary) -> [[[Double]]] {
    var cells: [[[Double]]] = []
    for element in layout["elements"] as? [[String: Any]] ?? []
    where element["category"] as? String == "cell" {
      guard let section = element["section"] as? Int,
        let frame = element["frame"] as? [String: Double]
      else { continue }
      while cells.count <= section { cells.append([]) }
      cells[section].append(["x", "y", "width", "height"].map { frame[$0] ?? -1 })
    }
    return cells
  }

  @Test func aResizeInAnOwnSizeSectionChangesThatFrame() throws {
    let before = try Self.result("[]")
    let after = try Self.result(
      #"[{"op": "resize", "items": [[0, 1, {"width": 100, "height": 80}]]}]"#)
    #expect(after.steps.map(\.ok) == [true])
    #expect(before.cells[0][1][2...] == [60, 40])
    #expect(after.cells[0][1][2...] == [100, 80])
    #expect(after.cells[0][0][2...] == [50, 50])
  }

  @Test func refusedResizesFailTheStepAndChangeNothing() throws {
    let before = try Self.result("[]")
    let cases: [(String, String)] = [
      (
        #"[[1, 0, {"width": 10, "height": 10}]]"#,
        "resize.items[0]: cannot resize item 0 in section 1: its section has a fixed itemSize"
      ),
      (
        #"[[0, 2, {"width": 10, "height": 10}]]"#,
        "resize.items[0]: attempt to resize item 2 in section 0 which only contains 2 items"
      ),
      (
        #"[[0, 0, {"width": 10, "height": 10}], [2, 0, {"width": 10, "height": 10}]]"#,
        "resize.items[1]: attempt to resize item 0 in section 2, but there are only 2 sections"
      ),
      (
        #"[[0, 0, {"width": -1, "height": 10}]]"#,
        "resize.items[0].size.width: expected a finite number >= 0, got -1.0"
      ),
      (
        #"[[0, 0, {"width": 10, "height": 1e308}]]"#,
        "resize.items[0].size.height: expected at most 1e15, the longest length a layout takes, got 1e+308"
      ),
    ]
    for (items, message) in cases {
      let after = try Self.result(#"[{"op": "resize", "items": \#(items)}]"#)
      #expect(after.steps.count == 1 && !after.steps[0].ok)
      #expect(after.steps.first?.error == message)
      #expect(after.layout == before.layout, "a refused resize changed nothing")
    }
  }

  @Test func aMovedItemCarriesItsMeasuredSize() throws {
    let document = #"""
      {"layout": {"strategy": "flow"}, "viewport": {"width": 320, "height": 480},
       "data": {"sections": [
         {"itemSizes": [{"width": 50, "height": 50}, {"width": 60, "height": 40}]},
         {"itemSizes": [{"width": 20, "height": 20}]}]}}
      """#
    let after = try Self.result(
      #"""
      [{"op": "resize", "items": [[0, 0, {"width": 70, "height": 10}]]},
       {"op": "batch", "moveItems": [[[0, 0], [1, 1]]]}]
      """#, on: document)
    #expect(after.steps.map(\.ok) == [true, true])
    #expect(after.order == [["0.1"], ["1.0", "0.0"]])
    #expect(after.cells[1].map { Array($0[2...]) } == [[20, 20], [70, 10]])
  }

  @Test func insertsTakeTheirSizeTheDefaultOrTheFixedSize() throws {
    let after = try Self.result(
      #"""
      [{"op": "batch", "insertItems": [[0, 0, {"width": 7, "height": 8}], [0, 1], [1, 0]]},
       {"op": "batch", "insertItems": [[1, 0, {"width": 7, "height": 8}]]}]
      """#)
    #expect(after.steps.map(\.ok) == [true, false])
    #expect(
      after.steps[1].error
        == "batch.insertItems[0]: cannot insert item 0 into section 1 with a size: its section has a fixed itemSize"
    )
    #expect(after.order == [["n1", "n2", "0.0", "0.1"], ["n3", "1.0", "1.1"]])
    // The sized insert, then the strategy's 40×40 default, then the section's fixed 30×30.
    #expect(after.cells[0].map { Array($0[2...]) } == [[7, 8], [40, 40], [50, 50], [60, 40]])
    #expect(after.cells[1].map { Array($0[2...]) } == [[30, 30], [30, 30], [30, 30]])
  }

  @Test func badShapesAreOneLineErrors() throws {
    let cases: [(String, String)] = [
      (
        #"[{"op": "resize", "items": [[0, 1]]}]"#,
        #"[0].items[0]: expected [S, I, {"width": W, "height": H}]"#
      ),
      (#"[{"op": "resize"}]"#, "[0].items: is required"),
      (
        #"[{"op": "resize", "items": [[0, 1, {"width": 1}]]}]"#,
        "[0].items[0][2]"
      ),
      (
        #"[{"op": "resize", "items": [[0, 1, {"width": 1, "height": 1, "depth": 1}]]}]"#,
        "[0].items[0][2].depth: unknown key"
      ),
      (
        #"[{"op": "batch", "insertItems": [[0, 1, {"width": 1, "height": 1}, 4]]}]"#,
        #"[0].insertItems[0]: expected [S, I] or [S, I, {"width": W, "height": H}]"#
      ),
      (#"[{"op": "resize", "items": [], "point": {}}]"#, "[0].point: unknown key for op 'resize'"),
    ]
    for (script, fragment) in cases {
      let outcome = try Self.simulate(script)
      #expect(outcome.status == 1)
      #expect(outcome.errorOutput.contains(fragment), "\(outcome.errorOutput)")
      #expect(
        outcome.errorOutput.trimmingCharacters(in: .newlines).split(separator: "\n").count == 1)
    }
  }
}
