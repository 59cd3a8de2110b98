import MosaicCore

/// The options of ``CoverFlowLayout``, from a configuration document's `layout.options`.
///
/// Every field has a default, so the options may be absent or partial. Decoding is strict: an
/// unknown key, a wrong type, `null`, or a negative or non-finite number is an error naming its
/// JSON path (`layout.options.spacing`).
public struct CoverFlowOptions: LayoutOptions {
  /// The direction the layout scrolls in. Default `.vertical`.
  public var scrollDirection: ScrollDirection
  /// The size of items whose section gives none. Default 50×50.
  public var itemSize: Size
  /// The space between consecutive items of a section. Default 10.
  public var spacing: Double

  /// The options with every field at its default.
  /// - Complexity: O(1).
  public init() {
    self.init(scrollDirection: .vertical)
  }

  /// Options with the given fields; the rest at their defaults.
  /// - Complexity: O(1).
  public init(
    scrollDirection: ScrollDirection = .vertical, itemSize: Size = Size(width: 50, height: 50),
    spacing: Double = 10
  ) {
    self.scrollDirection = scrollDirection
    self.itemSize = itemSize
    self.spacing = spacing
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case scrollDirection, itemSize, spacing
  }

  /// Decodes `layout.options` strictly; absent fields take their defaults.
  /// - Complexity: O(keys).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Self()
    scrollDirection = try container.decode(.scrollDirection, default: defaults.scrollDirection)
    itemSize = try container.decode(.itemSize, default: defaults.itemSize)
    spacing = try container.decodeNonNegative(.spacing, default: defaults.spacing)
  }

  /// Throws unless every number is finite and not negative: options set in code have not been
  /// through the decoder.
  /// - Complexity: O(1).
  public func validate() throws(LayoutError) {
    try LayoutError.checkNonNegative(itemSize, at: "layout.options.itemSize")
    try LayoutError.checkNonNegative(spacing, at: "layout.options.spacing")
  }
}
