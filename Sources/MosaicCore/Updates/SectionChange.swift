/// How one section of new data relates to the data a layout was prepared from: which old section
/// it continues and which runs of its items may differ. Part of a ``LayoutChange``.
///
/// Items outside the runs (``edits``) are the old section's, in order: item `i` before the first
/// run is old item `i`, and an item after a run is the old item shifted by the runs before it
/// (each moves what follows by its new items less the old ones it replaces). So a deletion at
/// item 7 of a section is `7..<7` with one item fewer, an insertion there `7..<8`, a resize of
/// item 7 `7..<8` with the count unchanged; a resize of items 7 and 90,000 two runs, `7..<8` and
/// `90000..<90001`, so a strategy re-lays out around each rather than everything between.
public struct SectionChange: Hashable, Sendable {
  /// The old section this one continues — the same header and footer sizes, the same item sizes
  /// outside ``edits`` — or `nil` for a new section, laid out from scratch.
  public var oldSection: Int?
  /// The runs of new items that may differ, in order and apart (each starts at or after the
  /// previous one's end); only the last may leave its old count to the section's counts.
  public var edits: [ItemEdit]

  /// A section continuing old section `oldSection`, changed at `edits`.
  public init(oldSection: Int?, edits: [ItemEdit]) {
    self.oldSection = oldSection
    self.edits = edits
  }

  /// A section continuing old section `oldSection`, its sizes changed at `changedItems` and its
  /// change in count (if any) falling in that one run.
  public init(oldSection: Int?, changedItems: Range<Int>) {
    self.init(oldSection: oldSection, edits: [ItemEdit(items: changedItems, oldItemCount: nil)])
  }

  /// The one run of changed items, spanning every run: setting it replaces the runs by one that
  /// takes the whole change in count, as ``init(oldSection:changedItems:)`` does. `0..<0` when
  /// there is no run.
  public var changedItems: Range<Int> {
    get {
      guard let first = edits.first, let last = edits.last else { return 0..<0 }
      return first.items.lowerBound..<max(first.items.lowerBound, last.items.upperBound)
    }
    set { edits = [ItemEdit(items: newValue, oldItemCount: nil)] }
  }

  /// Old section `oldSection` unchanged (it may have moved).
  public static func unchanged(from oldSection: Int) -> SectionChange {
    SectionChange(oldSection: oldSection, changedItems: 0..<0)
  }

  /// A new section of `itemCount` items: nothing is reused.
  public static func new(itemCount: Int) -> SectionChange {
    SectionChange(oldSection: nil, changedItems: 0..<max(0, itemCount))
  }

  /// True when no run holds a new item (sizes may differ only where items went).
  public var changesNoItem: Bool { edits.allSatisfy(\.items.isEmpty) }

  /// True when the section is old section ``oldSection`` exactly: no size changed and no item
  /// came or went (`newCount` is the section's item count now).
  public func isUnchanged(oldCount: Int, newCount: Int) -> Bool {
    oldSection != nil && changesNoItem && oldCount == newCount
      && edits.allSatisfy { ($0.oldItemCount ?? 0) == 0 }
  }
}
