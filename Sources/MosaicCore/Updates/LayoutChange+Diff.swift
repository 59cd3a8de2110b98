extension LayoutChange {
  /// The change from `old` to `new` found by comparing them: section `i` of `new` continues
  /// section `i` of `old` when their headers and footers agree, keeping the longest equal prefix
  /// and then the longest equal suffix of item sizes; a section without a counterpart is new.
  ///
  /// An item of a section sized by the strategy's default (`.uniform(nil)`) only equals another
  /// such item: the default is the strategy's, unknown here.
  /// - Complexity: O(items of per-item sections compared), O(1) for two uniform sections.
  public init(from old: [SectionData], to new: [SectionData]) {
    var sections: [SectionChange] = []
    sections.reserveCapacity(new.count)
    for (index, data) in new.enumerated() {
      guard index < old.count, old[index].header == data.header,
        old[index].footer == data.footer
      else {
        sections.append(.new(itemCount: data.itemCount))
        continue
      }
      sections.append(
        SectionChange(
          oldSection: index, changedItems: Self.changedItems(from: old[index], to: data)))
    }
    self.init(sections: sections)
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
    func size(_ data: SectionData, _ item: Int) -> Size? {
      switch data.itemSizes {
      case .uniform(let size): size
      case .perItem(let sizes): item < sizes.count ? sizes[item] : nil
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
