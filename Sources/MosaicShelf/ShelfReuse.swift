import MosaicCore

/// What a shelf's update takes from the shelf it made before the change: the decorations of
/// each section the change left as it was, where the base left it.
///
/// A section is kept when the change continues the old section of the same index with the
/// same items and sizes (``SectionChange/isUnchanged(oldCount:newCount:)``), the base gives it
/// the old section frame, and the shelf's options and geometry are the old ones: a base lays a
/// section out from its data and where it starts, so its cells, lines, header and footer — all
/// a decoration is derived from — are the old ones. Any other section is derived anew.
///
/// A section that only moved along the scroll axis is derived anew too: its decorations would
/// be the old ones shifted, but an old coordinate plus the shift need not round to the value a
/// fresh derivation computes, and with a scale the shifted origins round differently; keeping
/// answers exactly those of ``Shelf/apply(to:input:)`` comes first.
struct ShelfReuse {
  /// The shelf before the change, over the old base.
  let previous: ShelfLayout
  /// How the new data relates to the old.
  let change: LayoutChange
  /// False when nothing is kept: the options or the geometry differ from `previous`'s.
  let keepsAny: Bool

  init(previous: ShelfLayout, change: LayoutChange, options: ShelfOptions, base: any PreparedLayout)
  {
    self.previous = previous
    self.change = change
    keepsAny =
      previous.options == options
      && ShelfGeometry(base: base, options: options)
        == ShelfGeometry(base: previous.base, options: previous.options)
  }

  /// The element range of `previous`'s decorations that are `section`'s now, or `nil` when the
  /// section is derived anew. `itemCount` is the section's new item count.
  /// - Complexity: O(1): two section frames.
  func decorations(ofSection section: Int, itemCount: Int, in base: any PreparedLayout)
    -> Range<Int>?
  {
    guard keepsAny, section < change.sections.count, section < previous.itemCounts.count,
      Self.keeps(
        change.sections[section], section: section, oldCount: previous.itemCounts[section],
        newCount: itemCount, base: base, oldBase: previous.base)
    else { return nil }
    return previous.decorationStart[section]..<previous.decorationStart[section + 1]
  }

  /// ``decorations(ofSection:itemCount:in:)`` for every section of `base` at once, from the
  /// sections' new item counts: what an update's build loop reads.
  /// - Complexity: O(sections), one allocation.
  func keptDecorations(itemCounts: ContiguousArray<Int>, in base: any PreparedLayout)
    -> [Range<Int>?]
  {
    guard keepsAny else { return [] }
    // Locals, so the loop reads the arrays without going through `previous` each time.
    let sections = change.sections
    let oldCounts = previous.itemCounts
    let starts = previous.decorationStart
    let oldBase = previous.base
    var kept = [Range<Int>?](repeating: nil, count: itemCounts.count)
    for section in 0..<min(itemCounts.count, sections.count, oldCounts.count) {
      guard
        Self.keeps(
          sections[section], section: section, oldCount: oldCounts[section],
          newCount: itemCounts[section], base: base, oldBase: oldBase)
      else { continue }
      kept[section] = starts[section]..<starts[section + 1]
    }
    return kept
  }

  /// The one test of what is kept: `entry` continues the old section of the same index with the
  /// same items and sizes, and `base` gives it the frame `oldBase` gave it.
  /// - Complexity: O(1): two section frames.
  private static func keeps(
    _ entry: SectionChange, section: Int, oldCount: Int, newCount: Int,
    base: any PreparedLayout, oldBase: any PreparedLayout
  ) -> Bool {
    guard entry.oldSection == section,
      entry.isUnchanged(oldCount: oldCount, newCount: newCount),
      let frame = base.sectionFrame(section)
    else { return false }
    return frame == oldBase.sectionFrame(section)
  }
}
