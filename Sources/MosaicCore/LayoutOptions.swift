/// The options of a strategy or modifier: decodable from a configuration document, with a default
/// for every field (``init()``), comparable so that a relayout happens exactly when they change.
public protocol LayoutOptions: Codable, Hashable, Sendable {
  /// The options with every field at its documented default.
  init()
}

/// Section options of a strategy that has no per-section overrides: any key is refused.
public struct NoSectionOptions: LayoutOptions {
  /// Creates the empty options.
  public init() {}

  /// Refuses any key.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(NoKeys.self)
  }

  private enum NoKeys: String, CodingKey, CaseIterable { case _none }
}
