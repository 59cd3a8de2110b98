import MosaicCore

/// A server for `mosaic serve`: serves the playground page and one ``PlaygroundSession`` per
/// WebSocket. The `mosaic` executable passes its own to ``MosaicTool/main(registry:server:)``.
public protocol PlaygroundServing: Sendable {
  /// Binds, prints the address to open on standard output, and serves until stopped.
  /// - Throws: ``LayoutError`` naming `--port` or `--host` when it cannot bind.
  func serve(_ request: ServeRequest) throws(LayoutError)
}

/// What `mosaic serve` was asked: where to listen, the documents to start with and where the
/// examples come from.
public struct ServeRequest: Sendable {
  /// A document given on the command line: its name as given and its JSON, already validated.
  public struct Document: Sendable, Equatable {
    /// The file name as given.
    public var name: String
    /// The document's JSON.
    public var text: String

    /// A document named `name` (a path; the page shows its last component) holding `text`.
    public init(name: String, text: String) {
      self.name = name
      self.text = text
    }
  }

  /// The address to bind.
  public var host: String
  /// The port; 0 picks a free one.
  public var port: Int
  /// The documents the page offers first, in order; the page opens the first. Empty for none.
  public var documents: [Document]
  /// The folder whose JSON files (and its `large` folder's) the page's picker offers; `nil` for
  /// the package's own `Examples` folder.
  public var examplesFolder: String?
  /// The strategies documents may name.
  public var registry: StrategyRegistry

  /// A request to serve `documents` and the examples of `examplesFolder` on `host:port`.
  public init(
    host: String, port: Int, documents: [Document] = [], examplesFolder: String? = nil,
    registry: StrategyRegistry
  ) {
    self.host = host
    self.port = port
    self.documents = documents
    self.examplesFolder = examplesFolder
    self.registry = registry
  }
}
