// Under the `Playground` trait only, like the dependencies it needs (Package.swift).
#if Playground
  import Foundation
  import Mosaic
  import MosaicCommandLine
  import MosaicTestSupport
  import Testing

  @testable import MosaicServe

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// `mosaic serve`'s transport: the page's resources, the examples, and HTTP over loopback.
  @Suite("playground server")
  struct PlaygroundServerTests {
    @Test func thePageAndEveryExampleAreServedFromMemory() throws {
      let files = try PageFiles.load()
      for name in PageFiles.pageNames {
        let file = try #require(files.page[name], "\(name) is a package resource")
        #expect(!file.bytes.isEmpty)
      }
      #expect(files.page["index.html"]?.contentType.hasPrefix("text/html") == true)
      let names = files.examples.map(\.name)
      let large = RepositoryFiles.jsonFiles(in: "Examples/large").map {
        "large/" + $0.lastPathComponent
      }
      #expect(!large.isEmpty)
      #expect(names == RepositoryFiles.jsonFiles(in: "Examples").map(\.lastPathComponent) + large)
      // The page asks for a large example by its percent-encoded name.
      let first = try #require(large.first)
      #expect(
        files.example(named: "large%2F" + first.dropFirst(6))
          == files.examples.last { $0.name == first }?.text)
      #expect(files.example(named: "large%2Fmissing.json") == nil)
    }

    @Test func theExamplesListCarriesTheCommandLinesDocumentsInOrder() throws {
      let files = try PageFiles.load()
      let request = ServeRequest(
        host: "127.0.0.1", port: 0,
        documents: [
          .init(name: "/tmp/x/start.json", text: "{\"a\": \"\\n\"}"),
          .init(name: "second.json", text: "{}"),
        ],
        registry: .builtIn)
      let text = PlaygroundServer.examplesList(files: files, request: request)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      let documents = try #require(object["documents"] as? [[String: Any]])
      #expect(documents.compactMap { $0["name"] as? String } == ["start.json", "second.json"])
      #expect(documents.first?["text"] as? String == "{\"a\": \"\\n\"}")
      let examples = try #require(object["examples"] as? [[String: Any]])
      #expect(examples.count == files.examples.count)
      let sticky = examples.first { $0["name"] as? String == "flow-sticky.json" }
      #expect(sticky?["strategy"] as? String == "flow")
      #expect(
        examples.first { $0["name"] as? String == "carousel.json" }?["strategy"] as? String
          == "carousel")
      // The pickers come from the registry: every built-in strategy and modifier, with its summary.
      let strategies = try #require(object["strategies"] as? [[String: Any]])
      #expect(
        strategies.compactMap { $0["name"] as? String } == [
          "carousel", "compositional", "flow", "waterfall",
        ])
      #expect(
        (strategies[2]["summary"] as? String)?.hasPrefix("UICollectionViewFlowLayout") == true)
      let modifiers = try #require(object["modifiers"] as? [[String: Any]])
      #expect(modifiers.compactMap { $0["name"] as? String } == ["shelf", "sticky"])
      let none = PlaygroundServer.examplesList(
        files: files, request: ServeRequest(host: "127.0.0.1", port: 0, registry: .builtIn))
      #expect(none.hasPrefix("{\"documents\": [], \"examples\": [{\""))
    }

    @Test func anExamplesFolderReplacesThePackagesExamples() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "serve-examples-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("large"), withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      try Data("{}".utf8).write(to: folder.appendingPathComponent("b.json"))
      try Data("{}".utf8).write(to: folder.appendingPathComponent("a.json"))
      try Data("x".utf8).write(to: folder.appendingPathComponent("notes.txt"))
      try Data("{}".utf8).write(to: folder.appendingPathComponent("large/big.json"))
      let files = try PageFiles.load(examplesFolder: folder)
      #expect(files.examples.map(\.name) == ["a.json", "b.json", "large/big.json"])
    }

    @Test func aServerOnPortZeroAnswersOverLoopback() async throws {
      let request = ServeRequest(host: "127.0.0.1", port: 0, registry: .builtIn)
      let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
      let server = Task {
        // Quiet: cancelling the task is how the test stops it, which the server logs as an error.
        try await PlaygroundServer(quiet: true).run(request) { port in continuation.yield(port) }
      }
      defer { server.cancel() }
      var iterator = ports.makeAsyncIterator()
      let port = try #require(await iterator.next())
      #expect(port > 0)
      let base = "http://127.0.0.1:\(port)"
      let (page, pageResponse) = try await URLSession.shared.data(from: URL(string: base + "/")!)
      #expect((pageResponse as? HTTPURLResponse)?.statusCode == 200)
      #expect(String(decoding: page, as: UTF8.self).contains("Mosaic playground"))
      let (example, _) = try await URLSession.shared.data(
        from: URL(string: base + "/api/examples/flow-sticky.json")!)
      #expect(String(decoding: example, as: UTF8.self).contains("sticky"))
      let (_, missing) = try await URLSession.shared.data(from: URL(string: base + "/nothing.js")!)
      #expect((missing as? HTTPURLResponse)?.statusCode == 404)
    }

    @Test func serveChecksItsArgumentsBeforeBinding() throws {
      let badPort = MosaicTool.run(
        arguments: ["serve", "--port", "70000"], registry: .builtIn, server: PlaygroundServer())
      #expect(badPort.status == 1)
      #expect(badPort.errorOutput == "error: --port: expected 0…65535, got 70000\n")
      let badFile = MosaicTool.run(
        arguments: ["serve", "/nonexistent/doc.json"], registry: .builtIn,
        server: PlaygroundServer())
      #expect(badFile.status == 1)
      #expect(badFile.errorOutput.hasPrefix("error: /nonexistent/doc.json: cannot read the file"))
      #expect(badFile.errorOutput.filter { $0 == "\n" }.count == 1)
    }
  }
#endif
