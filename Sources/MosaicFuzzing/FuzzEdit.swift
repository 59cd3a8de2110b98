import Mosaic

/// One edit of a live layout's input, derived from bytes: the new sections and viewport, and the
/// change the edit implies section by section, which is truthful for every ordinary edit.
///
/// Edits start from an input that validated; absurd ones (negative, non-finite or huge values, a
/// size list that disagrees with its count) are there to be refused.
struct FuzzEdit {
  /// What the edit does.
  enum Kind: CaseIterable {
    case resizeItems, insertItems, deleteItems
    case insertSection, deleteSection, moveSection, resizeSupplementary
    case scroll, resizeViewport, absurd, nothing
    // Last, so that the bytes of the kinds before it keep their meaning.
    case moveItem
  }

  /// The kind, for messages.
  var kind: Kind
  /// The sections after the edit.
  var sections: [SectionData]
  /// The viewport after the edit.
  var viewport: Viewport
  /// One entry per section after the edit: the old section it continues and the items changed.
  var change: [SectionChange]
  /// What was done, in a few words, for messages.
  var summary: String

  /// Sections of uniform size at most this long are written out item by item when one of their
  /// items is resized; longer ones change their one size instead, so an edit's memory stays small.
  static let maximumMaterializedItems = 100_000

  /// The input unchanged, its change the identity.
  init(unchanged input: LayoutInput) {
    kind = .nothing
    sections = input.sections
    viewport = input.viewport
    change = input.sections.indices.map { SectionChange.unchanged(from: $0) }
    summary = "nothing"
  }

  /// An edit of `input` read from `bytes`; `defaultItemSize` stands in for a section's size when
  /// its items are written out one by one.
  static func make(from input: LayoutInput, defaultItemSize: Size, bytes: inout FuzzBytes)
    -> FuzzEdit
  {
    var edit = FuzzEdit(unchanged: input)
    edit.kind = Kind.allCases[bytes.below(Kind.allCases.count)]
    // Item and section edits need a section to work on.
    if edit.sections.isEmpty, edit.kind.needsSection { edit.kind = .insertSection }
    switch edit.kind {
    case .resizeItems: edit.resizeItems(defaultItemSize: defaultItemSize, bytes: &bytes)
    case .insertItems: edit.insertItems(bytes: &bytes)
    case .deleteItems: edit.deleteItems(bytes: &bytes)
    case .insertSection: edit.insertSection(bytes: &bytes)
    case .deleteSection: edit.deleteSection(bytes: &bytes)
    case .moveSection: edit.moveSection(bytes: &bytes)
    case .resizeSupplementary: edit.resizeSupplementary(bytes: &bytes)
    case .scroll: edit.scroll(bytes: &bytes)
    case .resizeViewport: edit.resizeViewport(bytes: &bytes)
    case .absurd: edit.makeAbsurd(bytes: &bytes)
    case .nothing: break
    case .moveItem: edit.moveItem(defaultItemSize: defaultItemSize, bytes: &bytes)
    }
    return edit
  }

  /// The item count of section `section`, never negative.
  func itemCount(_ section: Int) -> Int {
    max(0, sections[section].itemCount)
  }
}

extension FuzzEdit.Kind {
  /// True for edits that change an existing section.
  var needsSection: Bool {
    switch self {
    case .resizeItems, .insertItems, .deleteItems, .deleteSection, .moveSection,
      .resizeSupplementary, .moveItem:
      true
    default: false
    }
  }
}
