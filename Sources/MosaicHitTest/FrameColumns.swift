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

  /// Calls `body` with `store`'s columns arranged along `axis`: for a store kept in lines, with
  /// its minimums along their axis worked out for the call (O(elements), an allocation), so the
  /// columns are valid only inside it.
  @inline(__always)
  static func with<Result>(
    _ store: FrameStore, axis: Axis, _ body: (FrameColumns) -> Result
  ) -> Result {
    store.withFrameColumns { minX, minY, width, height in
      body(arranged(minX, minY, width, height, axis: axis))
    }
  }

  /// Calls `body` with `store`'s columns as stored, arranged along `axis`: for a store kept in
  /// lines along `axis` (``/MosaicCore/FrameStore/lines``), ``low`` addresses nothing and a
  /// reader works each minimum out from its run (what ``LineIndex`` and ``LineScan`` do); the
  /// columns stay valid while the store is kept unchanged.
  @inline(__always)
  static func stored<Result>(
    _ store: FrameStore, axis: Axis, _ body: (FrameColumns) -> Result
  ) -> Result {
    store.withStoredColumns { minX, minY, width, height in
      body(arranged(minX, minY, width, height, axis: axis))
    }
  }

  /// Four columns arranged along `axis`, as many elements as the extents hold.
  @inline(__always)
  private static func arranged(
    _ minX: UnsafeBufferPointer<Double>, _ minY: UnsafeBufferPointer<Double>,
    _ width: UnsafeBufferPointer<Double>, _ height: UnsafeBufferPointer<Double>, axis: Axis
  ) -> FrameColumns {
    let (x, y, w, h) = (base(minX), base(minY), base(width), base(height))
    return axis == .vertical
      ? FrameColumns(low: y, extent: h, acrossLow: x, acrossExtent: w, count: width.count)
      : FrameColumns(low: x, extent: w, acrossLow: y, acrossExtent: h, count: width.count)
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
  func isIndexable(_ element: Int) -> Bool { isIndexable(element, low: low[element]) }

  /// ``isIndexable(_:)`` of an element whose minimum along the axis is `elementLow` (worked out
  /// from its run, for a store kept in lines).
  @inline(__always)
  func isIndexable(_ element: Int, low elementLow: Double) -> Bool {
    extent[element] > 0 && acrossExtent[element] > 0 && elementLow.isFinite
      && acrossLow[element].isFinite
  }

  /// The along-axis half of ``Rect/intersects(_:)`` for an indexable element (whose extents are
  /// positive), moved along the axis by `shift`, against a query spanning `low..<high` along it.
  @inline(__always)
  func alongIntersects<Shift: AlongShift>(
    _ element: Int, low queryLow: Double, high queryHigh: Double, shift: Shift
  ) -> Bool {
    alongIntersects(element, stored: low[element], low: queryLow, high: queryHigh, shift: shift)
  }

  /// ``alongIntersects(_:low:high:shift:)`` of an element whose minimum along the axis, stored,
  /// is `stored`.
  @inline(__always)
  func alongIntersects<Shift: AlongShift>(
    _ element: Int, stored: Double, low queryLow: Double, high queryHigh: Double, shift: Shift
  ) -> Bool {
    let elementLow = shift.moved(stored)
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
    contains(element, low: low[element], along: along, across: across, shift: shift)
  }

  /// ``contains(_:along:across:shift:)`` of an element whose minimum along the axis, stored, is
  /// `stored`.
  @inline(__always)
  func contains<Shift: AlongShift>(
    _ element: Int, low stored: Double, along: Double, across: Double, shift: Shift
  ) -> Bool {
    let elementLow = shift.moved(stored)
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

  /// The frame of `element`, as stored (not moved), whose minimum along the axis is `low`, for
  /// columns arranged along `axis`.
  @inline(__always)
  func frame(_ element: Int, low: Double, axis: Axis) -> Rect {
    Rect(
      axis: axis, along: low, across: acrossLow[element], alongExtent: extent[element],
      acrossExtent: acrossExtent[element])
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
