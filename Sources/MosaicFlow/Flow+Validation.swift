import MosaicCore

extension Flow {
  /// Refuses options no decoder would have produced: negative or non-finite spacings, insets and
  /// sizes set in code. Overrides of sections the input does not have are ignored.
  /// - Complexity: O(sections with overrides).
  func validateOptions(sectionCount: Int) throws(LayoutError) {
    let path = "layout.options"
    try LayoutError.checkNonNegative(options.itemSize, at: "\(path).itemSize")
    try LayoutError.checkNonNegative(options.estimatedItemSize, at: "\(path).estimatedItemSize")
    try LayoutError.checkNonNegative(options.minimumLineSpacing, at: "\(path).minimumLineSpacing")
    try LayoutError.checkNonNegative(
      options.minimumInteritemSpacing, at: "\(path).minimumInteritemSpacing")
    try LayoutError.checkNonNegative(options.sectionInset, at: "\(path).sectionInset")
    try LayoutError.checkNonNegative(options.headerReferenceSize, at: "\(path).headerReferenceSize")
    try LayoutError.checkNonNegative(options.footerReferenceSize, at: "\(path).footerReferenceSize")
    for (section, overrides) in sectionOptions where section >= 0 && section < sectionCount {
      let path = "data.sections[\(section)].options"
      try LayoutError.checkNonNegative(
        overrides.minimumLineSpacing, at: "\(path).minimumLineSpacing")
      try LayoutError.checkNonNegative(
        overrides.minimumInteritemSpacing, at: "\(path).minimumInteritemSpacing")
      try LayoutError.checkNonNegative(overrides.sectionInset, at: "\(path).sectionInset")
      try LayoutError.checkNonNegative(
        overrides.headerReferenceSize, at: "\(path).headerReferenceSize")
      try LayoutError.checkNonNegative(
        overrides.footerReferenceSize, at: "\(path).footerReferenceSize")
    }
  }
}
