import MosaicCore

extension ConformanceChecker {
  /// Part of ``ConformanceRule/completeElements``: `firstSection(withSupplementary:)` names the
  /// first section with a header (a footer) among the elements `ids` lists, `nil` when none has
  /// one, and `nil` for cells and decorations, which it does not survey.
  func checkSupplementarySurvey(
    _ layout: any PreparedLayout, ids: Set<ElementID>, at: String, _ scope: inout CaseScope
  ) {
    for category in ElementCategory.allCases {
      let expected =
        category.isHeaderOrFooter
        ? ids.lazy.filter { $0.category == category }.map(\.section).min() : nil
      let given = layout.firstSection(withSupplementary: category)
      if given != expected {
        note(
          .completeElements,
          "firstSection(withSupplementary: .\(category)) is \(given.map { "\($0)" } ?? "nil"), not \(expected.map { "\($0)" } ?? "nil") \(at)",
          &scope)
      }
    }
  }
}
