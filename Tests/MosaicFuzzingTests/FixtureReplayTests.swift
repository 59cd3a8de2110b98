import Foundation
import MosaicFuzzing
import MosaicTestSupport
import Testing

/// The fixture documents (the refused ones, and each fuzz finding's document once it is fixed)
/// through the fuzz harness: decoding, prepare and queries in-process, and `validate` and `layout`
/// through the command line, all keeping the contracts.
@Suite("fuzz harness over the fixtures")
struct FixtureReplayTests {
  /// Every JSON file under `Tests/Fixtures/broken` and, recursively, `Tests/Fixtures/fuzz`.
  static let documents: [URL] = {
    var files = RepositoryFiles.jsonFiles(in: "Tests/Fixtures/broken")
    let fuzz = RepositoryFiles.root.appendingPathComponent("Tests/Fixtures/fuzz")
    let enumerator = FileManager.default.enumerator(at: fuzz, includingPropertiesForKeys: nil)
    while let file = enumerator?.nextObject() as? URL {
      if file.pathExtension == "json" { files.append(file) }
    }
    return files.sorted { $0.path < $1.path }
  }()

  @Test func theRefusedFixturesAreThere() {
    #expect(Self.documents.count >= 10)
  }

  @Test(arguments: documents)
  func fixtureKeepsTheContracts(_ file: URL) throws {
    let document = try String(contentsOf: file, encoding: .utf8)
    try withHarness { harness in
      #expect(harness.run(input(.configuration, document)) == nil)
      for command in ["validate @doc", "layout @doc --json"] {
        #expect(harness.run(input(.arguments, "\(command)\n\(document)")) == nil)
      }
    }
  }
}
