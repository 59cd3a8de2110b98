import MosaicCore

/// A ``FrameStore``'s four frame arrays as unsafe buffers, named relative to the index axis:
/// `low`/`extent` run along the axis, `acrossLow`/`acrossExtent` across it.
///
/// Only valid inside ``with(_:axis:_:)``. The intersection and containment tests below are
/// ``Rect/intersects(_:)`` and ``Rect/contains(_:)`` with the same arithmetic (`minimum + extent`),
/// so the index agrees with the reference scan bit for bit.
struct FrameColumns {
  /// Minimum along the axis.
  let low: UnsafeBufferPointer<Double>
  /// Extent along the axis.
  let extent: UnsafeBufferPointer<Double>
  /// Minimum across the axis.
  let acrossLow: UnsafeBufferPointer<Double>
  /// Extent across the axis.
  let acrossExtent: UnsafeBufferPointer<Double>

  /// Calls `body` with `store`'s columns arranged along `axis`.
  @inline(__always)
  static func with<Result>(
    _ store: FrameStore, axis: Axis, _ body: (FrameColumns) -> Result
  ) -> Result {
    store.minX.withUnsafeBufferPointer { minX in
      store.minY.withUnsafeBufferPointer { minY in
        store.width.withUnsafeBufferPointer { width in
          store.height.withUnsafeBufferPointer { height in
            axis == .vertical
              ? body(FrameColumns(low: minY, extent: height, acrossLow: minX, acrossExtent: width))
              : body(FrameColumns(low: minX, extent: width, acrossLow: minY, acrossExtent: height))
          }
        }
      }
    }
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
}
