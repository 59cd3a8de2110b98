/// The runs a ``FrameStore`` keeps its elements in when it stores them *in lines*: consecutive
/// cells that share a line along an axis (a flow's), each centred along the line, and then every
/// supplementary element as a run of its own. A run keeps where it starts along the axis (its
/// top) and how thick it is; an element keeps its origin across the axis and its two extents, and
/// its minimum along the axis is `top + (thickness − extent) / 2`, worked out when asked. So a
/// cell takes 24 bytes, not 32, and an index of the lines is built from the runs alone.
///
/// The thickness of a run is the largest along-axis extent of its elements, so no element starts
/// before its run's top or ends past `top + thickness` by more than the rounding of that sum. A
/// supplementary element's run is exactly its frame (`thickness − extent` is 0).
///
/// The store's first lines may *repeat* (`repeatedLines`): lines of one section of items of
/// one size, written alike (``LineWriter/appendLines(_:repeating:acrossExtent:alongExtent:top:)``),
/// whose cells are stored once, for the first of them. Their runs are kept as any (a top and a
/// thickness each), so only reading an element's stored columns needs `storedIndex(_:run:)`:
/// a section of 1,000 items of one size keeps 4 cells' columns, not 1,000, and is written in
/// O(lines).
///
/// A class, immutable: a store holds one reference, not three arrays, so copying a store (which
/// queries do) stays small.
public final class ElementLines: Sendable {
  /// The axis the lines follow one another along.
  package let axis: Axis
  /// `starts[r]..<starts[r + 1]` are run `r`'s elements; the last entry is the element count.
  package let starts: ContiguousArray<Int32>
  /// Each run's top and thickness along the axis, side by side (`2r` and `2r + 1`): a query
  /// reads both from one cache line.
  package let spans: ContiguousArray<Double>
  /// The number of runs of cells; the runs after them hold one supplementary element each.
  package let cellRuns: Int

  /// The number of first runs whose cells are run 0's, stored once (0 or at least 2; see the
  /// type's discussion).
  package let repeatedLines: Int
  /// The number of cells of the repeated lines not stored: all but the first line's (worked out
  /// from ``repeatedLines`` and the first run's length, once).
  package let omittedCells: Int

  package init(
    axis: Axis, starts: ContiguousArray<Int32>, spans: ContiguousArray<Double>, cellRuns: Int,
    repeatedLines: Int = 0
  ) {
    self.axis = axis
    self.starts = starts
    self.spans = spans
    self.cellRuns = cellRuns
    let repeats = repeatedLines >= 2 && starts.count > repeatedLines
    self.repeatedLines = repeats ? repeatedLines : 0
    omittedCells = repeats ? (repeatedLines - 1) * Int(starts[1] - starts[0]) : 0
  }

  /// Where element `element` of run `run` is kept in the store's columns: `element` itself,
  /// unless the store's first lines repeat (`repeatedLines`); then a repeated line's cells are
  /// the first line's, and every later element sits ``omittedCells`` earlier.
  /// - Complexity: O(1).
  @inline(__always)
  package func storedIndex(_ element: Int, run: Int) -> Int {
    element
      &+ Self.storedOffset(
        run: run, runStart: Int(starts[run]), repeatedLines: repeatedLines,
        omittedCells: omittedCells)
  }

  /// What ``storedIndex(_:run:)`` adds to every element of run `run`, from plain numbers:
  /// `runStart` is where the run starts (what a query's scan reads in place, a run at a time).
  /// Inlinable: a page's scan calls it for every run, and as a call across modules it cost a
  /// point query over a page of repeated lines about 6 % (callgrind, 1,507 against 1,606).
  @inlinable @inline(__always)
  package static func storedOffset(
    run: Int, runStart: Int, repeatedLines: Int, omittedCells: Int
  ) -> Int {
    run < repeatedLines ? -runStart : -omittedCells
  }

  /// The number of runs.
  package var count: Int { spans.count / 2 }

  /// Where run `run` starts along the axis.
  package func top(_ run: Int) -> Double { spans[2 * run] }

  /// How thick run `run` is along the axis: its elements' largest extent there.
  package func thickness(_ run: Int) -> Double { spans[2 * run + 1] }

  /// The run holding element `element` (in range).
  /// - Complexity: O(log runs).
  package func run(of element: Int) -> Int {
    starts.withUnsafeBufferPointer { starts in
      guard let base = starts.baseAddress else { return 0 }
      return Self.run(of: element, starts: base, runs: starts.count - 1)
    }
  }

  /// The run, among the first `runs` whose starts `starts` holds (and the start after the last),
  /// holding `element`, which lies in them: what ``run(of:)`` answers, over starts read in place
  /// (a query's scan of a page's lines).
  /// - Complexity: O(log runs).
  package static func run(of element: Int, starts: UnsafePointer<Int32>, runs: Int) -> Int {
    // Invariant: starts[low] <= element < starts[high].
    var low = 0
    var high = runs
    while low + 1 < high {
      let mid = (low + high) / 2
      if Int(starts[mid]) <= element { low = mid } else { high = mid }
    }
    return low
  }

  /// The minimum along the axis of an element of a run starting at `top`, `thickness` thick,
  /// whose extent along the axis is `extent`: centred in the run. The one definition every
  /// reader of a store in lines uses (inlinable: queries call it for every candidate).
  @inlinable @inline(__always)
  public static func low(top: Double, thickness: Double, extent: Double) -> Double {
    top + (thickness - extent) / 2
  }

  /// Heap bytes held by the runs.
  package var byteCount: Int { starts.capacity * 4 + spans.capacity * 8 }
}
