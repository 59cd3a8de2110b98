import MosaicCore

/// The spatial index of a page whose cells lie in lines along the scroll axis (a flow's): runs
/// of consecutive elements — each line's cells, then each supplementary element alone — with the
/// span along the axis their frames cover, so a query finds the runs it can meet and tests their
/// elements. Built in one pass over the frames, with nothing per element: a line of cells costs
/// one run, where a ``BucketIndex`` enters every cell in every bucket it spans (a flow page of
/// 1,000 cells took about 220 instructions a cell to index that way).
///
/// Correct for any frames: a run's span is computed from its frames, and runs are found through
/// each group's running reach (the furthest any run so far reaches) and running start (the
/// nearest any run from it on starts), so runs that overlap or come out of order only cost more
/// candidates. Fast when lines follow one another along the axis, as a flow's do.
package struct LineIndex: Sendable {
  /// `starts[r]..<starts[r + 1]` are run `r`'s elements; the first ``cellRuns`` runs hold cells.
  let starts: ContiguousArray<Int32>
  /// The number of runs of cells (lines); the runs after them are supplementary elements.
  let cellRuns: Int
  /// Per run, the furthest along the axis any indexable element of it or of an earlier run of
  /// its group reaches, rounded up to a `Float`: non-decreasing within each group. (Rounded
  /// outwards, the spans only ever widen, so they still find every run that can meet a query;
  /// a `Double` each took a flow 2.7 B an item more.)
  let reach: ContiguousArray<Float>
  /// Per run, the nearest along the axis any indexable element of it or of a later run of its
  /// group starts, rounded down to a `Float`: non-decreasing within each group.
  let start: ContiguousArray<Float>
  /// A table from a position along the axis to the first run of cells whose reach gets there,
  /// nearly.
  let lookup: PositionLookup
  /// Where the indexed elements start and end along the axis (`+∞`, `−∞` when there are none).
  let alongMinimum: Double
  let alongMaximum: Double
  /// The axis the lines follow one another along.
  let axis: Axis
  /// True when ``starts`` is the store's own (a store kept in lines), counted with the store.
  var sharesStarts = false
  /// For a store kept in lines that follow one another (``init(followingLines:)``): the most
  /// rounding may carry an element past its run's end, and ``reach`` and ``start`` are empty —
  /// queries find the runs of cells by their tops and ends in the store. −1 otherwise.
  var lineSlack = -1.0

  /// The index of `store`'s elements along `axis`, its cells in lines starting at cells
  /// `lineStarts` (ascending, the first 0; cells before the first start form a line too).
  /// - Complexity: O(elements + lines), four allocations.
  package init(store: FrameStore, axis: Axis, lineStarts: ContiguousArray<Int>) {
    if let lines = store.lines, lines.axis == axis {
      self = LineIndex(lines: lines)
      return
    }
    self.axis = axis
    let cellCount = store.cellCount
    // Written through a plain pointer: an append a line, each checking capacity and uniqueness,
    // cost about 110 instructions a line of a flow page.
    let supplementaries = store.count - cellCount
    var cellRunCount = 0
    let starts = ContiguousArray<Int32>(
      unsafeUninitializedCapacity: lineStarts.count + supplementaries + 2
    ) { starts, written in
      var count = 0
      if cellCount > 0 {
        starts[0] = 0
        count = 1
      }
      var last = 0
      lineStarts.withUnsafeBufferPointer { lines in
        for line in lines where line > last && line < cellCount {
          starts[count] = Int32(truncatingIfNeeded: line)
          count += 1
          last = line
        }
      }
      cellRunCount = count
      for element in cellCount..<store.count {
        starts[count] = Int32(truncatingIfNeeded: element)
        count += 1
      }
      starts[count] = Int32(truncatingIfNeeded: store.count)
      written = count + 1
    }
    cellRuns = cellRunCount
    let cellRuns = cellRunCount
    let runs = starts.count - 1
    var reach = ContiguousArray<Float>(repeating: -.infinity, count: runs)
    var start = ContiguousArray<Float>(repeating: .infinity, count: runs)
    var minimum = Double.infinity
    var maximum = -Double.infinity
    var furthest = -Float.infinity
    // Through plain pointers: a checked write a run to each array cost about 40 instructions an
    // element of a flow page. (Every column whole: a store kept in lines along the other axis
    // has its minimums along that axis worked out, and its repeated lines' cells spread out.)
    FrameColumns.with(store, axis: axis) { columns in
      starts.withUnsafeBufferPointer { starts in
        reach.withUnsafeMutableBufferPointer { reach in
          start.withUnsafeMutableBufferPointer { start in
            for run in 0..<runs {
              var low = Double.infinity
              var high = -Double.infinity
              // No branch on the frames: an element that is not indexable takes part as ±∞,
              // which leaves both as they are. (A branch a cell, mispredicted on sizes that
              // vary, took a flow page's index a quarter of its prepare time.)
              for element in Int(starts[run])..<Int(starts[run + 1]) {
                let elementLow = columns.low[element]
                let indexable = columns.isIndexable(element)
                low = Swift.min(low, indexable ? elementLow : .infinity)
                high = Swift.max(
                  high, indexable ? elementLow + columns.extent[element] : -.infinity)
              }
              minimum = Swift.min(minimum, low)
              maximum = Swift.max(maximum, high)
              // Running reaches forwards, each group on its own, carried in a register (read
              // back from the array, each waited on the store before it).
              let up = Self.roundedUp(high)
              if run == cellRuns { furthest = -.infinity }
              furthest = Swift.max(furthest, up)
              reach[run] = furthest
              start[run] = Self.roundedDown(low)
            }
            Self.makeStartsRunning(start, cellRuns: cellRuns)
          }
        }
      }
    }
    self.starts = starts
    self.reach = reach
    self.start = start
    alongMinimum = minimum
    alongMaximum = maximum
    // The table is over the cells' runs' reaches, read in place.
    lookup = reach.withUnsafeBufferPointer {
      PositionLookup(reaches: UnsafeBufferPointer(rebasing: $0[0..<cellRuns]))
    }
  }

  /// The index of a store kept in `lines` (``/MosaicCore/ElementLines``): its runs are the
  /// index's, shared, and each run's span comes from its top and thickness, not its elements.
  /// - Complexity: O(runs), two allocations.
  init(lines: ElementLines) {
    if let following = Self(followingLines: lines) {
      self = following
      return
    }
    axis = lines.axis
    starts = lines.starts
    sharesStarts = true
    cellRuns = lines.cellRuns
    let cellRuns = lines.cellRuns
    let runs = lines.count
    var minimum = Double.infinity
    var maximum = -Double.infinity
    var furthest = -Float.infinity
    var reach = ContiguousArray<Float>(repeating: -.infinity, count: runs)
    var start = ContiguousArray<Float>(repeating: .infinity, count: runs)
    lines.spans.withUnsafeBufferPointer { spans in
      reach.withUnsafeMutableBufferPointer { reach in
        start.withUnsafeMutableBufferPointer { start in
          for run in 0..<runs {
            // Every element of the run starts at or after its top and ends by its end, give or
            // take ``roundingSlack(_:)``. (A top or thickness that is not finite, or an empty
            // run, spans nothing the runs are searched by.)
            let top = spans[2 * run]
            let end = top + spans[2 * run + 1]
            let spans = top.isFinite && end.isFinite && end >= top
            let low = spans ? top : .infinity
            let high =
              spans
              ? end + Self.roundingSlack(Swift.max(Swift.abs(top), Swift.abs(end))) : -.infinity
            minimum = Swift.min(minimum, low)
            maximum = Swift.max(maximum, high)
            if run == cellRuns { furthest = -.infinity }
            furthest = Swift.max(furthest, Self.roundedUp(high))
            reach[run] = furthest
            start[run] = Self.roundedDown(low)
          }
          Self.makeStartsRunning(start, cellRuns: cellRuns)
        }
      }
    }
    self.reach = reach
    self.start = start
    alongMinimum = minimum
    alongMaximum = maximum
    lookup = reach.withUnsafeBufferPointer {
      PositionLookup(reaches: UnsafeBufferPointer(rebasing: $0[0..<cellRuns]))
    }
  }

  /// The index of a store kept in `lines` whose runs of cells follow one another — tops and ends
  /// finite and never decreasing, as a flow's lines — with at most
  /// ``followingSupplementaryLimit`` supplementary elements: nothing per run but the lookup
  /// table (the runs are found by the tops and ends the store keeps, a `Float` reach and start
  /// a run less: about 2.7 B an item of a flow); `nil` for any other.
  /// - Complexity: O(runs), one allocation.
  init?(followingLines lines: ElementLines) {
    let cellRuns = lines.cellRuns
    let runs = lines.count
    guard runs - cellRuns <= Self.followingSupplementaryLimit else { return nil }
    var bounds = (minimum: Double.infinity, maximum: -Double.infinity, largest: 0.0)
    let follows = lines.spans.withUnsafeBufferPointer { spans in
      // In order, every top and end lies between the first top and the last end, so those two
      // finite make all finite and bound their magnitudes (a NaN fails an order). Checked
      // without a branch a run: the checks a run cost about 40 instructions.
      var previous = (top: -Double.infinity, end: -Double.infinity)
      var ordered = true
      for run in 0..<cellRuns {
        let top = spans[2 &* run]
        let end = top + spans[2 &* run &+ 1]
        ordered = ordered && end >= top && top >= previous.top && end >= previous.end
        previous = (top, end)
      }
      if cellRuns > 0 {
        guard ordered, spans[0].isFinite, previous.end.isFinite else { return false }
        bounds = (spans[0], previous.end, Swift.max(Swift.abs(spans[0]), Swift.abs(previous.end)))
      }
      // A supplementary element's run is its frame: its reach is its end, to the bit.
      for run in cellRuns..<runs {
        let top = spans[2 * run]
        let end = top + spans[2 * run + 1]
        guard top.isFinite, end.isFinite, end >= top else { continue }
        bounds.minimum = Swift.min(bounds.minimum, top)
        bounds.maximum = Swift.max(bounds.maximum, end)
      }
      return true
    }
    guard follows else { return nil }
    // One slack for every run, so that the widened ends stay in order.
    let slack = Self.roundingSlack(bounds.largest)
    axis = lines.axis
    starts = lines.starts
    sharesStarts = true
    self.cellRuns = cellRuns
    reach = []
    start = []
    lineSlack = slack
    alongMinimum = bounds.minimum
    alongMaximum = bounds.maximum + slack
    lookup = lines.spans.withUnsafeBufferPointer {
      PositionLookup(ends: $0, count: cellRuns)
    }
  }

  /// How far past its run's end an element of a store kept in lines may reach, for a run whose
  /// top and end are at most `magnitude` from 0: an element starts at or after the top (the top
  /// plus half a difference that is not negative, `ElementLines.low`) and ends by the end give
  /// or take three roundings of sums no larger than twice `magnitude` — within 2^-48 of it.
  static func roundingSlack(_ magnitude: Double) -> Double { magnitude * 0x1p-48 }

  /// The most supplementary elements a page whose lines follow one another has for queries to
  /// test every one rather than search them (``init(followingLines:)``).
  static let followingSupplementaryLimit = 8

  /// Turns each run's own start into the nearest start of it or a later run of its group (the
  /// runs of cells, then the supplementary elements'), backwards.
  @inline(__always)
  private static func makeStartsRunning(_ start: UnsafeMutableBufferPointer<Float>, cellRuns: Int) {
    var nearest = Float.infinity
    var run = start.count - 1
    while run >= 0 {
      if run == cellRuns - 1 { nearest = .infinity }
      nearest = Swift.min(nearest, start[run])
      start[run] = nearest
      run -= 1
    }
  }

  /// `value` as a `Float` no smaller (`+∞` past the largest).
  static func roundedUp(_ value: Double) -> Float {
    let rounded = Float(value)
    return Double(rounded) < value ? rounded.nextUp : rounded
  }

  /// `value` as a `Float` no larger (`−∞` past the smallest).
  static func roundedDown(_ value: Double) -> Float {
    let rounded = Float(value)
    return Double(rounded) > value ? rounded.nextDown : rounded
  }

  /// Heap bytes held by the runs and the table.
  var byteCount: Int {
    (sharesStarts ? 0 : starts.capacity * 4) + (reach.capacity + start.capacity) * 4
      + lookup.byteCount
  }
}
