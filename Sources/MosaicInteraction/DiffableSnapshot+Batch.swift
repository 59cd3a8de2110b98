import MosaicCore

extension DiffableSnapshot {
  /// The snapshot of `model`, its sections named by `sectionIdentifiers` (one per section).
  /// - Throws: ``/MosaicCore/LayoutError`` at `snapshot.sectionIdentifiers` when the count differs
  ///   from the model's sections or an identifier repeats.
  /// - Complexity: O(sections + items).
  public init(model: CollectionModel<Item>, sectionIdentifiers: [SectionID]) throws(LayoutError) {
    self = try Self(sections: sectionIdentifiers, count: model.sectionCount)
    var total = 0
    for index in 0..<model.sectionCount { total += model.itemCount(inSection: index) }
    itemSection.reserveCapacity(total)
    for (index, section) in model.sections.enumerated() {
      // The model holds every item once: no duplicate can arise.
      for item in section.items { itemSection[item] = sectionIdentifiers[index] }
      items[index] = Array(section.items)
    }
  }

  /// The empty sections `names`, which must name `count` sections once each.
  /// - Throws: ``/MosaicCore/LayoutError`` at `snapshot.sectionIdentifiers` otherwise.
  init(sections names: [SectionID], count: Int) throws(LayoutError) {
    guard names.count == count else {
      throw LayoutError(
        path: "snapshot.sectionIdentifiers",
        message: "has \(names.count) identifiers for \(count) sections")
    }
    self.init()
    do {
      try appendSections(names)
    } catch {
      throw LayoutError(path: "snapshot.sectionIdentifiers", message: error.message)
    }
  }

  /// The batch, in UIKit's index semantics, that turns `current` into this snapshot. Sections
  /// are matched by identifier, not index: a section only one side has is deleted or inserted
  /// whole, and the sections both have that changed order are moved (as few as
  /// `CollectionDifference` with inferred moves finds). Items are matched by identity: an item
  /// changing place between sections both have is moved; one going into an inserted section is
  /// deleted and listed in that section; one coming from a deleted section is inserted. Inserted
  /// items and sections carry no size: they take their section's, as an unsized insert does.
  /// Within a section, the items both sides hold keep a longest run that stays in order and the
  /// others move: as few moves as any diff finds, since items are identities.
  /// - Complexity: O(n log n) for n items, one hash look-up each: reversing 40,000 items took
  ///   over 10 s with `CollectionDifference` (O((n + d)·d)).
  public func batchUpdate(from current: DiffableSnapshot) -> BatchUpdate<Item> {
    var items: [Item] = []
    items.reserveCapacity(current.numberOfItems)
    for section in current.items { items.append(contentsOf: section) }
    return SnapshotDiff(
      oldSections: current.sectionIdentifiers, oldCounts: current.items.map { $0.count },
      oldItems: items, newSections: sectionIdentifiers, newItems: self.items,
      reloaded: reloadedItemIdentifiers
    ).update
  }
}
