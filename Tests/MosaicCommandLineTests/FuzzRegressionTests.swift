import Foundation
import Mosaic
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// The fuzzer's reproducers (Tests/Fixtures/fuzz/<case>/: the document and its `command`) and
/// other members of their classes, run in-process: each exits 0, or 1 with one line naming the
/// field at fault; none traps, hangs or prints a non-finite number.
@Suite("Fuzz regressions: documents that trapped, hung, exhausted memory or printed null")
struct FuzzRegressionTests {
  /// The reproducer's command with `doc.json` replaced by the fixture's path.
  static func arguments(of folder: String, document: String? = nil) throws -> [String] {
    let directory = "Tests/Fixtures/fuzz/\(folder)"
    let command = try String(
      contentsOfFile: RepositoryFiles.path("\(directory)/command"), encoding: .utf8)
    let words = command.split(whereSeparator: \.isWhitespace).map(String.init)
    try #require(words.first == "mosaic")
    let path = document ?? RepositoryFiles.path("\(directory)/doc.json")
    return words.dropFirst().map { word in
      switch word {
      case "doc.json": path
      case "script.json": RepositoryFiles.path("\(directory)/script.json")
      default: word
      }
    }
  }

  /// Checks the contract of a refusal: status 1, nothing on stdout, one line on stderr starting
  /// with `expected`.
  static func expectRefusal(
    _ outcome: MosaicTool.Outcome, _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(outcome.status == 1, sourceLocation: sourceLocation)
    #expect(outcome.output.isEmpty, sourceLocation: sourceLocation)
    #expect(outcome.errorOutput.hasSuffix("\n"), sourceLocation: sourceLocation)
    #expect(
      !outcome.errorOutput.dropLast().contains("\n"), "one line", sourceLocation: sourceLocation)
    #expect(
      outcome.errorOutput.hasPrefix(expected), "\(outcome.errorOutput)",
      sourceLocation: sourceLocation)
  }

  /// Each reproducer as the fuzzer ran it, and the start of the one line it must now print.
  @Test(arguments: [
    (
      "02-decoding-overflow-trap",
      "error: data.sections[1].items: 1024 + 9223372036854774784 items in all exceed 1000000000"
    ),
    (
      "03-validate-out-of-memory",
      "error: layout.options.itemSize.width: expected at most 1e15, the longest length a layout takes, got 1e+308"
    ),
    (
      "04-stacked-sticky-hang",
      "error: layout.modifiers[1]: 'sticky' is already listed at layout.modifiers[0]"
    ),
    (
      "06-non-finite-frame",
      "error: data.sections[0].options.minimumColumnSpacing: expected at most 1e15"
    ),
  ])
  func reproducerIsRefusedInOneLine(_ folder: String, _ expected: String) throws {
    Self.expectRefusal(
      MosaicTool.run(arguments: try Self.arguments(of: folder), registry: .builtIn), expected)
  }

  /// Ran 36 s in debug: sixteen 10^6-frame auto-scroll ticks across a 100,000-item list. The
  /// script's ticks now add up to at most 10^6 frames, refused at the step that passes it.
  @Test func ticksAcrossAScriptAreBounded() throws {
    let arguments = try Self.arguments(of: "09-simulate-tick-total")
    let script = try #require(arguments.last)
    Self.expectRefusal(
      MosaicTool.run(arguments: arguments, registry: .builtIn),
      "error: \(script): [4].count: the script's ticks add up to more than 1000000 frames")
  }

  /// Runs `folder`'s reproducer with its item count `count` replaced by `replacement`.
  static func run(_ folder: String, replacing count: String, with replacement: String) throws
    -> MosaicTool.Outcome
  {
    let original = try String(
      contentsOfFile: RepositoryFiles.path("Tests/Fixtures/fuzz/\(folder)/doc.json"),
      encoding: .utf8)
    #expect(original.contains(count))
    let changed = FileManager.default.temporaryDirectory
      .appendingPathComponent("mosaic-fuzz-\(UUID().uuidString).json")
    try original.replacingOccurrences(of: count, with: replacement)
      .write(to: changed, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: changed) }
    return MosaicTool.run(
      arguments: try Self.arguments(of: folder, document: changed.path), registry: .builtIn)
  }

  /// The waterfall + shelf hit-test on its 50 million items. What made it slow, a look-up per
  /// cell to cover the section's cells with its background, is gone: the shelf reads the bounds
  /// of the section's cells from the waterfall's pages, and a section of one size is a few
  /// pages, one of them placed again. It answers, in one line (in milliseconds, even in a debug
  /// build).
  @Test func waterfallShelfHitAnswers() throws {
    let outcome = MosaicTool.run(
      arguments: try Self.arguments(of: "05-waterfall-shelf-hit-hang"), registry: .builtIn)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(outcome.output == "null\n")
  }

  /// A section background over a waterfall of 50 million items took 18–27 s and 1.9 GB to
  /// validate (3.4 s without it): the background's lines were derived from the cells with a
  /// look-up per cell. The waterfall now holds a few pages (a page placed again once its columns
  /// are level) and the background reads the bounds of its cells from them, the places of a page
  /// at their first and last: the reproducer validates as it is, and at 10^9 items.
  @Test(arguments: ["50000000", "999999999"])
  func waterfallShelfValidates(count: String) throws {
    let outcome = try Self.run(
      "13-waterfall-shelf-validate-slow", replacing: "50000000", with: count)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(
      outcome.output.hasPrefix(
        "ok: waterfall + shelf, 2 sections, \((Int(count) ?? 0) + 1) items"), "\(outcome.output)")
  }

  /// Other members of the classes, through every query command: lengths and scales whose
  /// arithmetic would overflow or collapse, counts near `Int.max`, stacks of modifiers.
  @Test(arguments: [
    (
      #"{"layout": {"strategy": "flow", "options": {"sectionInset": {"left": 1e300}}}, "viewport": {"width": 320, "height": 480}, "data": {"sections": [{"items": 3}]}}"#,
      "error: layout.options.sectionInset.left: expected at most 1e15"
    ),
    (
      #"{"layout": {"strategy": "flow"}, "viewport": {"width": 320, "height": 480, "scale": 1e-300}, "data": {"sections": [{"items": 3}]}}"#,
      "error: viewport.scale: expected a screen scale in 0.25...16.0, got 1e-300"
    ),
    (
      #"{"layout": {"strategy": "flow"}, "viewport": {"width": 320, "height": 480, "scale": 1e300}, "data": {"sections": [{"items": 3}]}}"#,
      "error: viewport.scale: expected a screen scale in 0.25...16.0"
    ),
    (
      #"{"layout": {"strategy": "flow"}, "viewport": {"width": 1e300, "height": 480}, "data": {"sections": [{"items": 3}]}}"#,
      "error: viewport.width: expected at most 1e15"
    ),
    (
      #"{"layout": {"strategy": "flow"}, "viewport": {"width": 320, "height": 480, "contentOffset": {"y": -1e300}}, "data": {"sections": [{"items": 3}]}}"#,
      "error: viewport.contentOffset.y: expected a number between -1e15 and 1e15"
    ),
    (
      #"{"layout": {"strategy": "flow", "modifiers": [{"name": "shelf", "options": {"style": "rows", "offset": 1e300}}]}, "viewport": {"width": 320, "height": 480}, "data": {"sections": [{"items": 3}]}}"#,
      "error: layout.modifiers[0].options.offset: expected a number between -1e15 and 1e15"
    ),
    (
      #"{"layout": {"strategy": "carousel", "options": {"itemSpacing": 1e300}}, "viewport": {"width": 320, "height": 480}, "data": {"sections": [{"items": 3}]}}"#,
      "error: layout.options.itemSpacing: expected at most 1e15"
    ),
    (
      #"{"layout": {"strategy": "waterfall", "options": {"footerHeight": 1e16}}, "viewport": {"width": 320, "height": 480}, "data": {"sections": [{"items": 3}]}}"#,
      "error: layout.options.footerHeight: expected at most 1e15"
    ),
    (
      #"{"layout": {"strategy": "carousel"}, "viewport": {"width": 320, "height": 480}, "data": {"sections": [{"items": 9223372036854775807}]}}"#,
      "error: data.sections[0].items: "
    ),
    (
      #"{"layout": {"strategy": "flow"}, "viewport": {"width": 320, "height": 480}, "data": {"sections": [{"items": 49999999}, {"items": 9223372036854775807}]}}"#,
      "error: data.sections[1].items: "
    ),
    (
      #"{"layout": {"strategy": "flow", "options": {"headerReferenceSize": {"width": 0, "height": 9}}, "modifiers": [{"name": "sticky"}, {"name": "shelf"}, {"name": "sticky", "options": {"footers": true}}]}, "viewport": {"width": 320, "height": 480}, "data": {"sections": [{"items": 3}]}}"#,
      "error: layout.modifiers[2]: 'sticky' is already listed at layout.modifiers[0]"
    ),
    (
      "{\"layout\": {\"strategy\": \"flow\", \"modifiers\": ["
        + Array(repeating: #"{"name": "shelf"}"#, count: 9).joined(separator: ", ")
        + #"]}, "viewport": {"width": 320, "height": 480}, "data": {"sections": [{"items": 3}]}}"#,
      "error: layout.modifiers: more than 8 modifiers"
    ),
  ])
  func classMemberIsRefusedByEveryCommand(_ json: String, _ expected: String) throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("mosaic-fuzz-class-\(UUID().uuidString).json")
    try json.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    for command in [
      ["validate", file.path], ["layout", file.path, "--json"],
      ["hit", file.path, "--point", "1,1"], ["visible", file.path, "--rect", "0,0,10,10"],
    ] {
      Self.expectRefusal(MosaicTool.run(arguments: command, registry: .builtIn), expected)
    }
  }

  /// Every length at the limit, in every place, with many items: the frames and the content size
  /// stay finite (no `null` printed), for each strategy and a modifier.
  @Test(arguments: [
    #"{"layout": {"strategy": "waterfall", "options": {"columnCount": 1000, "minimumColumnSpacing": 1e15, "minimumInteritemSpacing": 1e15, "headerHeight": 1e15, "footerHeight": 1e15, "sectionInset": {"top": 1e15, "left": 1e15, "bottom": 1e15, "right": 1e15}, "itemSize": {"width": 1e15, "height": 1e15}}, "modifiers": [{"name": "shelf", "options": {"style": "rows", "height": 1e15, "offset": -1e15}}]}, "viewport": {"width": 1e15, "height": 1e15, "contentOffset": {"x": 1e15, "y": -1e15}, "scale": 16}, "data": {"sections": [{"items": 3000}, {"items": 3000}]}}"#,
    #"{"layout": {"strategy": "flow", "options": {"itemSize": {"width": 1e15, "height": 1e15}, "minimumLineSpacing": 1e15, "minimumInteritemSpacing": 1e15, "headerReferenceSize": {"width": 1e15, "height": 1e15}, "footerReferenceSize": {"width": 1e15, "height": 1e15}, "sectionInset": {"top": 1e15, "left": 1e15, "bottom": 1e15, "right": 1e15}, "lineAlignment": "center"}, "modifiers": [{"name": "shelf"}, {"name": "sticky", "options": {"footers": true}}]}, "viewport": {"width": 1e15, "height": 1e15, "contentInset": {"left": 1e15, "right": 1e15}, "scale": 0.25}, "data": {"sections": [{"items": 5000}, {"items": 5000}]}}"#,
    #"{"layout": {"strategy": "carousel", "options": {"itemSize": {"width": 1e15, "height": 1e15}, "itemSpacing": 1e15, "multiplier": 1000000}}, "viewport": {"width": 1e15, "height": 1e15, "contentOffset": {"x": 1e15}}, "data": {"sections": [{"items": 50000000}]}}"#,
  ])
  func lengthsAtTheLimitStayFinite(_ json: String) throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("mosaic-fuzz-finite-\(UUID().uuidString).json")
    try json.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = MosaicTool.run(
      arguments: ["visible", file.path, "--rect=-1e16,-1e16,1e17,1e17"],
      registry: .builtIn)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    // A non-finite number would print as null, and fail the cast to numbers.
    let parsed = try parseJSON(outcome.output)
    let printed = try #require(parsed as? [[String: Any]])
    #expect(!printed.isEmpty)
    for element in printed {
      let frame = try #require(element["frame"] as? [String: Double], "\(element)")
      #expect(frame.values.allSatisfy { $0.isFinite })
    }
    let configuration = try StrategyRegistry.builtIn.configuration(fromJSON: json)
    let layout = try configuration.prepare()
    #expect(layout.contentSize.width.isFinite && layout.contentSize.height.isFinite)
    var elements: [LayoutAttributes] = []
    // Some 50 pitches of 2e15 across: bounded even for the carousel's 5·10^13 virtual items.
    layout.elements(
      in: Rect(x: -1e16, y: -1e16, width: 1e17, height: 1e17), viewport: layout.preparedViewport,
      into: &elements)
    #expect(!elements.isEmpty)
    #expect(elements.allSatisfy { $0.frame.isFinite })
  }
}
