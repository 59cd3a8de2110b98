import MosaicCore

extension ShelfLayout {
  /// What one decoration weighs in ``/MosaicCore/LayoutInput/maximumElementCount``, in cells: a
  /// cell keeps 32 bytes of frame, a decoration also its identity and zIndex, and building rows
  /// holds each line's frame too (some 110 bytes in all), so three cells' worth.
  public static let decorationWeight = 3

  /// Throws unless `style`'s decorations over `base` stay within
  /// ``LayoutInput/maximumElementCount``, before any of them is allocated.
  ///
  /// Each decoration counts ``decorationWeight`` elements. A background is one decoration per
  /// section. A line is never shorter than one item, so rows
  /// make at most one decoration per item: when that bound fits, nothing is counted; otherwise the
  /// lines are counted (the base's own count, or a derivation that stores nothing), stopping as
  /// soon as the budget is exceeded.
  /// - Throws: ``LayoutError`` with an empty path: the modifier as a whole is at fault.
  /// - Complexity: O(sections) for backgrounds and when the bound fits; otherwise O(sections)
  ///   when `base` provides its lines, O(items) attribute look-ups when they are derived.
  static func checkBudget(over base: any PreparedLayout, input: LayoutInput, style: ShelfStyle)
    throws(LayoutError)
  {
    let existing = base.materializedElementCount
    let sectionCount = base.sectionCount
    switch style {
    case .sectionBackground:
      // One per non-empty section.
      var sections = 0
      for section in input.sections.prefix(sectionCount) where section.itemCount > 0 {
        sections += 1
      }
      try LayoutInput.checkElementBudget(
        adding: sections * decorationWeight, to: existing, at: "")
    case .rows:
      let bound = input.totalItemCount.multipliedReportingOverflow(by: decorationWeight)
      let (total, overflow) = existing.addingReportingOverflow(bound.partialValue)
      if !bound.overflow, !overflow, total <= LayoutInput.maximumElementCount { return }
      let lines = base as? any LineFrameProviding
      // Derived lines are counted no further than can fit (the error then gives a lower bound);
      // sums saturate, so a base's count near Int.max cannot overflow.
      let limit = LayoutInput.maximumElementCount / decorationWeight + 1
      var counted = 0
      for section in 0..<sectionCount {
        var lineCount = 0
        if let lines {
          lineCount = lines.lineCount(inSection: section)
        } else if section < input.sections.count {
          lineCount = ShelfLineDerivation.countLines(
            ofSection: section, itemCount: max(0, input.sections[section].itemCount), in: base,
            limit: limit)
        }
        let sum = counted.addingReportingOverflow(max(0, lineCount))
        counted = sum.overflow ? .max : sum.partialValue
        let weighted = counted.multipliedReportingOverflow(by: decorationWeight)
        try LayoutInput.checkElementBudget(
          adding: weighted.overflow ? .max : weighted.partialValue, to: existing, at: "")
      }
    }
  }
}
