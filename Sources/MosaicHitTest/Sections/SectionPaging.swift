import MosaicCore

/// How a ``SectionLayoutStrategy``'s sections are grouped on pages: consecutive sections that
/// weigh at most ``shareLimit`` each (items plus two, for a header and a footer), from a page's
/// first section on, while their weights add up to at most ``weightLimit``; a heavier section
/// has a page of its own, so that a change to it lays out that section alone, and a section of
/// more cells than the strategy's ``SectionLayoutStrategy/cellsPerPage(of:options:)`` gives it
/// is *cut* into pages of its own of that many cells. The rule reads only the sections from the
/// page's first on, so an update that starts a page where a fresh prepare starts one groups the
/// rest exactly as that prepare does.
///
/// ``standard`` is every strategy's; tests of a strategy in this package lower the limits so that
/// small inputs make many pages.
package struct SectionPaging: Sendable {
  /// The limits every strategy uses.
  package static let standard = SectionPaging()

  /// The most cells a page of a cut section holds: ``SectionLayoutStrategy/cellsPerPage(of:options:)``
  /// above it counts as this.
  static let maximumCellsPerPage = 4_000

  /// The most a page of several sections weighs: a few thousand elements. 4,000 rather than
  /// 4,096: a page's per-element arrays (8 or 4 bytes an element, plus an array's 32-byte header)
  /// then fit allocation size classes of 32 and 16 KiB; at 4,096 each just overflowed into the
  /// next class (a waterfall of 10^6 items retained 47.7 B/item under jemalloc instead of 39.9).
  package var weightLimit = 4_000
  /// The most a section may weigh and share a page (at 1,000 sections of 1,000 items, pages of
  /// three sections made a one-item update cost 107 µs, a page each 40).
  package var shareLimit = 250

  /// Limits of `weightLimit` and `shareLimit`, at least 1 each.
  package init(weightLimit: Int = 4_000, shareLimit: Int = 250) {
    self.weightLimit = Swift.max(1, weightLimit)
    self.shareLimit = Swift.max(1, shareLimit)
  }

  /// A strategy's requested cells per page within `1...maximumCellsPerPage`; `nil` when it lays
  /// the section out whole.
  static func clamped(_ requested: Int?) -> Int? {
    requested.map { Swift.min(Swift.max($0, 1), maximumCellsPerPage) }
  }

  /// What section `data` weighs on a page, `cellsPerPage` giving the cells its pages hold when
  /// it is cut (`nil`: laid out whole): items plus two, or more than ``shareLimit`` for a section
  /// that has a page of its own (too heavy to share one, or cut). `cellsPerPage` is asked only
  /// for a section light enough to share a page: an update checks the grouping of every page it
  /// keeps, and a strategy's page size may cost a look at the section's sizes.
  // Inlined: see the note atop SectionLayoutStrategy+Pages.swift.
  @inline(__always)
  func weight(of data: SectionData, cellsPerPage: () -> Int?) -> Int {
    guard !isTooHeavyToShare(data) else { return shareLimit + 1 }
    let items = Swift.max(0, data.itemCount)
    if let cells = cellsPerPage(), items > cells { return shareLimit + 1 }
    return items + 2
  }

  /// True when section `data` has a page of its own by its item count alone, whatever its
  /// options or page size: it weighs more than ``shareLimit`` (``weight(of:cellsPerPage:)``).
  @inline(__always)
  func isTooHeavyToShare(_ data: SectionData) -> Bool {
    Swift.max(0, data.itemCount) >= shareLimit - 1
  }

  /// The end of the page that starts at section `first` of `count`, `weight(s)` being what
  /// section `s` weighs: at least one section.
  /// - Complexity: O(sections of the page).
  // Inlined: see the note atop SectionLayoutStrategy+Pages.swift.
  @inline(__always)
  func pageEnd(from first: Int, count: Int, weight: (Int) -> Int) -> Int {
    var end = first + 1
    var total = weight(first)
    guard total <= shareLimit else { return end }
    while end < count {
      let next = weight(end)
      guard next <= shareLimit, total + next <= weightLimit else { break }
      total += next
      end += 1
    }
    return end
  }
}
