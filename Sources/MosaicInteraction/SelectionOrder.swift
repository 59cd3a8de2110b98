/// The selected items in the order they were selected, with O(1) membership, insertion and
/// removal: a selection of 10^5 items changed one item at a time costs O(changes), where an
/// array searched and shifted on each change cost O(changes × selected) (32,000 selections of a
/// multiple selection took over 20 s).
///
/// A removed item leaves a hole in the order, closed up when holes outnumber the items.
struct SelectionOrder<Item: Hashable & Sendable>: Sendable {
  /// The items in selection order, `nil` where one was removed.
  private var order: [Item?] = []
  /// Each selected item's place in `order`.
  private var places: [Item: Int] = [:]

  /// No items.
  init() {}

  /// `items` in order, each once (a repeat is ignored).
  /// - Complexity: O(items).
  init(_ items: some Sequence<Item>) {
    for item in items { append(item) }
  }

  /// The number of selected items.
  var count: Int { places.count }

  /// The items in selection order.
  /// - Complexity: O(items + holes).
  var items: [Item] { order.compactMap { $0 } }

  /// True when `item` is selected.
  /// - Complexity: O(1).
  func contains(_ item: Item) -> Bool { places[item] != nil }

  /// Adds `item` at the end unless it is selected already.
  /// - Complexity: O(1) amortised.
  mutating func append(_ item: Item) {
    guard places[item] == nil else { return }
    places[item] = order.count
    order.append(item)
  }

  /// Removes `item` if it is selected; returns whether it was.
  /// - Complexity: O(1) amortised (closing up the holes is paid by the removals that made them).
  @discardableResult
  mutating func remove(_ item: Item) -> Bool {
    guard let place = places.removeValue(forKey: item) else { return false }
    order[place] = nil
    if order.count > 2 * places.count + 16 { closeUp() }
    return true
  }

  /// Removes the items `remove` accepts, keeping the others in order.
  /// - Complexity: O(items + holes).
  mutating func removeAll(where remove: (Item) -> Bool) {
    self = SelectionOrder(items.filter { !remove($0) })
  }

  /// Removes the holes.
  private mutating func closeUp() {
    let kept = items
    order = kept
    places.removeAll(keepingCapacity: true)
    for (place, item) in kept.enumerated() { places[item] = place }
  }
}
