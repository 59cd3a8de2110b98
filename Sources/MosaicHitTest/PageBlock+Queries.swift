import MosaicCore

extension PageBlock {
  /// The topmost cell of the block's pages whose frame, placed with the block at `origin` along
  /// the scroll axis, contains `point` (whose value along the axis is `along`): the highest
  /// zIndex, ties to the later page. `cell` is the page's element number.
  ///
  /// Reads the pages' probes (``PageProbe``), not their stores and indexes, so it retains
  /// nothing.
  /// - Complexity: O(1) expected: the pages the point reaches (one, two where pages meet) and one
  ///   bucket's candidates each.
  func topmostCell(at point: Point, along: Double, origin: Double)
    -> (zIndex: Int, page: Int, cell: Int)?
  {
    // A repeating block is asked out of line, so that the common block's loop stays as tight
    // as it was (each check of the repeating case inlined beside it cost a point query
    // instructions, callgrind).
    guard directory.repeats == 1 else {
      return repeatedTopmostCell(at: point, along: along, origin: origin)
    }
    return topmostCell(at: point, reaching: along, along, origin: origin, plain: true) {
      Shifted(origin: $0)
    }
  }

  /// ``topmostCell(at:along:origin:)`` of a block whose pages repeat.
  @inline(never)
  private func repeatedTopmostCell(at point: Point, along: Double, origin: Double)
    -> (zIndex: Int, page: Int, cell: Int)?
  {
    topmostCell(at: point, reaching: along, along, origin: origin, plain: false) {
      Shifted(origin: $0)
    }
  }

  /// ``topmostCell(at:along:origin:)`` with every cell's minimum along the axis placed on `grid`:
  /// the pages are searched half a pixel further on either side, the most rounding moves a cell.
  func topmostCell(at point: Point, along: Double, origin: Double, grid: PixelGrid)
    -> (zIndex: Int, page: Int, cell: Int)?
  {
    let (low, high) = (along - grid.halfPixel, along + grid.halfPixel)
    return topmostCell(
      at: point, reaching: low, high, origin: origin, plain: directory.repeats == 1
    ) { PixelShifted(origin: $0, grid: grid) }
  }

  /// ``topmostCell(at:along:origin:)`` over the pages that can reach `low...high` along the
  /// axis, each page's frames moved by `shift(page origin)`; `plain` when the block's directory
  /// does not repeat (its pages then read directly, ``PageDirectory/plainEntries(reaching:_:)``).
  @inline(__always)
  private func topmostCell<Shift: AlongShift>(
    at point: Point, reaching low: Double, _ high: Double, origin: Double, plain: Bool,
    shift: (Double) -> Shift
  ) -> (zIndex: Int, page: Int, cell: Int)? {
    var best: (zIndex: Int, page: Int, cell: Int)?
    distinctPages.withUnsafeBufferPointer { pages in
      for page in PagedLayout.pages(of: directory, at: origin, reaching: low, high, plain: plain) {
        let pageOrigin =
          origin + (plain ? directory.plainOrigin(page) : directory.origin(page))
        let probe = pages[plain ? page : page % pages.count].probe
        guard let cell = probe.cell(at: point, shift: shift(pageOrigin)) else { continue }
        let zIndex = probe.cellZIndex
        if let current = best, current.zIndex > zIndex { continue }
        best = (zIndex, page, cell)
      }
    }
    return best
  }

  /// Cell `cell` of page `page` as an index path within the block: its section counted from the
  /// block's first, its item within the whole section (a continued section's first item added) —
  /// but in section 0, counted from the block's first item, which the layout's directory keeps:
  /// the caller adds it.
  /// - Complexity: O(log sections of the page).
  func indexPath(ofCell cell: Int, page: Int) -> IndexPath {
    let local = distinctPages.withUnsafeBufferPointer {
      $0[distinctIndex(page)].store.indexPath(ofCell: cell)
    }
    return IndexPath(
      section: directory.firstSection(page) + local.section,
      item: local.section == 0 ? local.item + directory.firstItem(page) : local.item)
  }

  /// Calls `body` with every element of page `page` strictly intersecting `rect` (which has
  /// area), the page's frames moved by `shift` (placed at its origin along the scroll axis, on
  /// the pixel grid or not), with its frame as stored; each once, in bucket order.
  /// - Complexity: O(buckets touched + candidates).
  @inline(__always)
  func visit<Shift: AlongShift>(
    _ rect: Rect, page: Int, shift: Shift, _ body: (Int, Rect) -> Void
  ) {
    let index = distinctIndex(page)
    distinctPages.withUnsafeBufferPointer { $0[index].probe }.visit(rect, shift: shift, body)
  }
}
