import MosaicCore

extension DiffableSnapshot {
  /// The snapshot of `model`, its sections named by `sectionIdentifiers` (one per section).
  /// - Throws: ``/MosaicCore/LayoutError`` at `snapshot.sectionIdentifiers` when the count differs
  ///   from the model's sections or an identifier repeats.
  /// - Complexity: O(sections + items).
  public init(model: CollectionModel<Item>, sectionIdentifiers: [SectionID]) throws(LayoutError) {
    guard sectionIdentifiers.count == model.sectionCount else {
      throw LayoutError(
        path: "snapshot.sectionIdentifiers",
        message:
          "has \(sectionIdentifiers.count) identifiers for \(model.sectionCount) sections")
    }
    self.init()
    do {
      try appendSections(sectionIdentifiers)
    } catch {
      throw LayoutError(path: "snapshot.sectionIdentifiers", message: error.message)
    }
    var total = 0
    for index in 0..<model.sectionCount { total += model.itemCount(inSection: index) }
    itemSection.reserveCapacity(total)
    for (index, section) in model.sections.enumerated() {
      // The model holds every item once: no duplicate can arise.
      for item in section.items { itemSection[item] = sectionIdentifiers[index] }
      items[index] = Array(section.items)
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
  /// - Complexity: O(n log n) for n items: reversing 40,000 items took over 10 s with
  ///   `CollectionDifference` (O((n + d)·d)), 0.1 s with this.
  public func batchUpdate(from current: DiffableSnapshot) -> BatchUpdate<Item> {
    var update = BatchUpdate<Item>()
    let survivors = Set(current.sectionIdentifiers).intersection(sectionIdentifiers)
    for (index, section) in current.sectionIdentifiers.enumerated()
    where !survivors.contains(section) {
      update.deleteSections.append(index)
    }
    for (index, section) in sectionIdentifiers.enumerated() where !survivors.contains(section) {
      update.insertSections.append((index, CollectionModel<Item>.Section(items: items[index])))
    }
    let oldOrder = current.sectionIdentifiers.filter(survivors.contains)
    let newOrder = sectionIdentifiers.filter(survivors.contains)
    for change in newOrder.difference(from: oldOrder).inferringMoves() {
      if case .remove(_, let section, let partner) = change, partner != nil,
        let from = current.sectionIndex[section], let to = sectionIndex[section]
      {
        update.moveSections.append((from, to))
      }
    }
    var positions: [Item: Int] = [:]
    positions.reserveCapacity(numberOfItems)
    for section in items {
      for (index, item) in section.enumerated() { positions[item] = index }
    }
    for section in sectionIdentifiers where survivors.contains(section) {
      guard let old = current.sectionIndex[section], let new = sectionIndex[section] else {
        continue
      }
      appendItemChanges(from: current, old: old, new: new, positions: positions, to: &update)
    }
    appendReloads(from: current, to: &update)
    return update
  }

  /// Reloads of the items marked, at their old index paths, for those that stay in a section
  /// both snapshots have and neither leave nor move (a batch may not reload what it moves).
  private func appendReloads(from current: DiffableSnapshot, to update: inout BatchUpdate<Item>) {
    guard !reloadedItemIdentifiers.isEmpty else { return }
    var leaving = Set(update.deleteItems)
    for move in update.moveItems { leaving.insert(move.from) }
    var index: [Item: Int] = [:]
    for section in current.items {
      for (position, item) in section.enumerated() { index[item] = position }
    }
    var reloaded = Set<IndexPath>()
    for item in reloadedItemIdentifiers {
      guard let section = current.itemSection[item], itemSection[item] == section,
        let old = current.sectionIndex[section], let index = index[item]
      else { continue }
      let path = IndexPath(section: old, item: index)
      if !leaving.contains(path), reloaded.insert(path).inserted { update.reloadItems.append(path) }
    }
  }

  /// The item changes of one section both snapshots have, at old index `old` and new `new`;
  /// `positions` holds each item's index in its section of this snapshot.
  private func appendItemChanges(
    from current: DiffableSnapshot, old: Int, new: Int, positions: [Item: Int],
    to update: inout BatchUpdate<Item>
  ) {
    let before = current.items[old]
    let diff = IdentityDiff(from: before, to: items[new])
    for move in diff.moves {
      update.moveItems.append(
        (IndexPath(section: old, item: move.from), IndexPath(section: new, item: move.to)))
    }
    // Items that leave: into another section both have (a move), else deleted.
    for place in diff.leaving {
      let from = IndexPath(section: old, item: place)
      if let target = itemSection[before[place]], survivorsHold(target, current),
        let targetIndex = sectionIndex[target], let position = positions[before[place]]
      {
        update.moveItems.append((from, IndexPath(section: targetIndex, item: position)))
      } else {
        // Gone, or into an inserted section, which lists it.
        update.deleteItems.append(from)
      }
    }
    // Items that arrive from no section both have: inserted (moves are written from their
    // source side).
    for place in diff.arriving {
      let item = items[new][place]
      if let source = current.itemSection[item], survivorsHold(source, current) { continue }
      update.insertItems.append((IndexPath(section: new, item: place), item, nil))
    }
  }

  /// True when both this snapshot and `current` have `section`.
  private func survivorsHold(_ section: SectionID, _ current: DiffableSnapshot) -> Bool {
    sectionIndex[section] != nil && current.sectionIndex[section] != nil
  }
}
