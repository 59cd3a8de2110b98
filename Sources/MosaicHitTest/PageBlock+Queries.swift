import MosaicCore

extension PageBlock {
  /// The topmost cell of the block's pages whose frame, placed with the block at `origin` along
  /// the scroll axis, contains `point` (whose value along the axis is `along`): the highest
  /// zIndex, ties to the later page. `cell` is the page's element number.
  ///
  /// Reads the pages' probes (``PageProbe``), not their stores and indexes: copying those out of
  /// the block's arrays retained and released each of their arrays once a page visited.
  /// - Complexity: O(1) expected: the pages the point reaches (one, two where pages meet) and one
  ///   bucket's candidates each.
  func topmostCell(at point: Point, along: Double, origin: Double)
    -> (zIndex: Int, page: Int, cell: Int)?
  {
    var best: (zIndex: Int, page: Int, cell: Int)?
    probes.withUnsafeBufferPointer { probes in
      for page in PagedLayout.pages(of: directory, at: origin, reaching: along, along) {
        let probe = probes[page]
        let pageOrigin = origin + directory.origin(page)
        guard probe.reaches(low: along, high: along, origin: pageOrigin),
          let cell = probe.isUsable
            ? probe.scan.topmostCell(at: point, shift: Shifted(origin: pageOrigin))
            : indexes[page].cellShifted(at: point, origin: pageOrigin, store: stores[page])
        else { continue }
        if let current = best, current.zIndex > probe.cellZIndex { continue }
        best = (probe.cellZIndex, page, cell)
      }
    }
    return best
  }

  /// Cell `cell` of page `page` as an index path within the block: its section counted from the
  /// block's first, its item within the whole section (a continued section's first item added).
  /// - Complexity: O(log sections of the page).
  func indexPath(ofCell cell: Int, page: Int) -> IndexPath {
    // The array in a local (one retain): an element of a class's array property is copied out.
    let stores = stores
    let local = stores[page].indexPath(ofCell: cell)
    return IndexPath(
      section: directory.firstSection(page) + local.section,
      item: local.section == 0 ? local.item + directory.firstItem(page) : local.item)
  }

  /// Calls `body` with every element of page `page`, whose probe is `probe`, strictly
  /// intersecting `rect` (which has area) with the page placed at `origin` along the scroll
  /// axis; each once, in bucket order.
  /// - Complexity: O(buckets touched + candidates).
  @inline(__always)
  func visit(
    _ rect: Rect, page: Int, probe: PageProbe, origin: Double, _ body: (Int) -> Void
  ) {
    let low = rect.minimum(along: probe.scan.axis)
    guard probe.isUsable else {
      indexes[page].visitShifted(rect, origin: origin, store: stores[page], body)
      return
    }
    probe.scan.visit(
      rect,
      span: BucketIndex.BucketSpan(
        low: low, high: low + rect.extent(along: probe.scan.axis), origin: origin,
        mapping: probe.scan.mapping),
      shift: Shifted(origin: origin), body)
  }
}
