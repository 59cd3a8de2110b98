import MosaicCore

extension CollectionModel {
  /// Applies `snapshot` to this model, whose sections `currentSections` names (one identifier per
  /// section): the batch ``DiffableSnapshot/batchUpdate(from:)`` finds against the model's own
  /// snapshot, with its ``/MosaicCore/LayoutChange`` and ``/MosaicCore/ItemMapping`` — the edit
  /// ``applying(_:expectedItemCounts:)`` gives for that batch. The new model's sections and items
  /// are the snapshot's, in its order; moved items keep their sizes, inserted ones take their
  /// section's.
  ///
  /// The batch is valid by construction, so it is not planned item by item: the diff matches
  /// the items once, by hash value, and the new sections are the snapshot's, built from the old
  /// sections' slices where items stay together (sharing their chunks and runs) — a snapshot
  /// reversing 10^6 items is 10^6 − 1 moves, applied in well under a second.
  /// - Throws: ``/MosaicCore/LayoutError`` at `snapshot.sectionIdentifiers` when `currentSections`
  ///   does not name every section once.
  /// - Complexity: O(n log n) for n items, one hash look-up each.
  public func applying<SectionID: Hashable & Sendable>(
    _ snapshot: DiffableSnapshot<SectionID, Item>, currentSections: [SectionID]
  ) throws(LayoutError) -> CollectionEdit<Item> {
    _ = try DiffableSnapshot<SectionID, Item>(sections: currentSections, count: sectionCount)
    let diff = SnapshotDiff(
      oldSections: currentSections, oldCounts: itemCounts, oldItems: allItems,
      newSections: snapshot.sectionIdentifiers, newItems: snapshot.items,
      reloaded: snapshot.reloadedItemIdentifiers)
    var result = self
    result.sections = snapshot.items.indices.map { new in
      guard let old = diff.oldSectionOfNew[new] else {
        return Section(items: snapshot.items[new])
      }
      guard !diff.departures[old].isEmpty || !diff.arrivals[new].isEmpty else {
        return sections[old]
      }
      return section(new, continuing: old, diff: diff, items: snapshot.items[new])
    }
    result.itemCounts = snapshot.items.map { $0.count }
    // Sections that continue old ones keep their keys; inserted ones take new keys.
    var keys: [Int] = []
    keys.reserveCapacity(diff.oldSectionOfNew.count)
    for old in diff.oldSectionOfNew {
      if let old {
        keys.append(sectionKeys[old])
      } else {
        keys.append(result.nextSectionKey)
        result.nextSectionKey += 1
      }
    }
    result.sectionKeys = keys
    result.sectionsByKey = Self.keyTable(result.sectionKeys)
    (result.identities, result.runs, result.numbering) = Self.identityTables(
      of: &result.sections, keys: result.sectionKeys)
    result.numbering = result.numbering ?? numbering
    return CollectionEdit(
      batch: diff.update, model: result,
      change: .ofBatch(
        oldSectionOfNew: diff.oldSectionOfNew, oldItemCounts: itemCounts,
        insertedCount: { snapshot.items[$0].count }, departures: { diff.departures[$0] },
        arrivals: { diff.arrivals[$0] }),
      mapping: mapping(of: diff, newItemCounts: result.itemCounts))
  }

  /// New section `new` of the diff, which continues old section `old`: the snapshot's `items`,
  /// in runs of items that stay next to each other taken from their old section as slices (its
  /// chunks, runs and sizes shared), the others one by one. A fixed-size section stays one; a
  /// section at the estimate turns per-item only when an item arrives with another size — as
  /// the batch's plan builds it.
  private func section(
    _ new: Int, continuing old: Int, diff: SnapshotDiff<some Hashable & Sendable, Item>,
    items: [Item]
  ) -> Section {
    let source = sections[old]
    let start = new == 0 ? 0 : diff.newEnds[new - 1]
    let insertedSize = source.itemSize ?? estimatedItemSize ?? defaultItemSize
    func sourceSize(_ position: Int) -> Size {
      let (section, first) = diff.oldEnds.piece(holding: position)
      return self.size(ofItem: position - first, inSection: section)
    }
    let perItem =
      source.itemSizes != nil
      || (isAtEstimate(source)
        && diff.arrivals[new].contains { place in
          let position = diff.sourceOfNew[start + place]
          return (position < 0 ? insertedSize : sourceSize(position)) != estimatedItemSize
        })
    var list = Section.List.Builder(numbering: source.items.numbering)
    var sizes = SizeList.Builder()
    // Items not yet appended, from `pending` to `place`: taken from the snapshot's array in one
    // slice when a long stretch or the end comes (one item at a time cost a tenth of a reversal).
    var pending = 0
    var place = 0
    while place < items.count {
      let position = diff.sourceOfNew[start + place]
      guard position >= 0 else {
        if perItem { sizes.append(insertedSize) }
        place += 1
        continue
      }
      let (section, first) = diff.oldEnds.piece(holding: position)
      let limit = Swift.min(items.count - place, diff.oldEnds[section] - position)
      var length = 1
      while length < limit, diff.sourceOfNew[start + place + length] == position + length {
        length += 1
      }
      let range = (position - first)..<(position - first + length)
      // A long stretch as a slice of its old section (its chunks and runs shared); a short one
      // waits with the pending items (a slice costs a search of the chunks).
      if length >= 16 {
        list.append(contentsOf: items[pending..<place])
        list.append(range, of: sections[section].items)
        pending = place + length
      }
      if perItem {
        if let all = sections[section].itemSizes {
          sizes.append(range, of: all)
        } else {
          sizes.append(run: self.size(ofItem: range.lowerBound, inSection: section), count: length)
        }
      }
      place += length
    }
    list.append(contentsOf: items[pending...])
    var result = source
    result.items = (consume list).finish()
    result.itemSizes = perItem ? (consume sizes).finish() : nil
    return result
  }

  /// The diff's item mapping: departures and arrivals from its tables, moves from its batch.
  private func mapping(
    of diff: SnapshotDiff<some Hashable & Sendable, Item>, newItemCounts: [Int]
  ) -> ItemMapping {
    var departures: [Int: [Int]] = [:]
    for (old, left) in diff.departures.enumerated() where !left.isEmpty { departures[old] = left }
    var arrivals: [Int: [Int]] = [:]
    for (new, landing) in diff.arrivals.enumerated() where !landing.isEmpty {
      arrivals[new] = landing
    }
    let moves = diff.movesInOrder()
    return ItemMapping(
      checkedOldSectionOfNew: diff.oldSectionOfNew, newSectionOfOld: diff.newSectionOfOld,
      oldItemCounts: itemCounts, newItemCounts: newItemCounts, departures: departures,
      arrivals: arrivals, moves: moves.bySource, movesByTarget: moves.byTarget,
      reloadedItems: Set(diff.update.reloadItems),
      reloadedSections: [])
  }
}
