import MosaicCore

/// Queries over an index built on frames stored relative to an origin along the axis (a page of
/// a ``PagedLayout``), answered exactly as if the frames had been stored moved by that origin.
///
/// Every test is made on the moved frame, `origin + minimum` then `+ extent`, the arithmetic a
/// frame stored at its absolute position gets (exact when both are on ``AdvanceGrid``), so the
/// answers equal an ``IndexedLayout``'s over the moved frames bit for bit. Only the choice of
/// buckets uses the query moved back, `query − origin`, which may be rounded: it is widened by a
/// slack above every such rounding, so it only ever adds candidates, and the shortcut that skips
/// the test along the axis is kept to buckets inside the query narrowed by that slack. The scans
/// are the unmoved queries' own (`visitIndexed`, `topmostIndexedCell`), given the origin.
extension BucketIndex {
  /// A bound on the rounding of `value − origin` and of the frame ends compared with it, relative
  /// to their magnitudes (each rounding is within 2^-53 of it; 2^-48 leaves room for several).
  @inline(__always)
  static func slack(origin: Double, relative: Double) -> Double {
    (Swift.abs(origin) + Swift.abs(relative)) * 0x1p-48
  }

  /// Calls `body` with every element of `store` whose frame moved by `origin` along the axis
  /// strictly intersects `rect`, each once, in bucket order (not sorted).
  /// - Complexity: O(buckets touched + candidates).
  func visitShifted(_ rect: Rect, origin: Double, store: FrameStore, _ body: (Int) -> Void) {
    let low = rect.minimum(along: axis)
    let high = low + rect.extent(along: axis)
    let acrossLow = rect.minimum(along: axis.other)
    let acrossHigh = acrossLow + rect.extent(along: axis.other)
    guard rect.width > 0, rect.height > 0, !low.isNaN, !high.isNaN, !acrossLow.isNaN,
      !acrossHigh.isNaN
    else { return }
    guard isUsable(with: store) else {
      FrameColumns.with(store, axis: axis) { columns in
        for element in 0..<store.count
        where columns.isIndexable(element)
          && columns.alongIntersects(element, low: low, high: high, shift: Shifted(origin: origin))
          && columns.acrossIntersects(element, low: acrossLow, high: acrossHigh)
        {
          body(element)
        }
      }
      return
    }
    visitIndexed(
      rect, span: BucketSpan(low: low, high: high, origin: origin, mapping: mapping),
      shift: Shifted(origin: origin), store: store, body)
  }

  /// The topmost cell of `store` (the highest element index) whose frame moved by `origin` along
  /// the axis contains `point` (half-open); `nil` when none does or the point is not finite.
  ///
  /// The scan ``cell(at:store:)`` makes (`topmostIndexedCell(at:shift:store:)`), plus the buckets
  /// the slack adds where the moved-back point lies within it of a bucket's edge.
  /// - Complexity: O(1) expected: one bucket's entries (two at a bucket's edge) and the large
  ///   elements.
  func cellShifted(at point: Point, origin: Double, store: FrameStore) -> Int? {
    let along = point.value(along: axis)
    let across = point.value(along: axis.other)
    guard along.isFinite, across.isFinite else { return nil }
    guard isUsable(with: store) else {
      return FrameColumns.with(store, axis: axis) { columns -> Int? in
        var element = store.cellCount
        while element > 0 {
          element -= 1
          if columns.isIndexable(element)
            && columns.contains(
              element, along: along, across: across, shift: Shifted(origin: origin))
          {
            return element
          }
        }
        return nil
      }
    }
    return topmostIndexedCell(at: point, shift: Shifted(origin: origin), store: store)
  }
}
