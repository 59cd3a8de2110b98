import Foundation
import Mosaic
import MosaicTestSupport
import Testing

@testable import MosaicFuzzing

/// A harness with a fresh workspace, removed after `body`.
func withHarness<T>(_ body: (FuzzHarness) throws -> T) throws -> T {
  let workspace = try #require(FuzzWorkspace.temporary())
  defer { workspace.remove() }
  return try body(FuzzHarness(workspace: workspace))
}

/// An input: the mode's seed digit, then `payload`.
func input(_ mode: FuzzMode, _ payload: String) -> [UInt8] {
  [mode.seedPrefix] + Array(payload.utf8)
}

/// A small flow document with two sections.
let flowDocument = """
  {"layout": {"strategy": "flow", "options": {"itemSize": {"width": 80, "height": 80},
    "headerReferenceSize": {"width": 0, "height": 30}}},
   "viewport": {"width": 390, "height": 400}, "data": {"sections": [{"items": 9}, {"items": 4}]}}
  """

@Suite("fuzz harness")
struct FuzzHarnessTests {
  @Test func everyByteSelectsAMode() {
    #expect(FuzzMode(selector: UInt8(ascii: "0")) == .configuration)
    #expect(FuzzMode(selector: UInt8(ascii: "1")) == .script)
    #expect(FuzzMode(selector: UInt8(ascii: "2")) == .arguments)
    #expect(FuzzMode(selector: UInt8(ascii: "3")) == .update)
    #expect(FuzzMode(selector: 255) == .update)
    #expect(FuzzMode(selector: 252) == .configuration)
    #expect(FuzzMode.allCases.map(\.seedPrefix) == Array("0123".utf8))
  }

  @Test(arguments: RepositoryFiles.jsonFiles(in: "Examples"))
  func everyExampleKeepsTheContracts(_ file: URL) throws {
    let document = try String(contentsOf: file, encoding: .utf8)
    try withHarness { harness in
      #expect(harness.run(input(.configuration, document)) == nil)
      for command in ["validate @doc", "layout @doc --json", "render @doc", "hit @doc --point 9,9"]
      {
        #expect(harness.run(input(.arguments, "\(command)\n\(document)")) == nil)
      }
      #expect(!FileManager.default.fileExists(atPath: "out.svg"), "render wrote outside")
    }
  }

  @Test(arguments: RepositoryFiles.jsonFiles(in: "Examples/scripts"))
  func everyExampleScriptKeepsTheContracts(_ file: URL) throws {
    let script = try String(contentsOf: file, encoding: .utf8)
    try withHarness { harness in
      for choice in FuzzHarness.scriptDocuments.indices {
        #expect(harness.run(input(.script, "\(choice)\(script)")) == nil)
      }
    }
  }

  @Test func scriptDocumentsAreValid() throws {
    for document in FuzzHarness.scriptDocuments {
      let configuration = try StrategyRegistry.builtIn.configuration(fromJSON: document)
      _ = try configuration.prepare()
    }
  }

  @Test func errorsAreFineFindingsAreNot() throws {
    try withHarness { harness in
      // Malformed documents, unknown subcommands and a script step that fails are plain errors.
      #expect(harness.run(input(.configuration, "{\"layout\": 3}")) == nil)
      #expect(harness.run(input(.arguments, "frobnicate @doc\n{}")) == nil)
      #expect(harness.run(input(.script, "0[{\"op\": \"dragEnd\"}]")) == nil)
      #expect(harness.run([]) == nil)
    }
  }

  @Test func documentsBeyondTheBudgetAreNotLaidOut() throws {
    let huge = """
      {"layout": {"strategy": "flow"}, "viewport": {"width": 390, "height": 400},
       "data": {"sections": [{"items": \(FuzzHarness.maximumCommandLineItems + 1),
                              "itemSize": {"width": 1, "height": 1}}]}}
      """
    try withHarness { harness in
      #expect(harness.exceedsCommandLineBudget(Array(huge.utf8)))
      #expect(!harness.exceedsCommandLineBudget(Array(flowDocument.utf8)))
      #expect(!harness.exceedsCommandLineBudget(Array("not json".utf8)))
    }
  }

  @Test func argumentsStayInsideTheWorkspace() throws {
    try withHarness { harness in
      let workspace = harness.workspace
      let arguments = harness.arguments(
        from: "render @doc -o /etc/passwd --output=../x -ho y --format png --script @aux ./a")
      #expect(
        arguments == [
          "render", workspace.documentPath, "_etc_passwd", "y", "--format", "svg", "--script",
          workspace.auxiliaryPath, "._a", "-o", workspace.picturePath,
        ])
      #expect(
        harness.arguments(from: "hit\t@doc  --point 1,2\r") == [
          "hit", workspace.documentPath, "--point", "1,2",
        ])
    }
  }

  @Test func theAuxiliaryFileFollowsItsSeparator() throws {
    try withHarness { harness in
      let text = "hit @doc --points @aux\n\(flowDocument)\n#aux\n10,10\n100,40\n"
      #expect(harness.run(input(.arguments, text)) == nil)
      let points = try String(contentsOfFile: harness.workspace.auxiliaryPath, encoding: .utf8)
      #expect(points == "10,10\n100,40\n")
      let document = try String(contentsOfFile: harness.workspace.documentPath, encoding: .utf8)
      #expect(document == flowDocument)
    }
  }
}
