import ArgumentParser
import Foundation
import MosaicCore

/// `mosaic serve [FILE…] [--examples DIR] [--port N] [--host H]`: the browser playground. The
/// arguments and the starting documents are checked here; the server itself is a
/// ``PlaygroundServing`` the `mosaic` executable hands in, so this library never links an HTTP
/// stack.
struct ServeCommand: MosaicSubcommand {
  static let usage = "mosaic serve [FILE…] [--examples DIR] [--port N] [--host H]"
  /// The most documents one command line may give.
  static let maximumDocuments = 64

  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the browser playground: the layout drawn live, driven by Mosaic.",
    usage: usage,
    discussion:
      "Prints the address to open, then serves until interrupted. --port 0 picks a free port.")

  @Argument(
    help: ArgumentHelp(
      "Documents (JSON) the page offers before the examples; it opens the first.",
      valueName: "FILE"))
  var files: [String] = []

  @Option(
    name: .customLong("examples"),
    help: ArgumentHelp(
      "A folder of JSON documents the picker offers instead of the package's Examples.",
      valueName: "DIR"))
  var examplesFolder: String?

  @Option(help: ArgumentHelp("The TCP port (0 picks a free one).", valueName: "N"))
  var port: Int = 8080

  @Option(help: ArgumentHelp("The address to bind.", valueName: "H"))
  var host: String = "127.0.0.1"

  /// The request for a server: arguments checked, the starting document read and validated.
  func request(registry: StrategyRegistry) throws(LayoutError) -> ServeRequest {
    guard (0...65_535).contains(port) else {
      throw LayoutError(path: "--port", message: "expected 0…65535, got \(port)")
    }
    guard !host.isEmpty, host.utf8.count <= 253, !host.contains(where: \.isWhitespace) else {
      throw LayoutError(path: "--host", message: "expected a host name or an address")
    }
    guard files.count <= Self.maximumDocuments else {
      throw LayoutError(
        path: "FILE", message: "at most \(Self.maximumDocuments) documents, got \(files.count)")
    }
    if let examplesFolder {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: examplesFolder, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        throw LayoutError(path: "--examples", message: "\(examplesFolder) is not a folder")
      }
    }
    var documents: [ServeRequest.Document] = []
    for file in files {
      // Refused by its size on disk before it is read: a huge file costs nothing.
      if let size = Self.fileSize(file), size > PlaygroundSession.maximumDocumentBytes {
        throw LayoutError(
          path: file,
          message:
            "the document is \(size) bytes; the limit is \(PlaygroundSession.maximumDocumentBytes)"
        )
      }
      let bytes = try DocumentLoader.read(file)
      guard bytes.count <= PlaygroundSession.maximumDocumentBytes else {
        throw LayoutError(
          path: file,
          message:
            "the document is \(bytes.count) bytes; the limit is \(PlaygroundSession.maximumDocumentBytes)"
        )
      }
      do {
        _ = try PlaygroundSession.budgeted(registry.configuration(fromJSON: bytes)).prepare()
      } catch {
        throw LayoutError(
          path: error.path.isEmpty ? file : "\(file): \(error.path)", message: error.message)
      }
      documents.append(.init(name: file, text: String(decoding: bytes, as: UTF8.self)))
    }
    return ServeRequest(
      host: host, port: port, documents: documents, examplesFolder: examplesFolder,
      registry: registry)
  }

  /// The size of the file at `path`, when it can be read without opening it.
  static func fileSize(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
  }

  func execute(registry: StrategyRegistry, output: any OutputSink) throws(LayoutError) {
    try execute(registry: registry, server: nil)
  }

  /// Checks the arguments, then hands them to `server` until it stops.
  func execute(registry: StrategyRegistry, server: (any PlaygroundServing)?) throws(LayoutError) {
    let request = try request(registry: registry)
    guard let server else {
      throw LayoutError(
        path: "serve",
        message:
          "this build of mosaic has no playground server: build it with the Playground trait "
          + "(swift run --traits Playground mosaic serve …)")
    }
    try server.serve(request)
  }
}
