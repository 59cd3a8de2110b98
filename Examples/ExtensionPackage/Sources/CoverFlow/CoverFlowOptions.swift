import MosaicCore

/// The options of ``CoverFlowLayout``, from a configuration document's `layout.options`.
///
/// Every field has a default, so the options may be absent or partial. Decoding is strict: an
/// unknown key, a wrong type, `null`, or a number out of range is an error naming its JSON path
/// (`layout.options.minimumScale`).
public struct CoverFlowOptions: LayoutOptions {
  /// The direction the strip scrolls in. Default `.horizontal`.
  public var scrollDirection: ScrollDirection
  /// The size of items whose section gives none. Default 160×220.
  public var itemSize: Size
  /// The gap between consecutive items' frames along the scroll axis. Default 8.
  public var spacing: Double
  /// The scale of an item ``falloff`` or further from the centre, in (0, 1]; the centred item is at
  /// 1 and the scale falls linearly in between. Default 0.7.
  public var minimumScale: Double
  /// The alpha of an item ``falloff`` or further from the centre, in 0...1. Default 0.4.
  public var minimumAlpha: Double
  /// How far from the viewport's centre (points, between item centres along the scroll axis) the
  /// scale and alpha reach their minimums; > 0. Default 300.
  public var falloff: Double

  /// The options with every field at its default.
  /// - Complexity: O(1).
  public init() {
    self.init(scrollDirection: .horizontal)
  }

  /// Options with the given fields; the rest at their defaults.
  /// - Complexity: O(1).
  public init(
    scrollDirection: ScrollDirection = .horizontal, itemSize: Size = Size(width: 160, height: 220),
    spacing: Double = 8, minimumScale: Double = 0.7, minimumAlpha: Double = 0.4,
    falloff: Double = 300
  ) {
    self.scrollDirection = scrollDirection
    self.itemSize = itemSize
    self.spacing = spacing
    self.minimumScale = minimumScale
    self.minimumAlpha = minimumAlpha
    self.falloff = falloff
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case scrollDirection, itemSize, spacing, minimumScale, minimumAlpha, falloff
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
    minimumScale = try container.decodeNonNegative(.minimumScale, default: defaults.minimumScale)
    minimumAlpha = try container.decodeNonNegative(.minimumAlpha, default: defaults.minimumAlpha)
    falloff = try container.decodeNonNegative(.falloff, default: defaults.falloff)
    for (key, value, range) in [
      (CodingKeys.minimumScale, minimumScale, "a number in (0, 1]"),
      (.minimumAlpha, minimumAlpha, "a number in 0...1"), (.falloff, falloff, "a number > 0"),
    ] where !Self.isValid(key, value) {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "expected \(range), got \(value)")
    }
  }

  static func isValid(_ key: CodingKeys, _ value: Double) -> Bool {
    guard value.isFinite else { return false }
    switch key {
    case .minimumScale: return value > 0 && value <= 1
    case .minimumAlpha: return value >= 0 && value <= 1
    case .falloff: return value > 0
    case .scrollDirection, .itemSize, .spacing: return value >= 0
    }
  }

  /// Throws unless every number is in range: options set in code have not been through the
  /// decoder.
  /// - Complexity: O(1).
  public func validate() throws(LayoutError) {
    try LayoutError.checkNonNegative(itemSize, at: "layout.options.itemSize")
    try LayoutError.checkNonNegative(spacing, at: "layout.options.spacing")
    for (key, value, range) in [
      (CodingKeys.minimumScale, minimumScale, "a number in (0, 1]"),
      (.minimumAlpha, minimumAlpha, "a number in 0...1"), (.falloff, falloff, "a number > 0"),
    ] where !Self.isValid(key, value) {
      throw LayoutError(
        path: "layout.options.\(key.stringValue)", message: "expected \(range), got \(value)")
    }
  }
}
