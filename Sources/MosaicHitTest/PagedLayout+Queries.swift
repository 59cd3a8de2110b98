import MosaicCore

extension PagedLayout {
  /// The frame of a whole section, placed.
  /// - Complexity: O(log pages).
  public func sectionFrame(_ section: Int) -> Rect? {
    guard section >= 0, section < sectionCount else { return nil }
    let page = page(ofSection: section)
    return pages[page].store.sectionFrame(section - firstSection[page]).map {
      placed($0, page: page)
    }
  }

  /// The attributes of one element.
  /// - Complexity: O(log pages) for cells, headers and footers; plus O(supplementary elements of
  ///   the page) for decorations.
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    guard element.section >= 0, element.section < sectionCount else { return nil }
    let page = page(ofSection: element.section)
    var local = element
    local.section -= firstSection[page]
    return pages[page].store.index(of: local).map { attributes($0, page: page) }
  }

  /// Appends the elements strictly intersecting `rect`, in element order: the cells of every
  /// page it overlaps, then their supplementary elements.
  ///
  /// Each page's hits are appended as its index reports them and sorted in place (their `zIndex`
  /// holds the page's element number meanwhile, as ``IndexedLayout`` does); the page's cells are
  /// then rotated in front of the supplementary elements gathered from earlier pages. `results`
  /// is the only scratch space.
  /// - Complexity: O(log pages + buckets touched + candidates + inversions + supplementary
  ///   hits · pages overlapped); allocation-free when `results` has capacity.
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    guard rect.width > 0, rect.height > 0 else { return }
    let low = rect.minimum(along: axis)
    let high = low + rect.extent(along: axis)
    var supplementaryStart = results.count
    for page in pages(reaching: low, high) {
      let store = pages[page].store
      let index = pages[page].index
      let origin = origins[page]
      guard index.reaches(low: low, high: high, origin: origin) else { continue }
      let segment = results.count
      var previous = -1
      var ascending = true
      var cells = 0
      index.visitShifted(rect, origin: origin, store: store) { element in
        if element < previous { ascending = false }
        previous = element
        if element < store.cellCount { cells += 1 }
        results.append(
          LayoutAttributes(
            id: elementID(element, page: page), frame: placed(store.frame(at: element), page: page),
            zIndex: element))
      }
      guard results.count > segment else { continue }
      results.withUnsafeMutableBufferPointer { all in
        let appended = UnsafeMutableBufferPointer(rebasing: all[segment...])
        if !ascending { NearlySortedSort.sort(appended) { $0.zIndex } }
        for slot in appended.indices {
          appended[slot].zIndex = store.zIndex(at: appended[slot].zIndex)
        }
        if cells > 0 && segment > supplementaryStart {
          Self.rotate(all, from: supplementaryStart, to: segment, end: segment + cells)
        }
      }
      supplementaryStart += cells
    }
  }

  /// Appends every element in element order.
  /// - Complexity: O(elements).
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    results.reserveCapacity(results.count + materializedElementCount)
    forEachElement { results.append($0) }
  }

  /// Calls `body` with every element in element order, without gathering them: cells page by
  /// page, then supplementary elements page by page.
  /// - Complexity: O(elements).
  public func forEachElement<Failure: Error>(
    _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    for page in pages.indices {
      for element in 0..<pages[page].store.cellCount { try body(attributes(element, page: page)) }
    }
    for page in pages.indices {
      let store = pages[page].store
      for element in store.cellCount..<store.count { try body(attributes(element, page: page)) }
    }
  }

  /// The topmost cell containing `point`: the highest zIndex, ties to the later page (later in
  /// element order).
  /// - Complexity: O(log pages) plus one bucket's candidates per page the point reaches (one,
  ///   two where pages meet).
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    let along = point.value(along: axis)
    guard along.isFinite, point.value(along: axis.other).isFinite else { return nil }
    var best: (zIndex: Int, page: Int, cell: Int)?
    for page in pages(reaching: along, along) {
      let store = pages[page].store
      let index = pages[page].index
      let origin = origins[page]
      guard index.reaches(low: along, high: along, origin: origin),
        let cell = index.cellShifted(at: point, origin: origin, store: store)
      else { continue }
      if let current = best, current.zIndex > store.cellZIndex { continue }
      best = (store.cellZIndex, page, cell)
    }
    guard let best else { return nil }
    let local = pages[best.page].store.indexPath(ofCell: best.cell)
    return IndexPath(section: local.section + firstSection[best.page], item: local.item)
  }

  /// Moves `buffer[middle..<end]` in front of `buffer[start..<middle]`, each keeping its order.
  /// - Complexity: O(end − start), no allocation.
  static func rotate(
    _ buffer: UnsafeMutableBufferPointer<LayoutAttributes>, from start: Int, to middle: Int,
    end: Int
  ) {
    func reverse(_ low: Int, _ high: Int) {
      var low = low
      var high = high - 1
      while low < high {
        buffer.swapAt(low, high)
        low += 1
        high -= 1
      }
    }
    reverse(start, middle)
    reverse(middle, end)
    reverse(start, end)
  }
}
