import CoverFlow
import Foundation
import Mosaic
import MosaicCommandLine
import Testing

/// CoverFlow through the `mosaic` command built from this package's registry: what
/// `swift run mosaic-extended …` prints, in-process.
@Suite struct RegistrationTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var registry: StrategyRegistry {
    var registry = StrategyRegistry.builtIn
    registry.register(CoverFlowLayout.self)
    return registry
  }

  func run(_ arguments: String...) -> MosaicTool.Outcome {
    MosaicTool.run(arguments: arguments, registry: Self.registry)
  }

  @Test func listShowsCoverFlowBesideTheBuiltIns() {
    let outcome = run("list")
    #expect(outcome.status == 0)
    // Names are padded to the longest one, so the summary follows after some spaces.
    let lines = outcome.output.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("  coverFlow ") && $0.contains(" a cover flow: ") })
    #expect(outcome.output.contains("  flow "))
  }

  /// The example document's frames and zIndexes, at its own offset: compared with the committed
  /// golden output (regenerate with `swift run mosaic-extended layout Examples/cover-flow.json --json`).
  @Test func exampleMatchesTheGolden() throws {
    let example = Self.root.appendingPathComponent("Examples/cover-flow.json").path
    #expect(run("validate", example).status == 0)
    let outcome = run("layout", example, "--json")
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let golden = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/CoverFlowTests/cover-flow.golden.json"),
      encoding: .utf8)
    #expect(outcome.output == golden)
  }

  @Test func hitTestsAnswerFromFrames() {
    let example = Self.root.appendingPathComponent("Examples/cover-flow.json").path
    // The example rests on item 1: the strip starts at (390 − 180) / 2 = 105; pitch 192.
    #expect(
      run("hit", example, "--point", "300,150").output == #"{"section": 0, "item": 1}"# + "\n")
    #expect(run("hit", example, "--point", "290,150").output == "null\n", "the gap")
  }
}
