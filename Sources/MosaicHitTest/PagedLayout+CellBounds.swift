import MosaicCore

extension PagedLayout {
  /// The bounds of `section`'s cells, read from the pages holding it: each page's cells of the
  /// section placed as queries place them. Of a block of one page's places only the first and
  /// the last place are read: a place further on moves every cell further along the scroll axis
  /// (rounding to the pixel grid keeps that order) and none across, so the least edges are the
  /// first place's and the greatest the last's.
  /// - Complexity: O(pages of the section + cells of the pages read); no allocation.
  public func cellBounds(inSection section: Int) -> Rect? {
    var bounds = FrameBounds()
    forEachPlacedCell(ofSection: section, placesAtTheirEnds: true) {
      bounds.add($0)
      return true
    }
    return bounds.rect
  }

  /// Calls `body` with the frame of each cell of `section` (nothing out of range), page by page
  /// in item order, placed as ``attributes(for:viewport:)`` places it, while it returns true;
  /// with `placesAtTheirEnds`, of a block of one page's places only the first and last place in
  /// the section (what bounds need). Pages are walked from the section's first, read in place.
  /// - Complexity: O(log pages + pages of the section + cells given); no allocation.
  @inline(__always)
  func forEachPlacedCell(
    ofSection section: Int, placesAtTheirEnds: Bool, _ body: (Rect) -> Bool
  ) {
    guard section >= 0, section < sectionCount else { return }
    let (first, last) = ends(ofSection: section)
    for block in first.block...last.block {
      let pageBlock = blocks[block]
      let pages = pageBlock.directory
      let from = block == first.block ? first.local : 0
      let to = block == last.block ? last.local : pageBlock.pageCount - 1
      let step = placesAtTheirEnds && pageBlock.repeatedPage != nil ? Swift.max(1, to - from) : 1
      for local in stride(from: from, through: to, by: step) {
        let place = place(block: block, local: local, in: pages)
        let page = pageBlock.page(local)
        let localSection = section - place.firstSection
        guard localSection >= 0, localSection < page.sectionCount else { continue }
        let shift = PixelShifted(origin: place.origin, grid: grid)
        for element in page.cellRange(ofSection: localSection)
        where !body(Self.placed(page.frame(at: element), shift: shift, axis: axis)) {
          return
        }
      }
    }
  }
}
