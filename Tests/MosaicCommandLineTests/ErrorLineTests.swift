import Foundation
import Mosaic
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// Every error is one line, whatever the input echoes into it.
@Suite("one-line errors")
struct ErrorLineTests {
  @Test func controlCharactersBecomeVisibleEscapes() {
    let error = LayoutError(
      path: "data.sections[0].a\nb\r\tc\u{1B}\u{2028}", message: "unknown key 'x\ny'")
    #expect(
      error.description
        == #"data.sections[0].a\nb\r\tc\u{1B}\u{2028}: unknown key 'x\ny'"#)
    #expect(LayoutError(path: "", message: "two\nlines").description == #"two\nlines"#)
  }

  @Test func longPathsKeepBothEnds() {
    let key = String(repeating: "k", count: 5_000) + "END"
    let description = LayoutError(path: "data.\(key)", message: "unknown key").description
    let path = description.prefix { $0 != ":" }
    #expect(path.count == LayoutError.maximumPathLength)
    #expect(path.hasPrefix("data.kkk") && path.hasSuffix("kkkEND") && path.contains("…"))
    #expect(description.hasSuffix(": unknown key"))
  }

  @Test func longQuotedValuesAreCutAndTheRestKept() {
    let value = String(repeating: "v", count: 10_000)
    let description = LayoutError(
      path: "layout.strategy", message: "unknown strategy '\(value)'; known strategies: flow"
    ).description
    #expect(
      description
        == "layout.strategy: unknown strategy '\(String(repeating: "v", count: 79))…'; known strategies: flow"
    )
    let long = LayoutError(path: "", message: String(repeating: "m", count: 5_000)).description
    #expect(long.count == LayoutError.maximumMessageLength && long.hasSuffix("…"))
  }

  @Test func argumentParserErrorsAreEscapedNotCut() {
    let example = RepositoryFiles.path("Examples/flow-grid.json")
    let cases: [([String], String)] = [
      (["layout", example, "a\nb"], #"error: Unexpected argument 'a\nb' (usage: mosaic layout"#),
      (["layout", example, "--x\ry"], #"error: Unknown option '--x\ry' (usage: mosaic layout"#),
      (
        ["render", example, "-o", "x.svg", "--step", "1\n2"], #"error: The value '1\n2' is invalid"#
      ),
    ]
    for (arguments, expected) in cases {
      let outcome = MosaicTool.run(arguments: arguments, registry: .builtIn)
      #expect(outcome.status == 1)
      #expect(outcome.errorOutput.hasPrefix(expected), "\(outcome.errorOutput)")
      #expect(outcome.errorOutput.filter(\.isNewline).count == 1)
    }
  }

  @Test func fileNamesAndPointsAreEscaped() {
    let outcome = mosaic("validate", "/no/such\ndir/doc.json")
    #expect(outcome.errorOutput.hasPrefix(#"error: /no/such\ndir/doc.json: cannot read the file"#))
    let point = mosaic("hit", RepositoryFiles.path("Examples/flow-grid.json"), "--point", "1,\n2")
    #expect(
      point.errorOutput == #"error: --point: expected X,Y (2 finite numbers), got '1,\n2'"# + "\n")
  }
}
