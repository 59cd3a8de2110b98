import MosaicCore

extension PagedLayout {
  /// The frame of a whole section, placed: for a section cut into several pages, from where its
  /// first page's part starts to where its last page's part ends along the scroll axis (the parts
  /// span the section across it alike).
  /// - Complexity: O(log pages).
  public func sectionFrame(_ section: Int) -> Rect? {
    guard section >= 0, section < sectionCount else { return nil }
    let range = pages(holding: section)
    let first = range.lowerBound
    guard
      let head = stores[first].sectionFrame(section - firstSection[first]).map({
        Self.placed($0, origin: origins[first], axis: axis)
      })
    else { return nil }
    let last = range.upperBound - 1
    guard last > first,
      let tail = stores[last].sectionFrame(section - firstSection[last]).map({
        Self.placed($0, origin: origins[last], axis: axis)
      })
    else { return head }
    let low = head.minimum(along: axis)
    let high = tail.minimum(along: axis) + tail.extent(along: axis)
    return Rect(
      axis: axis, along: low, across: head.minimum(along: axis.other), alongExtent: high - low,
      acrossExtent: head.extent(along: axis.other))
  }

  /// The attributes of one element.
  /// - Complexity: O(log pages) for cells, headers and footers; plus O(supplementary elements of
  ///   the page) for decorations.
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    guard element.section >= 0, element.section < sectionCount else { return nil }
    let page: Int
    switch element.category {
    case .cell: page = self.page(ofItem: element.item, inSection: element.section)
    case .header: page = pages(holding: element.section).lowerBound
    case .footer: page = pages(holding: element.section).upperBound - 1
    case .decoration:
      // Any page of the section may hold it.
      for page in pages(holding: element.section) {
        if let found = attributes(for: element, onPage: page) { return found }
      }
      return nil
    }
    return attributes(for: element, onPage: page)
  }

  /// The attributes of `element` when page `page` holds it.
  private func attributes(for element: ElementID, onPage page: Int) -> LayoutAttributes? {
    var local = element
    local.section -= firstSection[page]
    if local.section == 0 && local.category == .cell { local.item -= firstItems[page] }
    return stores[page].index(of: local).map { attributes($0, page: page) }
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
    // The arrays in locals, one retain each: an element of a local array is lent in place
    // (read from the class's properties or through a pointer, a store was copied per use).
    let stores = self.stores
    let indexes = self.indexes
    let origins = self.origins
    for page in range {
      let origin = origins[page]
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
        results.append(
          LayoutAttributes(
            id: globalID(stores[page].elementID(at: element), page: page),
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

  /// Appends every element in element order.
  /// - Complexity: O(elements).
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    results.reserveCapacity(results.count + materializedElementCount)
    forEachElement(viewport: viewport) { results.append($0) }
  }

  /// Calls `body` with every element in element order, without gathering them: cells page by
  /// page, then supplementary elements page by page. The viewport changes nothing.
  /// - Complexity: O(elements).
  public func forEachElement<Failure: Error>(
    viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    for page in pages.indices {
      try forEachElement(of: page, in: 0..<pages[page].cellCount, body)
    }
    for page in pages.indices {
      try forEachElement(of: page, in: pages[page].cellCount..<pages[page].elementCount, body)
    }
  }

  /// Calls `body` with elements `elements` of page `page`, placed.
  private func forEachElement<Failure: Error>(
    of page: Int, in elements: Range<Int>, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    let store = pages[page].store
    let origin = origins[page]
    for element in elements {
      try body(
        LayoutAttributes(
          id: globalID(store.elementID(at: element), page: page),
          frame: Self.placed(store.frame(at: element), origin: origin, axis: axis),
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
    guard !range.isEmpty else { return nil }
    // The arrays in locals, one retain each: an element of a local array is lent in place, where
    // one read from a class's array property (or the page object's) was copied, a retain and a
    // release of each of the store's and index's arrays per query.
    let stores = self.stores
    let indexes = self.indexes
    if range.count == 1 {
      let page = range.lowerBound
      guard
        let cell = indexes[page].cellShifted(at: point, origin: origins[page], store: stores[page])
      else { return nil }
      return globalID(.cell(stores[page].indexPath(ofCell: cell)), page: page).indexPath
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
    return globalID(.cell(stores[best.page].indexPath(ofCell: best.cell)), page: best.page)
      .indexPath
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
