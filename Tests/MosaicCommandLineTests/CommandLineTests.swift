import Foundation
import Mosaic
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// Runs `mosaic` in-process with the built-in registry.
func mosaic(_ arguments: String...) -> MosaicTool.Outcome {
  MosaicTool.run(arguments: arguments, registry: .builtIn)
}

/// Parses JSON output with Foundation, independently of Mosaic's own writer.
func parseJSON(_ text: String) throws -> Any {
  try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}

@Suite("mosaic command line")
struct CommandLineTests {
  @Test func listNamesTheBuiltInStrategies() {
    let outcome = mosaic("list")
    #expect(outcome.status == 0)
    #expect(outcome.output.hasPrefix("strategies:\n"))
    for name in ["carousel", "flow"] { #expect(outcome.output.contains("\n  \(name) ")) }
    #expect(outcome.output.contains("modifiers:\n") && outcome.output.contains("\n  shelf "))
  }

  @Test(arguments: RepositoryFiles.jsonFiles(in: "Examples"))
  func everyExampleValidatesAndLaysOut(_ file: URL) throws {
    let validate = mosaic("validate", file.path)
    #expect(validate.status == 0, "\(validate.errorOutput)")
    #expect(validate.output.hasPrefix("ok: "))

    let layout = mosaic("layout", file.path, "--json")
    #expect(layout.status == 0, "\(layout.errorOutput)")
    let object = try #require(try parseJSON(layout.output) as? [String: Any])
    #expect(Set(object.keys) == ["contentSize", "elements"])
    let contentSize = try #require(object["contentSize"] as? [String: Double])
    #expect(Set(contentSize.keys) == ["width", "height"])
    let elements = try #require(object["elements"] as? [[String: Any]])
    #expect(!elements.isEmpty)
    for element in elements {
      #expect(Set(element.keys) == ["category", "kind", "section", "item", "frame", "zIndex"])
      #expect(["cell", "header", "footer", "decoration"].contains(element["category"] as? String))
      #expect(element["section"] is Int && element["item"] is Int && element["zIndex"] is Int)
      let frame = try #require(element["frame"] as? [String: Double])
      #expect(Set(frame.keys) == ["x", "y", "width", "height"])
      if element["category"] as? String == "decoration" {
        #expect(element["kind"] is String)
      } else if element["kind"] as? String == "layout" {
        // A compositional layout's own header or footer.
        #expect(element["section"] as? Int == 0 && element["category"] as? String != "cell")
      } else {
        #expect(element["kind"] is NSNull)
      }
    }
  }

  /// Pinning footers when no section has one is valid (UIKit ignores it; a batch may remove the
  /// last footer at run time): `validate` says ok, then warns on a line of its own.
  @Test func validateWarnsAboutFootersToPin() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("mosaic-warn-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("doc.json")
    try Data(
      #"""
      {"layout":{"strategy":"flow","options":{"headerReferenceSize":{"width":0,"height":20}},
                 "modifiers":[{"name":"sticky","options":{"headers":true,"footers":true}}]},
       "viewport":{"width":320,"height":480},"data":{"sections":[{"items":4}]}}
      """#.utf8
    ).write(to: file)
    let outcome = mosaic("validate", file.path)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let lines = outcome.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("ok: flow + sticky, 1 section, 4 items,") == true)
    #expect(lines.last?.hasPrefix("warning: layout.modifiers[0]: ") == true)
    #expect(lines.last?.contains("footer") == true)
  }

  /// A span under a strategy that does not read spans is valid (the item keeps its size), and
  /// `validate` warns of the first one, naming it.
  @Test func validateWarnsAboutSpansFlowIgnores() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("mosaic-span-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("doc.json")
    try Data(
      #"""
      {"layout":{"strategy":"flow"},"viewport":{"width":320,"height":480},
       "data":{"sections":[{"items":2},{"itemSizes":[{"width":10,"height":10},
         {"width":10,"height":10,"span":"full"},{"width":10,"height":10,"span":2}]}]}}
      """#.utf8
    ).write(to: file)
    let outcome = mosaic("validate", file.path)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let lines = outcome.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines.last
        == "warning: data.sections[1].itemSizes[1].span: flow does not read spans (waterfall does): the item is laid out at its size"
    )
  }

  /// Each broken document and the start of the one-line error `mosaic validate` must print.
  static let brokenDocuments: [String: String] = [
    "absurd-count.json":
      "error: data.sections[0].items: 100000000000 items in all exceed 1000000000",
    "empty.json": "error: malformed JSON: the document is empty",
    "fractional-count.json": "error: data.sections[0].items: expected a whole number, got 2.5",
    "header-missing-height.json": "error: data.sections[0].header.height: is required",
    "infinite-item-size.json":
      "error: data.sections[0].itemSizes[1].height: expected a finite number >= 0, got inf",
    "items-and-item-sizes.json": "error: data.sections[0].itemSizes: give either 'items'",
    "malformed.json": "error: malformed JSON at line 2, column 54: unexpected character ']'",
    "missing-viewport.json": "error: viewport: is required",
    "negative-content-inset.json":
      "error: viewport.contentInset.left: expected a finite number >= 0, got -1.0",
    "negative-safe-area.json":
      "error: viewport.safeAreaInsets.left: expected a finite number >= 0, got -1.0",
    "negative-count.json": "error: data.sections[0].items: expected a count >= 0, got -3",
    "negative-item-size.json":
      "error: data.sections[1].itemSize.width: expected a finite number >= 0, got -5.0",
    "negative-spacing.json":
      "error: layout.options.minimumLineSpacing: expected a finite number >= 0",
    "not-an-object.json": "error: expected an object, found an array",
    "sections-not-an-array.json": "error: data.sections: expected an array, found an object",
    "unknown-modifier.json": "error: layout.modifiers[0].name: unknown modifier 'wobbly'",
    "unknown-option-key.json": "error: layout.options.itemSise: unknown key; expected one of:",
    "unknown-scroll-direction.json":
      "error: layout.options.scrollDirection: unknown value 'diagonal'; expected one of: vertical, horizontal",
    "unknown-section-key.json":
      "error: data.sections[1].itemz: unknown key; expected one of: items, itemSize, itemSizes, header, footer, options",
    "unknown-strategy.json":
      "error: layout.strategy: unknown strategy 'grid'; known strategies: carousel, compositional, flow",
    "unknown-top-level-key.json":
      "error: colour: unknown key; expected one of: layout, viewport, data",
    "wrong-type-option.json":
      "error: layout.options.minimumLineSpacing: expected a number, found a string",
    "zero-scale.json": "error: viewport.scale: expected a finite number > 0, got 0.0",
    "waterfall-zero-columns.json":
      "error: layout.options.columnCount: expected a whole number >= 1",
  ]

  @Test func everyBrokenFixtureIsListed() {
    let names = Set(RepositoryFiles.jsonFiles(in: "Tests/Fixtures/broken").map(\.lastPathComponent))
    #expect(names == Set(Self.brokenDocuments.keys))
    #expect(names.count >= 12)
  }

  @Test(arguments: RepositoryFiles.jsonFiles(in: "Tests/Fixtures/broken"))
  func brokenDocumentsFailWithTheirPath(_ file: URL) {
    let outcome = mosaic("validate", file.path)
    #expect(outcome.status == 1)
    #expect(outcome.output.isEmpty)
    #expect(outcome.errorOutput.hasSuffix("\n"))
    #expect(outcome.errorOutput.dropLast().contains("\n") == false, "one line only")
    let expected = Self.brokenDocuments[file.lastPathComponent] ?? "(unlisted fixture)"
    #expect(outcome.errorOutput.hasPrefix(expected), "\(outcome.errorOutput)")
    // The other commands refuse the same document the same way.
    #expect(mosaic("layout", file.path, "--json").errorOutput == outcome.errorOutput)
    #expect(mosaic("hit", file.path, "--point", "1,1").errorOutput == outcome.errorOutput)
  }

  @Test func badArgumentsExitOneWithOneLine() {
    let example = RepositoryFiles.path("Examples/flow-mixed-sizes.json")
    let cases: [([String], String)] = [
      (
        ["hit", example, "--point", "1"], "error: --point: expected X,Y (2 finite numbers), got '1'"
      ),
      (["hit", example, "--point", "nan,1"], "error: --point: expected X,Y"),
      (
        ["hit", example],
        "error: --point: give exactly one of --point X,Y or --points POINTS (usage: mosaic hit FILE"
      ),
      (
        ["visible", example, "--rect", "0,0,-1,5"],
        "error: --rect: width and height must not be negative"
      ),
      (["layout", example, "--offset", "a,b"], "error: --offset: expected X,Y"),
      (["layout", "/no/such/file.json"], "error: /no/such/file.json: cannot read the file"),
      (["frobnicate"], "error: Unexpected argument 'frobnicate'"),
      (
        ["hit", example, "--points", "/no/such/points.txt"],
        "error: /no/such/points.txt: cannot read the file"
      ),
    ]
    for (arguments, expected) in cases {
      let outcome = MosaicTool.run(arguments: arguments, registry: .builtIn)
      #expect(outcome.status == 1, "\(arguments)")
      #expect(outcome.errorOutput.hasPrefix(expected), "\(arguments): \(outcome.errorOutput)")
      #expect(outcome.errorOutput.filter { $0 == "\n" }.count == 1)
    }
  }

  @Test func helpExitsZero() {
    let outcome = mosaic("--help")
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("SUBCOMMANDS"))
  }
}
