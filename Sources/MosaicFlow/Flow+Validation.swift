import MosaicCore

extension Flow {
  /// Refuses options no decoder would have produced: negative or non-finite spacings, insets and
  /// sizes set in code. Overrides of sections the input does not have are ignored.
  /// - Complexity: O(sections with overrides).
  func validateOptions(sectionCount: Int) throws(LayoutError) {
    let path = "layout.options"
    try LayoutError.checkNonNegative(options.itemSize, at: "\(path).itemSize")
    try LayoutError.checkNonNegative(options.minimumLineSpacing, at: "\(path).minimumLineSpacing")
    try LayoutError.checkNonNegative(
      options.minimumInteritemSpacing, at: "\(path).minimumInteritemSpacing")
    try LayoutError.checkNonNegative(options.sectionInset, at: "\(path).sectionInset")
    try LayoutError.checkNonNegative(options.headerReferenceSize, at: "\(path).headerReferenceSize")
    try LayoutError.checkNonNegative(options.footerReferenceSize, at: "\(path).footerReferenceSize")
    for (section, overrides) in sectionOptions where section >= 0 && section < sectionCount {
      let path = "data.sections[\(section)].options"
      if let value = overrides.minimumLineSpacing {
        try LayoutError.checkNonNegative(value, at: "\(path).minimumLineSpacing")
      }
      if let value = overrides.minimumInteritemSpacing {
        try LayoutError.checkNonNegative(value, at: "\(path).minimumInteritemSpacing")
      }
      if let value = overrides.sectionInset {
        try LayoutError.checkNonNegative(value, at: "\(path).sectionInset")
      }
      if let value = overrides.headerReferenceSize {
        try LayoutError.checkNonNegative(value, at: "\(path).headerReferenceSize")
      }
      if let value = overrides.footerReferenceSize {
        try LayoutError.checkNonNegative(value, at: "\(path).footerReferenceSize")
      }
    }
  }
}
