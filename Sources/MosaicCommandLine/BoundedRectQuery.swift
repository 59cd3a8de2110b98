import MosaicCore

/// A rect query whose work and memory follow its answer: the rect is clipped to the layout's
/// neighbourhood, the elements in it are counted slab by slab along the scroll axis, and the query
/// is refused as soon as the count passes a limit, before the answer is collected.
///
/// A slab is re-sized from what the last one returned (halved past ``slabBatch`` elements, doubled
/// under a quarter of it), so empty stretches cost a few queries and dense ones bounded batches.
/// Each element is counted once, by the slab holding the start of its frame along the scroll
/// axis. When one slab covered the rect its answer is the answer; otherwise, the count known to
/// be within the limit, one query of the whole rect gives the answer in the layout's own order.
struct BoundedRectQuery {
  /// Elements one slab may return before the next is made shorter.
  static let slabBatch = 16_384

  let layout: any PreparedLayout
  let viewport: Viewport

  /// The elements strictly intersecting `rect`, in the layout's element order.
  /// - Throws: naming `option`, once more than `limit` elements are counted.
  /// - Complexity: O(slabs × the layout's rect query + results), twice when several slabs were
  ///   needed; memory O(min(results, limit) + one slab's results).
  func elements(in rect: Rect, limit: Int, option: String) throws(LayoutError)
    -> [LayoutAttributes]
  {
    guard let area = clipped(rect) else { return [] }
    let axis = layout.scrollDirection.scrollAxis
    let end = area.minimum(along: axis) + area.extent(along: axis)
    var start = area.minimum(along: axis)
    // Below this a slab would not move `start` forward.
    let shortest = max(abs(start), abs(end)).ulp * 1024
    var length = max(1, viewport.size.value(along: axis))
    var scratch: [LayoutAttributes] = []
    var count = 0
    var slabs = 0
    while start < end {
      length = max(length, shortest)
      let slab =
        slabs == 0 && length >= area.extent(along: axis)
        ? area : Self.slab(of: area, along: axis, from: start, length: min(length, end - start))
      scratch.removeAll(keepingCapacity: true)
      layout.elements(in: slab, viewport: viewport, into: &scratch)
      for attributes in scratch where slabs == 0 || attributes.frame.minimum(along: axis) >= start {
        count += 1
        guard count <= limit else {
          throw LayoutError(
            path: option,
            message: "the answer holds more than \(limit) elements; ask for a smaller rect")
        }
      }
      slabs += 1
      if scratch.count > Self.slabBatch {
        length /= 2
      } else if scratch.count < Self.slabBatch / 4 {
        length = min(length * 2, 1e300)
      }
      // The next slab starts where this one ends as the layout computes it (min + extent).
      start = slab.minimum(along: axis) + slab.extent(along: axis)
    }
    guard slabs > 1 else { return scratch }
    var results: [LayoutAttributes] = []
    results.reserveCapacity(count)
    layout.elements(in: area, viewport: viewport, into: &results)
    return results
  }

  /// `rect` clipped to the layout's neighbourhood: the content and the viewport, grown by their
  /// own size on every side (elements such as backgrounds may reach past the content); `nil`
  /// when nothing is left.
  func clipped(_ rect: Rect) -> Rect? {
    let near = Rect(origin: .zero, size: layout.contentSize).union(viewport.bounds)
    let domain = Rect(
      x: near.x - near.width, y: near.y - near.height, width: near.width * 3,
      height: near.height * 3)
    // A document's own offset may be near ±1e308, where the grown box overflows: then no clip.
    guard domain.isFinite, domain.x + domain.width < .infinity, domain.y + domain.height < .infinity
    else { return rect.isEmpty ? nil : rect }
    let minX = max(rect.x, domain.x)
    let maxX = min(rect.x + rect.width, domain.x + domain.width)
    let minY = max(rect.y, domain.y)
    let maxY = min(rect.y + rect.height, domain.y + domain.height)
    guard minX < maxX, minY < maxY else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  private static func slab(of area: Rect, along axis: Axis, from start: Double, length: Double)
    -> Rect
  {
    axis == .vertical
      ? Rect(x: area.x, y: start, width: area.width, height: length)
      : Rect(x: start, y: area.y, width: length, height: area.height)
  }
}
