import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `mosaic simulate`'s `respan` step: spans given and taken away as one update of a waterfall.
@Suite("mosaic simulate: spans")
struct SimulateRespanTests {
  /// Three columns of 100 (320 wide, spacing 10), six square items of its own sizes.
  static let document = #"""
    {"layout": {"strategy": "waterfall", "options": {"columnCount": 3}},
     "viewport": {"width": 320, "height": 480},
     "data": {"sections": [
       {"itemSizes": [{"width": 1, "height": 1}, {"width": 1, "height": 1}, {"width": 1, "height": 1},
                      {"width": 1, "height": 1}, {"width": 1, "height": 1}, {"width": 1, "height": 1}]},
       {"items": 2, "itemSize": {"width": 30, "height": 30}}]}}
    """#

  /// Item 3 made full-width starts below every column and is 320 square; `null` puts it back
  /// in the first column.
  @Test func aSpanWidensTheItemAndNullTakesItAway() throws {
    let spanned = try SimulateResizeTests.result(
      #"[{"op": "respan", "items": [[0, 3, "full"]]}]"#, on: Self.document)
    #expect(spanned.steps.map(\.ok) == [true])
    #expect(spanned.cells[0][3] == [0, 110, 320, 320])
    #expect(spanned.cells[0][4] == [0, 440, 100, 100])
    let back = try SimulateResizeTests.result(
      #"[{"op": "respan", "items": [[0, 3, 2]]}, {"op": "respan", "items": [[0, 3, null]]}]"#,
      on: Self.document)
    #expect(back.steps.map(\.ok) == [true, true])
    let plain = try SimulateResizeTests.result("[]", on: Self.document)
    #expect(back.cells == plain.cells)
  }

  @Test func refusedSpansFailTheStepAndChangeNothing() throws {
    let before = try SimulateResizeTests.result("[]", on: Self.document)
    let cases: [(String, String)] = [
      (
        #"[[1, 0, "full"]]"#,
        "respan.items[0]: cannot give item 0 in section 1 a span: its section has a fixed itemSize"
      ),
      (
        #"[[0, 6, "full"]]"#,
        "respan.items[0]: attempt to respan item 6 in section 0 which only contains 6 items"
      ),
      (#"[[0, 1, 4]]"#, "data.sections[0].itemSizes[1].span: expected 1 to 3 columns"),
    ]
    for (items, message) in cases {
      let after = try SimulateResizeTests.result(
        #"[{"op": "respan", "items": \#(items)}]"#, on: Self.document)
      #expect(after.steps.count == 1 && !after.steps[0].ok)
      #expect(after.steps.first?.error?.hasPrefix(message) == true, "\(after.steps)")
      #expect(after.layout == before.layout, "a refused span changed nothing")
    }
    let malformed = try SimulateResizeTests.simulate(
      #"[{"op": "respan", "items": [[0, 1]]}]"#, on: Self.document)
    #expect(malformed.status == 1)
    #expect(malformed.errorOutput.contains(#"expected [S, I, SPAN] with SPAN a column count"#))
  }
}
