import MosaicCore

extension CollectionModel {
  /// The batch that turns this model into `other`, section by section: the items a section keeps
  /// stay on a longest run in order and the others move (as few moves as any diff finds, since
  /// items are identities), items that change section are moves.
  ///
  /// Sections are matched by index: sections past the end of the shorter model are deleted or
  /// inserted whole. Applying the batch to `self` gives `other`'s items in `other`'s order
  /// (sizes of inserted items and sections come from `other`).
  /// - Complexity: O(n log n) for n items.
  public func batchUpdate(to other: CollectionModel) -> BatchUpdate<Item> {
    let common = min(sectionCount, other.sectionCount)
    var update = BatchUpdate<Item>()
    update.deleteSections = Array(common..<sectionCount)
    update.insertSections = (common..<other.sectionCount).map { ($0, other.sections[$0]) }

    var oldSection: [Item: Int] = [:]
    for (section, data) in sections.enumerated() {
      for item in data.items { oldSection[item] = section }
    }
    var newLocation: [Item: IndexPath] = [:]
    for (section, data) in other.sections.enumerated() {
      for (index, item) in data.items.enumerated() {
        newLocation[item] = IndexPath(section: section, item: index)
      }
    }

    for section in 0..<common {
      let before = Array(sections[section].items)
      let after = Array(other.sections[section].items)
      let diff = IdentityDiff(from: before, to: after)
      for move in diff.moves {
        update.moveItems.append(
          (IndexPath(section: section, item: move.from), IndexPath(section: section, item: move.to))
        )
      }
      for place in diff.leaving {
        let from = IndexPath(section: section, item: place)
        if let target = newLocation[before[place]], target.section < common {
          update.moveItems.append((from, target))  // to another surviving section
        } else {
          update.deleteItems.append(from)
        }
      }
      for place in diff.arriving {
        // Moves are written from their source side; an item arriving from a deleted section is
        // inserted afresh.
        if let source = oldSection[after[place]], source < common { continue }
        let size =
          other.sections[section].itemSizes.map { $0[place] } ?? other.sections[section].itemSize
        update.insertItems.append((IndexPath(section: section, item: place), after[place], size))
      }
    }
    return update
  }
}
