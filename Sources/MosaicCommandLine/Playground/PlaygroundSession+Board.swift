import MosaicCore
import MosaicInteraction

extension PlaygroundSession {
  /// Runs a step of the two-column board and answers `{"type": "board", …}`.
  mutating func performBoard(_ step: PlaygroundMessage.BoardStep, id: Int?) throws(LayoutError)
    -> String
  {
    if case .make(let gap) = step {
      guard let configuration else {
        throw LayoutError(path: "op", message: "no document loaded; send {\"op\": \"load\"} first")
      }
      board = try PlaygroundBoard(configuration: configuration, gap: gap)
    }
    guard var current = board else {
      throw LayoutError(path: "op", message: "no board; send {\"op\": \"board\"} first")
    }
    current.dropped = nil
    switch step {
    case .make, .state: break
    case .begin(let point):
      try Self.checkFinite(point)
      guard !current.board.isDragging else {
        throw LayoutError(path: "point", message: "a drag is already under way")
      }
      guard try current.board.begin(atBoardPoint: point) else {
        throw LayoutError(
          path: "point", message: "no movable cell at (\(point.x), \(point.y)) to begin a drag on")
      }
    case .move(let point):
      try Self.checkFinite(point)
      guard current.board.isDragging else {
        throw LayoutError(path: "op", message: "no drag under way")
      }
      current.board.move(toBoardPoint: point)
    case .tick(let count): current.board.tick(count: count)
    case .end:
      guard current.board.isDragging else {
        throw LayoutError(path: "op", message: "no drag under way")
      }
      current.dropped = current.board.end()
    case .cancel: current.board.cancel()
    case .scroll(let collection, let offset):
      try Self.checkFinite(offset, path: "offset")
      // Within a screen of the content either way: the column's query stays near its cells.
      let session = current.board.collections[collection]
      let size = session.viewport.size
      let content = session.layout.contentSize
      let clamped = Point(
        x: min(max(offset.x, -size.width), content.width + size.width),
        y: min(max(offset.y, -size.height), content.height + size.height))
      current.board.scroll(collection: collection, toContentOffset: clamped)
    }
    board = current
    return try current.reply(id: id)
  }

  static func checkFinite(_ point: Point, path: String = "point") throws(LayoutError) {
    guard point.x.isFinite, point.y.isFinite else {
      throw LayoutError(path: path, message: "expected finite coordinates")
    }
  }
}
