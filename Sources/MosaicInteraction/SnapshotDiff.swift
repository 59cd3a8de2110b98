import MosaicCore

/// How old sections of identities become new ones, each item held at most once on each side:
/// the batch in UIKit's index semantics (``DiffableSnapshot/batchUpdate(from:)``'s rules) and,
/// for applying it without a second pass, which items leave and arrive where. Sections are
/// matched by identifier; what both snapshot diffs and ``CollectionModel/batchUpdate(to:)``
/// (sections named by index) use.
///
/// Items are matched once, by hash value, into plain integer tables (every position on each side
/// numbered across all sections); everything after that — the order kept, the moves, the
/// departures and arrivals — is integer work specialised in this module whatever the item type.
struct SnapshotDiff<SectionID: Hashable & Sendable, Item: Hashable & Sendable> {
  /// The batch that turns the old sections into the snapshot's.
  var update = BatchUpdate<Item>()
  /// Per new section, the old section it continues, or `nil` when it is inserted.
  var oldSectionOfNew: [Int?] = []
  /// Per old section, the new section it continues into, or `nil` when it is deleted.
  var newSectionOfOld: [Int?] = []
  /// Each old section's end position (its items numbered across all sections).
  let oldEnds: [Int]
  /// Each new section's end position.
  let newEnds: [Int]
  /// Per new position, the old position of the same item, or −1 when the old side lacks it or
  /// its old section is deleted (the batch inserts it then, at its new section's size).
  var sourceOfNew: [Int] = []
  /// Per old position, the new position of the same item, or −1 (deleted, or in a deleted
  /// section).
  var targetOfOld: [Int] = []
  /// Per old position, whether the batch moves its item explicitly.
  var isMoved: [Bool] = []
  /// Per old section that continues, its sorted indexes whose items leave it (deleted or moved
  /// out); empty for the others.
  var departures: [[Int]] = []
  /// Per new section that continues one, its sorted indexes where items arrive (inserted or
  /// moved in); empty for the others.
  var arrivals: [[Int]] = []

  /// The diff of old sections `oldSections` (identifiers, `oldCounts` items each, `oldItems`
  /// their items in order) to new sections `newSections` holding `newItems`, reloading the items
  /// of `reloaded` that stay put.
  /// - Complexity: O(n log n) for n items: one hash look-up per item, the rest integer work.
  init(
    oldSections: [SectionID], oldCounts: [Int], oldItems: [Item], newSections: [SectionID],
    newItems: [[Item]], reloaded: [Item] = []
  ) {
    oldEnds = [Int](runningTotalsOf: oldCounts)
    newEnds = [Int](runningTotalsOf: newItems.lazy.map { $0.count })
    matchSections(oldSections, newSections, newItems)
    var oldHashes: [Int] = []
    oldHashes.reserveCapacity(oldItems.count)
    for index in 0..<oldItems.count { oldHashes.append(oldItems[index].hashValue) }
    let table = HashedPositions(hashes: oldHashes)
    targetOfOld = [Int](repeating: -1, count: oldItems.count)
    isMoved = [Bool](repeating: false, count: oldItems.count)
    // In passes: the hash values, then every table look-up in a loop of integer work alone (its
    // cache misses overlap: a 10^6-item shuffle spent most of its diff waiting on them one by
    // one), then each candidate confirmed against its item.
    var newHashes: [Int] = []
    newHashes.reserveCapacity(newEnds.last ?? 0)
    for items in newItems {
      for index in 0..<items.count { newHashes.append(items[index].hashValue) }
    }
    sourceOfNew = newHashes.map { table.firstPosition(ofHash: $0) }
    var position = 0
    for items in newItems {
      for index in 0..<items.count {
        let source = sourceOfNew[position]
        if source >= 0, oldItems[source] != items[index] {
          // Another item shares the hash value: the full look-up.
          let item = items[index]
          sourceOfNew[position] =
            table.position(ofHash: newHashes[position]) { oldItems[$0] == item } ?? -1
        }
        position += 1
      }
    }
    for position in sourceOfNew.indices where sourceOfNew[position] >= 0 {
      targetOfOld[sourceOfNew[position]] = position
    }
    // An item of a deleted section arrives as an insert.
    for (old, new) in newSectionOfOld.enumerated() where new == nil {
      for position in (old == 0 ? 0 : oldEnds[old - 1])..<oldEnds[old]
      where targetOfOld[position] >= 0 {
        sourceOfNew[targetOfOld[position]] = -1
        targetOfOld[position] = -1
      }
    }
    departures = Array(repeating: [], count: oldCounts.count)
    arrivals = Array(repeating: [], count: newItems.count)
    for new in newItems.indices {
      guard let old = oldSectionOfNew[new] else { continue }
      appendItemChanges(old: old, new: new, items: newItems[new])
    }
    appendReloads(reloaded, table: table, oldItems: oldItems)
  }

  /// Sections by identifier: deletes and inserts for those one side lacks, and moves for those
  /// both have that changed order (as few as `CollectionDifference` with inferred moves finds).
  private mutating func matchSections(
    _ oldSections: [SectionID], _ newSections: [SectionID], _ newItems: [[Item]]
  ) {
    var oldIndex: [SectionID: Int] = [:]
    for (index, section) in oldSections.enumerated() { oldIndex[section] = index }
    newSectionOfOld = Array(repeating: nil, count: oldSections.count)
    oldSectionOfNew = newSections.map { oldIndex[$0] }
    for (new, old) in oldSectionOfNew.enumerated() {
      if let old { newSectionOfOld[old] = new }
    }
    for (old, new) in newSectionOfOld.enumerated() where new == nil {
      update.deleteSections.append(old)
    }
    for (new, old) in oldSectionOfNew.enumerated() where old == nil {
      update.insertSections.append(
        (new, CollectionModel<Item>.Section(items: newItems[new])))
    }
    let oldOrder = oldSections.filter { oldIndex[$0].flatMap { newSectionOfOld[$0] } != nil }
    let newOrder = newSections.filter { oldIndex[$0] != nil }
    for change in newOrder.difference(from: oldOrder).inferringMoves() {
      if case .remove(_, let section, let partner) = change, partner != nil,
        let from = oldIndex[section], let to = newSectionOfOld[from]
      {
        update.moveSections.append((from, to))
      }
    }
  }

  /// The item changes of new section `new` (its `items`), which continues old section `old`:
  /// the items both hold keep a longest run in order and the others move; an item leaving goes
  /// to a section that continues (a move) or is deleted; an item arriving from no continuing section is
  /// inserted (a move is written from its source side).
  private mutating func appendItemChanges(
    old: Int, new: Int, items: [Item]
  ) {
    let (oldStart, oldEnd) = (old == 0 ? 0 : oldEnds[old - 1], oldEnds[old])
    let (newStart, newEnd) = (new == 0 ? 0 : newEnds[new - 1], newEnds[new])
    var keptOld: [Int] = []
    var keptNew: [Int] = []
    for position in newStart..<newEnd {
      let source = sourceOfNew[position]
      if source >= oldStart && source < oldEnd {
        keptOld.append(source - oldStart)
        keptNew.append(position - newStart)
      }
    }
    // Departures and arrivals are collected in index order, so neither needs a sort.
    var leaving: [Int] = []
    var landing: [Int] = []
    let stays = IncreasingRun.longest(in: keptOld)
    for index in keptOld.indices where !stays[index] {
      update.moveItems.append(
        (
          IndexPath(section: old, item: keptOld[index]),
          IndexPath(section: new, item: keptNew[index])
        ))
      isMoved[oldStart + keptOld[index]] = true
    }
    for position in oldStart..<oldEnd {
      let target = targetOfOld[position]
      if target >= newStart && target < newEnd {
        if isMoved[position] { leaving.append(position - oldStart) }
        continue
      }
      let from = IndexPath(section: old, item: position - oldStart)
      leaving.append(from.item)
      let (section, start) = target >= 0 ? newEnds.piece(holding: target) : (-1, 0)
      if section >= 0, oldSectionOfNew[section] != nil {
        update.moveItems.append((from, IndexPath(section: section, item: target - start)))
        isMoved[position] = true
      } else {
        // Gone, or into an inserted section, which lists it.
        update.deleteItems.append(from)
      }
    }
    for position in newStart..<newEnd {
      let source = sourceOfNew[position]
      if source >= oldStart && source < oldEnd {
        if isMoved[source] { landing.append(position - newStart) }
        continue
      }
      landing.append(position - newStart)
      if source >= 0, newSectionOfOld[oldEnds.piece(holding: source).piece] != nil { continue }
      let place = position - newStart
      update.insertItems.append((IndexPath(section: new, item: place), items[place], nil))
    }
    departures[old] = leaving
    arrivals[new] = landing
  }

  /// The batch's moves ordered by their old index paths, and ordered by their new ones: what
  /// an ``/MosaicCore/ItemMapping`` keeps, made in one pass over each side rather than sorted.
  /// - Complexity: O(n + moves × log sections).
  func movesInOrder() -> (
    bySource: [(from: IndexPath, to: IndexPath)], byTarget: [(from: IndexPath, to: IndexPath)]
  ) {
    var bySource: [(from: IndexPath, to: IndexPath)] = []
    var byTarget: [(from: IndexPath, to: IndexPath)] = []
    bySource.reserveCapacity(update.moveItems.count)
    byTarget.reserveCapacity(update.moveItems.count)
    var old = 0
    for position in isMoved.indices where isMoved[position] {
      while oldEnds[old] <= position { old += 1 }
      let target = targetOfOld[position]
      let (new, start) = newEnds.piece(holding: target)
      bySource.append(
        (
          IndexPath(section: old, item: position - (old == 0 ? 0 : oldEnds[old - 1])),
          IndexPath(section: new, item: target - start)
        ))
    }
    var new = 0
    for position in sourceOfNew.indices {
      let source = sourceOfNew[position]
      guard source >= 0, isMoved[source] else { continue }
      while newEnds[new] <= position { new += 1 }
      let (old, start) = oldEnds.piece(holding: source)
      byTarget.append(
        (
          IndexPath(section: old, item: source - start),
          IndexPath(section: new, item: position - (new == 0 ? 0 : newEnds[new - 1]))
        ))
    }
    return (bySource, byTarget)
  }

  /// Reloads of the items marked, at their old index paths, for those that stay in a section
  /// that continues and neither leave nor move (a batch may not reload what it moves).
  private mutating func appendReloads(
    _ marked: [Item], table: HashedPositions, oldItems: [Item]
  ) {
    guard !marked.isEmpty else { return }
    var reloaded = Set<IndexPath>()
    for item in marked {
      guard
        let source = table.position(ofHash: item.hashValue, where: { oldItems[$0] == item }),
        targetOfOld[source] >= 0
      else { continue }
      let (old, start) = oldEnds.piece(holding: source)
      let index = source - start
      guard newSectionOfOld[old] == newEnds.piece(holding: targetOfOld[source]).piece,
        !departures[old].sortedContains(index)
      else { continue }
      let from = IndexPath(section: old, item: index)
      if reloaded.insert(from).inserted { update.reloadItems.append(from) }
    }
  }
}

extension Array where Element == Int {
  /// True when this sorted array holds `value`.
  /// - Complexity: O(log n).
  fileprivate func sortedContains(_ value: Int) -> Bool {
    var (low, high) = (0, count)
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < count && self[low] == value
  }
}
