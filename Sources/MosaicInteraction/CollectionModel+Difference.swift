import MosaicCore

extension CollectionModel {
  /// The batch that turns this model into `other`: built on the standard library's
  /// `CollectionDifference` (with moves inferred) section by section, with items that change
  /// section turned into moves.
  ///
  /// Sections are matched by index: sections past the end of the shorter model are deleted or
  /// inserted whole. Applying the batch to `self` gives `other`'s items in `other`'s order
  /// (sizes of inserted items and sections come from `other`).
  /// - Complexity: O((n + d)·d) per section for d changes, as `CollectionDifference`.
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
      let difference = other.sections[section].items.difference(from: sections[section].items)
        .inferringMoves()
      for change in difference {
        switch change {
        case .remove(let offset, let item, let partner):
          let from = IndexPath(section: section, item: offset)
          if let partner {
            update.moveItems.append((from, IndexPath(section: section, item: partner)))
          } else if let target = newLocation[item], target.section < common {
            update.moveItems.append((from, target))  // to another surviving section
          } else {
            update.deleteItems.append(from)
          }
        case .insert(let offset, let item, let partner):
          // Moves are written from their source side; an item arriving from a deleted section
          // is inserted afresh.
          if partner != nil { continue }
          if let source = oldSection[item], source < common { continue }
          let size =
            other.sections[section].itemSizes.map { $0[offset] } ?? other.sections[section].itemSize
          update.insertItems.append((IndexPath(section: section, item: offset), item, size))
        }
      }
    }
    return update
  }
}
