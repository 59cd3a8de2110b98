import MosaicCore

/// The queries of a grid section (placed at its absolute top) (``FlowGridLines``): the lines, and in each line the columns,
/// that can reach a rect or a point, by division (widened by the pixel rounding and one each
/// side), each cell then kept by the exact frame test.
extension FlowBlock {
  /// Appends the cells of grid `grid` (section `section`) strictly intersecting `rect`, in item
  /// order.
  /// - Complexity: O(results + lines and columns at the rect's edges).
  func appendGridCells(
    _ grid: FlowGridLines, section: Int, in rect: Rect, placement: FlowPlacement,
    into results: inout [LayoutAttributes]
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
          LayoutAttributes(
            id: .cell(section: section, item: line * grid.itemsPerLine + column), frame: frame,
            zIndex: LayoutAttributes.cellZIndex))
      }
    }
  }

  /// The last item of grid `grid` whose frame contains `point`.
  /// - Complexity: O(1): the few candidates around the point.
  static func gridItem(_ grid: FlowGridLines, at point: Point, placement: FlowPlacement) -> Int? {
    let (lineAxis, scale) = (placement.lineAxis, placement.scale)
    guard grid.acrossExtent > 0, grid.alongExtent > 0 else { return nil }
    let along = point.value(along: lineAxis.other)
    let across = point.value(along: lineAxis)
    let lineRange = Self.candidates(
      from: along, to: along, start: grid.alongTop, step: grid.alongStep,
      extent: grid.alongExtent, count: grid.lineCount, scale: scale)
    for line in lineRange.reversed() {
      let columns = Self.candidates(
        from: across, to: across, start: grid.acrossStart, step: grid.acrossStep,
        extent: grid.acrossExtent, count: grid.itemCount(ofLine: line), scale: scale)
      for column in columns.reversed()
      where grid.cellFrame(column: column, line: line, lineAxis: lineAxis, scale: scale)
        .contains(point)
      {
        return line * grid.itemsPerLine + column
      }
    }
    return nil
  }

  /// The positions `0..<count` of a run `start + i·step` (each rounded to the pixel grid at
  /// `scale`, extent `extent`) that can reach into `lower...upper`: a superset, widened by the
  /// rounding and one step each side, that the exact frame test then filters.
  /// - Complexity: O(1).
  static func candidates(
    from lower: Double, to upper: Double, start: Double, step: Double, extent: Double,
    count: Int, scale: Double?
  ) -> Range<Int> {
    guard count > 1 else { return 0..<count }
    guard step > 0 else { return 0..<count }
    // Rounding moves an origin by at most half a pixel.
    let slack = scale.map { 0.5 / $0 } ?? 0
    var first = ((lower - slack - start - extent) / step).rounded(.down) - 1
    var last = ((upper + slack - start) / step).rounded(.down) + 1
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
