import MosaicCore

/// Which items are selected, kept by item identity so a selection follows its item through moves
/// and batch updates, and the tap sequence UIKit runs to change it.
public struct Selection<Item: Hashable & Sendable>: Sendable {
  /// False: taps never select (UIKit's `allowsSelection`).
  public var allowsSelection = true
  /// True: a tap on a selected item deselects it and others stay selected
  /// (UIKit's `allowsMultipleSelection`).
  public var allowsMultipleSelection = false

  /// The selected items, in the order they were selected.
  /// - Complexity: O(selected items).
  public var selectedItems: [Item] { order.items }
  /// The selected items, kept for O(1) changes and look-ups.
  var order = SelectionOrder<Item>()

  /// The delegate's answers; each defaults to yes.
  public var shouldHighlight: @Sendable (IndexPath) -> Bool = { _ in true }
  /// Whether the item at an index path may become selected.
  public var shouldSelect: @Sendable (IndexPath) -> Bool = { _ in true }
  /// Whether the item at an index path may be deselected by a tap.
  public var shouldDeselect: @Sendable (IndexPath) -> Bool = { _ in true }

  /// An empty selection.
  public init(allowsMultipleSelection: Bool = false) {
    self.allowsMultipleSelection = allowsMultipleSelection
  }

  /// True when `item` is selected.
  /// - Complexity: O(1).
  public func isSelected(_ item: Item) -> Bool { order.contains(item) }

  /// The selected items' index paths in `model`, in selection order.
  /// - Complexity: ``CollectionModel/indexPaths(of:)``'s: O(log n) a selected item.
  public func indexPathsForSelectedItems(in model: CollectionModel<Item>) -> [IndexPath] {
    model.indexPaths(of: selectedItems).compactMap { $0 }
  }

  /// Drops selected items `model` no longer holds (after a batch update deleted them).
  /// - Complexity: ``CollectionModel/indexPaths(of:)``'s, plus O(selected items).
  public mutating func prune(to model: CollectionModel<Item>) {
    let items = selectedItems
    let paths = model.indexPaths(of: items)
    order = SelectionOrder(zip(items, paths).lazy.filter { $0.1 != nil }.map { $0.0 })
  }

  /// A tap on the item at `indexPath` of `model`, returning the delegate calls in UIKit's order:
  /// shouldHighlight → didHighlight → (shouldSelect → [didDeselect of the previous selection] →
  /// didSelect | shouldDeselect → didDeselect) → didUnhighlight. A refused highlight ends the
  /// tap (UIKit selects nothing then); a tap on a gap (`nil`) does nothing.
  public mutating func tap(_ indexPath: IndexPath?, in model: CollectionModel<Item>)
    -> [SelectionEvent]
  {
    guard let indexPath, let item = model.item(at: indexPath) else { return [] }
    var events: [SelectionEvent] = [.shouldHighlight(indexPath)]
    guard shouldHighlight(indexPath) else { return events }
    events.append(.didHighlight(indexPath))
    if allowsSelection {
      if allowsMultipleSelection, isSelected(item) {
        events.append(.shouldDeselect(indexPath))
        if shouldDeselect(indexPath) {
          order.remove(item)
          events.append(.didDeselect(indexPath))
        }
      } else {
        events.append(.shouldSelect(indexPath))
        if shouldSelect(indexPath) {
          if !allowsMultipleSelection {
            // Single selection: the previous item is deselected without asking.
            let previous = selectedItems.filter { $0 != item }
            for path in model.indexPaths(of: previous) {
              if let path { events.append(.didDeselect(path)) }
            }
            order.removeAll { $0 != item }
          }
          order.append(item)
          events.append(.didSelect(indexPath))
        }
      }
    }
    events.append(.didUnhighlight(indexPath))
    return events
  }
}
