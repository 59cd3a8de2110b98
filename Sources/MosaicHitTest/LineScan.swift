import MosaicCore

/// A usable ``LineIndex`` over its store, as plain pointers and numbers: what a page's probe keeps
/// (``PageProbe``) and the two queries every page answers, over frames moved along the axis by
/// an ``AlongShift`` (a page's origin, on the pixel grid or not).
///
/// Runs are chosen with the query moved back (`query − origin`) and widened by the shift's slack,
/// so they are a superset; every element is then tested on its moved frame, the arithmetic
/// ``Rect`` uses, so the answers equal a linear scan's over the moved frames.
struct LineScan {
  /// The index's ``LineIndex/starts``, ``LineIndex/reach`` and ``LineIndex/start``.
  let starts: UnsafePointer<Int32>
  let reach: UnsafePointer<Float>
  let start: UnsafePointer<Float>
  /// The number of runs of cells, and of all runs. (`Int32`, as the index's starts: the scan is
  /// kept in every page's probe, whose copies grow past plain moves into `memcpy` calls.)
  let cellRuns32: Int32
  let runs32: Int32
  /// The index's lookup table, its first position and its buckets per point.
  let lookup: UnsafePointer<Int32>
  let lookupCount32: Int32
  /// The store's repeated lines and the cells not stored for them
  /// (``/MosaicCore/ElementLines/repeatedLines``; 0 for none). Kept in spaces the other fields
  /// leave: at 133 bytes rather than 125, copying a scan out of its probe became a `memcpy`
  /// call, about 90 instructions a point query.
  let repeatedLines32: Int32
  let lookupLow: Double
  let lookupScale: Double
  /// The store's frames: for a store kept in lines, without minimums along the axis, which come
  /// from ``tops`` and ``thicknesses``.
  let columns: FrameColumns
  /// Each run's top and thickness, side by side, when the store is kept in lines
  /// (``/MosaicCore/ElementLines/spans``); `nil` when it stores its frames whole.
  let spans: UnsafePointer<Double>?
  /// The index's ``LineIndex/lineSlack``: at least 0 when the runs of cells are found by their
  /// tops and ends (``spans``) and ``reach`` and ``start`` address nothing.
  let lineSlack: Double
  /// The cells the repeated lines do not store (see ``repeatedLines32``).
  let omittedCells32: Int32
  /// The axis the lines follow one another along.
  let axis: Axis

  /// The number of runs of cells.
  var cellRuns: Int { Int(cellRuns32) }

  /// Where element `element` of run `run` is kept in ``columns``
  /// (``/MosaicCore/ElementLines/storedIndex(_:run:)``).
  @inline(__always)
  func stored(_ element: Int, run: Int) -> Int { element &+ storedOffset(run: run) }

  /// What ``stored(_:run:)`` adds to every element of run `run`: one number a run, so a scan
  /// walks a run's cells by where they are kept alone.
  @inline(__always)
  func storedOffset(run: Int) -> Int {
    ElementLines.storedOffset(
      run: run, runStart: Int(starts[run]), repeatedLines: Int(repeatedLines32),
      omittedCells: Int(omittedCells32))
  }
  /// The number of runs.
  var runs: Int { Int(runs32) }

  /// The first run of `group` (a range of runs) whose reach gets to `low` and the first after it
  /// from which nothing starts at or before `high`: the runs that can meet `low...high`.
  /// - Complexity: O(1) expected from the table's guess for cells (a step or two over lines that
  ///   follow one another), plus the runs returned.
  @inline(__always)
  func candidates(in group: Range<Int>, reaching low: Double, _ high: Double) -> Range<Int> {
    if lineSlack >= 0, let spans {
      // Lines that follow one another: found by their ends (and what rounding may add) and
      // tops; the few supplementary elements are every one a candidate.
      guard group.lowerBound == 0 else { return group }
      let slack = lineSlack
      var first = PositionLookup.guess(
        low, table: lookup, count: Int(lookupCount32), low: lookupLow, scale: lookupScale)
      while first > 0 && spans[2 * first - 2] + spans[2 * first - 1] + slack >= low { first -= 1 }
      while first < group.upperBound && spans[2 * first] + spans[2 * first + 1] + slack < low {
        first += 1
      }
      var end = first
      while end < group.upperBound && spans[2 * end] <= high { end += 1 }
      return first..<end
    }
    // The table is the cells' runs' (it guesses 0 for the supplementary elements' group when
    // there are no cell runs, whose table is empty).
    var first =
      group.lowerBound == 0
      ? PositionLookup.guess(
        low, table: lookup, count: Int(lookupCount32), low: lookupLow, scale: lookupScale)
      : group.lowerBound
    while first > group.lowerBound && Double(reach[first - 1]) >= low { first -= 1 }
    while first < group.upperBound && Double(reach[first]) < low { first += 1 }
    var end = first
    while end < group.upperBound && Double(start[end]) <= high { end += 1 }
    return first..<end
  }

  /// The topmost cell (the highest element number) whose frame moved by `shift` along the axis
  /// contains `point` (half-open, finite): the runs of cells that can reach it, from the last,
  /// each from its last cell.
  /// - Complexity: O(1) expected to find the line, plus its cells.
  @inline(__always)
  func topmostCell<Shift: AlongShift>(at point: Point, shift: Shift) -> Int? {
    let along = point.value(along: axis)
    let across = point.value(along: axis.other)
    let relative = shift.movedBack(along)
    let slack = shift.slack(relative: relative)
    let candidates = candidates(in: 0..<cellRuns, reaching: relative - slack, relative + slack)
    var run = candidates.upperBound
    guard let spans else {
      while run > candidates.lowerBound {
        run -= 1
        if let cell = columns.lastContaining(
          Int(starts[run])..<Int(starts[run + 1]), along: along, across: across, shift: shift)
        {
          return cell
        }
      }
      return nil
    }
    // A store kept in lines: each element's minimum from its run's top and thickness, read once
    // a run; its cells walked where their columns are kept (``stored(_:run:)``). Two copies of
    // the loop: one for a store with no repeated lines, whose cells are kept in order, so that
    // it pays nothing for them (a number a run cost about 3 % of a point query).
    @inline(__always) func lastContaining(repeating: Bool) -> Int? {
      while run > candidates.lowerBound {
        run -= 1
        let (top, thickness) = (spans[2 * run], spans[2 * run + 1])
        let base = repeating ? storedOffset(run: run) : 0
        let first = Int(starts[run]) &+ base
        var index = Int(starts[run + 1]) &+ base
        while index > first {
          index -= 1
          let low = ElementLines.low(top: top, thickness: thickness, extent: columns.extent[index])
          if columns.isIndexable(index, low: low)
            && columns.contains(index, low: low, along: along, across: across, shift: shift)
          {
            return index &- base
          }
        }
      }
      return nil
    }
    return omittedCells32 == 0 ? lastContaining(repeating: false) : lastContaining(repeating: true)
  }

  /// The minimum along the axis, relative to the page, of the element of run `run` kept at
  /// `index` in ``columns`` (``stored(_:run:)``): stored, or worked out from the run for a store
  /// kept in lines.
  @inline(__always)
  func low(ofStored index: Int, run: Int) -> Double {
    guard let spans else { return columns.low[index] }
    return ElementLines.low(
      top: spans[2 * run], thickness: spans[2 * run + 1], extent: columns.extent[index])
  }

  /// Calls `body` with every element whose frame moved by `shift` along the axis strictly
  /// intersects `rect` (which has area), and its frame as stored, in element order: the runs of
  /// cells that can meet it, then the supplementary elements that can. A query with a NaN bound
  /// meets nothing.
  /// - Complexity: O(1) expected to find the runs, plus their elements.
  @inline(__always)
  func visit<Shift: AlongShift>(_ rect: Rect, shift: Shift, _ body: (Int, Rect) -> Void) {
    let axis = axis
    let low = rect.minimum(along: axis)
    let high = low + rect.extent(along: axis)
    let acrossLow = rect.minimum(along: axis.other)
    let acrossHigh = acrossLow + rect.extent(along: axis.other)
    guard !low.isNaN, !high.isNaN, !acrossLow.isNaN, !acrossHigh.isNaN else { return }
    let relativeLow = shift.movedBack(low)
    let relativeHigh = shift.movedBack(high)
    let from = relativeLow - shift.slack(relative: relativeLow)
    let to = relativeHigh + shift.slack(relative: relativeHigh)
    // Each run's elements walked where their columns are kept (``stored(_:run:)``); two copies
    // of the loop, as in ``topmostCell(at:shift:)``.
    @inline(__always) func visit(_ candidates: Range<Int>, repeating: Bool) {
      for run in candidates {
        let base = repeating ? storedOffset(run: run) : 0
        for index in (Int(starts[run]) &+ base)..<(Int(starts[run + 1]) &+ base) {
          let stored = self.low(ofStored: index, run: run)
          if columns.isIndexable(index, low: stored)
            && columns.alongIntersects(index, stored: stored, low: low, high: high, shift: shift)
            && columns.acrossIntersects(index, low: acrossLow, high: acrossHigh)
          {
            body(index &- base, columns.frame(index, low: stored, axis: axis))
          }
        }
      }
    }
    // The cells' runs, then the supplementary elements' (no array of the two: no allocation).
    var group = 0..<cellRuns
    while true {
      let candidates = candidates(in: group, reaching: from, to)
      if omittedCells32 == 0 {
        visit(candidates, repeating: false)
      } else {
        visit(candidates, repeating: true)
      }
      guard group.upperBound < runs else { return }
      group = cellRuns..<runs
    }
  }
}

extension LineIndex {
  /// Calls `body` with the index's scan over `store` (the store it was built over), valid for
  /// as long as both are kept unchanged.
  @inline(__always)
  func withScan<Result>(_ store: FrameStore, _ body: (LineScan) -> Result) -> Result {
    // Empty for a store of plain frames: the scan then reads the stored minimums.
    let lines = store.lines
    let spans = lines?.spans ?? []
    return FrameColumns.stored(store, axis: axis) { columns in
      starts.withUnsafeBufferPointer { starts in
        reach.withUnsafeBufferPointer { reach in
          start.withUnsafeBufferPointer { start in
            lookup.before.withUnsafeBufferPointer { table in
              spans.withUnsafeBufferPointer { spans in
                body(
                  LineScan(
                    starts: FrameColumns.base(starts), reach: FrameColumns.base(reach),
                    start: FrameColumns.base(start),
                    cellRuns32: Int32(truncatingIfNeeded: cellRuns),
                    runs32: Int32(truncatingIfNeeded: starts.count - 1),
                    lookup: FrameColumns.base(table),
                    lookupCount32: Int32(truncatingIfNeeded: table.count),
                    repeatedLines32: Int32(truncatingIfNeeded: lines?.repeatedLines ?? 0),
                    lookupLow: lookup.low,
                    lookupScale: lookup.scale, columns: columns,
                    spans: lines == nil ? nil : FrameColumns.base(spans),
                    lineSlack: lineSlack,
                    omittedCells32: Int32(truncatingIfNeeded: lines?.omittedCells ?? 0),
                    axis: axis))
              }
            }
          }
        }
      }
    }
  }
}
