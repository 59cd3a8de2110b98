import MosaicCore

/// The sentences a screen reader speaks for each ``ReorderEvent``, all in one place so that an app
/// can replace them with its own language's: set the session's
/// ``ReorderSession/announcements`` to a value whose closures build your strings.
///
/// Each closure receives the event's index paths as the model counts them (from 0); the English
/// defaults (``english``) number items, positions and sections from 1, as people count:
/// `.moved([0, 2], to: [1, 4])` reads "Moved item 3 of section 1 to position 5 of section 2."
public struct ReorderAnnouncements: Sendable {
  /// For ``ReorderEvent/pickedUp(_:)``: the lifted item's index path.
  public var pickedUp: @Sendable (_ item: IndexPath) -> String
  /// For ``ReorderEvent/pickedUpGroup(_:count:)``: the lead's index path, the items lifted.
  public var pickedUpGroup: @Sendable (_ item: IndexPath, _ count: Int) -> String
  /// For ``ReorderEvent/moved(_:to:)``: where the item was lifted from, where it stands now.
  public var moved: @Sendable (_ item: IndexPath, _ target: IndexPath) -> String
  /// For ``ReorderEvent/notMoved(_:at:_:)``: where the item was lifted from, where it stands,
  /// the direction it could not move in.
  public var notMoved:
    @Sendable (_ item: IndexPath, _ target: IndexPath, _ direction: FocusDirection) -> String
  /// For ``ReorderEvent/dropped(_:at:)``: where the item was lifted from, where it landed.
  public var dropped: @Sendable (_ item: IndexPath, _ target: IndexPath) -> String
  /// For ``ReorderEvent/droppedGroup(_:count:at:)``: the lead's index path, the items, where the
  /// first landed.
  public var droppedGroup:
    @Sendable (_ item: IndexPath, _ count: Int, _ target: IndexPath) -> String
  /// For ``ReorderEvent/cancelled(_:)``: where the item was lifted from, where it is again.
  public var cancelled: @Sendable (_ item: IndexPath) -> String

  /// Announcements built from these closures.
  public init(
    pickedUp: @escaping @Sendable (_ item: IndexPath) -> String,
    pickedUpGroup: @escaping @Sendable (_ item: IndexPath, _ count: Int) -> String,
    moved: @escaping @Sendable (_ item: IndexPath, _ target: IndexPath) -> String,
    notMoved:
      @escaping @Sendable (_ item: IndexPath, _ target: IndexPath, _ direction: FocusDirection) ->
      String,
    dropped: @escaping @Sendable (_ item: IndexPath, _ target: IndexPath) -> String,
    droppedGroup:
      @escaping @Sendable (_ item: IndexPath, _ count: Int, _ target: IndexPath) -> String,
    cancelled: @escaping @Sendable (_ item: IndexPath) -> String
  ) {
    self.pickedUp = pickedUp
    self.pickedUpGroup = pickedUpGroup
    self.moved = moved
    self.notMoved = notMoved
    self.dropped = dropped
    self.droppedGroup = droppedGroup
    self.cancelled = cancelled
  }

  /// The sentence for `event`.
  public func text(for event: ReorderEvent) -> String {
    switch event {
    case .pickedUp(let item): pickedUp(item)
    case .pickedUpGroup(let item, let count): pickedUpGroup(item, count)
    case .moved(let item, let target): moved(item, target)
    case .notMoved(let item, let target, let direction): notMoved(item, target, direction)
    case .dropped(let item, let target): dropped(item, target)
    case .droppedGroup(let item, let count, let target): droppedGroup(item, count, target)
    case .cancelled(let item): cancelled(item)
    }
  }

  /// The English sentences, numbering from 1: "Picked up item 3 of section 1." ("Picked up 3
  /// items, led by item 3 of section 1."), "Moved item 3 of
  /// section 1 to position 5 of section 2.", "Item 3 of section 1 cannot move down from position
  /// 5 of section 2.", "Dropped item 3 of section 1 at position 5 of section 2." ("Dropped 3 items
  /// at position 5 of section 2."), "Cancelled: item
  /// 3 of section 1 is back in place."
  public static let english = ReorderAnnouncements(
    pickedUp: { "Picked up \(item($0))." },
    pickedUpGroup: { "Picked up \($1) items, led by \(item($0))." },
    moved: { "Moved \(item($0)) to \(position($1))." },
    notMoved: { item, target, direction in
      let way =
        switch direction {
        case .up, .down, .left, .right: direction.rawValue
        case .next: "forward"
        case .previous: "back"
        }
      return "\(capitalised(Self.item(item))) cannot move \(way) from \(position(target))."
    },
    dropped: { item, target in
      item == target
        ? "Dropped \(Self.item(item)) where it was."
        : "Dropped \(Self.item(item)) at \(position(target))."
    },
    droppedGroup: { "Dropped \($1) items at \(position($2))." },
    cancelled: { "Cancelled: \(item($0)) is back in place." })

  static func item(_ path: IndexPath) -> String {
    "item \(path.item + 1) of section \(path.section + 1)"
  }

  static func position(_ path: IndexPath) -> String {
    "position \(path.item + 1) of section \(path.section + 1)"
  }

  static func capitalised(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}
