import Foundation
import Mosaic
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// Absurd arguments are refused on one line; huge answers are refused before they are collected;
/// slabbed rect queries answer exactly what one query would.
@Suite("mosaic query bounds")
struct QueryBoundsTests {
  let example = RepositoryFiles.path("Examples/flow-mixed-sizes.json")

  /// A document written to a temporary file for the test's lifetime.
  final class Document {
    let path: String
    init(_ json: String) throws {
      path =
        FileManager.default.temporaryDirectory.appendingPathComponent(
          "mosaic-doc-\(UUID()).json"
        ).path
      try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
  }

  static let bigCarousel = """
    {"layout": {"strategy": "carousel", "options": {"itemSize": {"width": 300, "height": 180}}},
     "viewport": {"width": 390, "height": 200}, "data": {"sections": [{"items": 10000000}]}}
    """

  @Test func absurdCoordinatesAreRefusedNamingTheOption() {
    for value in ["1e308", "nan", "inf", "-inf", "1e31", "-1.5e30"] {
      let cases: [([String], String)] = [
        (["layout", example, "--offset=\(value),0"], "--offset"),
        (["hit", example, "--point=0,\(value)"], "--point"),
        (["visible", example, "--rect=0,0,\(value),1"], "--rect"),
        (["render", example, "-o", "/tmp/never.svg", "--rect=\(value),0,1,1"], "--rect"),
      ]
      for (arguments, option) in cases {
        let outcome = MosaicTool.run(arguments: arguments, registry: .builtIn)
        #expect(outcome.status == 1, "\(arguments)")
        #expect(outcome.errorOutput.hasPrefix("error: \(option): "), "\(outcome.errorOutput)")
        #expect(outcome.errorOutput.filter(\.isNewline).count == 1)
      }
    }
    #expect(mosaic("hit", example, "--point=1e30,-1e30").output == "null\n")
  }

  @Test func aVisibleRectOverAMillionElementsIsRefused() throws {
    let document = try Document(Self.bigCarousel)
    // 10^12 points of a ×500 carousel of 10^7 items: 3·10^9 cells intersect it.
    let outcome = mosaic("visible", document.path, "--rect", "0,0,1e12,1e12")
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "error: --rect: the answer holds more than 1000000 elements; ask for a smaller rect\n")
    // A rect of the same carousel within the cap is answered.
    let small = mosaic("visible", document.path, "--rect", "0,0,3100,200")
    let elements = try #require(try parseJSON(small.output) as? [[String: Any]])
    #expect(elements.map { $0["item"] as? Int } == Array(0...10))
  }

  @Test func aPictureOverAHundredThousandElementsIsRefused() throws {
    let document = try Document(Self.bigCarousel)
    let outcome = mosaic("render", document.path, "-o", "/tmp/never.svg", "--rect", "0,0,1e12,200")
    #expect(
      outcome.errorOutput
        == "error: --rect: the answer holds more than 100000 elements; ask for a smaller rect\n")
  }

  @Test func renderOfALargeLayoutQueriesOnlyWhatItDraws() throws {
    let document = try Document(
      #"{"layout": {"strategy": "flow"}, "viewport": {"width": 390, "height": 844}, "data": {"sections": [{"items": 2000000}]}}"#
    )
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-\(UUID()).svg"
    ).path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let outcome = mosaic("render", document.path, "-o", output)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    // 50×50 default cells, 6 a row every 60 points: the 22 rows meeting the viewport's
    // neighbourhood, half a viewport beyond each end, and nothing else.
    #expect(
      outcome.output
        == "wrote \(output): 132 elements, area {\"x\": 0, \"y\": -422, \"width\": 390, \"height\": 1688}\n"
    )
  }

  /// Slabs that grow and shrink along the scroll axis, then a sort, give exactly the single
  /// query's answer, for every example (modifiers, carousels, horizontal flows, waterfalls).
  @Test(arguments: RepositoryFiles.jsonFiles(in: "Examples"))
  func slabbedQueriesEqualOneQuery(_ file: URL) throws {
    let configuration = try StrategyRegistry.builtIn.configuration(
      fromJSON: Array(try Data(contentsOf: file)))
    let layout = try configuration.prepare()
    let size = layout.contentSize
    for rect in [
      Rect(x: -50, y: -50, width: size.width + 100, height: size.height + 100),
      Rect(x: 10, y: 7.5, width: size.width / 2, height: size.height / 3),
    ] {
      let expected = layout.elements(in: rect, viewport: configuration.input.viewport, into: [])
      let outcome = mosaic(
        "visible", file.path, "--rect=\(rect.x),\(rect.y),\(rect.width),\(rect.height)")
      #expect(outcome.status == 0, "\(outcome.errorOutput)")
      let printed = try #require(try parseJSON(outcome.output) as? [[String: Any]])
      #expect(printed.count == expected.count, "\(file.lastPathComponent) \(rect)")
      for (element, attributes) in zip(printed, expected) {
        #expect(element["category"] as? String == attributes.id.category.name)
        #expect(element["kind"] as? String == attributes.id.kind)
        #expect(element["section"] as? Int == attributes.id.section)
        #expect(element["item"] as? Int == attributes.id.item)
        let frame = try #require(element["frame"] as? [String: Double])
        // Through text and back: equal to the last few bits.
        #expect(
          abs((frame["y"] ?? .nan) - attributes.frame.y) <= 1e-9 * max(1, abs(attributes.frame.y)))
        #expect(
          abs((frame["x"] ?? .nan) - attributes.frame.x) <= 1e-9 * max(1, abs(attributes.frame.x)))
      }
    }
  }

  @Test func countsArePluralisedRightly() throws {
    let document = try Document(
      #"{"layout": {"strategy": "flow"}, "viewport": {"width": 390, "height": 844}, "data": {"sections": [{"items": 1}]}}"#
    )
    #expect(
      mosaic("validate", document.path).output
        == #"ok: flow, 1 section, 1 item, contentSize {"width": 390, "height": 50}"# + "\n")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-\(UUID()).svg"
    ).path
    defer { try? FileManager.default.removeItem(atPath: output) }
    #expect(
      mosaic("render", document.path, "-o", output).output.hasPrefix("wrote \(output): 1 element, ")
    )
  }
}

/// A script asks for a bounded number of display frames in all.
@Suite("mosaic script bounds")
struct ScriptBoundsTests {
  @Test func ticksAddUpToAtMostAMillionFrames() throws {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-script-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: script) }
    let example = RepositoryFiles.path("Examples/flow-long-list.json")
    let tick = #"{"op": "tick", "count": 500000}"#
    try Data("[\(tick), \(tick)]".utf8).write(to: script)
    #expect(mosaic("simulate", example, "--script", script.path).status == 0)
    try Data("[\(tick), {\"op\": \"dragEnd\"}, \(tick), {\"op\": \"tick\"}]".utf8).write(to: script)
    let expected =
      "error: \(script.path): [3].count: the script's ticks add up to more than 1000000 frames\n"
    #expect(mosaic("simulate", example, "--script", script.path).errorOutput == expected)
    #expect(
      mosaic("render", example, "--script", script.path, "-o", "/tmp/never.svg").errorOutput
        == expected)
  }
}

extension PreparedLayout {
  /// `elements(in:viewport:into:)` into a fresh array.
  fileprivate func elements(in rect: Rect, viewport: Viewport, into start: [LayoutAttributes])
    -> [LayoutAttributes]
  {
    var results = start
    elements(in: rect, viewport: viewport, into: &results)
    return results
  }
}
