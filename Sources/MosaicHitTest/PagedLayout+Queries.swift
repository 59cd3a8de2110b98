import MosaicCore

extension PagedLayout {
  /// The frame of a whole section, placed: for a section cut into several pages, from where its
  /// first page's part starts to where its last page's part ends along the scroll axis (the parts
  /// span the section across it alike).
  /// - Complexity: O(log pages).
  public func sectionFrame(_ section: Int) -> Rect? {
    guard section >= 0, section < sectionCount else { return nil }
    let (first, last) = ends(ofSection: section)
    guard let head = placedSectionFrame(section, at: first) else { return nil }
    guard last.page > first.page, let tail = placedSectionFrame(section, at: last)
    else { return head }
    let low = head.minimum(along: axis)
    let high = tail.minimum(along: axis) + tail.extent(along: axis)
    return Rect(
      axis: axis, along: low, across: head.minimum(along: axis.other), alongExtent: high - low,
      acrossExtent: head.extent(along: axis.other))
  }

  /// The part of the frame of `section` of the page at `cursor`, which holds it, placed.
  private func placedSectionFrame(_ section: Int, at cursor: PageCursor) -> Rect? {
    let (block, local) = (cursor.block, cursor.local)
    let place = place(block: block, local: local, in: blocks[block].directory)
    return placedSectionFrame(
      section - place.firstSection, of: blocks[block].page(local), at: place)
  }

  /// The frame of `page`'s section `local`, the page at `place`, placed (a section frame is
  /// placed without the pixel grid).
  private func placedSectionFrame(_ local: Int, of page: LayoutPage, at place: PagePlace) -> Rect? {
    page.sectionFrame(local).map { Self.placed($0, origin: place.origin, axis: axis) }
  }

  /// Calls `body` with the frame of each cell of `section`, in item order, while it returns
  /// true: read from the stores of the pages holding the section, placed (the frames
  /// ``attributes(for:viewport:)`` gives), not looked up one by one. What a shelf's lines over a
  /// waterfall are derived from.
  /// - Complexity: O(log pages + items of the section); no allocation.
  public func forEachCellFrame(inSection section: Int, _ body: (Rect) -> Bool) {
    forEachPlacedCell(ofSection: section, placesAtTheirEnds: false, body)
  }

  /// The attributes of one element.
  /// - Complexity: O(log pages) for cells, headers and footers; plus O(supplementary elements of
  ///   the page) for decorations.
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    guard element.section >= 0, element.section < sectionCount else { return nil }
    let page: Int
    switch element.category {
    case .cell:
      let (block, local) = location(ofItem: element.item, inSection: element.section)
      return attributes(for: element, block: block, local: local)
    case .header: page = pages(holding: element.section).lowerBound
    case .footer: page = pages(holding: element.section).upperBound - 1
    case .decoration:
      // Any page of the section may hold it.
      for page in pages(holding: element.section) {
        let (block, local) = location(ofPage: page)
        if let found = attributes(for: element, block: block, local: local) { return found }
      }
      return nil
    }
    let (block, local) = location(ofPage: page)
    return attributes(for: element, block: block, local: local)
  }

  /// The attributes of `element` when page `local` of block `block` holds it.
  private func attributes(for element: ElementID, block: Int, local: Int) -> LayoutAttributes? {
    let place = place(block: block, local: local, in: blocks[block].directory)
    var id = element
    id.section -= place.firstSection
    if id.section == 0 && id.category == .cell { id.item -= place.firstItem }
    let page = blocks[block].page(local)
    guard let found = page.index(of: id) else { return nil }
    return LayoutAttributes(
      id: element,
      frame: Self.placed(
        page.frame(at: found), origin: place.origin, axis: axis, grid: grid),
      zIndex: page.zIndex(at: found))
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
    guard let (low, high) = band(of: rect) else { return }
    let axis = axis
    let grid = grid
    var supplementaryStart = results.count
    for block in directory.entries(reaching: low, high) {
      let pageBlock = blocks[block]
      let pages = blocks[block].directory
      for page in Self.pages(of: pages, at: directory.origin(block), reaching: low, high) {
        let place = place(block: block, local: page, in: pages)
        let origin = place.origin
        let segment = results.count
        var previous = -1
        var ascending = true
        var cells = 0
        let pageObject = pageBlock.page(page)
        let cellCount = pageObject.cellCount
        let shift = PixelShifted(origin: origin, grid: grid)
        pageBlock.visit(rect, page: page, shift: shift) { element, frame in
          if element < previous { ascending = false }
          previous = element
          if element < cellCount { cells += 1 }
          results.append(
            LayoutAttributes(
              id: place.globalID(pageObject.elementID(at: element)),
              frame: Self.placed(frame, shift: shift, axis: axis),
              zIndex: element))
        }
        guard results.count > segment else { continue }
        results.withUnsafeMutableBufferPointer { all in
          let appended = UnsafeMutableBufferPointer(rebasing: all[segment...])
          if !ascending { NearlySortedSort.sort(appended) { $0.zIndex } }
          for slot in appended.indices {
            appended[slot].zIndex = pageObject.zIndex(at: appended[slot].zIndex)
          }
          if cells > 0 && segment > supplementaryStart {
            Self.rotate(all, from: supplementaryStart, to: segment, end: segment + cells)
          }
        }
        supplementaryStart += cells
      }
    }
  }

  /// Appends the index paths of the cells strictly intersecting `rect`, in the order
  /// ``elements(in:viewport:into:)`` lists them (page by page, each page's in element order),
  /// by the same search, with no attributes made: `buffer` is not used.
  ///
  /// Each page's hits are appended as its cell numbers and sorted in place when its index
  /// reports them out of order, then numbered in the layout.
  /// - Complexity: O(log pages + buckets touched + candidates + inversions + hits × log
  ///   sections of a page); allocation-free when `indexPaths` has capacity.
  public func indexPathsForItems(
    in rect: Rect, viewport: Viewport, into indexPaths: inout [IndexPath],
    buffer: inout [LayoutAttributes]
  ) {
    guard let (low, high) = band(of: rect) else { return }
    let grid = grid
    for block in directory.entries(reaching: low, high) {
      let (pageBlock, pages) = (blocks[block], blocks[block].directory)
      for page in Self.pages(of: pages, at: directory.origin(block), reaching: low, high) {
        let place = place(block: block, local: page, in: pages)
        let segment = indexPaths.count
        var previous = -1
        var ascending = true
        let pageObject = pageBlock.page(page)
        let cellCount = pageObject.cellCount
        pageBlock.visit(rect, page: page, shift: PixelShifted(origin: place.origin, grid: grid)) {
          element, _ in
          guard element < cellCount else { return }
          if element < previous { ascending = false }
          previous = element
          // The page's cell number, numbered in the layout below.
          indexPaths.append(IndexPath(section: 0, item: element))
        }
        guard indexPaths.count > segment else { continue }
        indexPaths.withUnsafeMutableBufferPointer { all in
          let appended = UnsafeMutableBufferPointer(rebasing: all[segment...])
          if !ascending { NearlySortedSort.sort(appended) { $0.item } }
          for slot in appended.indices {
            let local = pageObject.indexPath(ofCell: appended[slot].item)
            appended[slot] = IndexPath(
              section: place.firstSection + local.section,
              item: local.section == 0 ? local.item + place.firstItem : local.item)
          }
        }
      }
    }
  }

  /// The span along the scroll axis in which blocks and pages holding elements that can meet
  /// `rect` are found by their stored reaches: the rect's, widened by the most placing moves a
  /// frame past `origin + stored` (half a pixel on the pixel grid). `nil` for a rect with no
  /// area, which meets nothing.
  @inline(__always)
  private func band(of rect: Rect) -> (low: Double, high: Double)? {
    guard rect.width > 0, rect.height > 0 else { return nil }
    let reachSlack = grid?.halfPixel ?? 0
    let low = rect.minimum(along: axis)
    return (low - reachSlack, low + rect.extent(along: axis) + reachSlack)
  }

  /// Appends every element in element order.
  /// - Complexity: O(elements).
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    results.reserveCapacity(
      results.count + directory.cellCount + directory.supplementaryCount)
    forEachElement(viewport: viewport) { results.append($0) }
  }

  /// Calls `body` with every element in element order, without gathering them: cells page by
  /// page, then supplementary elements page by page. The viewport changes nothing.
  /// - Complexity: O(elements).
  public func forEachElement<Failure: Error>(
    viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    for cells in [true, false] {
      for block in blocks.indices {
        for page in 0..<blocks[block].pageCount {
          try forEachElement(block: block, local: page, cells: cells, body)
        }
      }
    }
  }

  /// Calls `body` with the cells, or the supplementary elements, of page `local` of block
  /// `block`, placed.
  private func forEachElement<Failure: Error>(
    block: Int, local: Int, cells: Bool, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    let store = blocks[block].page(local).store
    let place = place(block: block, local: local, in: blocks[block].directory)
    let elements = cells ? 0..<store.cellCount : store.cellCount..<store.count
    @inline(__always) func attributes(_ element: Int, stored frame: Rect) -> LayoutAttributes {
      LayoutAttributes(
        id: place.globalID(store.elementID(at: element)),
        frame: Self.placed(frame, origin: place.origin, axis: axis, grid: grid),
        zIndex: store.zIndex(at: element))
    }
    guard let lines = store.lines, !elements.isEmpty else {
      for element in elements { try body(attributes(element, stored: store.frame(at: element))) }
      return
    }
    // A store kept in lines: its runs walked in order, each element's frame from its run (a
    // search for the run of each element was two thirds of listing a flow page's cells).
    var run = lines.run(of: elements.lowerBound)
    var runEnd = Int(lines.starts[run + 1])
    for element in elements {
      while element >= runEnd {
        run += 1
        runEnd = Int(lines.starts[run + 1])
      }
      try body(attributes(element, stored: store.frame(at: element, inRun: run, of: lines)))
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
  /// same process and 0.86–0.92× in separate ones.
  /// - Complexity: O(1) expected to find the block and page, plus one bucket's candidates per
  ///   page the point reaches (one, two where pages meet).
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    let along = point.value(along: axis)
    guard along.isFinite, point.value(along: axis.other).isFinite else { return nil }
    if let grid { return indexPathForItem(at: point, along: along, grid: grid) }
    if pageCount == 1 && firstIsBucketed {
      return firstIndex.cell(at: point, store: firstStore).map { firstStore.indexPath(ofCell: $0) }
    }
    return indexPathForItem(reaching: along, along) { block, origin in
      blocks[block].topmostCell(at: point, along: along, origin: origin)
    }
  }

  /// ``indexPathForItem(at:viewport:)`` of a layout placed on `grid`, out of line so that the
  /// exact placement's path stays as short as it was: blocks and pages are searched half a
  /// pixel further on either side, the most rounding moves a cell.
  @inline(never)
  private func indexPathForItem(at point: Point, along: Double, grid: PixelGrid) -> IndexPath? {
    indexPathForItem(reaching: along - grid.halfPixel, along + grid.halfPixel) { block, origin in
      blocks[block].topmostCell(at: point, along: along, origin: origin, grid: grid)
    }
  }

  /// The index path of the topmost of the cells `topmostCell(block, block origin)` finds in each
  /// block reaching `low...high`: the highest zIndex, ties to the later block.
  @inline(__always)
  private func indexPathForItem(
    reaching low: Double, _ high: Double,
    topmostCell: (Int, Double) -> (zIndex: Int, page: Int, cell: Int)?
  ) -> IndexPath? {
    var best: (zIndex: Int, block: Int, page: Int, cell: Int)?
    // The layout's directory of blocks never repeats.
    for block in directory.plainEntries(reaching: low, high) {
      guard let found = topmostCell(block, directory.plainOrigin(block)) else { continue }
      if let current = best, current.zIndex > found.zIndex { continue }
      best = (found.zIndex, block, found.page, found.cell)
    }
    guard let best else { return nil }
    let local = blocks[best.block].indexPath(ofCell: best.cell, page: best.page)
    // The block's first section counts its items from the block's first.
    return IndexPath(
      section: directory.plainFirstSection(best.block) + local.section,
      item: local.section == 0 ? local.item + directory.plainFirstItem(best.block) : local.item)
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

extension PagedLayout {
  /// The first section whose frame ends past `value` along the scroll axis (``sectionCount``
  /// when none, or for NaN): found from the page at `value` — the first whose end passes it, by
  /// a search of the blocks' and then the block's origins, stepped back a page in case a section
  /// ends a rounding past its page — then the first section of the pages from there whose part
  /// ends past it (a section cut across pages ends where its last part does, no earlier than
  /// any). Exactly ``sectionsSearched(endingAfter:)``'s answer; that search for a layout whose
  /// sections do not stack.
  /// - Complexity: O(log pages + log sections of a page).
  public func firstSection(endingAfter value: Double) -> Int {
    guard stacksSectionsAlongScrollAxis else { return sectionsSearched(endingAfter: value) }
    guard !value.isNaN, !blocks.isEmpty else { return sectionCount }
    // The first block, then its first page, ending past `value` (the last when none does).
    var low = 0
    var high = blocks.count - 1
    while low < high {
      let mid = (low + high) / 2
      if directory.origin(mid + 1) > value { high = mid } else { low = mid + 1 }
    }
    let block = low
    let pages = blocks[block].directory
    let origin = directory.origin(block)
    var first = 0
    var last = pages.count - 1
    while first < last {
      let mid = (first + last) / 2
      if origin + pages.origin(mid + 1) > value { last = mid } else { first = mid + 1 }
    }
    var at = PageCursor(page: firstPage[block] + first, block: block, local: first)
    if first > 0 {
      at = PageCursor(page: at.page - 1, block: block, local: first - 1)
    } else if block > 0 {
      let local = blocks[block - 1].pageCount - 1
      at = PageCursor(page: at.page - 1, block: block - 1, local: local)
    }
    var cursor: PageCursor? = at
    while let at = cursor {
      if let section = firstSection(endingAfter: value, onPageAt: at) { return section }
      cursor = self.cursor(after: at)
    }
    return sectionCount
  }

  /// The first section of the page at `cursor` whose part there, placed, ends past `value`;
  /// `nil` when none does. (A section's parts end in order, and its frame where its last does.)
  /// - Complexity: O(log sections of the page).
  private func firstSection(endingAfter value: Double, onPageAt cursor: PageCursor) -> Int? {
    let place = place(block: cursor.block, local: cursor.local, in: blocks[cursor.block].directory)
    let page = blocks[cursor.block].page(cursor.local)
    let axis = axis
    func ends(_ local: Int) -> Bool {
      guard let frame = placedSectionFrame(local, of: page, at: place) else { return false }
      return frame.minimum(along: axis) + frame.extent(along: axis) > value
    }
    var low = 0
    var high = page.sectionCount
    while low < high {
      let mid = (low + high) / 2
      if ends(mid) { high = mid } else { low = mid + 1 }
    }
    return low < page.sectionCount ? place.firstSection + low : nil
  }
}
