import MosaicCore

extension Selection {
  /// Selects the item at `indexPath` of `model` from code, UIKit's
  /// `selectItem(at:animated:scrollPosition:)`: no delegate method is called (not even
  /// `shouldSelect`), as in UIKit. Without ``allowsMultipleSelection`` the previous selection is
  /// replaced. Returns false, and nothing changes, when ``allowsSelection`` is false or the index
  /// path is out of range; true otherwise, even when the item was already selected.
  /// - Complexity: O(1) amortised with multiple selection, O(selected items) without.
  @discardableResult
  public mutating func selectItem(at indexPath: IndexPath, in model: CollectionModel<Item>) -> Bool
  {
    guard allowsSelection, let item = model.item(at: indexPath) else { return false }
    if !allowsMultipleSelection { order.removeAll { $0 != item } }
    order.append(item)
    return true
  }

  /// Deselects the item at `indexPath` of `model` from code, UIKit's
  /// `deselectItem(at:animated:)`: no delegate method is called. Returns false when the index
  /// path is out of range or its item was not selected. Works whatever ``allowsSelection`` says,
  /// as UIKit's does.
  /// - Complexity: O(1) amortised.
  @discardableResult
  public mutating func deselectItem(at indexPath: IndexPath, in model: CollectionModel<Item>)
    -> Bool
  {
    guard let item = model.item(at: indexPath), isSelected(item) else { return false }
    order.remove(item)
    return true
  }

  /// Deselects everything, without delegate calls.
  public mutating func deselectAll() {
    order = SelectionOrder()
  }
}
