/// An ``ItemEdit`` placed in both sections: the new items and the old items they replace. What
/// ``LayoutChange/spans(ofSection:oldCount:newCount:)`` gives a strategy that re-lays out each
/// run.
public struct ItemEditSpan: Hashable, Sendable {
  /// The new items whose sizes may differ.
  public var items: Range<Int>
  /// The old items they replace.
  public var oldItems: Range<Int>

  /// New items `items` in place of old items `oldItems`.
  public init(items: Range<Int>, oldItems: Range<Int>) {
    self.items = items
    self.oldItems = oldItems
  }

  /// The new count less the old over this run.
  public var countChange: Int { items.count - oldItems.count }
}
