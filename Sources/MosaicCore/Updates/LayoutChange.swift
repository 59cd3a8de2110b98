/// What changed between the data a layout was prepared from and new data: one ``SectionChange``
/// per section of the new data. A strategy's ``LayoutStrategy/update(_:to:change:)`` reads it to
/// redo only what the change touched.
///
/// A change is a promise about sizes: whoever builds one vouches that the new data equals the old
/// outside the changed ranges. `CollectionModel` derives it from a batch's plan in O(changes);
/// ``init(from:to:)`` derives it from the data itself; ``everything(in:)`` promises nothing;
/// ``identity(sectionCount:)`` promises that nothing changed. ``validate(old:new:)`` checks what
/// can be checked cheaply: counts and indexes.
public struct LayoutChange: Hashable, Sendable {
  /// One entry per section of the new data, in order.
  public var sections: [SectionChange]
  /// Finer runs for the sections that have them (new section index → its runs, in order and
  /// apart): the runs of new items that may differ inside the section's
  /// ``SectionChange/changedItems``, which must span them exactly. Items between runs are the
  /// old items, shifted by the change in count of the runs before them, so a strategy re-lays
  /// out around each run rather than everything the range spans: two resizes far apart in a
  /// section of 10^6 items cost two one-item changes. A section without an entry has one run,
  /// its changed range, which takes the section's whole change in count. See
  /// ``spans(ofSection:oldCount:newCount:)``.
  ///
  /// Kept here rather than in ``SectionChange``, which stays a few plain words: an array in each
  /// entry made every entry's copy a runtime call, and a one-item update of 10^6 items in 1,000
  /// flow sections went from 14.9 to 31.6 µs p50 (validation alone 6.0 to 19.8).
  public var runs: [Int: [ItemEdit]]
  /// When set, the update is a *preview* (what a drag shows while the finger moves), exact only
  /// up to this item: a strategy may lay out exactly every element before this index path's
  /// section and the cells up to and including this item, and keep its old frames after it,
  /// moved along the scroll axis, instead of laying out the rest of a long section again. Every
  /// cell it keeps starts at or past where the exact layout's next cell would, so a rect that
  /// ends before the first such cell is answered exactly. Default `nil`: the layout itself,
  /// equal to a prepare. Waterfall's pages honour it (a move reflows a masonry section to its
  /// end: the items after it land anew); strategies that update exactly at no such cost ignore
  /// it. Never update a preview again: update the layout it was made from.
  public var previewThrough: IndexPath?

  /// A change from its sections, and finer runs for some of them.
  public init(sections: [SectionChange], runs: [Int: [ItemEdit]] = [:]) {
    self.sections = sections
    self.runs = runs
  }

  /// Sets section `section`'s runs: its changed range becomes their span, and one run that
  /// leaves its count to the section's counts (or none) is kept as the range alone. Runs of a
  /// section the change has no entry for are kept, for validation to refuse.
  /// - Complexity: O(runs).
  public mutating func setRuns(_ edits: [ItemEdit], ofSection section: Int) {
    let isRange = edits.count < 2 && edits.first?.oldItemCount == nil
    runs[section] = isRange ? nil : edits
    guard sections.indices.contains(section) else { return }
    guard let first = edits.first, let last = edits.last else {
      sections[section].changedItems = 0..<0
      return
    }
    let lower = first.items.lowerBound
    sections[section].changedItems = lower..<max(lower, last.items.upperBound)
  }

  /// Every section new: nothing is reused, a strategy prepares in full.
  /// - Complexity: O(sections).
  public static func everything(in new: [SectionData]) -> LayoutChange {
    LayoutChange(sections: new.map { .new(itemCount: $0.itemCount) })
  }

  /// Nothing changed: every section continues itself, every size kept. Updating a layout by it
  /// gives a layout equal to it, which a strategy may use to consolidate one that holds a patch.
  /// - Complexity: O(sections).
  public static func identity(sectionCount: Int) -> LayoutChange {
    LayoutChange(sections: (0..<max(0, sectionCount)).map { .unchanged(from: $0) })
  }

  /// True when no section changed: the same sections in the same order, with the same items.
  /// - Complexity: O(sections).
  public func isIdentity(old: [SectionData], new: [SectionData]) -> Bool {
    guard sections.count == old.count, new.count == old.count else { return false }
    for (index, change) in sections.enumerated() {
      guard change.oldSection == index,
        change.isUnchanged(oldCount: old[index].itemCount, newCount: new[index].itemCount)
      else { return false }
    }
    return true
  }
}
