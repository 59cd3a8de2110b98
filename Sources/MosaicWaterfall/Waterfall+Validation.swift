import MosaicCore

extension Waterfall {
  /// Refuses options no decoder would have produced: a column count below 1, negative or
  /// non-finite spacings, heights, insets and sizes set in code. Overrides of sections the input
  /// does not have are ignored.
  /// - Complexity: O(sections with overrides).
  func validateOptions(sectionCount: Int) throws(LayoutError) {
    let path = "layout.options"
    try Self.checkColumnCount(options.columnCount, at: "\(path).columnCount")
    try LayoutError.checkNonNegative(
      options.minimumColumnSpacing, at: "\(path).minimumColumnSpacing")
    try LayoutError.checkNonNegative(
      options.minimumInteritemSpacing, at: "\(path).minimumInteritemSpacing")
    try LayoutError.checkNonNegative(options.headerHeight, at: "\(path).headerHeight")
    try LayoutError.checkNonNegative(options.footerHeight, at: "\(path).footerHeight")
    try LayoutError.checkNonNegative(options.headerInset, at: "\(path).headerInset")
    try LayoutError.checkNonNegative(options.footerInset, at: "\(path).footerInset")
    try LayoutError.checkNonNegative(options.sectionInset, at: "\(path).sectionInset")
    try LayoutError.checkNonNegative(
      options.minimumContentHeight, at: "\(path).minimumContentHeight")
    try LayoutError.checkNonNegative(options.itemSize, at: "\(path).itemSize")
    try LayoutError.checkNonNegative(options.estimatedItemSize, at: "\(path).estimatedItemSize")
    for (section, overrides) in sectionOptions where section >= 0 && section < sectionCount {
      let path = "data.sections[\(section)].options"
      if let value = overrides.columnCount {
        try Self.checkColumnCount(value, at: "\(path).columnCount")
      }
      try LayoutError.checkNonNegative(
        overrides.minimumColumnSpacing, at: "\(path).minimumColumnSpacing")
      try LayoutError.checkNonNegative(
        overrides.minimumInteritemSpacing, at: "\(path).minimumInteritemSpacing")
      try LayoutError.checkNonNegative(overrides.headerHeight, at: "\(path).headerHeight")
      try LayoutError.checkNonNegative(overrides.footerHeight, at: "\(path).footerHeight")
      try LayoutError.checkNonNegative(overrides.headerInset, at: "\(path).headerInset")
      try LayoutError.checkNonNegative(overrides.footerInset, at: "\(path).footerInset")
      try LayoutError.checkNonNegative(overrides.sectionInset, at: "\(path).sectionInset")
    }
  }

  private static func checkColumnCount(_ value: Int, at path: String) throws(LayoutError) {
    guard value >= 1 else {
      throw LayoutError(
        path: path,
        message: "expected a whole number >= 1 (a waterfall needs a column), got \(value)")
    }
  }
}
