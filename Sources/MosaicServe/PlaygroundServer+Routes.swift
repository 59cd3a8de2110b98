// Under the `Playground` trait only, like the dependencies it needs (Package.swift).
#if Playground
  import Foundation
  import Hummingbird
  import HummingbirdWebSocket
  import MosaicCommandLine
  import MosaicCore

  extension PlaygroundServer {
    /// The page's files, the examples, the starting document and the WebSocket.
    static func addRoutes(
      to router: Router<BasicWebSocketRequestContext>, files: PageFiles, request: ServeRequest
    ) {
      let registry = request.registry
      router.get("/") { _, _ in Self.response(files.page["index.html"]) }
      router.get("/:file") { _, context in
        Self.response(context.parameters.get("file").flatMap { files.page[$0] })
      }
      // Made once: listing the examples decodes each to name its strategy.
      let list = Self.examplesList(files: files, request: request)
      router.get("/api/examples") { _, _ in Self.json(list) }
      router.get("/api/examples/:name") { _, context in
        guard let name = context.parameters.get("name"), let text = files.example(named: name)
        else { return Response(status: .notFound) }
        return Self.json(text)
      }
      router.ws("/ws") { inbound, outbound, _ in
        // The connection's whole state: gone when this closure returns (the socket closed).
        var session = PlaygroundSession(registry: registry)
        for try await message in inbound.messages(maxSize: maximumFrameBytes) {
          let reply: String
          switch message {
          case .text(let text): reply = session.handle(text: text)
          case .binary(let buffer): reply = session.handle(buffer.readableBytesView)
          }
          try await outbound.write(.text(reply))
        }
      }
    }

    /// What the page's pickers offer: `{"documents": [{"name", "text"}…], "examples": [{"name",
    /// "strategy"}…], "strategies": [{"name", "summary"}…], "modifiers": [{"name", "summary"}…]}`
    /// — the command line's documents (each named by its file's last path component), the
    /// examples with the strategy each names (`null` for one that does not decode), and the
    /// registry's strategies and modifiers, by name.
    static func examplesList(files: PageFiles, request: ServeRequest) -> String {
      func quoted(_ text: String) -> String {
        let data = try? JSONEncoder().encode(text)
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
      }
      let registry = request.registry
      let documents = request.documents.map { document in
        let name = (document.name as NSString).lastPathComponent
        return "{\"name\": \(quoted(name)), \"text\": \(quoted(document.text))}"
      }
      let examples = files.examples.map { example in
        let strategy = (try? registry.configuration(fromJSON: example.text))?.strategyName
        return
          "{\"name\": \(quoted(example.name)), \"strategy\": \(strategy.map(quoted) ?? "null")}"
      }
      func named(_ name: String, _ summary: String) -> String {
        "{\"name\": \(quoted(name)), \"summary\": \(quoted(summary))}"
      }
      let strategies = registry.strategyNames.compactMap { registry.strategies[$0] }.map {
        named($0.name, $0.summary)
      }
      let modifiers = registry.modifierNames.compactMap { registry.modifiers[$0] }.map {
        named($0.name, $0.summary)
      }
      return "{\"documents\": [" + documents.joined(separator: ", ") + "], \"examples\": ["
        + examples.joined(separator: ", ") + "], \"strategies\": ["
        + strategies.joined(separator: ", ") + "], \"modifiers\": ["
        + modifiers.joined(separator: ", ") + "]}"
    }

    static func response(_ file: PageFiles.File?) -> Response {
      guard let file else { return Response(status: .notFound) }
      return Response(
        status: .ok, headers: [.contentType: file.contentType, .cacheControl: "no-store"],
        body: .init(byteBuffer: ByteBuffer(bytes: file.bytes)))
    }

    static func json(_ text: String) -> Response {
      Response(
        status: .ok,
        headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
        body: .init(byteBuffer: ByteBuffer(string: text)))
    }
  }
#endif
