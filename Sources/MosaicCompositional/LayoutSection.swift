import MosaicCore

/// A section laid out by a group pattern, as `NSCollectionLayoutSection(group:)`: the group
/// repeats along the section until the items run out, `interGroupSpacing` apart, inside the
/// section's `contentInsets`, below its header and above its footer; or, with an
/// ``orthogonalScrollingBehavior``, in one band across the scroll axis.
///
/// ```swift
/// var section = LayoutSection(group: row)
/// section.interGroupSpacing = 8
/// section.contentInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
/// section.header = BoundarySupplementaryItem(extent: 44)
/// section.background = SectionBackground(contentInsets: EdgeInsets(all: 8))
/// ```
public struct LayoutSection: Hashable, Sendable {
  /// The group that repeats.
  public var group: LayoutGroup
  /// How the groups scroll across the scroll axis; ``OrthogonalScrollingBehavior/none`` stacks
  /// them along it.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  /// The space between consecutive groups.
  public var interGroupSpacing: Double
  /// The room kept clear around the groups, inside the header and footer.
  public var contentInsets: EdgeInsets
  /// The section's header, or `nil` for none.
  public var header: BoundarySupplementaryItem?
  /// The section's footer, or `nil` for none.
  public var footer: BoundarySupplementaryItem?
  /// The section's background, or `nil` for none.
  public var background: SectionBackground?

  /// A section of `group` repeating, with no spacing, insets, header or footer.
  public init(
    group: LayoutGroup, orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
    interGroupSpacing: Double = 0, contentInsets: EdgeInsets = .zero,
    header: BoundarySupplementaryItem? = nil, footer: BoundarySupplementaryItem? = nil,
    background: SectionBackground? = nil
  ) {
    self.background = background
    self.group = group
    self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    self.interGroupSpacing = interGroupSpacing
    self.contentInsets = contentInsets
    self.header = header
    self.footer = footer
  }

  /// The one validation of a section: its group (``LayoutGroup/validate(at:depth:)``), spacing,
  /// insets and supplementary extents finite and not negative. Errors name the field under
  /// `path`.
  func validate(at path: @autoclosure () -> String) throws(LayoutError) {
    let path = path()
    let prefix = path.isEmpty ? "" : path + "."
    try group.validate(at: prefix + "group")
    try LayoutError.checkNonNegative(interGroupSpacing, at: prefix + "interGroupSpacing")
    try LayoutError.checkNonNegative(contentInsets, at: prefix + "contentInsets")
    try LayoutError.checkNonNegative(header?.extent, at: prefix + "header.extent")
    try LayoutError.checkNonNegative(footer?.extent, at: prefix + "footer.extent")
    try LayoutError.checkNonNegative(
      background?.contentInsets, at: prefix + "background.contentInsets")
  }
}

extension LayoutSection: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case group, orthogonalScrolling, interGroupSpacing, contentInsets, header, footer, background
  }

  /// Decodes a named section layout of `options.sectionLayouts`: `group` required, the rest
  /// optional (`orthogonalScrolling` by its case name).
  /// - Complexity: O(the group's subitems, nested).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      group: try container.decode(LayoutGroup.self, forKey: .group),
      orthogonalScrollingBehavior: try container.decodeChoice(
        .orthogonalScrolling, default: .none),
      interGroupSpacing: try container.decodeStrictlyIfPresent(
        Double.self, forKey: .interGroupSpacing) ?? 0,
      contentInsets: try container.decodeStrictlyIfPresent(
        EdgeInsets.self, forKey: .contentInsets) ?? .zero,
      header: try container.decodeStrictlyIfPresent(
        BoundarySupplementaryItem.self, forKey: .header),
      footer: try container.decodeStrictlyIfPresent(
        BoundarySupplementaryItem.self, forKey: .footer),
      background: try container.decodeStrictlyIfPresent(
        SectionBackground.self, forKey: .background))
    try decoder.validating { () throws(LayoutError) in try validate(at: "") }
  }

  /// Encodes the document's object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(group, forKey: .group)
    if orthogonalScrollingBehavior != .none {
      try container.encode(orthogonalScrollingBehavior, forKey: .orthogonalScrolling)
    }
    if interGroupSpacing != 0 {
      try container.encode(interGroupSpacing, forKey: .interGroupSpacing)
    }
    if contentInsets != .zero { try container.encode(contentInsets, forKey: .contentInsets) }
    try container.encodeIfPresent(header, forKey: .header)
    try container.encodeIfPresent(footer, forKey: .footer)
    try container.encodeIfPresent(background, forKey: .background)
  }
}
