import MosaicCore

/// Sections and items by identity, in the spirit of UIKit's `NSDiffableDataSourceSnapshot`: the
/// state a collection should show, with no index paths and no sizes. Applying one to a model
/// (``CollectionModel/applying(_:currentSections:)``) diffs it against the model's and yields
/// the validated batch and its ``/MosaicCore/LayoutChange``.
///
/// Every section identifier and every item appears at most once: the mutators refuse a duplicate
/// with a one-line ``/MosaicCore/LayoutError`` (UIKit raises an exception).
public struct DiffableSnapshot<SectionID: Hashable & Sendable, Item: Hashable & Sendable>:
  Sendable, Equatable
{
  /// The sections, in order.
  public private(set) var sectionIdentifiers: [SectionID] = []
  /// Each section's items, in order, parallel to ``sectionIdentifiers``.
  var items: [[Item]] = []
  /// Where each section is.
  var sectionIndex: [SectionID: Int] = [:]
  /// Which section each item is in.
  var itemSection: [Item: SectionID] = [:]
  /// Items marked for reload (``reloadItems(_:)``), in the order marked.
  public internal(set) var reloadedItemIdentifiers: [Item] = []

  /// An empty snapshot.
  public init() {}

  /// The number of sections.
  public var numberOfSections: Int { sectionIdentifiers.count }

  /// The number of items, all sections together.
  public var numberOfItems: Int { itemSection.count }

  /// Every item, section by section.
  public var itemIdentifiers: [Item] { items.flatMap { $0 } }

  /// The items of section `section`, or `nil` when the snapshot has no such section.
  public func itemIdentifiers(inSection section: SectionID) -> [Item]? {
    sectionIndex[section].map { items[$0] }
  }

  /// The section holding `item`, or `nil`.
  public func sectionIdentifier(containingItem item: Item) -> SectionID? { itemSection[item] }

  /// The index of `section`, or `nil`.
  public func index(ofSection section: SectionID) -> Int? { sectionIndex[section] }

  /// Appends empty sections.
  /// - Throws: ``/MosaicCore/LayoutError`` at `snapshot.sections[i]`, `i` the index the section
  ///   would have had, when it is already in the snapshot or listed twice; nothing is appended
  ///   then.
  /// - Complexity: O(sections appended).
  public mutating func appendSections(_ sections: [SectionID]) throws(LayoutError) {
    var seen = Set<SectionID>()
    for (offset, section) in sections.enumerated()
    where sectionIndex[section] != nil || !seen.insert(section).inserted {
      throw LayoutError(
        path: "snapshot.sections[\(sectionIdentifiers.count + offset)]",
        message: "section \(section) is already in the snapshot")
    }
    for section in sections {
      sectionIndex[section] = sectionIdentifiers.count
      sectionIdentifiers.append(section)
      items.append([])
    }
  }

  /// Appends `newItems` to `section`, by default the last section.
  /// - Throws: ``/MosaicCore/LayoutError`` at `snapshot.items` when there is no such section, or at
  ///   `snapshot.sections[s].items[i]` when an item is already in the snapshot; nothing is
  ///   appended then.
  /// - Complexity: O(items appended).
  public mutating func appendItems(_ newItems: [Item], toSection section: SectionID? = nil)
    throws(LayoutError)
  {
    guard let index = section.map({ sectionIndex[$0] }) ?? (items.isEmpty ? nil : items.count - 1)
    else {
      throw LayoutError(
        path: "snapshot.items",
        message: section.map { "there is no section \($0) to append items to" }
          ?? "there is no section to append items to")
    }
    let identifier = sectionIdentifiers[index]
    itemSection.reserveCapacity(itemSection.count + newItems.count)
    // One table operation an item: each is entered as it is checked, and on a repeat the ones
    // entered are taken out again (a set of those seen doubled the cost of 10^6 items).
    for offset in 0..<newItems.count {
      guard let previous = itemSection.updateValue(identifier, forKey: newItems[offset]) else {
        continue
      }
      let item = newItems[offset]
      let repeatsEarlier = newItems[..<offset].contains(item)
      for entered in 0..<offset { itemSection[newItems[entered]] = nil }
      // An item the snapshot held before goes back to its section.
      if !repeatsEarlier { itemSection[item] = previous }
      throw LayoutError(
        path: "snapshot.sections[\(index)].items[\(items[index].count + offset)]",
        message: "item \(item) is already in the snapshot")
    }
    items[index].append(contentsOf: newItems)
  }

  /// Deletes items; items the snapshot does not hold are ignored.
  /// - Complexity: O(items of the sections involved).
  public mutating func deleteItems(_ doomed: [Item]) {
    var bySection: [Int: Set<Item>] = [:]
    for item in doomed {
      guard let section = itemSection.removeValue(forKey: item), let index = sectionIndex[section]
      else { continue }
      bySection[index, default: []].insert(item)
    }
    for (index, set) in bySection { items[index].removeAll { set.contains($0) } }
  }

  /// Deletes sections with their items; sections the snapshot does not hold are ignored.
  /// - Complexity: O(sections + items deleted).
  public mutating func deleteSections(_ doomed: [SectionID]) {
    let set = Set(doomed.filter { sectionIndex[$0] != nil })
    guard !set.isEmpty else { return }
    for section in set {
      if let index = sectionIndex[section] {
        for item in items[index] { itemSection[item] = nil }
      }
    }
    var kept: [SectionID] = []
    var keptItems: [[Item]] = []
    for (index, section) in sectionIdentifiers.enumerated() where !set.contains(section) {
      kept.append(section)
      keptItems.append(items[index])
    }
    sectionIdentifiers = kept
    items = keptItems
    sectionIndex = [:]
    for (index, section) in kept.enumerated() { sectionIndex[section] = index }
  }

  /// Two snapshots are equal when they hold the same sections and items in the same order (the
  /// items marked for reload do not count).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.items == rhs.items
  }
}
