import MosaicCore

extension ShelfLayout {
  /// What one decoration weighs in the element budget
  /// (``/MosaicCore/LayoutInput/elementBudget``), in cells: a cell keeps 32 bytes of frame, a
  /// decoration also its identity and zIndex, and building rows holds each line's frame too
  /// (some 110 bytes in all), so three cells' worth.
  public static let decorationWeight = 3

  /// Throws unless `style`'s decorations over `base` stay within `input`'s
  /// ``/MosaicCore/LayoutInput/elementBudget``, before any of them is allocated.
  ///
  /// Each decoration counts ``decorationWeight`` elements. A background is one decoration per
  /// section. A line is never shorter than one item, so rows
  /// make at most one decoration per item: when that bound fits, nothing is counted; otherwise the
  /// base's lines are counted (``/MosaicCore/PreparedLayout/lineCount(inSection:)``, O(1) a
  /// section for flow, a derivation that stores nothing otherwise), stopping at the first section
  /// past the budget. Over a base that does not keep its lines, each section's lines are first
  /// derived only as far as the budget allows (``/MosaicCore/LineDerivation``): rows over 10^9
  /// waterfall items are refused after the lines the budget holds.
  /// - Throws: ``LayoutError`` with an empty path: the modifier as a whole is at fault.
  /// - Complexity: O(sections) for backgrounds and when the bound fits; otherwise O(sections)
  ///   when `base` records its lines, O(items) when they are derived, and O(the items of the
  ///   lines the budget holds) for a base whose lines pass it.
  static func checkBudget(
    over base: any PreparedLayout, style: ShelfStyle, input: LayoutInput
  ) throws(LayoutError) {
    let existing = base.materializedElementCount
    let sectionCount = base.sectionCount
    // Sums saturate, so counts near Int.max cannot overflow.
    func adding(_ a: Int, _ b: Int) -> Int {
      let sum = a.addingReportingOverflow(b)
      return sum.overflow ? .max : sum.partialValue
    }
    func weighted(_ count: Int) -> Int {
      let product = count.multipliedReportingOverflow(by: decorationWeight)
      return product.overflow ? .max : product.partialValue
    }
    switch style {
    case .sectionBackground:
      // One per non-empty section.
      var sections = 0
      for section in 0..<sectionCount where base.itemCount(inSection: section) > 0 {
        sections += 1
      }
      try input.checkElementBudget(adding: weighted(sections), to: existing, at: "")
    case .rows:
      var items = 0
      for section in 0..<sectionCount {
        items = adding(items, max(0, base.itemCount(inSection: section)))
      }
      if input.fitsElementBudget(adding(existing, weighted(items))) { return }
      var counted = 0
      for section in 0..<sectionCount {
        if !base.keepsLines {
          // Lines derived from the cells are counted only as far as the budget allows, so a
          // section of 10^9 items is refused after the lines the budget holds, not all of them.
          let budget = min(max(0, input.elementBudget), LayoutInput.maximumElementCount)
          let room = max(0, (budget - min(existing, budget)) / decorationWeight - counted)
          let derived = LineDerivation.countLines(ofSection: section, in: base, upTo: room)
          try input.checkElementBudget(
            adding: weighted(adding(counted, derived)), to: existing, at: "")
        }
        counted = adding(counted, max(0, base.lineCount(inSection: section)))
        try input.checkElementBudget(adding: weighted(counted), to: existing, at: "")
      }
    }
  }
}
