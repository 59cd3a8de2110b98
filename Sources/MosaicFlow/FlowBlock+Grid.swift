import MosaicCore

/// The queries of a grid section (placed at its absolute top) (``FlowGridLines``): the lines, and in each line the columns,
/// that can reach a rect or a point, by division (widened by the pixel rounding and one each
/// side), each cell then kept by the exact frame test.
extension FlowBlock {
  /// Appends the cells of grid `grid` (section `section`) strictly intersecting `rect`, in item
  /// order.
  /// - Complexity: O(results + lines and columns at the rect's edges).
  func appendGridCells<Answer: FlowCellAnswer>(
    _ grid: FlowGridLines, section: Int, in rect: Rect, placement: FlowPlacement,
    into results: inout [Answer]
  ) {
    let (lineAxis, scale) = (placement.lineAxis, placement.scale)
    // Cells of no area are never in a rect's answer.
    guard grid.acrossExtent > 0, grid.alongExtent > 0 else { return }
    let scrollAxis = lineAxis.other
    let scrollLow = rect.minimum(along: scrollAxis)
    let scrollHigh = scrollLow + rect.extent(along: scrollAxis)
    let acrossLow = rect.minimum(along: lineAxis)
    let acrossHigh = acrossLow + rect.extent(along: lineAxis)
    let lineRange = Self.candidates(
      from: scrollLow, to: scrollHigh, start: grid.alongTop, step: grid.alongStep,
      extent: grid.alongExtent, count: grid.lineCount, scale: scale)
    for line in lineRange {
      let columns = Self.candidates(
        from: acrossLow, to: acrossHigh, start: grid.acrossStart, step: grid.acrossStep,
        extent: grid.acrossExtent, count: grid.itemCount(ofLine: line), scale: scale)
      for column in columns {
        let frame = grid.cellFrame(column: column, line: line, lineAxis: lineAxis, scale: scale)
        guard frame.intersects(rect) else { continue }
        results.append(
          Answer(cellAt: section, item: line * grid.itemsPerLine + column, frame: frame))
      }
    }
  }

  /// The last item of grid `grid` whose frame contains `point`.
  ///
  /// A cell's frame is its line's interval along the scroll axis times its column's across, each
  /// rounded on its own: the last line holding the point, then the last column of that line
  /// holding it, each found from the quotient and checked against the rounded interval. Building
  /// a frame for each of the candidates a rect query takes cost about 560 instructions a point
  /// over a grid of 10^6 cells; this costs about 100.
  /// - Complexity: O(1): the few candidates around the point.
  static func gridItem(_ grid: FlowGridLines, at point: Point, placement: FlowPlacement) -> Int? {
    let (lineAxis, scale) = (placement.lineAxis, placement.scale)
    guard grid.count > 0, grid.acrossExtent > 0, grid.alongExtent > 0 else { return nil }
    let along = point.value(along: lineAxis.other)
    let across = point.value(along: lineAxis)
    let perLine = grid.itemsPerLine
    let lineCount = (grid.count - 1) / perLine + 1
    var line = lastHolding(
      along, start: grid.alongTop, step: grid.alongStep, extent: grid.alongExtent,
      count: lineCount, scale: scale)
    while let found = line {
      // A last line shorter than the others holds fewer columns; an earlier line may hold the
      // point instead when lines overlap.
      let count = found == lineCount - 1 ? grid.count - found * perLine : perLine
      if let column = lastHolding(
        across, start: grid.acrossStart, step: grid.acrossStep, extent: grid.acrossExtent,
        count: count, scale: scale)
      {
        return found * perLine + column
      }
      guard found > 0 else { return nil }
      line = lastHolding(
        along, start: grid.alongTop, step: grid.alongStep, extent: grid.alongExtent,
        count: found, scale: scale)
    }
    return nil
  }

  /// The last position `i` of `0..<count` whose interval `[o, o + extent)`, `o` being
  /// `start + i·step` rounded to the pixel grid at `scale`, holds `value`; `nil` when none does.
  /// `count` is at least 1.
  ///
  /// Rounding keeps origins in order, so the scan runs down from the last position that can
  /// start at or before the value (the quotient widened by the half pixel and its own error) and
  /// stops at the first origin at or before it: an earlier interval ends no later.
  /// - Complexity: O(1) but for steps under a pixel: the positions within the slack.
  @inline(__always)
  static func lastHolding(
    _ value: Double, start: Double, step: Double, extent: Double, count: Int, scale: Double?
  ) -> Int? {
    guard value.isFinite else { return nil }
    let last = Double(count - 1)
    var estimate = last
    if step > 0 {
      let magnitude = Swift.max(Swift.abs(value), Swift.abs(start), Double(count) * step, 1)
      let slack = (scale.map { 0.5 / $0 } ?? 0) + magnitude * 0x1p-30
      estimate = ((value + slack - start) / step).rounded(.down)
      // Written so that NaN lands on the safe side.
      if !(estimate <= last) { estimate = last }
      if !(estimate >= 0) { return nil }
    }
    var index = Int(estimate)
    while index >= 0 {
      let origin = (start + Double(index) * step).roundedToPixel(scale: scale)
      // With a positive step every earlier origin is at or before this one.
      if value >= origin, step > 0 { return value < origin + extent ? index : nil }
      if value >= origin, value < origin + extent { return index }
      index -= 1
    }
    return nil
  }

  /// The positions `0..<count` of a run `start + i·step` (each rounded to the pixel grid at
  /// `scale`, extent `extent`) that can reach into `lower...upper`: a superset, widened by the
  /// rounding and by the error of the products and quotients, that the exact frame test then
  /// filters.
  /// - Complexity: O(1).
  static func candidates(
    from lower: Double, to upper: Double, start: Double, step: Double, extent: Double,
    count: Int, scale: Double?
  ) -> Range<Int> {
    guard count > 1 else { return 0..<count }
    guard step > 0 else { return 0..<count }
    // Rounding moves an origin by at most half a pixel; `start + i·step` and the quotients below
    // err by a few ulps of the largest magnitude involved, far less than 2^-30 of it. (Widening by
    // a whole step each side instead tested about nine cells per point rather than one or two.)
    let magnitude = Swift.max(
      Swift.abs(lower), Swift.abs(upper), Swift.abs(start), Double(count) * step, 1)
    let slack = (scale.map { 0.5 / $0 } ?? 0) + magnitude * 0x1p-30
    var first = ((lower - slack - start - extent) / step).rounded(.down)
    var last = ((upper + slack - start) / step).rounded(.down)
    let top = Double(count - 1)
    // Written so that NaN falls to the safe side.
    if !(first >= 0) { first = 0 }
    if !(first <= top) { first = top }
    if !(last <= top) { last = top }
    if !(last >= 0) { return 0..<0 }
    guard first <= last else { return 0..<0 }
    return Int(first)..<(Int(last) + 1)
  }
}
