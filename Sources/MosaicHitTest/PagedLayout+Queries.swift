import MosaicCore

extension PagedLayout {
  /// The frame of a whole section, placed.
  /// - Complexity: O(log pages).
  public func sectionFrame(_ section: Int) -> Rect? {
    guard section >= 0, section < sectionCount else { return nil }
    let page = page(ofSection: section)
    return pages[page].store.sectionFrame(section - firstSection[page]).map {
      Self.placed($0, origin: origins[page], axis: axis)
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
    let axis = axis
    let low = rect.minimum(along: axis)
    let high = low + rect.extent(along: axis)
    var supplementaryStart = results.count
    let range = pages(reaching: low, high)
    guard !range.isEmpty else { return }
    stores.withUnsafeBufferPointer { stores in
      indexes.withUnsafeBufferPointer { indexes in
        // Elements through `UnsafePointer`, whose subscript lends in place (a buffer's returns
        // a copy).
        guard let stores = stores.baseAddress, let indexes = indexes.baseAddress else { return }
        for page in range {
          let origin = origins[page]
          let first = firstSection[page]
          guard indexes[page].reaches(low: low, high: high, origin: origin) else { continue }
          let segment = results.count
          var previous = -1
          var ascending = true
          var cells = 0
          let cellCount = stores[page].cellCount
          indexes[page].visitShifted(rect, origin: origin, store: stores[page]) { element in
            if element < previous { ascending = false }
            previous = element
            if element < cellCount { cells += 1 }
            var id = stores[page].elementID(at: element)
            id.section += first
            results.append(
              LayoutAttributes(
                id: id,
                frame: Self.placed(stores[page].frame(at: element), origin: origin, axis: axis),
                zIndex: element))
          }
          guard results.count > segment else { continue }
          results.withUnsafeMutableBufferPointer { all in
            let appended = UnsafeMutableBufferPointer(rebasing: all[segment...])
            if !ascending { NearlySortedSort.sort(appended) { $0.zIndex } }
            for slot in appended.indices {
              appended[slot].zIndex = stores[page].zIndex(at: appended[slot].zIndex)
            }
            if cells > 0 && segment > supplementaryStart {
              Self.rotate(all, from: supplementaryStart, to: segment, end: segment + cells)
            }
          }
          supplementaryStart += cells
        }
      }
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
      try forEachElement(of: page, in: 0..<pages[page].store.cellCount, body)
    }
    for page in pages.indices {
      let store = pages[page].store
      try forEachElement(of: page, in: store.cellCount..<store.count, body)
    }
  }

  /// Calls `body` with elements `elements` of page `page`, placed.
  private func forEachElement<Failure: Error>(
    of page: Int, in elements: Range<Int>, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    let store = pages[page].store
    let origin = origins[page]
    let first = firstSection[page]
    for element in elements {
      var id = store.elementID(at: element)
      id.section += first
      try body(
        LayoutAttributes(
          id: id, frame: Self.placed(store.frame(at: element), origin: origin, axis: axis),
          zIndex: store.zIndex(at: element)))
    }
  }

  /// The topmost cell containing `point`: the highest zIndex, ties to the later page (later in
  /// element order).
  ///
  /// The common cases take short paths, and length matters here: random hit-tests over a large
  /// layout wait on cache misses, which overlap across consecutive queries only as far as the
  /// processor's reorder window reaches, so instructions around the bucket scan cost time even
  /// when the scan's misses dominate. Over 10^6 cells in one page (one section of a waterfall),
  /// the general path took about 480 instructions a query (callgrind) where the unpaged index
  /// takes about 160, and measured 2.4–2.8× its time on random points; with one page taking the
  /// unpaged index's path (its origin is 0 and its sections are the layout's), 1.1–1.6× in the
  /// same process and 0.86–0.92× in separate ones. A point reaching one page of several skips
  /// the choice between pages.
  /// - Complexity: O(log pages) plus one bucket's candidates per page the point reaches (one,
  ///   two where pages meet).
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    let along = point.value(along: axis)
    guard along.isFinite, point.value(along: axis.other).isFinite else { return nil }
    if pages.count == 1 {
      return firstIndex.cell(at: point, store: firstStore).map { firstStore.indexPath(ofCell: $0) }
    }
    let range = pages(reaching: along, along)
    if range.count == 1 {
      let page = range.lowerBound
      guard
        let cell = indexes[page].cellShifted(at: point, origin: origins[page], store: stores[page])
      else { return nil }
      let local = stores[page].indexPath(ofCell: cell)
      return IndexPath(section: local.section + firstSection[page], item: local.item)
    }
    var best: (zIndex: Int, page: Int, cell: Int)?
    for page in range {
      let origin = origins[page]
      guard indexes[page].reaches(low: along, high: along, origin: origin),
        let cell = indexes[page].cellShifted(at: point, origin: origin, store: stores[page])
      else { continue }
      let zIndex = stores[page].cellZIndex
      if let current = best, current.zIndex > zIndex { continue }
      best = (zIndex, page, cell)
    }
    guard let best else { return nil }
    let local = stores[best.page].indexPath(ofCell: best.cell)
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
