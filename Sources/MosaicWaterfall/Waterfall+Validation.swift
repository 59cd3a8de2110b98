import MosaicCore

extension Waterfall {
  /// Refuses options no decoder would have produced (set in code): each options type's one
  /// validation, which decoding runs too. Overrides of sections the input does not have are
  /// ignored.
  /// - Complexity: O(sections with overrides).
  func validateOptions(sectionCount: Int) throws(LayoutError) {
    try options.validate(at: "layout.options")
    for (section, overrides) in sectionOptions where section >= 0 && section < sectionCount {
      try overrides.validate(at: "data.sections[\(section)].options")
    }
  }
}
