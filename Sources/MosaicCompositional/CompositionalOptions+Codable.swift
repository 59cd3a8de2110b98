import MosaicCore

extension CompositionalOptions {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case scrollDirection, interSectionSpacing, sectionLayouts, defaultSectionLayout, header, footer
  }

  /// Decodes `layout.options` strictly: unknown keys, wrong types and unknown names are errors
  /// naming the field, and so is every value the options' one validation refuses; absent fields take their
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
      sectionLayouts: [:],
      defaultSectionLayout: try container.decodeStrictlyIfPresent(
        String.self, forKey: .defaultSectionLayout),
      header: try container.decodeStrictlyIfPresent(
        BoundarySupplementaryItem.self, forKey: .header),
      footer: try container.decodeStrictlyIfPresent(
        BoundarySupplementaryItem.self, forKey: .footer))
    if container.contains(.sectionLayouts) {
      try decodeSectionLayouts(from: container.superDecoder(forKey: .sectionLayouts))
    } else {
      sectionLayouts = defaults.sectionLayouts
    }
    try decoder.validating { () throws(LayoutError) in try validate(at: "") }
  }

  /// Decodes the `sectionLayouts` object: an entry with a `strategy` key is a strategy section
  /// layout (the strategy found in the document's registry, its `options` decoded by it), any
  /// other a group section layout.
  private mutating func decodeSectionLayouts(from decoder: any Decoder) throws {
    let entries = try decoder.container(keyedBy: AnyCodingKey.self)
    for key in entries.allKeys {
      let entry = try entries.superDecoder(forKey: key)
      let fields = try entry.container(keyedBy: AnyCodingKey.self)
      guard fields.contains(AnyCodingKey(stringValue: "strategy")) else {
        sectionLayouts[key.stringValue] = try LayoutSection(from: entry)
        continue
      }
      strategySectionLayouts[key.stringValue] = try Self.nestedStrategy(from: entry)
    }
  }

  /// `{"strategy": NAME, "options": {…}}`, the strategy named in the document's registry.
  private static func nestedStrategy(from decoder: any Decoder) throws -> NestedStrategy {
    try decoder.rejectUnknownKeys(NestedKeys.self)
    let container = try decoder.container(keyedBy: NestedKeys.self)
    let name = try container.decode(String.self, forKey: .strategy)
    guard let registry = StrategyRegistry.decoding(decoder) else {
      throw DecodingError.dataCorruptedError(
        forKey: .strategy, in: container,
        debugDescription: "a strategy section layout needs a document decoded with a registry")
    }
    guard name != Compositional.name, let registration = registry.strategies[name] else {
      let known = registry.strategyNames.filter { $0 != Compositional.name }
      throw DecodingError.dataCorruptedError(
        forKey: .strategy, in: container,
        debugDescription:
          "unknown strategy '\(name)' for a section; known strategies: \(known.joined(separator: ", "))"
      )
    }
    return try registration.nestedStrategy(
      options: container.contains(.options) ? container.superDecoder(forKey: .options) : nil)
  }

  enum NestedKeys: String, CodingKey, CaseIterable { case strategy, options }

  /// Encodes the document's object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scrollDirection, forKey: .scrollDirection)
    try container.encode(interSectionSpacing, forKey: .interSectionSpacing)
    var layouts = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .sectionLayouts)
    for (name, section) in sectionLayouts {
      try layouts.encode(section, forKey: AnyCodingKey(stringValue: name))
    }
    for (name, nested) in strategySectionLayouts {
      var entry = layouts.nestedContainer(
        keyedBy: NestedKeys.self, forKey: AnyCodingKey(stringValue: name))
      try entry.encode(nested.name, forKey: .strategy)
      try nested.options.encode(to: entry.superEncoder(forKey: .options))
    }
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
    guard !sectionLayouts.isEmpty || !strategySectionLayouts.isEmpty else {
      throw LayoutError(
        path: prefix + "sectionLayouts", message: "expected at least one section layout")
    }
    for name in sortedNames {
      try sectionLayouts[name]?.validate(at: prefix + "sectionLayouts.\(name)")
    }
    for name in strategySectionLayouts.keys.sorted() where sectionLayouts[name] != nil {
      throw LayoutError(
        path: prefix + "sectionLayouts.\(name)",
        message: "names both a group section layout and a strategy section layout")
    }
    if let defaultSectionLayout, !hasSectionLayout(named: defaultSectionLayout) {
      throw LayoutError(
        path: prefix + "defaultSectionLayout", message: unknownName(defaultSectionLayout))
    }
  }

  /// `unknown section layout 'x'; expected one of: a, b`.
  func unknownName(_ name: String) -> String {
    "unknown section layout '\(name)'; expected one of: \(sortedNames.joined(separator: ", "))"
  }
}
