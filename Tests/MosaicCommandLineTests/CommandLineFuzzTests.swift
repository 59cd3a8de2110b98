import Foundation
import Mosaic
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// The fuzzer's reproducers of the command line's classes under `Tests/Fixtures/fuzz/` (a render
/// offset that trapped, a frame printed as null, a two-line error, a CRLF points file), run
/// in-process: each folder holds the inputs and `command`, the command line the fuzzer ran from
/// inside the folder.
@Suite("fuzz reproducers: the command line's")
struct CommandLineFuzzTests {
  static let root = RepositoryFiles.path("Tests/Fixtures/fuzz")

  static let folders = [
    "01-render-offset-trap", "06-non-finite-frame", "07-two-line-error", "08-points-crlf",
  ]

  /// Runs `folder`'s command: arguments naming one of its files become absolute paths, and the
  /// picture `-o` writes goes to a temporary file.
  static func run(_ folder: String) throws -> MosaicTool.Outcome {
    let directory = "\(root)/\(folder)"
    let line = try String(contentsOfFile: "\(directory)/command", encoding: .utf8)
    var arguments = line.split(whereSeparator: \.isWhitespace).map(String.init)
    #expect(arguments.first == "mosaic")
    arguments.removeFirst()
    for index in arguments.indices {
      if index > 0, arguments[index - 1] == "-o" {
        arguments[index] =
          FileManager.default.temporaryDirectory
          .appendingPathComponent("mosaic-fuzz-\(UUID())-\(arguments[index])").path
      } else if FileManager.default.fileExists(atPath: "\(directory)/\(arguments[index])") {
        arguments[index] = "\(directory)/\(arguments[index])"
      }
    }
    return MosaicTool.run(arguments: arguments, registry: .builtIn)
  }

  @Test func theFoldersAreHere() {
    for name in Self.folders {
      #expect(FileManager.default.fileExists(atPath: "\(Self.root)/\(name)/command"))
    }
  }

  /// The contract each reproducer broke: exit 0 or 1; on 1, one line on stderr and
  /// nothing on stdout; on 0, no `null` where a number belongs.
  @Test(arguments: folders)
  func everyReproducerKeepsTheContract(_ folder: String) throws {
    let outcome = try Self.run(folder)
    #expect(outcome.status == 0 || outcome.status == 1)
    if outcome.status == 1 {
      #expect(outcome.output.isEmpty)
      #expect(outcome.errorOutput.hasPrefix("error: "))
      #expect(outcome.errorOutput.filter(\.isNewline).count == 1, "\(outcome.errorOutput)")
    } else {
      #expect(outcome.errorOutput.isEmpty)
      #expect(!outcome.output.contains(": null,") && !outcome.output.contains(": null}"))
    }
  }

  @Test func renderOffsetBeyondAnyContentIsRefused() throws {
    let outcome = try Self.run("01-render-offset-trap")
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "error: --offset: every number must lie within ±1e30, got '1e308,1e308'\n")
  }

  @Test func nonFiniteFramesAreNeverPrintedAsNull() throws {
    let outcome = try Self.run("06-non-finite-frame")
    if outcome.status == 0 {
      let object = try #require(try parseJSON(outcome.output) as? [String: Any])
      let elements = try #require(object["elements"] as? [[String: Any]])
      for element in elements {
        let frame = try #require(element["frame"] as? [String: Double])
        #expect(frame.values.allSatisfy { $0.isFinite })
      }
    } else {
      // Refused, by the decoder or by the writer (which names the element and coordinate).
      #expect(outcome.errorOutput.filter(\.isNewline).count == 1)
      #expect(!outcome.errorOutput.contains("null"))
    }
  }

  @Test func keysWithNewlinesAreEscapedOnOneLine() throws {
    let outcome = try Self.run("07-two-line-error")
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput.hasSuffix(
        #"script.json: key\nwith\nnewlines: unknown key; expected one of: steps, anchoring"#
          + "\n"))
    #expect(outcome.errorOutput.filter(\.isNewline).count == 1)
  }

  @Test func crlfPointsWithACommentAreAnswered() throws {
    let points = try Data(
      contentsOf: URL(fileURLWithPath: "\(Self.root)/08-points-crlf/points.txt"))
    #expect(points.contains(0x0D), "the fixture keeps its CRLF line ends")
    let outcome = try Self.run("08-points-crlf")
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(outcome.output == #"[{"section": 0, "item": 0}, null]"# + "\n")
  }
}
