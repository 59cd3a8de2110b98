import MosaicCore

extension WaterfallOptions {
  /// The fields a section may override, all set: what ``WaterfallSectionOptions`` validates and
  /// what a section's overrides replace.
  var sectionDefaults: WaterfallSectionOptions {
    WaterfallSectionOptions(
      columnCount: columnCount, minimumColumnSpacing: minimumColumnSpacing,
      minimumInteritemSpacing: minimumInteritemSpacing, headerHeight: headerHeight,
      footerHeight: footerHeight, headerInset: headerInset, footerInset: footerInset,
      sectionInset: sectionInset, placementTolerance: placementTolerance)
  }

  /// The one validation of these options, run by decoding and by `prepare`: a column count of at
  /// least 1, every length, size and inset finite, not negative and at most
  /// ``LayoutInput/maximumLength``. A placement tolerance needs ``ItemRenderDirection/shortestFirst``. Errors name the field
  /// under `path`.
  /// - Complexity: O(1).
  func validate(at path: @autoclosure () -> String) throws(LayoutError) {
    try sectionDefaults.validate(at: path())
    try LayoutError.checkNonNegative(minimumContentHeight, at: "\(path()).minimumContentHeight")
    try LayoutError.checkNonNegative(itemSize, at: "\(path()).itemSize")
    try LayoutError.checkNonNegative(estimatedItemSize, at: "\(path()).estimatedItemSize")
    if placementTolerance != nil {
      try checkPlacesByRule(at: "\(path()).placementTolerance")
    }
  }

  /// Refuses what only ``ItemRenderDirection/shortestFirst`` places (a placement tolerance, an
  /// item's span) under another render direction, at `path`.
  func checkPlacesByRule(at path: @autoclosure () -> String) throws(LayoutError) {
    guard itemRenderDirection != .shortestFirst else { return }
    throw LayoutError(
      path: path(),
      message:
        "needs itemRenderDirection shortestFirst (\(itemRenderDirection.rawValue) fills the columns in turn)"
    )
  }
}
