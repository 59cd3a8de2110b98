/// How one section of new data relates to the data a layout was prepared from: which old section
/// it continues and which of its items' sizes may differ. Part of a ``LayoutChange``.
///
/// Items outside ``changedItems`` are the old section's, in order: item `i` before the range is
/// old item `i`, and item `i` from the range's end on is old item `i + oldCount - newCount`. So a
/// deletion at item 7 of a section is `7..<7` with one item fewer, an insertion there `7..<8`, a
/// resize of item 7 `7..<8` with the count unchanged. A section changed in several places far
/// apart can say so more finely in ``LayoutChange/runs``.
public struct SectionChange: Hashable, Sendable {
  /// The old section this one continues — the same header and footer sizes, the same item sizes
  /// outside ``changedItems`` — or `nil` for a new section, laid out from scratch.
  public var oldSection: Int?
  /// The new item indices whose sizes may differ from the old section's. Empty when the sizes
  /// are the old ones, but for deletions at ``changedItems``'s bound when the count shrank.
  public var changedItems: Range<Int>

  /// A section continuing old section `oldSection`, its sizes changed at `changedItems`.
  public init(oldSection: Int?, changedItems: Range<Int>) {
    self.oldSection = oldSection
    self.changedItems = changedItems
  }

  /// Old section `oldSection` unchanged (it may have moved).
  public static func unchanged(from oldSection: Int) -> SectionChange {
    SectionChange(oldSection: oldSection, changedItems: 0..<0)
  }

  /// A new section of `itemCount` items: nothing is reused.
  public static func new(itemCount: Int) -> SectionChange {
    SectionChange(oldSection: nil, changedItems: 0..<max(0, itemCount))
  }

  /// True when the section is old section ``oldSection`` exactly: no size changed and no item
  /// came or went (`newCount` is the section's item count now).
  public func isUnchanged(oldCount: Int, newCount: Int) -> Bool {
    oldSection != nil && changedItems.isEmpty && oldCount == newCount
  }
}
