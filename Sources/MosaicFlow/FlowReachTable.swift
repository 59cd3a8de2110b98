/// The tables a block and the directory search their entries by along the scroll axis: the
/// entries that have cells (sections of a block, blocks of a layout), where each one's lines
/// start, and the furthest any of them up to each one reaches. Both position tables are
/// non-decreasing, so a point or a rect finds its entries by binary search
/// (``FlowSearch/firstPast(_:in:from:)``).
struct FlowReachTable {
  /// The entries that have cells, in order.
  private(set) var listed: ContiguousArray<Int32> = []
  /// Where each listed entry's first line starts (non-decreasing).
  private(set) var low: ContiguousArray<Double> = []
  /// The furthest end of the lines of the listed entries up to each one (a running maximum).
  private(set) var reach: ContiguousArray<Double> = []

  /// An empty table with room for `capacity` entries.
  init(capacity: Int) {
    listed.reserveCapacity(capacity)
    low.reserveCapacity(capacity)
    reach.reserveCapacity(capacity)
  }

  /// Lists entry `index`, whose lines start at `start` and end at `end`, after the earlier ones.
  mutating func append(_ index: Int, start: Double, end: Double) {
    listed.append(Int32(truncatingIfNeeded: index))
    low.append(start)
    reach.append(Swift.max(reach.last ?? -.infinity, end))
  }
}
