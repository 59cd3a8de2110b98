import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `mosaic serve`'s arguments and starting document, checked before any server runs.
@Suite("mosaic serve arguments")
struct ServeCommandTests {
  @Test func anInvalidStartingDocumentNamesTheFileAndField() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "serve-bad-\(UUID().uuidString).json")
    try Data(
      #"{"layout": {"strategy": "flow"}, "viewport": {"width": -1, "height": 10}, "data": {"sections": []}}"#
        .utf8
    ).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let outcome = mosaic("serve", url.path)
    #expect(outcome.status == 1)
    #expect(outcome.errorOutput.hasPrefix("error: \(url.path): viewport.width: "))
    #expect(outcome.errorOutput.filter { $0 == "\n" }.count == 1)
  }

  @Test func argumentsAreCheckedAndABuildWithoutAServerSaysSo() {
    let host = mosaic("serve", "--host", "")
    #expect(host.status == 1)
    #expect(host.errorOutput.hasPrefix("error: --host: "))
    let port = mosaic("serve", "--port", "-1")
    #expect(port.status == 1)
    #expect(port.errorOutput.contains("--port"))
    let noServer = mosaic("serve", RepositoryFiles.path("Examples/flow-sticky.json"), "--port", "0")
    #expect(noServer.status == 1)
    #expect(
      noServer.errorOutput
        == "error: serve: this build of mosaic has no playground server: build it with the "
        + "Playground trait (swift run --traits Playground mosaic serve …)\n")
  }

  @Test func aStartingDocumentOverTheLimitIsRefusedUnread() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "serve-big-\(UUID().uuidString).json")
    // Not JSON: read and parsed, it would fail on its first byte instead of on its size.
    try Data(repeating: UInt8(ascii: "x"), count: PlaygroundSession.maximumDocumentBytes + 1)
      .write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let outcome = mosaic("serve", url.path)
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "error: \(url.path): the document is \(PlaygroundSession.maximumDocumentBytes + 1) bytes; the limit is \(PlaygroundSession.maximumDocumentBytes)\n"
    )
  }

  /// Several documents and an examples folder are accepted (the build without a server says so
  /// only after checking them); a second document that is invalid, and a folder that is not one,
  /// are refused by name.
  @Test func severalDocumentsAndAnExamplesFolderAreChecked() throws {
    let sticky = RepositoryFiles.path("Examples/flow-sticky.json")
    let chat = RepositoryFiles.path("Examples/flow-chat.json")
    let accepted = mosaic("serve", sticky, chat, "--examples", RepositoryFiles.path("Examples"))
    #expect(accepted.status == 1)
    #expect(accepted.errorOutput.hasPrefix("error: serve: this build of mosaic has no playground"))
    let missing = mosaic("serve", sticky, "/nonexistent/second.json")
    #expect(missing.errorOutput.hasPrefix("error: /nonexistent/second.json: cannot read the file"))
    let notAFolder = mosaic("serve", "--examples", sticky)
    #expect(notAFolder.errorOutput == "error: --examples: \(sticky) is not a folder\n")
    let many = MosaicTool.run(
      arguments: ["serve"] + Array(repeating: sticky, count: 65), registry: .builtIn)
    #expect(many.errorOutput == "error: FILE: at most 64 documents, got 65\n")
  }

  @Test func helpListsServe() {
    let help = mosaic("help", "serve")
    #expect(help.status == 0)
    #expect(help.output.contains("--port"))
  }
}
