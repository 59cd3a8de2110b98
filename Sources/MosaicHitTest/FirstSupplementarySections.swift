import MosaicCore

/// Where a run of sections' first header and first footer are, counted from its first section:
/// what a ``LayoutPage`` notes of its store when it is made and a ``PageBlock`` of its pages when
/// it is built, so that ``PagedLayout/firstSection(withSupplementary:)`` reads a number a block
/// and no page. (Neither a page nor a block holds 2^31 sections.)
struct FirstSupplementarySections: Sendable {
  /// The first section with a header, and with a footer; `nil` when none has one.
  private var header: Int32?
  private var footer: Int32?

  /// None yet.
  init() {}

  /// Read off `store`'s header and footer tables.
  /// - Complexity: O(sections of the store) at worst.
  init(of store: FrameStore) {
    header = store.firstSection(withSupplementary: .header).map { Int32(truncatingIfNeeded: $0) }
    footer = store.firstSection(withSupplementary: .footer).map { Int32(truncatingIfNeeded: $0) }
  }

  /// The first section with a header (`category` `.header`) or a footer (`.footer`); `nil` when
  /// none has one, and for the other categories.
  /// - Complexity: O(1).
  func section(of category: ElementCategory) -> Int? {
    switch category {
    case .header: header.map(Int.init)
    case .footer: footer.map(Int.init)
    case .cell, .decoration: nil
    }
  }

  /// Takes `later`'s, moved `offset` sections on, for each kind not found yet: `later` is what a
  /// page further on noted, its first section `offset` sections after this run's first.
  /// - Complexity: O(1).
  mutating func keepFirst(_ later: FirstSupplementarySections, offset: Int) {
    let offset = Int32(truncatingIfNeeded: offset)
    if header == nil { header = later.header.map { $0 + offset } }
    if footer == nil { footer = later.footer.map { $0 + offset } }
  }
}
