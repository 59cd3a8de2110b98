import MosaicCore

extension FlowOptions {
  /// The fields a section may override, all set: what ``FlowSectionOptions`` validates and what
  /// a section's overrides replace.
  var sectionDefaults: FlowSectionOptions {
    FlowSectionOptions(
      minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
      sectionInset: sectionInset, headerReferenceSize: headerReferenceSize,
      footerReferenceSize: footerReferenceSize, lineAlignment: lineAlignment,
      lastLineAlignment: lastLineAlignment)
  }

  /// The one validation of these options, run by decoding and by `prepare`: every length, size and
  /// inset finite, not negative and at most ``LayoutInput/maximumLength``. Errors name the field
  /// under `path`.
  /// - Complexity: O(1).
  func validate(at path: @autoclosure () -> String) throws(LayoutError) {
    try LayoutError.checkNonNegative(itemSize, at: "\(path()).itemSize")
    try LayoutError.checkNonNegative(estimatedItemSize, at: "\(path()).estimatedItemSize")
    try sectionDefaults.validate(at: path())
  }
}
