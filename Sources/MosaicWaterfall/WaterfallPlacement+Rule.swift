import MosaicCore

extension WaterfallPlacement {
  /// Places one item of `size` spanning `span` by the rule for spans and the placement tolerance
  /// (`Sources/Mosaic/Mosaic.docc/WaterfallStrategy.md`, "Spans and placement tolerance"):
  /// - the item covers `k` columns (`span`'s count, every column for `.full`, 1 without a span),
  ///   `k·itemWidth + (k − 1)·columnSpacing` wide and scaled to that width;
  /// - a start column `c` in `0…columns − k` gives the item the top `y(c)`, where the tallest of
  ///   columns `c..<c + k` ends;
  /// - without a tolerance the item starts at the lowest `y(c)`, ties to the lowest `c` (for
  ///   `k = 1`, CHT's shortest column exactly); with a tolerance `t`, the candidates are the `c`
  ///   with `y(c) ≤ min y + t`, and the item takes the first at or after `cursor`, else the first;
  /// - every column it covers then ends after it and the interitem spacing, and `cursor` becomes
  ///   the column after its last.
  ///
  /// `slots` are the columns in order (no heap), `window` as many integers of scratch space, for
  /// the running maximum of `k` columns, and `tree` the columns' least ends, kept with `slots`.
  /// - Complexity: O(log columns) for an item of one column; O(columns + k · log columns) for a
  ///   spanned one. No allocation.
  @inline(__always)
  func placeByRule(
    _ size: Size, span: ItemSpan?, tolerance: Double?, cursor: inout Int,
    slots: WaterfallSlots, window: UnsafeMutableBufferPointer<Int>, tree: inout ColumnMinimumTree,
    cells: inout CellWriter
  ) {
    let ends = slots.ends
    let columns = ends.count
    let k = min(max(1, span?.columns(of: columnCount) ?? 1), columns)
    // No room (zero-width columns): a spanned item is as wide as its columns, 0, not the spacing.
    let width = itemWidth > 0 ? Double(k) * itemWidth + Double(k - 1) * columnSpacing : 0
    let extent = extent(of: size, width: width)
    if k == 1 {
      // One column: its top is its end, so the tree answers in O(log columns).
      let lowest = tree.minimum
      let limit = lowest + (tolerance ?? 0)
      let column =
        (tolerance != nil ? tree.first(from: cursor, notAbove: limit) : nil)
        ?? tree.first(from: 0, notAbove: limit) ?? 0
      let top = ends[column]
      let end = top + AdvanceGrid.roundedUp(extent) + interitemSpacing
      ends[column] = end
      tree.set(column, to: end)
      cursor = column + 1
      cells.append(
        Rect(
          axis: lineAxis.other, along: top, across: start + pitch * Double(column),
          alongExtent: extent, acrossExtent: width))
      return
    }
    var best = 0
    var lowest = Double.infinity
    forEachWindowTop(k, ends: ends, window: window) { column, top in
      if top < lowest {
        lowest = top
        best = column
      }
      return true
    }
    if let tolerance {
      let limit = lowest + tolerance
      var first = -1
      forEachWindowTop(k, ends: ends, window: window) { column, top in
        guard top <= limit else { return true }
        if first < 0 { first = column }
        guard column >= cursor else { return true }
        first = column
        return false
      }
      best = first
    }
    var top = ends[best]
    for column in best..<best + k where ends[column] > top { top = ends[column] }
    let end = top + AdvanceGrid.roundedUp(extent) + interitemSpacing
    for column in best..<best + k {
      ends[column] = end
      tree.set(column, to: end)
    }
    cursor = best + k
    cells.append(
      Rect(
        axis: lineAxis.other, along: top, across: start + pitch * Double(best),
        alongExtent: extent, acrossExtent: width))
  }

  /// Calls `body` with each start column `c` of a `k`-column window over `ends` and the end of
  /// the tallest column in it, in column order, until `body` returns false: a running maximum
  /// kept in `window` (indices of decreasing ends), so each column is read a bounded number of
  /// times whatever `k` is.
  /// - Complexity: O(columns).
  @inline(__always)
  func forEachWindowTop(
    _ k: Int, ends: UnsafeMutableBufferPointer<Double>, window: UnsafeMutableBufferPointer<Int>,
    _ body: (Int, Double) -> Bool
  ) {
    let columns = ends.count
    if k == 1 {
      for column in 0..<columns where !body(column, ends[column]) { return }
      return
    }
    var head = 0
    var tail = 0
    for column in 0..<columns {
      while tail > head, ends[window[tail - 1]] <= ends[column] { tail -= 1 }
      window[tail] = column
      tail += 1
      let start = column - k + 1
      guard start >= 0 else { continue }
      if window[head] < start { head += 1 }
      guard body(start, ends[window[head]]) else { return }
    }
  }
}
