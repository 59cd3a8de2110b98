extension ItemMapping {
  /// Where the item at old index path `old` is after the update, or `nil` when it was deleted
  /// (with its section or alone) or `old` is out of range.
  /// - Complexity: O(log changes).
  public func newIndexPath(forOld old: IndexPath) -> IndexPath? {
    guard oldItemCounts.indices.contains(old.section),
      old.item >= 0, old.item < oldItemCounts[old.section]
    else { return nil }
    if let moved = movedTo[old] { return moved }
    guard let section = newSectionOfOld[old.section] else { return nil }
    let leaving = departures[old.section] ?? []
    let before = Self.countBelow(old.item, in: leaving)
    if before < leaving.count, leaving[before] == old.item { return nil }
    // The rank among the survivors, then the slot of that rank among the non-arrival slots.
    let rank = old.item - before
    let item = rank + Self.slotsBefore(rank, in: arrivals[section] ?? [])
    // Only parts that do not fit together land outside the section.
    return item < newItemCounts[section] ? IndexPath(section: section, item: item) : nil
  }

  /// Which old item is at new index path `new`, or `nil` when it was inserted (alone or with its
  /// section) or `new` is out of range.
  /// - Complexity: O(log changes).
  public func oldIndexPath(forNew new: IndexPath) -> IndexPath? {
    guard newItemCounts.indices.contains(new.section),
      new.item >= 0, new.item < newItemCounts[new.section]
    else { return nil }
    if let moved = movedFrom[new] { return moved }
    guard let section = oldSectionOfNew[new.section] else { return nil }
    let landing = arrivals[new.section] ?? []
    let before = Self.countBelow(new.item, in: landing)
    if before < landing.count, landing[before] == new.item { return nil }
    let rank = new.item - before
    let item = rank + Self.slotsBefore(rank, in: departures[section] ?? [])
    return item < oldItemCounts[section] ? IndexPath(section: section, item: item) : nil
  }

  /// True when the item at new index path `new` was marked for reload (alone or with its section).
  /// - Complexity: O(log changes).
  public func isReloaded(new: IndexPath) -> Bool {
    guard let old = oldIndexPath(forNew: new), movedFrom[new] == nil else { return false }
    return reloadedItems.contains(old) || reloadedSections.contains(old.section)
  }

  /// The new identity of old element `old`, or `nil` when it does not survive: a cell by its
  /// item, a header, footer or decoration by its section (same kind and index).
  /// - Complexity: O(log changes).
  public func newElement(forOld old: ElementID) -> ElementID? {
    if old.category == .cell {
      return newIndexPath(forOld: old.indexPath).map { .cell($0) }
    }
    guard newSectionOfOld.indices.contains(old.section),
      let section = newSectionOfOld[old.section]
    else { return nil }
    var element = old
    element.section = section
    return element
  }

  /// The old identity of new element `new`, or `nil` when it is new.
  /// - Complexity: O(log changes).
  public func oldElement(forNew new: ElementID) -> ElementID? {
    if new.category == .cell {
      return oldIndexPath(forNew: new.indexPath).map { .cell($0) }
    }
    guard oldSectionOfNew.indices.contains(new.section),
      let section = oldSectionOfNew[new.section]
    else { return nil }
    var element = new
    element.section = section
    return element
  }

  /// The number of elements of `sorted` below `value`.
  static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// How many of the taken slots `sorted` come before the free slot of rank `rank`: the number of
  /// `m` with `sorted[m] - m <= rank` (that difference counts the free slots before `sorted[m]`
  /// and never decreases).
  static func slotsBefore(_ rank: Int, in sorted: [Int]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] - middle <= rank { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
