import MosaicCore

/// What a section of a ``Compositional`` layout chooses (`data.sections[i].options`): the name
/// of its section layout.
public struct CompositionalSectionOptions: LayoutOptions {
  /// The name of a section layout of ``CompositionalOptions/sectionLayouts``; `nil`: the
  /// default one.
  public var sectionLayout: String?
  /// True for section 0 of a layout with its own header: the section starts with the room the
  /// header takes, and so is laid out again when another section becomes the first. Set by the
  /// layout, never decoded.
  var startsLayout = false

  /// A section laid out by the section layout named `sectionLayout`.
  public init(sectionLayout: String?) { self.sectionLayout = sectionLayout }

  /// No choice: the default section layout.
  public init() { sectionLayout = nil }

  enum CodingKeys: String, CodingKey, CaseIterable { case sectionLayout }

  /// Decodes `{"sectionLayout": name}` strictly; the name is checked against the layout's
  /// section layouts when it is laid out.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    sectionLayout = try container.decodeStrictlyIfPresent(String.self, forKey: .sectionLayout)
  }

  /// Encodes the document's object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(sectionLayout, forKey: .sectionLayout)
  }
}
