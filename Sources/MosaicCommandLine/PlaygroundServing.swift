import MosaicCore

/// A server for `mosaic serve`: serves the playground page and one ``PlaygroundSession`` per
/// WebSocket. The `mosaic` executable passes its own to ``MosaicTool/main(registry:server:)``.
public protocol PlaygroundServing: Sendable {
  /// Binds, prints the address to open on standard output, and serves until stopped.
  /// - Throws: ``LayoutError`` naming `--port` or `--host` when it cannot bind.
  func serve(_ request: ServeRequest) throws(LayoutError)
}

/// What `mosaic serve` was asked: where to listen and the document to start with.
public struct ServeRequest: Sendable {
  /// The address to bind.
  public var host: String
  /// The port; 0 picks a free one.
  public var port: Int
  /// The starting document's JSON, already validated; `nil` for none.
  public var document: String?
  /// The starting document's file name, as given.
  public var documentName: String?
  /// The strategies documents may name.
  public var registry: StrategyRegistry

  /// A request to serve `document` on `host:port`.
  public init(
    host: String, port: Int, document: String?, documentName: String?, registry: StrategyRegistry
  ) {
    self.host = host
    self.port = port
    self.document = document
    self.documentName = documentName
    self.registry = registry
  }
}
