import MosaicCore

/// A ``FrameStore``'s four frame arrays as unsafe pointers, named relative to the index axis:
/// `low`/`extent` run along the axis, `acrossLow`/`acrossExtent` across it; `count` elements each.
///
/// Only valid inside ``with(_:axis:_:)`` (or while whatever holds the store keeps it unchanged,
/// see ``PageProbe``). Plain pointers, no counts per column: a trivial value of 40 bytes that a
/// page keeps for its queries. The intersection and containment tests below are
/// ``Rect/intersects(_:)`` and ``Rect/contains(_:)`` with the same arithmetic
/// (`minimum + extent`), so the index agrees with the reference scan bit for bit.
struct FrameColumns {
  /// Minimum along the axis.
  let low: UnsafePointer<Double>
  /// Extent along the axis.
  let extent: UnsafePointer<Double>
  /// Minimum across the axis.
  let acrossLow: UnsafePointer<Double>
  /// Extent across the axis.
  let acrossExtent: UnsafePointer<Double>
  /// The number of elements.
  let count: Int

  /// Calls `body` with `store`'s columns arranged along `axis`.
  @inline(__always)
  static func with<Result>(
    _ store: FrameStore, axis: Axis, _ body: (FrameColumns) -> Result
  ) -> Result {
    store.withFrameColumns { minX, minY, width, height in
      let (x, y, w, h) = (base(minX), base(minY), base(width), base(height))
      return axis == .vertical
        ? body(FrameColumns(low: y, extent: h, acrossLow: x, acrossExtent: w, count: minX.count))
        : body(FrameColumns(low: x, extent: w, acrossLow: y, acrossExtent: h, count: minX.count))
    }
  }

  /// `buffer`'s first element's address; for an empty buffer without one, an aligned address
  /// that is never read (nothing is read from an empty buffer).
  @inline(__always)
  static func base<Element>(_ buffer: UnsafeBufferPointer<Element>) -> UnsafePointer<Element> {
    buffer.baseAddress
      ?? UnsafePointer(bitPattern: MemoryLayout<Element>.alignment).unsafelyUnwrapped
  }

  /// True when `element` can ever intersect a rect or contain a point: positive extents (NaN is
  /// not positive) and finite minimums. A frame failing this matches nothing under ``Rect``'s rules
  /// (a −∞ or +∞ minimum makes `minimum < query maximum` or `query minimum < minimum + extent`
  /// false), so the index leaves it out.
  @inline(__always)
  func isIndexable(_ element: Int) -> Bool {
    extent[element] > 0 && acrossExtent[element] > 0 && low[element].isFinite
      && acrossLow[element].isFinite
  }

  /// The along-axis half of ``Rect/intersects(_:)`` for an indexable element (whose extents are
  /// positive), moved along the axis by `shift`, against a query spanning `low..<high` along it.
  @inline(__always)
  func alongIntersects<Shift: AlongShift>(
    _ element: Int, low queryLow: Double, high queryHigh: Double, shift: Shift
  ) -> Bool {
    let elementLow = shift.moved(low[element])
    return elementLow < queryHigh && queryLow < elementLow + extent[element]
  }

  /// The across-axis half of ``Rect/intersects(_:)`` for an indexable element against a query
  /// spanning `low..<high` across the axis.
  @inline(__always)
  func acrossIntersects(_ element: Int, low queryLow: Double, high queryHigh: Double) -> Bool {
    let elementLow = acrossLow[element]
    return elementLow < queryHigh && queryLow < elementLow + acrossExtent[element]
  }

  /// ``Rect/contains(_:)`` (half-open) of the element moved along the axis by `shift`, for the
  /// point at `along`, `across`.
  @inline(__always)
  func contains<Shift: AlongShift>(
    _ element: Int, along: Double, across: Double, shift: Shift = Unshifted()
  ) -> Bool {
    let elementLow = shift.moved(low[element])
    let elementCrossLow = acrossLow[element]
    return along >= elementLow && along < elementLow + extent[element]
      && across >= elementCrossLow && across < elementCrossLow + acrossExtent[element]
  }

  /// The last indexable element of `elements` whose frame, moved along the axis by `shift`,
  /// contains the point at `along`, `across`: the topmost of them, when later elements are
  /// above earlier ones.
  /// - Complexity: O(elements) at worst, from the last.
  @inline(__always)
  func lastContaining<Shift: AlongShift>(
    _ elements: Range<Int>, along: Double, across: Double, shift: Shift
  ) -> Int? {
    var element = elements.upperBound
    while element > elements.lowerBound {
      element -= 1
      if isIndexable(element) && contains(element, along: along, across: across, shift: shift) {
        return element
      }
    }
    return nil
  }

  /// True when `element` is indexable and its frame, moved along the axis by `shift`, strictly
  /// intersects the rect spanning `low..<high` along the axis and `acrossLow..<acrossHigh`
  /// across it: ``Rect/intersects(_:)``, as a scan that tests every element it is given asks.
  @inline(__always)
  func intersects<Shift: AlongShift>(
    _ element: Int, low: Double, high: Double, acrossLow: Double, acrossHigh: Double,
    shift: Shift
  ) -> Bool {
    isIndexable(element) && alongIntersects(element, low: low, high: high, shift: shift)
      && acrossIntersects(element, low: acrossLow, high: acrossHigh)
  }
}
