import Mosaic

extension LayoutChange {
  /// True when this change, which passed ``LayoutChange/validate(old:new:)``, keeps its promise:
  /// every item it claims unchanged has its old section's size. An item of the strategy's size
  /// (`.uniform(nil)`) only equals another such item, as the change's own diff counts them.
  /// - Complexity: O(items of per-item sections compared), O(1) for two uniform sections.
  func isTruthful(old: [SectionData], new: [SectionData]) -> Bool {
    guard sections.count == new.count else { return false }
    for (index, change) in sections.enumerated() {
      guard let oldSection = change.oldSection else { continue }
      guard oldSection >= 0, oldSection < old.count else { return false }
      let before = old[oldSection]
      let after = new[index]
      guard before.header == after.header, before.footer == after.footer else { return false }
      let oldCount = max(0, before.itemCount)
      let newCount = max(0, after.itemCount)
      let range = change.changedItems
      guard range.lowerBound >= 0, range.upperBound <= newCount else { return false }
      let suffix = newCount - range.upperBound
      guard range.lowerBound + suffix <= oldCount else { return false }
      if case .uniform(let a) = before.itemSizes, case .uniform(let b) = after.itemSizes {
        if a != b, range.lowerBound + suffix > 0 { return false }
        continue
      }
      for item in 0..<range.lowerBound
      where Self.size(of: item, in: before) != Self.size(of: item, in: after) {
        return false
      }
      let shift = oldCount - newCount
      for item in range.upperBound..<newCount
      where Self.size(of: item + shift, in: before) != Self.size(of: item, in: after) {
        return false
      }
    }
    return true
  }

  /// Item `item`'s size as the data gives it, `nil` for the strategy's size (or an index the
  /// size list does not hold, which validation refuses first).
  static func size(of item: Int, in section: SectionData) -> Size? {
    switch section.itemSizes {
    case .uniform(let size): size
    case .perItem(let sizes): sizes.indices.contains(item) ? sizes[item] : nil
    }
  }
}
