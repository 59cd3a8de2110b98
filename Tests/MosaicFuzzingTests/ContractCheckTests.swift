import Mosaic
import MosaicFuzzing
import Testing

/// The harness's checks catch what they are for: each broken contract gives a finding, and the
/// same answer kept whole gives none.
@Suite("fuzz harness contract checks")
struct ContractCheckTests {
  @Test func oneErrorLinePassesAndAnythingElseIsAFinding() {
    #expect(FuzzHarness.checkOutcome(status: 1, output: "", errorOutput: "error: x: bad\n") == nil)
    #expect(FuzzHarness.checkOutcome(status: 0, output: "{\"x\": 1}\n", errorOutput: "") == nil)
    let twoLines = FuzzHarness.checkOutcome(
      status: 1, output: "", errorOutput: "error: key\nwith a newline: bad\n")
    #expect(twoLines?.message.contains("several lines") == true)
    #expect(FuzzHarness.checkOutcome(status: 1, output: "", errorOutput: "") != nil)
    #expect(FuzzHarness.checkOutcome(status: 1, output: "", errorOutput: "error: \r\n") != nil)
    #expect(FuzzHarness.checkOutcome(status: 2, output: "", errorOutput: "") != nil)
    let long = String(repeating: "k", count: FuzzHarness.maximumErrorLength)
    #expect(FuzzHarness.checkOutcome(status: 1, output: "", errorOutput: "error: \(long)\n") != nil)
  }

  @Test func nullNumbersAreFindings() {
    let frame = "{\"frame\": {\"x\": 0, \"y\": null, \"width\": 1, \"height\": 1}}"
    #expect(
      FuzzHarness.checkOutcome(status: 0, output: frame, errorOutput: "")?.message
        == "a non-finite y printed as null")
    // A null that is not a number is fine (a hit that misses, a step without an error).
    #expect(
      FuzzHarness.checkOutcome(status: 0, output: "{\"error\": null}", errorOutput: "") == nil)
  }

  @Test func nonFiniteNumbersInAPictureAreFindings() {
    #expect(FuzzHarness.checkPicture(Array("<rect x=\"nan\" y=\"1\"/>".utf8)) != nil)
    #expect(FuzzHarness.checkPicture(Array("<rect x=\"-inf\"/>".utf8)) != nil)
    #expect(FuzzHarness.checkPicture(Array("<text>banana info</text>".utf8)) == nil)
  }

  @Test func multiLineLibraryErrorsAreFindings() {
    #expect(FuzzHarness.checkMessage("a: b", from: "decoding") == nil)
    #expect(FuzzHarness.checkMessage("a\nb", from: "decoding") != nil)
    #expect(FuzzHarness.checkMessage("", from: "prepare") != nil)
  }

  @Test(arguments: [
    TamperedLayout.Tampering.hitsAlwaysFirstCell, .nonFiniteFrame, .attributesDisagree,
  ])
  func brokenQueryAnswersAreFindings(_ tampering: TamperedLayout.Tampering) throws {
    let configuration = try StrategyRegistry.builtIn.configuration(fromJSON: flowDocument)
    let layout = try configuration.prepare()
    let viewport = configuration.input.viewport
    #expect(FuzzHarness.checkQueries(layout, viewport: viewport) == nil)
    let tampered = TamperedLayout(base: layout, tampering: tampering)
    #expect(FuzzHarness.checkQueries(tampered, viewport: viewport) != nil)
  }
}
