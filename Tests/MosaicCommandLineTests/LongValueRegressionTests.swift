import Foundation
import Mosaic
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// A value of megabytes where a name is expected (a strategy, a script op): refused in one line,
/// the value cut. Found by the fuzzer taking 33 s for a 2 MB name: the message's quoted value was
/// copied once a character while it was cut.
@Suite("Long unknown values") struct LongValueRegressionTests {
  static let length = 1_000_000

  /// Writes `text` to a temporary file and returns its path.
  static func temporaryFile(_ text: String, named name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("mosaic-long-\(name)-\(UUID().uuidString).json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test func aLongUnknownStrategyIsRefusedInOneLine() throws {
    let name = String(repeating: "x", count: Self.length)
    let document = try Self.temporaryFile(
      #"{"layout": {"strategy": ""# + name
        + #""}, "viewport": {"width": 320, "height": 480}, "data": {"sections": [{"items": 3}]}}"#,
      named: "strategy")
    defer { try? FileManager.default.removeItem(at: document) }
    let outcome = MosaicTool.run(arguments: ["validate", document.path], registry: .builtIn)
    let cut = String(repeating: "x", count: 79) + "…"
    FuzzRegressionTests.expectRefusal(
      outcome, "error: layout.strategy: unknown strategy '\(cut)'; known strategies: ")
  }

  @Test func aLongUnknownScriptOpIsRefusedInOneLine() throws {
    let document = try Self.temporaryFile(
      #"{"layout": {"strategy": "flow"}, "viewport": {"width": 320, "height": 480}, "#
        + #""data": {"sections": [{"items": 3}]}}"#,
      named: "document")
    defer { try? FileManager.default.removeItem(at: document) }
    let op = String(repeating: "z", count: Self.length)
    let script = try Self.temporaryFile(#"{"steps": [{"op": ""# + op + #""}]}"#, named: "script")
    defer { try? FileManager.default.removeItem(at: script) }
    let outcome = MosaicTool.run(
      arguments: ["simulate", document.path, "--script", script.path], registry: .builtIn)
    FuzzRegressionTests.expectRefusal(
      outcome,
      "error: \(script.path): steps[0].op: unknown value '" + String(repeating: "z", count: 79)
        + "…'; expected one of: ")
  }
}
