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
      guard
        let spans = try? spans(
          ofSection: index, oldCount: before.itemCount, newCount: after.itemCount)
      else { return false }
      if case .uniform(let a) = before.itemSizes, case .uniform(let b) = after.itemSizes {
        let kept = max(0, after.itemCount) - spans.reduce(0) { $0 + $1.items.count }
        if a != b, kept > 0 { return false }
        continue
      }
      // The items between runs (and around them), each against the old item it continues.
      var newStart = 0
      var oldStart = 0
      for index in 0...spans.count {
        let newEnd = index < spans.count ? spans[index].items.lowerBound : max(0, after.itemCount)
        for offset in 0..<max(0, newEnd - newStart)
        where Self.size(of: oldStart + offset, in: before)
          != Self.size(of: newStart + offset, in: after)
        {
          return false
        }
        if index < spans.count {
          newStart = spans[index].items.upperBound
          oldStart = spans[index].oldItems.upperBound
        }
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
