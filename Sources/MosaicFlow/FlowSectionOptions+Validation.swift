import MosaicCore

extension FlowSectionOptions {
  /// The one validation of the fields a section may override, for a section's overrides and for
  /// ``FlowOptions``' own values alike: every length, size and inset set finite, not negative and
  /// at most ``LayoutInput/maximumLength``. Errors name the field under `path`.
  /// - Complexity: O(1).
  func validate(at path: @autoclosure () -> String) throws(LayoutError) {
    try LayoutError.checkNonNegative(minimumLineSpacing, at: "\(path()).minimumLineSpacing")
    try LayoutError.checkNonNegative(
      minimumInteritemSpacing, at: "\(path()).minimumInteritemSpacing")
    try LayoutError.checkNonNegative(sectionInset, at: "\(path()).sectionInset")
    try LayoutError.checkNonNegative(headerReferenceSize, at: "\(path()).headerReferenceSize")
    try LayoutError.checkNonNegative(footerReferenceSize, at: "\(path()).footerReferenceSize")
  }
}
