import Foundation
import Mosaic
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `hit --points`: line ends, comments, bad lines by number, and the bounds on a huge file.
@Suite("mosaic hit --points")
struct PointsFileTests {
  let example = RepositoryFiles.path("Examples/flow-mixed-sizes.json")

  func hit(_ contents: String) throws -> MosaicTool.Outcome {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-points-\(UUID()).txt")
    try Data(contents.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var outcome = mosaic("hit", example, "--points", file.path)
    outcome.errorOutput = outcome.errorOutput.replacingOccurrences(of: file.path, with: "FILE")
    return outcome
  }

  @Test func lineEndsBlankLinesAndComments() throws {
    let expected = #"[{"section": 0, "item": 1}, {"section": 0, "item": 3}, null]"# + "\n"
    for text in [
      "120,30\n10,109.9\n105,30\n", "120,30\r\n10,109.9\r\n105,30\r\n",
      "# header\r\n\r\n120,30\r\n  # indented comment\n\t\n10,109.9\r\n105,30",
    ] {
      let outcome = try hit(text)
      #expect(outcome.status == 0, "\(outcome.errorOutput)")
      #expect(outcome.output == expected, "\(text.debugDescription)")
    }
    #expect(try hit("").output == "[]\n")
    #expect(try hit("# only a comment\r\n").output == "[]\n")
  }

  @Test func badLinesAreNamedByNumberOnOneLine() throws {
    let cases: [(String, String)] = [
      ("1,1\r\n2\r\n", "error: FILE:2: expected X,Y (2 finite numbers), got '2'\n"),
      ("1,1\n1e308,0\n", "error: FILE:2: every number must lie within ±1e30, got '1e308,0'\n"),
      ("# x\n\nnan,1\n", "error: FILE:3: expected X,Y (2 finite numbers), got 'nan,1'\n"),
      ("1,1\n\u{1B}[2J\r\n", "error: FILE:2: expected X,Y (2 finite numbers), got '\\u{1B}[2J'\n"),
      (
        "1,1\n" + String(repeating: "1", count: 300) + "\n",
        "error: FILE:2: line longer than 256 bytes\n"
      ),
    ]
    for (text, expected) in cases {
      let outcome = try hit(text)
      #expect(outcome.status == 1)
      #expect(outcome.errorOutput == expected, "\(text.prefix(20).debugDescription)")
    }
    var invalid = Data("1,1\n".utf8)
    invalid.append(contentsOf: [0xFF, 0xFE, 0x0A])
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-points-\(UUID()).txt")
    try invalid.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(
      mosaic("hit", example, "--points", file.path).errorOutput
        == "error: \(file.path):2: is not UTF-8 text\n")
  }

  @Test func aFileOfMoreThanAMillionPointsIsRefusedAtTheFirstExtraPoint() throws {
    var text = String(repeating: "1,1\n", count: 1_000_000)
    text += "# a comment does not count\n2,2\n"
    let outcome = try hit(text)
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput == "error: FILE:1000002: more than 1000000 points; split the file\n")
  }
}
