import MosaicCore

/// What a section laid out again by an update may realign with: the old section's pages and the
/// runs the change replaced in it, with which old item each new one is between the runs.
struct RealignmentTarget {
  /// The old layout.
  let layout: PagedLayout
  /// The old pages holding the section, in order.
  let pages: Range<Int>
  /// The changed runs, in order, each placed in both sections.
  let spans: [ItemEditSpan]
  /// True when the strategy chooses where its pages end
  /// (``SectionLayoutStrategy/choosesPageEnds``): the items just before a change may land where
  /// they do because of the first changed one.
  let choosesPageEnds: Bool

  /// What an old item number after run `span` (and before the next) adds to become the new one.
  func shift(after span: Int) -> Int {
    spans[span].items.upperBound - spans[span].oldItems.upperBound
  }

  /// Where old page `page` starts, as an old item number.
  func oldFirstItem(ofPage page: Int) -> Int { layout.firstItem(ofPage: page) }

  /// The first old page of the section from `page` on that starts at or after old item `item`
  /// (the section's end when none does). The old pages' first items grow, so after a check of
  /// `page` itself (the common case: the layout moved on by a page) it is a binary search: a run
  /// of pages placed again at once may have moved the layout thousands of pages on.
  /// - Complexity: O(1) when `page` is it, else O(log pages) searches of O(log pages) each.
  func firstPage(from page: Int, startingAtOrAfter item: Int) -> Int {
    var low = page
    var high = pages.upperBound
    guard low < high, oldFirstItem(ofPage: low) < item else { return low }
    // Invariant: page `low` starts before `item`; the answer is in `low + 1...high`.
    while low + 1 < high {
      let mid = (low + high) / 2
      if oldFirstItem(ofPage: mid) < item { low = mid } else { high = mid }
    }
    return high
  }

  /// True when old page `page` starts after run `span` and no later than the next run, so that
  /// its first item is an old one, numbered `oldFirstItem + shift(after: span)` now, and the
  /// items from there to the next run are the old ones.
  func startsBetweenRuns(_ page: Int, after span: Int) -> Bool {
    let first = oldFirstItem(ofPage: page)
    guard first >= spans[span].oldItems.upperBound else { return false }
    return span + 1 == spans.count || first <= spans[span + 1].oldItems.lowerBound
  }

  /// Where a page laid out again from new item `first`, before run `span`, ends when an old
  /// page started there: the first old page start from `nearest` (half a page on) up to the
  /// run's start and within two pages (`limit` cells a page), in new numbering, and that old
  /// page (which the next page laid out may reuse, ``reuse(ofPage:from:span:)``); `nil` when
  /// `first` is not before the run or no old page starts there. Cutting where the old layout
  /// did keeps the number of pages, and with it how blocks of the pages after are cut.
  /// - Complexity: O(log pages).
  func cut(before span: Int, from first: Int, nearest: Int, limit: Int) -> (item: Int, page: Int)? {
    let run = spans[span]
    guard first < run.items.lowerBound else { return nil }
    // Items before the run are the old ones, moved by the runs before it.
    let shift = span > 0 ? self.shift(after: span - 1) : 0
    let page = firstPage(from: pages.lowerBound, startingAtOrAfter: nearest - shift)
    guard page < pages.upperBound else { return nil }
    let start = oldFirstItem(ofPage: page)
    guard start <= run.oldItems.lowerBound, start + shift > first,
      start + shift <= first + 2 * limit
    else { return nil }
    return (start + shift, page)
  }

  /// The old page the layout resumes from to lay out run `span` again, in a new section of
  /// `newCount` items: the one holding the run's first old item, or, when the run only deletes
  /// items at the section's end, the one holding the new last item (in old numbering), so that
  /// the section's last page, which holds its footer and ends it, is always laid out again. For
  /// a strategy that chooses its page ends, the one holding the item before those: a flow's line
  /// ends before the first item that does not fit, so the first changed item may end the line
  /// before it differently, and a run that starts a page lays out the page before it again too.
  func page(resumingBeforeSpan span: Int, newCount: Int, section: Int) -> Int {
    let shift = span > 0 ? self.shift(after: span - 1) : 0
    let last = newCount - 1 - shift
    let item = Swift.min(spans[span].oldItems.lowerBound, last)
    return page(holdingOldItem: choosesPageEnds ? item - 1 : item, section: section)
  }

  /// The old page holding old item `item` (clamped to the section).
  func page(holdingOldItem item: Int, section: Int) -> Int {
    let count = layout.itemCount(inSection: section)
    return layout.page(ofItem: Swift.max(0, Swift.min(item, count - 1)), inSection: section)
  }

  /// What a page laid out again from `first` (a new item number) where old page `page` started,
  /// in its state, may copy of it (``PageReuse``), run `span` being the change it holds or
  /// follows; `nil` when the run starts before the page.
  func reuse(ofPage page: Int, from first: Int, span: Int) -> PageReuse? {
    let run = spans[span]
    let oldFirst = oldFirstItem(ofPage: page)
    let changed = run.items.lowerBound - first
    guard changed >= 0, run.oldItems.lowerBound - oldFirst == changed else { return nil }
    return PageReuse(
      page: layout.page(page), changed: changed, newChangedEnd: run.items.upperBound - first,
      oldChangedEnd: run.oldItems.upperBound - oldFirst,
      oldUnchangedEnd: span + 1 < spans.count
        ? spans[span + 1].oldItems.lowerBound - oldFirst : .max,
      oldEndsSection: page == pages.upperBound - 1)
  }
}
