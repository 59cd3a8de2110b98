import MosaicCore
import MosaicHitTest

extension Waterfall {
  /// The layout of `input`, from `layout`, prepared from the data before `change` with the same
  /// viewport: a page whose sections are all unchanged — the same items, continuing consecutive
  /// old sections in order, with the same per-section options at their new indices as at their
  /// old ones — is kept and only re-offset; so are the pages of a section cut into several that
  /// come before the one holding its first changed item, the section being laid out again from
  /// that page's first item on; every other section is laid out anew, on pages of its own
  /// (grouped as ``prepare(_:)`` groups them).
  ///
  /// The result answers every query exactly as `prepare(input)` does: every position is an exact
  /// sum on ``/MosaicCore/AdvanceGrid``, so a kept page at its new origin holds the frames a fresh
  /// prepare computes. Beyond ``/MosaicCore/AdvanceGrid/exactLimit`` (2^41 pt of content) sums are
  /// no longer exact and the update prepares in full; so does a layout prepared for another layout
  /// dimension, content inset, scale or scroll direction.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``prepare(_:)`` does.
  /// - Complexity: O(sections) to read the change, plus a prepare of the pages holding a changed
  ///   section (for a section of more cells than a page holds, from the start of the page holding
  ///   its first changed item to its end: at most `pageElementLimit` items more than a prepare
  ///   of the section from that item on), plus O(blocks) for the directory and O(pages) of the
  ///   blocks holding a changed page. No kept frame is read or copied.
  public func update(_ layout: PagedLayout, to input: LayoutInput, change: LayoutChange)
    throws(LayoutError) -> PagedLayout
  {
    guard layout.scrollDirection == options.scrollDirection,
      !layout.needsPrepare(for: input.viewport), change.sections.count == input.sections.count
    else { return try prepare(input) }
    try validateOptions(sectionCount: input.sections.count)

    var pages = PagedLayoutBuilder()
    var columns = WaterfallColumns(capacity: 0)
    var laidOut = LaidOutRuns()
    var section = 0
    let count = input.sections.count
    let sameOptions = sameOptions(in: input.viewport)
    func keptPage(at section: Int) -> Int? {
      layout.unchangedPage(
        startingAt: section, input: input, change: change, sameOptions: sameOptions)
    }
    while section < count {
      if let (block, old) = layout.unchangedBlock(
        startingAt: section, input: input, change: change, sameOptions: sameOptions)
      {
        pages.append(block: block, oldFirstSection: old)
        section += block.entry.sectionCount
        continue
      }
      if let resumption = resumption(
        at: section, of: layout, input: input, change: change, sameOptions: sameOptions)
      {
        let before = pages.cellCount
        layout.appendPages(resumption.kept, to: &pages)
        if let from = resumption.from {
          try input.checkElementBudget(
            adding: pages.supplementaryCount + 2, to: before + input.sections[section].itemCount,
            at: "data.sections")
          // A section laid out from its middle is no run another can repeat.
          var places: [LaidOutRun.Place] = []
          try layOutChunks(
            of: section, in: input, from: from, columns: &columns, into: &pages,
            recording: &places)
        }
        section += 1
        continue
      }
      if let kept = keptPage(at: section) {
        let page = layout.page(kept)
        pages.append(page, firstItem: layout.firstItem(ofPage: kept))
        section += page.sectionCount
        continue
      }
      // A run of new sections, up to the page limit or the next page that can be kept.
      var fresh = run(ofSection: section, in: input)
      section += 1
      while section < count {
        let next = run(ofSection: section, in: input)
        guard joins(fresh, next),
          keptPage(at: section) == nil
        else { break }
        fresh = Self.joined(fresh, next)
        section += 1
      }
      // Before the new page's storage is reserved.
      try input.checkElementBudget(
        adding: pages.supplementaryCount + fresh.supplementaries,
        to: pages.cellCount + fresh.cells, at: "data.sections")
      try layOutPages(fresh, of: input, columns: &columns, into: &pages, reusing: &laidOut)
    }
    try input.checkElementBudget(
      adding: pages.supplementaryCount, to: pages.cellCount, at: "data.sections")
    let updated = try self.layout(of: &pages, input: input)
    // Past the exact range a kept page's origin may round differently from a fresh sum.
    guard
      updated.contentSize.value(along: options.scrollDirection.scrollAxis) < AdvanceGrid.exactLimit
    else { return try prepare(input) }
    return updated
  }

  /// How an update tells whether a section keeps its options at another index: the metrics of
  /// the new index against the old one's; `nil` without per-section options, when none can
  /// differ. Made once per update and handed to every check that needs it.
  func sameOptions(in viewport: Viewport) -> ((_ new: Int, _ old: Int) -> Bool)? {
    guard !sectionOptions.isEmpty else { return nil }
    return { metrics(forSection: $0, in: viewport) == metrics(forSection: $1, in: viewport) }
  }
}
