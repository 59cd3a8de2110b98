extension MirroredLayout {
  /// How far a query is widened along x before its answers are filtered exactly: far more than
  /// the rounding of one mirror, far less than any length a layout draws.
  func margin(_ values: Double...) -> Double {
    1e-9 * values.reduce(max(1, abs(width))) { max($0, abs($1)) }
  }

  /// The base's attributes, mirrored.
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    base.attributes(for: element, viewport: baseViewport(viewport)).map(mirrored)
  }

  /// The elements whose mirrored frames intersect `rect`, in the base's element order.
  /// - Complexity: the base's rect query of `rect` mirrored (widened by a rounding margin), plus
  ///   O(results).
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count
    let pad = margin(rect.x, rect.maxX)
    var query = mirrored(rect)
    query.x -= pad
    query.width += 2 * pad
    base.elements(in: query, viewport: baseViewport(viewport), into: &results)
    var kept = start
    for index in start..<results.count {
      let attributes = mirrored(results[index])
      guard attributes.frame.intersects(rect) else { continue }
      results[kept] = attributes
      kept += 1
    }
    results.removeSubrange(kept...)
  }

  /// Every element, mirrored.
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count
    base.allElements(viewport: baseViewport(viewport), into: &results)
    for index in start..<results.count { results[index] = mirrored(results[index]) }
  }

  /// Every element, mirrored, one at a time: the base's enumeration.
  /// - Complexity: the base's.
  public func forEachElement<Failure: Error>(
    viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    try base.forEachElement(viewport: baseViewport(viewport)) { (attributes) throws(Failure) in
      try body(mirrored(attributes))
    }
  }

  /// The topmost cell whose mirrored frame contains `point` (half-open), ties to the later one:
  /// found among the base's cells near the mirrored point, since mirroring turns a frame's
  /// closed left edge into a closed right edge.
  /// - Complexity: a rect query of a tiny rect around the point.
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    let pad = margin(point.x)
    let probe = Rect(x: width - point.x - pad, y: point.y - 1, width: 2 * pad, height: 2)
    var found: [LayoutAttributes] = []
    base.elements(in: probe, viewport: baseViewport(viewport), into: &found)
    var best: LayoutAttributes?
    for candidate in found where candidate.id.category == .cell {
      let attributes = mirrored(candidate)
      guard attributes.frame.contains(point) else { continue }
      if let current = best, current.zIndex > attributes.zIndex { continue }
      best = attributes
    }
    return best?.id.indexPath
  }
}
