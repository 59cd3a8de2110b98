import MosaicCore

extension PlaygroundMessage {
  /// A decoded message and the `id` its reply echoes.
  struct Envelope: Decodable {
    var id: Int?
    var message: PlaygroundMessage

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      id = try container.decodeIfPresent(Int.self, forKey: .id)
      guard let op: Op = try container.decodeChoiceIfPresent(.op) else {
        throw DecodingError.keyNotFound(
          Keys.op, .init(codingPath: decoder.codingPath, debugDescription: "is required"))
      }
      let allowed = PlaygroundMessage.keys(of: op).union([.op, .id])
      try decoder.rejectKeys(notIn: allowed, op: op.rawValue)
      message = try PlaygroundMessage.decode(op, container, decoder)
    }
  }

  /// Most steps a `tick` message may ask for: one message is one display frame or a few.
  static let maximumTicks = 600
  /// Most sizes one `resize` message may carry.
  static let maximumResizes = 10_000
  /// Most items one `shuffle` may move.
  static let maximumShuffle = 1_000

  private static func decode(
    _ op: Op, _ container: KeyedDecodingContainer<Keys>, _ decoder: any Decoder
  ) throws -> PlaygroundMessage {
    switch op {
    case .load: return .load(text: try container.decode(String.self, forKey: .text))
    case .query:
      return .query(
        rect: try container.decode(Rect.self, forKey: .rect),
        offset: try container.decodeIfPresent(Point.self, forKey: .offset))
    case .hit: return .hit(try container.decode(Point.self, forKey: .point))
    case .order: return .order
    case .shuffle:
      return .shuffle(
        section: try container.decodeInt(.section, in: 0...Int.max, default: 0),
        start: try container.decodeInt(.start, in: 0...Int.max, default: 0),
        count: try container.decodeInt(.count, in: 0...maximumShuffle, default: 20),
        seed: UInt64(try container.decodeInt(.seed, in: 0...Int.max, default: 1)))
    case .dragBegin, .pickUp:
      let step: ScriptStep =
        op == .dragBegin
        ? .dragBegin(
          try container.decode(Point.self, forKey: .point),
          alsoLifting: try container.decodeLifted(.alsoLifting))
        : .keyboard(try container.decodePickUp(item: .item, alsoLifting: .alsoLifting))
      let withSelection = try container.decodeStrictlyIfPresent(Bool.self, forKey: .liftSelection)
      return withSelection == true ? .liftWithSelection(step) : .step(step)
    case .board: return .board(.make(gap: try container.decodeNonNegative(.gap, default: 20)))
    case .boardBegin: return .board(.begin(try container.decode(Point.self, forKey: .point)))
    case .boardMove: return .board(.move(try container.decode(Point.self, forKey: .point)))
    case .boardTick:
      return .board(.tick(try container.decodeInt(.count, in: 0...maximumTicks, default: 1)))
    case .boardEnd: return .board(.end)
    case .boardCancel: return .board(.cancel)
    case .boardState: return .board(.state)
    case .boardScroll:
      return .board(
        .scroll(
          collection: try container.decodeInt(.collection, in: 0...1, default: 0),
          offset: try container.decode(Point.self, forKey: .offset)))
    case .selectionMode:
      return .step(
        .edit(
          .selectionMode(
            allowsSelection: nil,
            allowsMultipleSelection: try container.decodeStrictlyIfPresent(
              Bool.self, forKey: .allowsMultipleSelection))))
    case .moveLifted:
      return .step(.keyboard(.moveLifted(try container.decodeDirection(.direction))))
    case .autoScroll:
      return .step(
        .keyboard(
          try container.decodeAutoScroll(
            edgeInset: .edgeInset, maximumSpeed: .maximumSpeed, curve: .curve)))
    case .focus:
      return .focus(try container.decodeIndexPath(.item), try container.decodeDirection(.direction))
    case .dragMove: return .step(.dragMove(try container.decode(Point.self, forKey: .point)))
    case .tap: return .step(.tap(try container.decode(Point.self, forKey: .point)))
    case .tick:
      return .step(.tick(try container.decodeInt(.count, in: 0...maximumTicks, default: 1)))
    case .dragEnd: return .step(.dragEnd)
    case .dragCancel: return .step(.dragCancel)
    case .scrollTo: return .step(.scrollTo(try container.decode(Point.self, forKey: .offset)))
    case .scrollToItem:
      return .step(try container.decodeScrollToItem(item: .item, position: .position))
    case .batch: return .step(.batch(try ScriptBatch(from: decoder)))
    case .resize:
      let items = try ScriptSizedPath.sizedList(container, .items)
      guard items.count <= maximumResizes else {
        throw DecodingError.dataCorruptedError(
          forKey: .items, in: container,
          debugDescription: "at most \(maximumResizes) sizes a message, got \(items.count)")
      }
      return .step(.resize(items))
    case .carouselNext: return .step(.carouselNext)
    case .carouselTick:
      return .step(.carouselTick(try container.decodeNonNegative(.seconds, default: 0)))
    case .carouselDrag: return .step(.carouselDrag(try container.decodeFinite(.dx)))
    case .carouselRelease: return .step(.carouselRelease(try container.decodeFinite(.velocity)))
    case .bandDrag:
      return .step(
        .bandDrag(
          section: try container.decodeInt(.section, in: 0...Int(Int32.max), default: 0),
          dx: try container.decodeFinite(.dx)))
    case .bandRelease:
      return .step(
        .bandRelease(
          section: try container.decodeInt(.section, in: 0...Int(Int32.max), default: 0),
          velocity: try container.decodeFinite(.velocity)))
    }
  }
}
