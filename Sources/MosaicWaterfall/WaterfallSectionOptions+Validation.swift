import MosaicCore

extension WaterfallSectionOptions {
  /// The one validation of the fields a section may override, for a section's overrides and for
  /// ``WaterfallOptions``' own values alike: a column count of at least 1, every length and inset
  /// set (the placement tolerance too) finite, not negative and at most ``LayoutInput/maximumLength``. Errors name the field
  /// under `path`.
  /// - Complexity: O(1).
  func validate(at path: @autoclosure () -> String) throws(LayoutError) {
    if let columnCount, columnCount < 1 {
      throw LayoutError(
        path: "\(path()).columnCount",
        message: "expected a whole number >= 1 (a waterfall needs a column), got \(columnCount)")
    }
    try LayoutError.checkNonNegative(minimumColumnSpacing, at: "\(path()).minimumColumnSpacing")
    try LayoutError.checkNonNegative(
      minimumInteritemSpacing, at: "\(path()).minimumInteritemSpacing")
    try LayoutError.checkNonNegative(headerHeight, at: "\(path()).headerHeight")
    try LayoutError.checkNonNegative(footerHeight, at: "\(path()).footerHeight")
    try LayoutError.checkNonNegative(headerInset, at: "\(path()).headerInset")
    try LayoutError.checkNonNegative(footerInset, at: "\(path()).footerInset")
    try LayoutError.checkNonNegative(sectionInset, at: "\(path()).sectionInset")
    try LayoutError.checkNonNegative(placementTolerance, at: "\(path()).placementTolerance")
  }
}
