import MosaicCore

/// Queries over frames stored relative to an origin along the axis (a page of a
/// ``PagedLayout``), answered exactly as if the frames had been stored moved by that origin
/// (``Shifted``), or moved and their minimums along the axis put on the pixel grid
/// (``PixelShifted``).
///
/// Every test is made on the moved frame, `origin + minimum` (rounded, for the pixel grid) then
/// `+ extent`, the arithmetic a frame stored at its place gets (exact when both are on
/// ``AdvanceGrid``), so the answers equal an ``IndexedLayout``'s over the moved frames bit for
/// bit. Only the choice of buckets uses the query moved back, `query − origin`, which may be
/// rounded and, on the pixel grid, is up to half a pixel from the stored value: it is widened by
/// the shift's slack (``AlongShift/slack(relative:)``), so it only ever adds candidates, and the
/// shortcut that skips the test along the axis is kept to buckets inside the query narrowed by
/// that slack. The scans are the unmoved queries' own, given the shift.
extension BucketScan {
  /// The topmost cell (the highest element index) whose frame moved by `shift` along the axis
  /// contains `point` (half-open), which must be finite: ``topmostCell(at:shift:)``, with the
  /// buckets the slack adds where the moved-back point lies within it of a bucket's edge; every
  /// cell tested, from the last, when ``scansEveryElement``.
  /// - Complexity: O(1) expected: one bucket's entries (two at a bucket's edge) and the large
  ///   elements; O(cells) when scanning every element.
  @inline(__always)
  func cell<Shift: AlongShift>(at point: Point, shift: Shift) -> Int? {
    guard scansEveryElement else { return topmostCell(at: point, shift: shift) }
    return columns.lastContaining(
      0..<cellCount, along: point.value(along: axis), across: point.value(along: axis.other),
      shift: shift)
  }

  /// Calls `body` with every element whose frame moved by `shift` along the axis strictly
  /// intersects `rect` (which has area), each once, in bucket order (not sorted); in element
  /// order when ``scansEveryElement``. A query with a NaN bound intersects nothing.
  /// - Complexity: O(buckets touched + candidates); O(elements) when scanning every element.
  @inline(__always)
  func visit<Shift: AlongShift>(_ rect: Rect, shift: Shift, _ body: (Int) -> Void) {
    let low = rect.minimum(along: axis)
    let high = low + rect.extent(along: axis)
    guard scansEveryElement else {
      visit(
        rect, span: BucketIndex.BucketSpan(low: low, high: high, shift: shift, mapping: mapping),
        shift: shift, body)
      return
    }
    let acrossLow = rect.minimum(along: axis.other)
    let acrossHigh = acrossLow + rect.extent(along: axis.other)
    for element in 0..<columns.count
    where columns.intersects(
      element, low: low, high: high, acrossLow: acrossLow, acrossHigh: acrossHigh, shift: shift)
    {
      body(element)
    }
  }
}
