import MosaicCore

extension CompositionalOptions {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case scrollDirection, interSectionSpacing, sectionLayouts, defaultSectionLayout, header, footer
  }

  /// Decodes `layout.options` strictly: unknown keys, wrong types and unknown names are errors
  /// naming the field, and so is every value ``validate(at:)`` refuses; absent fields take their
  /// defaults (no `sectionLayouts`: the one list).
  /// - Complexity: O(the section layouts' groups).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = CompositionalOptions()
    self.init(
      scrollDirection: try container.decodeChoice(
        .scrollDirection, default: defaults.scrollDirection),
      interSectionSpacing: try container.decode(
        .interSectionSpacing, default: defaults.interSectionSpacing),
      sectionLayouts: try container.decode(.sectionLayouts, default: defaults.sectionLayouts),
      defaultSectionLayout: try container.decodeStrictlyIfPresent(
        String.self, forKey: .defaultSectionLayout),
      header: try container.decodeStrictlyIfPresent(
        BoundarySupplementaryItem.self, forKey: .header),
      footer: try container.decodeStrictlyIfPresent(
        BoundarySupplementaryItem.self, forKey: .footer))
    try decoder.validating { () throws(LayoutError) in try validate(at: "") }
  }

  /// Encodes the document's object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scrollDirection, forKey: .scrollDirection)
    try container.encode(interSectionSpacing, forKey: .interSectionSpacing)
    try container.encode(sectionLayouts, forKey: .sectionLayouts)
    try container.encodeIfPresent(defaultSectionLayout, forKey: .defaultSectionLayout)
    try container.encodeIfPresent(header, forKey: .header)
    try container.encodeIfPresent(footer, forKey: .footer)
  }

  /// The one validation of the options, for a decoded document and options set in code alike:
  /// at least one section layout, each valid (``LayoutSection/validate(at:)``), a default that
  /// names one, the spacing finite and not negative. Errors name the field under `path`.
  /// - Complexity: O(the section layouts' groups).
  func validate(at path: @autoclosure () -> String) throws(LayoutError) {
    let path = path()
    let prefix = path.isEmpty ? "" : path + "."
    try LayoutError.checkNonNegative(interSectionSpacing, at: prefix + "interSectionSpacing")
    try LayoutError.checkNonNegative(header?.extent, at: prefix + "header.extent")
    try LayoutError.checkNonNegative(footer?.extent, at: prefix + "footer.extent")
    guard !sectionLayouts.isEmpty else {
      throw LayoutError(
        path: prefix + "sectionLayouts", message: "expected at least one section layout")
    }
    for name in sortedNames {
      try sectionLayouts[name]?.validate(at: prefix + "sectionLayouts.\(name)")
    }
    if let defaultSectionLayout, sectionLayouts[defaultSectionLayout] == nil {
      throw LayoutError(
        path: prefix + "defaultSectionLayout", message: unknownName(defaultSectionLayout))
    }
  }

  /// `unknown section layout 'x'; expected one of: a, b`.
  func unknownName(_ name: String) -> String {
    "unknown section layout '\(name)'; expected one of: \(sortedNames.joined(separator: ", "))"
  }
}
