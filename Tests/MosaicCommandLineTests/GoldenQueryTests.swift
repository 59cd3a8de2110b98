import Foundation
import MosaicTestSupport
import Testing

/// Hit-tests and rect queries through the CLI on the mixed-sizes worked example (docs/reference-facts.md, "Flow worked examples")
/// (frames (0,10,100,40), (115,0,80,60), (210,5,90,50), (0,60,50,50)).
@Suite("mosaic hit / visible golden answers")
struct GoldenQueryTests {
  let example = RepositoryFiles.path("Examples/flow-mixed-sizes.json")

  @Test func pointHits() {
    let cases: [(String, String)] = [
      ("120,30", #"{"section": 0, "item": 1}"#),
      ("115,0", #"{"section": 0, "item": 1}"#),  // min corner is inside
      ("105,30", "null"),  // the justified gap
      ("100,20", "null"),  // item 0's maxX is outside
      ("10,109.9", #"{"section": 0, "item": 3}"#),
      ("10,110", "null"),
      ("-1,20", "null"),  // passed as --point=-1,20 so it is not read as a flag
    ]
    for (point, expected) in cases {
      let outcome = mosaic("hit", example, "--point=\(point)")
      #expect(outcome.status == 0)
      #expect(outcome.output == expected + "\n", "\(point)")
    }
  }

  @Test func manyPointsFromAFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-points-\(UUID()).txt")
    try "0,10\n# a comment\n\n299.9, 10\n10,109.9\n105,30\n".write(
      to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = mosaic("hit", example, "--points", file.path)
    #expect(outcome.status == 0)
    #expect(
      outcome.output
        == #"[{"section": 0, "item": 0}, {"section": 0, "item": 2}, {"section": 0, "item": 3}, null]"#
        + "\n")

    try "1,1\n2\n".write(to: file, atomically: true, encoding: .utf8)
    let bad = mosaic("hit", example, "--points", file.path)
    #expect(bad.status == 1)
    #expect(bad.errorOutput.hasPrefix("error: \(file.path):2: expected X,Y"))
  }

  @Test func rectQueriesAreStrict() throws {
    let touching = mosaic("visible", example, "--rect", "100,0,15,60")
    #expect(touching.output == "[]\n")
    let band = mosaic("visible", example, "--rect", "50,50,200,20")
    let elements = try #require(try parseJSON(band.output) as? [[String: Any]])
    #expect(elements.map { $0["item"] as? Int } == [1, 2])
    let empty = mosaic("visible", example, "--rect", "0,0,0,100")
    #expect(empty.output == "[]\n")
  }

  @Test func layoutPrintsTheWorkedExample() throws {
    let outcome = mosaic("layout", example, "--json")
    let object = try #require(try parseJSON(outcome.output) as? [String: Any])
    let elements = try #require(object["elements"] as? [[String: Any]])
    let frames = elements.compactMap { $0["frame"] as? [String: Double] }.map {
      [$0["x"] ?? -1, $0["y"] ?? -1, $0["width"] ?? -1, $0["height"] ?? -1]
    }
    #expect(frames == [[0, 10, 100, 40], [115, 0, 80, 60], [210, 5, 90, 50], [0, 60, 50, 50]])
    #expect(object["contentSize"] as? [String: Double] == ["width": 300, "height": 110])
  }

  /// The frame of `category` `section` in `mosaic layout`'s output.
  func frame(_ output: String, _ category: String, section: Int) throws -> [String: Double]? {
    let object = try #require(try parseJSON(output) as? [String: Any])
    let elements = try #require(object["elements"] as? [[String: Any]])
    return elements.first {
      $0["category"] as? String == category && $0["section"] as? Int == section
    }?[
      "frame"] as? [String: Double]
  }

  @Test func stickyHeadersPinAtTheDocumentsOffset() throws {
    let waterfall = RepositoryFiles.path("Examples/waterfall-sticky.json")
    // The document scrolls to y 250, inside section 0: its header is pinned there.
    #expect(
      try frame(mosaic("layout", waterfall, "--json").output, "header", section: 0)?["y"] == 250)
    #expect(
      try frame(
        mosaic("layout", waterfall, "--json", "--offset", "0,100").output, "header", section: 0)?[
          "y"]
        == 100)
    // Overscroll leaves it at its natural place.
    #expect(
      try frame(
        mosaic("layout", waterfall, "--json", "--offset=0,-80").output, "header", section: 0)?["y"]
        == 0)

    let flow = RepositoryFiles.path("Examples/flow-sticky.json")
    // The pinned header (300..<340) is in this rect; its natural frame (0..<40) is not.
    let band = mosaic("visible", flow, "--rect", "0,310,390,5")
    let elements = try #require(try parseJSON(band.output) as? [[String: Any]])
    #expect(elements.map { $0["category"] as? String } == ["cell", "cell", "cell", "header"])
    #expect((elements.last?["frame"] as? [String: Double])?["y"] == 300)
    #expect(mosaic("visible", flow, "--rect", "0,0,390,10").output == "[]\n")
    // Hit-tests return the cell under the pinned header.
    #expect(mosaic("hit", flow, "--point", "20,320").output == #"{"section": 0, "item": 6}"# + "\n")
  }
}

/// The real executable: exit statuses and streams as scripts see them.
@Suite("mosaic executable")
struct ExecutableTests {
  /// The `mosaic` binary beside the test bundle in the build folder.
  var binary: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("mosaic")
  }

  func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }

  @Test func exitStatuses() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: binary.path), "build the mosaic product first")
    let ok = try run(["validate", RepositoryFiles.path("Examples/flow-grid.json")])
    #expect(ok.status == 0)
    #expect(ok.error.isEmpty)
    let broken = try run([
      "validate", RepositoryFiles.path("Tests/Fixtures/broken/unknown-strategy.json"),
    ])
    #expect(broken.status == 1)
    #expect(broken.output.isEmpty)
    #expect(
      broken.error
        == "error: layout.strategy: unknown strategy 'grid'; known strategies: carousel, compositional, flow, waterfall\n"
    )
    let usage = try run(["hit"])
    #expect(usage.status == 1)
    #expect(usage.error.filter { $0 == "\n" }.count == 1)
  }
}
