import MosaicCore

/// One message a playground client sends over its WebSocket: `{"op": …, "id": N, …}`.
///
/// Each op takes only its own keys (any other is refused, naming it) and `id`, an integer the
/// reply echoes so a client can pair them.
enum PlaygroundMessage {
  /// Replace the document: `text` is the configuration's JSON.
  case load(text: String)
  /// Scroll to `offset` (when given) and answer the elements in `rect` (content coordinates; the
  /// visible window plus overscan). The rect is kept, relative to the offset, for later replies.
  case query(rect: Rect, offset: Point?)
  /// The cell at a point in content coordinates.
  case hit(Point)
  /// The model's item names, section by section.
  case order
  /// Shuffle `count` items of `section` from `start`, as moves through the model.
  case shuffle(section: Int, start: Int, count: Int, seed: UInt64)
  /// A step `mosaic simulate` knows: drags, ticks, scrolls, taps (selection), batches, resizes,
  /// carousel controls, keyboard reordering, auto-scroll options.
  case step(ScriptStep)
  /// Where focus goes from an item in a direction (the layout's focus movement).
  case focus(IndexPath, FocusDirection)
  /// A lift (`dragBegin` or `pickUp`) that takes the selection with it when the item lifted is
  /// selected (`liftSelection: true`), as iOS gathers a selection under the finger.
  case liftWithSelection(ScriptStep)
  /// The two-column board (``PlaygroundBoard``): made, dragged across, scrolled.
  case board(BoardStep)

  /// A step of the two-column board.
  enum BoardStep {
    /// `board`: lays the loaded document out twice, `gap` points apart.
    case make(gap: Double)
    /// `boardBegin`: a finger down at a board point (the first column's viewport at the origin,
    /// the second's `gap` to its right).
    case begin(Point)
    /// `boardMove`: the finger at a board point.
    case move(Point)
    /// `boardTick`: display frames of edge auto-scroll in the column holding the target.
    case tick(Int)
    /// `boardEnd`: the drop.
    case end
    /// `boardCancel`.
    case cancel
    /// `boardScroll`: a column's content offset.
    case scroll(collection: Int, offset: Point)
    /// `boardState`: the board as it is.
    case state
  }

  /// The ops, as clients spell them.
  enum Op: String, CaseIterable {
    case load, query, hit, order, shuffle
    case dragBegin, dragMove, tick, dragEnd, dragCancel, scrollTo, scrollToItem, tap, batch, resize
    case carouselNext, carouselTick, carouselDrag, carouselRelease, bandDrag, bandRelease
    case pickUp, moveLifted, autoScroll, focus, selectionMode
    case board, boardBegin, boardMove, boardTick, boardEnd, boardCancel, boardScroll, boardState
  }

  enum Keys: String, CodingKey, CaseIterable {
    case id, op, text, rect, offset, point, section, start, count, seed
    case seconds, dx, velocity, items, item, position
    case deleteSections, insertSections, deleteItems, insertItems, moveItems
    case reloadItems, reloadSections, moveSections
    case alsoLifting, direction, edgeInset, maximumSpeed, curve
    case liftSelection, allowsMultipleSelection, gap, collection
  }

  /// The keys each op takes besides `op` and `id`.
  static func keys(of op: Op) -> Set<Keys> {
    switch op {
    case .load: [.text]
    case .query: [.rect, .offset]
    case .hit, .dragMove, .tap: [.point]
    case .dragBegin: [.point, .alsoLifting, .liftSelection]
    case .pickUp: [.item, .alsoLifting, .liftSelection]
    case .selectionMode: [.allowsMultipleSelection]
    case .board: [.gap]
    case .boardBegin, .boardMove: [.point]
    case .boardTick: [.count]
    case .boardEnd, .boardCancel, .boardState: []
    case .boardScroll: [.collection, .offset]
    case .moveLifted: [.direction]
    case .autoScroll: [.edgeInset, .maximumSpeed, .curve]
    case .focus: [.item, .direction]
    case .order, .dragEnd, .dragCancel, .carouselNext: []
    case .shuffle: [.section, .start, .count, .seed]
    case .tick: [.count]
    case .scrollTo: [.offset]
    case .scrollToItem: [.item, .position]
    case .carouselTick: [.seconds]
    case .carouselDrag: [.dx]
    case .carouselRelease: [.velocity]
    case .bandDrag: [.section, .dx]
    case .bandRelease: [.section, .velocity]
    case .resize: [.items]
    case .batch:
      [
        .deleteSections, .insertSections, .deleteItems, .insertItems, .moveItems, .reloadItems,
        .reloadSections, .moveSections,
      ]
    }
  }
}
