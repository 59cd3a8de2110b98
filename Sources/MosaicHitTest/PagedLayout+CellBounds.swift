import MosaicCore

extension PagedLayout {
  /// The bounds of `section`'s cells, read from the pages holding it: each page's cells of the
  /// section placed as queries place them. Of a block of one page's places only the first and
  /// the last place are read: a place further on moves every cell further along the scroll axis
  /// (rounding to the pixel grid keeps that order) and none across, so the least edges are the
  /// first place's and the greatest the last's.
  /// - Complexity: O(pages of the section + cells of the pages read); no allocation.
  public func cellBounds(inSection section: Int) -> Rect? {
    guard section >= 0, section < sectionCount else { return nil }
    var bounds = FrameBounds()
    let (first, last) = ends(ofSection: section)
    for block in first.block...last.block {
      let pageBlock = blocks[block]
      let pages = pageBlock.directory
      let from = block == first.block ? first.local : 0
      let to = block == last.block ? last.local : pageBlock.pageCount - 1
      // A block of places: its first and last place in range; else every page in range.
      let step = pageBlock.repeatedPage != nil ? Swift.max(1, to - from) : 1
      for local in stride(from: from, through: to, by: step) {
        let place = place(block: block, local: local, in: pages)
        let page = pageBlock.page(local)
        let localSection = section - place.firstSection
        guard localSection >= 0, localSection < page.sectionCount else { continue }
        let shift = PixelShifted(origin: place.origin, grid: grid)
        for element in page.cellRange(ofSection: localSection) {
          bounds.add(Self.placed(page.frame(at: element), shift: shift, axis: axis))
        }
      }
    }
    return bounds.rect
  }
}
