extension LayoutChange {
  /// The change from `old` to `new` found by comparing them: section `i` of `new` continues
  /// section `i` of `old` when their headers and footers agree, keeping the longest equal prefix
  /// and then the longest equal suffix of item sizes; a section without a counterpart is new.
  /// When the counts agree, the items between are split into runs of differing sizes (``runs``),
  /// runs less than ``diffRunGap`` items apart joined: two resizes far apart are two runs.
  ///
  /// An item of a section sized by the strategy's default (`.uniform(nil)`) only equals another
  /// such item: the default is the strategy's, unknown here.
  /// - Complexity: O(items of per-item sections compared), O(1) for two uniform sections.
  public init(from old: [SectionData], to new: [SectionData]) {
    self.init(sections: [])
    sections.reserveCapacity(new.count)
    for (index, data) in new.enumerated() {
      guard index < old.count, old[index].header == data.header,
        old[index].footer == data.footer
      else {
        sections.append(.new(itemCount: data.itemCount))
        continue
      }
      let changed = Self.changedItems(from: old[index], to: data)
      sections.append(SectionChange(oldSection: index, changedItems: changed))
      if let runs = Self.runs(inside: changed, from: old[index], to: data) {
        setRuns(runs, ofSection: index)
      }
    }
  }

  /// Runs of unchanged items shorter than this, between two changed runs of a section of
  /// unchanged count, are taken into one run: re-laying out a few items costs less than a run
  /// more, and a section changed everywhere gets O(items / 64) runs, not one an item.
  public static let diffRunGap = 64

  /// The runs of differing sizes inside `changed` (the items between the longest equal prefix
  /// and suffix), when `old` and `new` are per-item sections of one count and there are at least
  /// two; `nil` otherwise (the range alone is the change).
  /// - Complexity: O(changed items).
  static func runs(inside changed: Range<Int>, from old: SectionData, to new: SectionData)
    -> [ItemEdit]?
  {
    guard max(0, old.itemCount) == max(0, new.itemCount), changed.count > diffRunGap,
      case .perItem(let oldSizes) = old.itemSizes, case .perItem(let newSizes) = new.itemSizes,
      oldSizes.count == newSizes.count, changed.upperBound <= newSizes.count
    else { return nil }
    // The range starts and ends on a difference; every run below does too.
    var edits: [ItemEdit] = []
    var start = changed.lowerBound
    var last = changed.lowerBound
    for item in (changed.lowerBound + 1)..<changed.upperBound
    where oldSizes[item] != newSizes[item] || oldSizes.span(at: item) != newSizes.span(at: item) {
      if item - last > diffRunGap {
        edits.append(ItemEdit(items: start..<(last + 1), oldItemCount: last + 1 - start))
        start = item
      }
      last = item
    }
    guard !edits.isEmpty else { return nil }
    edits.append(ItemEdit(items: start..<(last + 1), oldItemCount: last + 1 - start))
    return edits
  }

  /// The new items whose sizes differ from `old`'s, between the longest equal prefix and suffix.
  static func changedItems(from old: SectionData, to new: SectionData) -> Range<Int> {
    let oldCount = max(0, old.itemCount)
    let newCount = max(0, new.itemCount)
    if case .uniform(let a) = old.itemSizes, case .uniform(let b) = new.itemSizes {
      // Alike items: only the count can change, at the end.
      if a != b { return 0..<newCount }
      return oldCount == newCount ? 0..<0 : min(oldCount, newCount)..<newCount
    }
    // An item's size and span: a new span is a change as a new size is.
    func size(_ data: SectionData, _ item: Int) -> (Size?, ItemSpan?) {
      switch data.itemSizes {
      case .uniform(let size): (size, nil)
      case .perItem(let sizes):
        item < sizes.count ? (sizes[item], sizes.span(at: item)) : (nil, nil)
      }
    }
    let shorter = min(oldCount, newCount)
    var prefix = 0
    while prefix < shorter, size(old, prefix) == size(new, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix,
      size(old, oldCount - 1 - suffix) == size(new, newCount - 1 - suffix)
    {
      suffix += 1
    }
    // Equal counts and no difference: the one canonical form of an unchanged section.
    if prefix + suffix == newCount, oldCount == newCount { return 0..<0 }
    return prefix..<(newCount - suffix)
  }
}
