// Under the `Playground` trait only, like the dependencies it needs (Package.swift).
#if Playground
  import Hummingbird
  import HummingbirdCore
  import HummingbirdWebSocket
  import Logging
  import NIOCore
  import NIOHTTP1

  /// The playground's connections: Hummingbird's HTTP/1 channel with its WebSocket upgrade, plus
  /// an answer to bytes that are not an HTTP request. Left to the upgrade channel, the parser's
  /// error fails its negotiation, which it logs and returns from with the socket still open (300
  /// malformed requests held 316 descriptors); here such a connection gets `400 Bad Request` and is
  /// closed.
  struct PlaygroundChannel: ServerChildChannel {
    /// The channel that serves the page and upgrades `/ws`.
    let upgrade: HTTP1WebSocketUpgradeChannel

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<
      HTTP1WebSocketUpgradeChannel.Value
    > {
      upgrade.setup(channel: channel, logger: logger).flatMapThrowing { value in
        // Right after the request decoder, whose errors it answers.
        let pipeline = channel.pipeline.syncOperations
        let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
        try pipeline.addHandler(BadRequestHandler(), position: .after(decoder))
        return value
      }
    }

    func handle(value: HTTP1WebSocketUpgradeChannel.Value, logger: Logger) async {
      await upgrade.handle(value: value, logger: logger)
    }

    /// The playground's server: HTTP/1 with the WebSocket upgrade at `router`'s routes, frames
    /// bounded by ``PlaygroundServer/maximumFrameBytes``, text frames checked to be UTF-8 (invalid
    /// text closes the socket with 1007), and malformed requests answered with 400.
    static func server(webSocketRouter router: Router<BasicWebSocketRequestContext>)
      -> HTTPServerBuilder
    {
      let webSocketResponder = router.buildResponder()
      return HTTPServerBuilder { responder in
        PlaygroundChannel(
          upgrade: HTTP1WebSocketUpgradeChannel(
            responder: responder, webSocketResponder: webSocketResponder,
            configuration: .init(
              ws: .init(maxFrameSize: PlaygroundServer.maximumFrameBytes, validateUTF8: true))))
      }
    }
  }

  /// Answers an HTTP parser error with `400 Bad Request` and closes the connection. It reads
  /// nothing else: every message passes by unread, so it stays harmless after a WebSocket upgrade.
  final class BadRequestHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
      guard error is HTTPParserError else {
        context.fireErrorCaught(error)
        return
      }
      let head = HTTPResponseHead(
        version: .http1_1, status: .badRequest,
        headers: HTTPHeaders([("Connection", "close"), ("Content-Length", "0")]))
      context.write(wrapOutboundOut(.head(head)), promise: nil)
      context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
      context.close(promise: nil)
    }
  }
#endif
