import MosaicCore

extension Waterfall {
  /// Refuses layout-wide options no decoder would have produced (set in code): ``WaterfallOptions``'
  /// one validation, which decoding runs too. Per-section overrides are checked as an input is
  /// laid out, for the sections it has.
  public func validateOptions() throws(LayoutError) {
    try options.validate(at: "layout.options")
  }

  /// Refuses options no decoder would have produced (set in code): each options type's one
  /// validation, which decoding runs too. Overrides of sections the input does not have are
  /// ignored.
  /// - Complexity: O(sections with overrides).
  func validateOptions(sectionCount: Int) throws(LayoutError) {
    try validateOptions()
    for (section, overrides) in sectionOptions where section >= 0 && section < sectionCount {
      try overrides.validate(at: "data.sections[\(section)].options")
      if overrides.placementTolerance != nil {
        try options.checkPlacesByRule(at: "data.sections[\(section)].options.placementTolerance")
      }
    }
  }
}
