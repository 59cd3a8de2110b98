extension PreparedLayout {
  /// The cell focus moves to from the cell at `indexPath` in `direction`, or `nil` when there is
  /// none (or `indexPath` names no cell of the layout).
  ///
  /// ``FocusDirection/next`` and ``FocusDirection/previous`` follow index paths: the next item
  /// of the section, else the first item of the next section that has items. A geometric
  /// direction looks at the cells lying entirely beyond the source's edge that faces it (for
  /// ``FocusDirection/down``, every cell whose top is at or below the source's bottom), leaving
  /// out cells of zero or non-finite size, which cannot be seen:
  /// 1. those that overlap the source across the direction (its *beam*: for down, cells sharing
  ///    some of its x extent, none when the source has no width) come first, the nearest along
  ///    the direction (the smallest gap between the facing edges), then the nearest across it
  ///    (between centres);
  /// 2. when the beam holds none, the cell whose centre is nearest the source's centre, within a
  ///    screenful of it (the viewport's larger dimension, or the source's if larger).
  ///
  /// Ties go to the earlier index path. In a grid, down and up keep the column and left and
  /// right the row; in a waterfall, down and up stay in the column; at a short last row, right
  /// reaches the nearest cell beyond the source's right edge in the rows above.
  ///
  /// It asks the layout's rect queries for windows around the source that double in size until
  /// a cell is certain to be the nearest, so it costs what those queries cost for the cells near
  /// the answer, never a scan of the layout.
  /// - Complexity: O(log(content ÷ cell size)) rect queries, each over the cells within about
  ///   twice the answer's distance; O(sections skipped) for next and previous.
  public func indexPath(
    movingFocusFrom indexPath: IndexPath, direction: FocusDirection, viewport: Viewport? = nil
  ) -> IndexPath? {
    let viewport = viewport ?? preparedViewport
    guard let source = attributes(for: .cell(indexPath), viewport: viewport)?.frame else {
      return nil
    }
    guard let (axis, forward) = direction.geometry else {
      return direction == .next
        ? itemIndexPath(after: indexPath) : itemIndexPath(before: indexPath)
    }
    guard source.isFinite else { return nil }
    var elements: [LayoutAttributes] = []
    // The beam first, then the whole half-plane beyond the source's facing edge.
    for inBeam in [true, false] where !inBeam || source.extent(along: axis.other) > 0 {
      var search = FocusSearch(source: source, axis: axis, forward: forward, inBeam: inBeam)
      // In the beam, the last window covers the whole content (which holds every cell); out of
      // it, a screenful around the source: a move sideways jumps no further, and a window as
      // large as the content would cost a query over all of it where nothing lies beyond.
      let screenful = Swift.max(
        viewport.size.width, viewport.size.height, source.width, source.height)
      let limit = inBeam ? search.reachCoveringContent(contentSize) : screenful
      var reach = Swift.max(1, source.width, source.height)
      while true {
        let last = reach >= limit
        elements.removeAll(keepingCapacity: true)
        self.elements(
          in: search.window(reach: Swift.min(reach, limit)), viewport: viewport, into: &elements)
        for element in elements where element.id.category == .cell {
          search.consider(element.id.indexPath, frame: element.frame)
        }
        let certainWithin: Double? = last ? (inBeam ? nil : limit) : reach
        if let best = search.best(within: certainWithin) { return best }
        if last { break }
        reach *= 2
      }
    }
    return nil
  }

  /// The item after `indexPath` in index-path order, `nil` after the last.
  private func itemIndexPath(after indexPath: IndexPath) -> IndexPath? {
    if indexPath.item + 1 < itemCount(inSection: indexPath.section) {
      return IndexPath(section: indexPath.section, item: indexPath.item + 1)
    }
    var section = indexPath.section + 1
    while section < sectionCount {
      if itemCount(inSection: section) > 0 { return IndexPath(section: section, item: 0) }
      section += 1
    }
    return nil
  }

  /// The item before `indexPath` in index-path order, `nil` before the first.
  private func itemIndexPath(before indexPath: IndexPath) -> IndexPath? {
    if indexPath.item > 0 { return IndexPath(section: indexPath.section, item: indexPath.item - 1) }
    var section = indexPath.section - 1
    while section >= 0 {
      let count = itemCount(inSection: section)
      if count > 0 { return IndexPath(section: section, item: count - 1) }
      section -= 1
    }
    return nil
  }
}
