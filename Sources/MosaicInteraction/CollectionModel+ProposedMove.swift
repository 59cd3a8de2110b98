import MosaicCore

extension CollectionModel {
  /// The layout's view of the data with one item moved from `from` (an index path now) to `to` (an
  /// index path after the move), without building the moved model: what a drag's live layout is
  /// prepared from. `nil` when either index path is out of range.
  /// - Complexity: O(sections) when the sections involved size their items alike; O(sections +
  ///   their pieces + a chunk) when they carry per-item sizes (``/MosaicCore/SizeList``), also
  ///   when a measured item moves into a section still at the estimate.
  public func proposedSectionData(moving from: IndexPath, to: IndexPath) -> [SectionData]? {
    guard sections.indices.contains(from.section), sections.indices.contains(to.section),
      from.item >= 0, from.item < itemCount(inSection: from.section)
    else { return nil }
    var data = sectionData
    if from.section == to.section {
      guard to.item >= 0, to.item < itemCount(inSection: to.section) else { return nil }
      if var sizes = sections[from.section].itemSizes {
        sizes.moveEntry(from: from.item, to: to.item)
        data[from.section].itemSizes = .perItem(sizes)
      }
      return data
    }
    guard to.item >= 0, to.item <= itemCount(inSection: to.section) else { return nil }
    let size = self.size(ofItem: from.item, inSection: from.section)
    // The item's span goes with it, as its size does.
    var span: ItemSpan?
    data[from.section].itemCount -= 1
    if var sizes = sections[from.section].itemSizes {
      span = sizes.removeEntry(at: from.item).span
      data[from.section].itemSizes = .perItem(sizes)
    }
    data[to.section].itemCount += 1
    var sizes = sections[to.section].itemSizes
    if sizes == nil, isAtEstimate(sections[to.section]), let estimate = estimatedItemSize,
      size != estimate
    {
      // A measured item carries its size into a section still at the estimate.
      sizes = SizeList(repeating: estimate, count: itemCount(inSection: to.section))
    }
    if var sizes {
      sizes.insert(size, span: span, at: to.item)
      data[to.section].itemSizes = .perItem(sizes)
    }
    return data
  }
}

extension CollectionModel {
  /// How the data with one item moved from `from` to `to` (as in
  /// ``proposedSectionData(moving:to:)``) relates to this model's data: every section continues
  /// itself; within a section the range between the two places changes, across sections the
  /// source loses the item at `from` and the target gains one at `to`. `nil` when either index
  /// path is out of range.
  /// - Complexity: O(sections).
  public func proposedChange(moving from: IndexPath, to: IndexPath) -> LayoutChange? {
    guard sections.indices.contains(from.section), sections.indices.contains(to.section),
      from.item >= 0, from.item < itemCount(inSection: from.section)
    else { return nil }
    var change = LayoutChange.identity(sectionCount: sections.count)
    if from.section == to.section {
      guard to.item >= 0, to.item < itemCount(inSection: to.section) else { return nil }
      // Items sized alike: the sizes do not change.
      if sections[from.section].itemSizes != nil, from.item != to.item {
        change.sections[from.section].changedItems =
          min(from.item, to.item)..<(max(from.item, to.item) + 1)
      }
      return change
    }
    guard to.item >= 0, to.item <= itemCount(inSection: to.section) else { return nil }
    change.sections[from.section].changedItems = from.item..<from.item
    change.sections[to.section].changedItems = to.item..<(to.item + 1)
    return change
  }
}
