import MosaicCore

extension Flow {
  /// Refuses options no decoder would have produced: negative or non-finite spacings, insets and
  /// sizes set in code. Overrides of sections the input does not have are ignored.
  /// - Complexity: O(sections with overrides).
  func validateOptions(sectionCount: Int) throws(LayoutError) {
    let path = "layout.options"
    try Self.check(options.itemSize, at: "\(path).itemSize")
    try Self.check(options.minimumLineSpacing, at: "\(path).minimumLineSpacing")
    try Self.check(options.minimumInteritemSpacing, at: "\(path).minimumInteritemSpacing")
    try Self.check(options.sectionInset, at: "\(path).sectionInset")
    try Self.check(options.headerReferenceSize, at: "\(path).headerReferenceSize")
    try Self.check(options.footerReferenceSize, at: "\(path).footerReferenceSize")
    for (section, overrides) in sectionOptions where section >= 0 && section < sectionCount {
      let path = "data.sections[\(section)].options"
      if let value = overrides.minimumLineSpacing {
        try Self.check(value, at: "\(path).minimumLineSpacing")
      }
      if let value = overrides.minimumInteritemSpacing {
        try Self.check(value, at: "\(path).minimumInteritemSpacing")
      }
      if let value = overrides.sectionInset { try Self.check(value, at: "\(path).sectionInset") }
      if let value = overrides.headerReferenceSize {
        try Self.check(value, at: "\(path).headerReferenceSize")
      }
      if let value = overrides.footerReferenceSize {
        try Self.check(value, at: "\(path).footerReferenceSize")
      }
    }
  }

  private static func check(_ value: Double, at path: String) throws(LayoutError) {
    guard value.isFinite, value >= 0 else {
      throw LayoutError(path: path, message: "expected a finite number >= 0, got \(value)")
    }
  }

  private static func check(_ size: Size, at path: String) throws(LayoutError) {
    try check(size.width, at: "\(path).width")
    try check(size.height, at: "\(path).height")
  }

  private static func check(_ insets: EdgeInsets, at path: String) throws(LayoutError) {
    try check(insets.top, at: "\(path).top")
    try check(insets.left, at: "\(path).left")
    try check(insets.bottom, at: "\(path).bottom")
    try check(insets.right, at: "\(path).right")
  }
}
