import MosaicCarousel
import MosaicCore
import MosaicInteraction

/// One playground client's state and the protocol that drives it: a message in, one reply out,
/// no I/O. `mosaic serve` holds one per WebSocket and drops it when the socket closes, so a drag
/// under way when a client leaves leaves nothing behind.
///
/// Every reply is one JSON object. A state-changing message answers `{"type": "state", …}` with
/// the elements in the client's window at the current offset; a bad message answers
/// `{"type": "error", "path": …, "message": …}` and changes nothing. The protocol is described in
/// the repository's docs/serve.md.
public struct PlaygroundSession {
  /// Largest document a `load` accepts, in UTF-8 bytes; a larger one is refused before parsing.
  public static let maximumDocumentBytes = 4 << 20
  /// Largest message, in bytes: a document and its envelope. A larger one is refused unread.
  public static let maximumMessageBytes = maximumDocumentBytes + (64 << 10)
  /// Most elements one reply lists: a rect holding more is refused (ask for a smaller one).
  public static let maximumElements = 20_000
  /// Most items an `order` reply lists.
  public static let maximumOrderItems = 100_000
  /// Most elements a session's layout may keep in memory (its input's
  /// ``/MosaicCore/LayoutInput/elementBudget``, carried through every edit): a short document must
  /// not make the server allocate for the library's 60 million. What counts is what the layout
  /// stores, not the items: a flow of counted sections stores nothing per item and loads at the
  /// library's own limits (10^9 items), and a waterfall of counted items a few pages (one placed
  /// again once its columns are level); sections laid out whole count their frames at every
  /// place, and past 2,000,000 are refused before anything is allocated.
  public static let elementBudget = 2_000_000

  let registry: StrategyRegistry
  /// The document's state: model, live layout, drag, carousel; `nil` before a `load`.
  var simulation: Simulation?
  /// The two-column board, once a `board` message made it; a `load` drops it.
  var board: PlaygroundBoard?
  /// The loaded document's configuration, which a board lays out twice.
  var configuration: LayoutConfiguration?
  /// The client's window relative to the content offset (the visible rect plus overscan).
  var window = Rect(x: 0, y: 0, width: 0, height: 0)

  /// A session with no document, decoding documents with `registry`.
  public init(registry: StrategyRegistry) { self.registry = registry }

  /// True while a document is loaded.
  public var hasDocument: Bool { simulation != nil }

  /// True while a drag is under way.
  public var isDragging: Bool { simulation?.session.isDragging ?? false }

  /// Handles one message (UTF-8 JSON) and returns the reply's text.
  ///
  /// Never traps on what a client sends: every failure is an error reply naming the field, and
  /// the session is then as it was.
  public mutating func handle(_ message: some Collection<UInt8>) -> String {
    guard message.count <= Self.maximumMessageBytes else {
      return Self.error(
        id: nil,
        LayoutError(
          path: "",
          message:
            "the message is \(message.count) bytes; the limit is \(Self.maximumMessageBytes)"))
    }
    let envelope: PlaygroundMessage.Envelope
    do {
      envelope = try StrictJSON.decode(PlaygroundMessage.Envelope.self, from: message)
    } catch {
      return Self.error(id: Self.salvagedID(message), error)
    }
    do {
      return try perform(envelope.message, id: envelope.id)
    } catch {
      return Self.error(id: envelope.id, error)
    }
  }

  /// Handles one message given as text.
  public mutating func handle(text: String) -> String { handle(Array(text.utf8)) }

  private mutating func perform(_ message: PlaygroundMessage, id: Int?) throws(LayoutError)
    -> String
  {
    let clock = ContinuousClock()
    let start = clock.now
    var extra = ReplyExtras()
    switch message {
    case .load(let text):
      try load(text)
      extra.loaded = true
    case .query(let rect, let offset):
      var simulation = try loaded()
      guard rect.isFinite, rect.width >= 0, rect.height >= 0 else {
        throw LayoutError(path: "rect", message: "expected a finite rect of non-negative size")
      }
      if let offset {
        guard offset.x.isFinite, offset.y.isFinite else {
          throw LayoutError(path: "offset", message: "expected finite coordinates")
        }
        if simulation.carousel == nil { _ = try simulation.perform(.scrollTo(offset)) }
      }
      let origin = simulation.session.viewport.contentOffset
      window = Rect(
        x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height)
      self.simulation = simulation
    case .hit(let point):
      let session = try loaded().session
      return Self.hitReply(id: id, session: session, point: point)
    case .order:
      return try Self.orderReply(id: id, model: loaded().session.model)
    case .focus(let path, let direction):
      return try Self.focusReply(id: id, session: loaded().session, from: path, direction)
    case .shuffle(let section, let start, let count, let seed):
      var simulation = try loaded()
      let before = simulation.session.model
      simulation.lastTransition = nil
      try simulation.shuffle(section: section, start: start, count: count, seed: seed)
      extra.transition = simulation.lastTransition.map { ($0, before) }
      self.simulation = simulation
    case .board(let step):
      return try performBoard(step, id: id)
    case .liftWithSelection(let step):
      let simulation = try loaded()
      return try perform(.step(simulation.withSelection(step)), id: id)
    case .step(let step):
      var simulation = try loaded()
      let before = simulation.session.model
      simulation.lastTransition = nil
      simulation.lastAnnouncement = nil
      simulation.lastMove = nil
      // Whatever a step returns, the reply reads the state it left.
      _ = try simulation.perform(step)
      extra.transition = simulation.lastTransition.map { ($0, before) }
      extra.moved = simulation.lastMove
      extra.announcement = simulation.lastAnnouncement
      self.simulation = simulation
    }
    let engine = clock.now - start
    return try stateReply(id: id, simulation: loaded(), engineTime: engine, extra: extra)
  }

  private func loaded() throws(LayoutError) -> Simulation {
    guard let simulation else {
      throw LayoutError(path: "op", message: "no document loaded; send {\"op\": \"load\"} first")
    }
    return simulation
  }

  private mutating func load(_ text: String) throws(LayoutError) {
    let bytes = text.utf8.count
    guard bytes <= Self.maximumDocumentBytes else {
      throw LayoutError(
        path: "text",
        message: "the document is \(bytes) bytes; the limit is \(Self.maximumDocumentBytes)")
    }
    let configuration = try Self.budgeted(registry.configuration(fromJSON: text))
    // Prepared once to report the document's own errors (and warnings) before any state changes.
    _ = try configuration.prepare()
    var simulation = try Simulation(configuration: configuration)
    // A document at offset zero with a content inset starts at rest, as a scroll view does: the
    // inset before the content shows (offset −inset along the scroll axis), not scrolled away.
    let inset = simulation.session.viewport.contentInset
    let rest =
      simulation.session.layout.scrollDirection == .vertical
      ? Point(x: 0, y: -inset.top) : Point(x: -inset.left, y: 0)
    let origin = Point(x: 0, y: 0)
    if simulation.carousel == nil, simulation.session.viewport.contentOffset == origin,
      rest != origin
    {
      _ = try simulation.perform(.scrollTo(rest))
    }
    self.simulation = simulation
    self.configuration = configuration
    board = nil
    let viewport = simulation.session.viewport
    window = Rect(x: 0, y: 0, width: viewport.size.width, height: viewport.size.height)
  }

  /// `configuration` held to the playground's ``elementBudget``.
  static func budgeted(_ configuration: LayoutConfiguration) -> LayoutConfiguration {
    var configuration = configuration
    configuration.input.elementBudget = elementBudget
    return configuration
  }

  /// The `id` of a message that did not decode, when its top level still reads as an object
  /// with an integer `id`: so a client can pair even an error with its request.
  static func salvagedID(_ message: some Collection<UInt8>) -> Int? {
    (try? StrictJSON.decode(MessageID.self, from: message))?.id
  }
}
