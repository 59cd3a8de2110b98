// Under the `Playground` trait only, like the dependencies it needs (Package.swift).
#if Playground
  import Foundation
  import Hummingbird
  import HummingbirdWebSocket
  import Logging
  import MosaicCommandLine
  import MosaicCore

  /// `mosaic serve` over Hummingbird: the page and its examples over HTTP, and one
  /// ``PlaygroundSession`` per WebSocket at `/ws`, created when the socket opens and dropped when
  /// it closes.
  public struct PlaygroundServer: PlaygroundServing {
    /// Logs only critical errors (tests that stop a server by cancelling it); otherwise warnings.
    public var quiet: Bool

    /// A server of what each request asks for: its documents, and the examples of its folder (the
    /// package's own Examples folder by default).
    public init(quiet: Bool = false) {
      self.quiet = quiet
    }

    /// Frames and messages above this size close the socket (the transport's own bound); messages
    /// between ``PlaygroundSession/maximumMessageBytes`` and this are answered with an error.
    public static let maximumFrameBytes = 2 * PlaygroundSession.maximumMessageBytes

    /// Serves until the process is interrupted, printing `Mosaic playground: http://HOST:PORT/`.
    public func serve(_ request: ServeRequest) throws(LayoutError) {
      let failure = FailureBox()
      let done = DispatchSemaphore(value: 0)
      Task {
        do {
          try await run(request) { port in
            // The line tests and people read: flushed at once, whatever stdout is.
            let line = "Mosaic playground: http://\(Self.urlHost(request.host)):\(port)/\n"
            FileHandle.standardOutput.write(Data(line.utf8))
          }
        } catch {
          failure.set(error)
        }
        done.signal()
      }
      done.wait()
      if let error = failure.error {
        throw LayoutError(
          path: "--port",
          message:
            "cannot serve on \(request.host):\(request.port): \(LayoutError.oneLine("\(error)", limit: 200))"
        )
      }
    }

    /// Binds and serves until the task is cancelled, calling `onReady` with the bound port.
    public func run(_ request: ServeRequest, onReady: @escaping @Sendable (Int) -> Void)
      async throws
    {
      let files = try PageFiles.load(
        examplesFolder: request.examplesFolder.map { URL(fileURLWithPath: $0) })
      let router = Router(context: BasicWebSocketRequestContext.self)
      Self.addRoutes(to: router, files: files, request: request)
      var logger = Logger(label: "mosaic-serve")
      logger.logLevel = quiet ? .critical : .warning
      let app = Application(
        router: router,
        server: PlaygroundChannel.server(webSocketRouter: router),
        configuration: .init(address: .hostname(request.host, port: request.port)),
        onServerRunning: { channel in onReady(channel.localAddress?.port ?? request.port) },
        logger: logger)
      try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    }

    /// `host` as a URL spells it (an IPv6 address in brackets).
    static func urlHost(_ host: String) -> String { host.contains(":") ? "[\(host)]" : host }
  }
#endif
