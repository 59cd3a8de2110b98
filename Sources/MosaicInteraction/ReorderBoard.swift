import MosaicCore

/// Drag-to-reorder across several collections side by side (a board of columns, a picker and
/// an album): each a ``ReorderSession`` with its own model, layout and viewport, placed on one
/// board. A lifted item moves within its collection as a session's drag does; over another
/// collection it leaves the first (which reflows without it) and enters the second at the cell
/// under the finger (which reflows around it), hit-tested through that collection's viewport;
/// the drop is one validated batch in each collection involved (``ReorderBoardDrop``), and
/// ``cancel()`` restores both.
///
/// Board points are the board's coordinates: collection `i`'s viewport has its top-left corner
/// at `origins[i]` and its viewport's size, so a board point minus that origin is a viewport
/// point of the collection. Collections do not overlap; a point over none (the gutter between
/// columns) keeps the target as it is, as a gap does within a collection.
///
/// Items must be unique across the collections they travel between: a collection that already
/// holds one of the lifted items cannot receive them (the drag stays where it was, away from
/// home, and a drop there puts everything back).
public struct ReorderBoard<Item: Hashable & Sendable> {
  /// The collections, each with its committed model and what it shows.
  public private(set) var collections: [ReorderSession<Item>]
  /// Where each collection's viewport's top-left corner sits on the board.
  public let origins: [Point]
  /// The collection the drag began in, during a drag.
  public private(set) var home: Int?
  /// The collection holding the drag's target, during a drag: `home`, another collection, or
  /// `nil` when none could take the items.
  public private(set) var current: Int?

  /// A board of `collections`, collection `i`'s viewport at `origins[i]`.
  /// - Throws: ``/MosaicCore/LayoutError`` at `origins` when the counts differ or there are no
  ///   collections, at `origins[i]` for a coordinate that is not finite.
  public init(collections: [ReorderSession<Item>], origins: [Point]) throws(LayoutError) {
    guard !collections.isEmpty, collections.count == origins.count else {
      throw LayoutError(
        path: "origins",
        message:
          "expected one origin for each of at least one collection, got \(origins.count) for "
          + "\(collections.count)")
    }
    for (index, origin) in origins.enumerated() where !origin.x.isFinite || !origin.y.isFinite {
      throw LayoutError(path: "origins[\(index)]", message: "expected finite coordinates")
    }
    self.collections = collections
    self.origins = origins
  }

  /// True while a drag is under way.
  public var isDragging: Bool { home != nil }

  /// The drag's target: the collection and the index path there (of its order with the lead at
  /// the target and its companions left out), during a drag over a collection.
  public var target: (collection: Int, indexPath: IndexPath)? {
    guard let current, let path = collections[current].target else { return nil }
    return (current, path)
  }

  /// The collection whose viewport contains `point` (board coordinates), the first when several
  /// do; `nil` over none.
  /// - Complexity: O(collections).
  public func collection(atBoardPoint point: Point) -> Int? {
    collections.indices.first { index in
      let size = collections[index].viewport.size
      let origin = origins[index]
      return point.x >= origin.x && point.x < origin.x + size.width && point.y >= origin.y
        && point.y < origin.y + size.height
    }
  }

  /// `point` (board coordinates) in collection `index`'s viewport.
  func viewportPoint(_ point: Point, in index: Int) -> Point {
    Point(x: point.x - origins[index].x, y: point.y - origins[index].y)
  }

  /// Lifts the cell under `point` (board coordinates) in the collection there, and the items of
  /// that collection at `others` with it (``ReorderSession/begin(atViewportPoint:alsoLifting:)``).
  /// False, and nothing changes, over no collection or no movable cell, or while a drag is under
  /// way.
  /// - Throws: ``/MosaicCore/LayoutError`` at `alsoLifting[k]` for an index path with no item.
  public mutating func begin(atBoardPoint point: Point, alsoLifting others: [IndexPath] = [])
    throws(LayoutError) -> Bool
  {
    guard home == nil, let index = collection(atBoardPoint: point) else { return false }
    guard
      try collections[index].begin(
        atViewportPoint: viewportPoint(point, in: index), alsoLifting: others)
    else { return false }
    home = index
    current = index
    return true
  }

  /// Moves the finger to `point` (board coordinates): within the collection holding the target,
  /// a drag's move; over another collection, the items leave the one they were in and enter that
  /// one at the cell under the finger; over none, nothing changes.
  /// - Complexity: a drag's move; entering a collection costs a batch inserting the lead there
  ///   and the update of its layout, leaving one (the first time) a batch deleting the items
  ///   and its update.
  public mutating func move(toBoardPoint point: Point) {
    guard let home, let over = collection(atBoardPoint: point) else { return }
    let local = viewportPoint(point, in: over)
    if over == current {
      collections[over].move(toViewportPoint: local)
      return
    }
    if let current, current != home { collections[current].cancel() }
    if over == home {
      collections[home].returnHome(atViewportPoint: local)
      current = home
      return
    }
    if current == home {
      guard (try? collections[home].depart()) != nil else { return }
    }
    guard let (items, lead, drawn) = collections[home].liftedItems,
      collections[over].receive(items, lead: lead, atViewportPoint: local, drawn: drawn)
    else {
      current = nil
      return
    }
    current = over
  }

  /// Advances `count` display frames of edge auto-scroll in the collection holding the target
  /// (``ReorderSession/tick(count:)``); returns how far it scrolled.
  @discardableResult
  public mutating func tick(count: Int = 1) -> Double {
    guard let current else { return 0 }
    return collections[current].tick(count: count)
  }

  /// Scrolls collection `index` to `offset`; a drag over it retargets. Nothing happens for an
  /// index out of range.
  public mutating func scroll(collection index: Int, toContentOffset offset: Point) {
    guard collections.indices.contains(index) else { return }
    collections[index].scroll(toContentOffset: offset)
  }

  /// Commits the drag: within its home collection, that collection's one batch; across, a batch
  /// deleting the items from home and one inserting them where they are. With no collection
  /// holding the target, everything goes back, as ``cancel()`` does. `nil` when no drag was under
  /// way.
  @discardableResult
  public mutating func end() -> ReorderBoardDrop<Item>? {
    guard let home else { return nil }
    guard let current else {
      cancel()
      return nil
    }
    self.home = nil
    self.current = nil
    guard let source = collections[home].commitDrop() else { return nil }
    let destination = current == home ? nil : collections[current].commitDrop()
    return ReorderBoardDrop(
      source: (home, source), destination: destination.map { (current, $0) })
  }

  /// Puts every lifted item back in its collection; no model changes.
  public mutating func cancel() {
    guard let home else { return }
    if let current, current != home { collections[current].cancel() }
    collections[home].cancel()
    self.home = nil
    self.current = nil
  }
}
