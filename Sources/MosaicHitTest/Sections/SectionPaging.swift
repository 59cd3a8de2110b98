import MosaicCore

/// How a ``SectionLayoutStrategy``'s sections are grouped on pages: consecutive sections that
/// weigh at most ``shareLimit`` each (items plus two, for a header and a footer), from a page's
/// first section on, while their weights add up to at most ``weightLimit``; a heavier section
/// has a page of its own, so that a change to it lays out that section alone, and a section of
/// more cells than the strategy's ``SectionLayoutStrategy/cellsPerPage`` is *cut* into pages of
/// its own of that many cells. The rule reads only the sections from the page's first on, so an
/// update that starts a page where a fresh prepare starts one groups the rest exactly as that
/// prepare does.
enum SectionPaging {
  /// The most a page of several sections weighs, and the most cells a page of a cut section
  /// holds: a few thousand elements, as waterfall's pages.
  static let weightLimit = 4_000
  /// The most a section may weigh and share a page (waterfall's figure: at 1,000 sections of
  /// 1,000 items, pages of three sections made a one-item update cost 107 µs, a page each 40).
  static let shareLimit = 250

  /// A strategy's ``SectionLayoutStrategy/cellsPerPage`` within `1...weightLimit`; `nil` when it
  /// lays sections out whole.
  static func cellsPerPage(_ requested: Int?) -> Int? {
    requested.map { Swift.min(Swift.max($0, 1), weightLimit) }
  }

  /// True when a section of `data` is cut into pages of `cellsPerPage` cells.
  static func isCut(_ data: SectionData, cellsPerPage: Int?) -> Bool {
    guard let cellsPerPage else { return false }
    return data.itemCount > cellsPerPage
  }

  /// What section `data` weighs on a page: a cut one more than any page holds.
  static func weight(of data: SectionData, cellsPerPage: Int?) -> Int {
    let items = max(0, data.itemCount)
    guard items < weightLimit, !isCut(data, cellsPerPage: cellsPerPage) else {
      return weightLimit + 1
    }
    return items + 2
  }

  /// The end of the page that starts at `first`: at least one section.
  /// - Complexity: O(sections of the page).
  static func pageEnd(from first: Int, in sections: [SectionData], cellsPerPage: Int?) -> Int {
    var end = first + 1
    var weight = Self.weight(of: sections[first], cellsPerPage: cellsPerPage)
    guard weight <= shareLimit else { return end }
    while end < sections.count {
      let next = Self.weight(of: sections[end], cellsPerPage: cellsPerPage)
      guard next <= shareLimit, weight + next <= weightLimit else { break }
      weight += next
      end += 1
    }
    return end
  }
}
