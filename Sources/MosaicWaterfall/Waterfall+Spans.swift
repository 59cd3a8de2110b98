import MosaicCore

extension Waterfall {
  /// True: an item's span sets how many columns it covers (`WaterfallStrategy.md`, "Spans").
  public var readsItemSpans: Bool { true }

  /// The most columns a section holding a spanned item may have: such a section keeps every
  /// column's end (a full-span item levels them all), on every page it is cut into.
  public static let maximumSpannedColumnCount = 1_024

  /// Refuses the spans of `input` no layout can place: under a render direction other than
  /// ``ItemRenderDirection/shortestFirst``, wider than the item's section, or in a section of
  /// more than ``maximumSpannedColumnCount`` columns. The error names the span
  /// (`data.sections[0].itemSizes[4].span`).
  /// - Complexity: O(sections + spanned items).
  func validateSpans(_ input: LayoutInput) throws(LayoutError) {
    // Read in place: a copy of each section's data (its sizes retained and released) was 4 % of
    // preparing 10^6 estimated items in 1,000 sections (callgrind).
    for index in input.sections.indices where input.sections[index].hasSpans {
      try validateSpans(of: input.sections[index], section: index)
    }
  }

  /// ``validateSpans(_:)`` for the sections `change` says may differ (a new section, one with
  /// changed items, or one that moved to an index with other overrides): the others are the old
  /// input's, checked when it was, with the same options.
  /// - Complexity: O(change entries + spanned items of those sections).
  func validateSpans(_ input: LayoutInput, changedBy change: LayoutChange) throws(LayoutError) {
    for (index, entry) in change.sections.enumerated() where index < input.sections.count {
      guard input.sections[index].hasSpans,
        !entry.changedItems.isEmpty
          || entry.oldSection.map({ options(forSection: index) != options(forSection: $0) })
            ?? true
      else { continue }
      try validateSpans(of: input.sections[index], section: index)
    }
  }

  /// Checks the spans of `data`, section `section`.
  func validateSpans(of data: SectionData, section: Int) throws(LayoutError) {
    guard case .perItem(let sizes) = data.itemSizes else { return }
    let columnCount = options(forSection: section)?.columnCount ?? options.columnCount
    for (item, span) in sizes.spannedItems {
      let path = "data.sections[\(section)].itemSizes[\(item)].span"
      try options.checkPlacesByRule(at: path)
      guard columnCount <= Self.maximumSpannedColumnCount else {
        throw LayoutError(
          path: path,
          message:
            "a section with spans may have at most \(Self.maximumSpannedColumnCount) columns; it has \(columnCount)"
        )
      }
      guard case .columns(let count) = span else { continue }
      guard count >= 1, count <= columnCount else {
        throw LayoutError(
          path: path,
          message:
            "expected 1 to \(columnCount) columns (the section's column count) or \"full\", got \(count)"
        )
      }
    }
  }
}
