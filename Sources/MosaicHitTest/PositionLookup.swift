/// A 1-D bucket table over a non-decreasing run of positions along an axis (a paged layout's
/// page reaches): an O(1) first guess of how many of them lie before a value.
///
/// The span from the first position to the last is cut into equal buckets, `bucketsPerPosition`
/// per position, each holding the number of positions before its start. The guess is only a
/// starting point: the caller steps from it to the exact answer over the positions themselves,
/// so a bucket edge rounded either way costs a step, never a wrong answer; positions spread about
/// evenly cost a step or two.
/// - Complexity: 4 bytes per bucket.
package struct PositionLookup: Sendable {
  /// The number of positions before each bucket's start.
  let before: ContiguousArray<Int32>
  /// Where bucket 0 starts: the first position.
  let low: Double
  /// Buckets per point along the axis; 0 when there is no table (every guess is 0).
  let scale: Double

  /// The table over `positions`, non-decreasing.
  /// - Complexity: O(positions × bucketsPerPosition). It takes an array, not a closure or a
  ///   generic collection: across modules either ran unspecialised, a call per position (a
  ///   table per flow page of 10^6 per-item cells tripled flow's prepare that way).
  package init(_ positions: ContiguousArray<Double>, bucketsPerPosition: Int = 1) {
    self = positions.withUnsafeBufferPointer { positions in
      Self(count: positions.count, bucketsPerPosition: bucketsPerPosition) { positions[$0] }
    }
  }

  /// The table over `reaches`, non-decreasing, each that is not finite (a run reaching nowhere,
  /// −∞, or without end, +∞) entered at the nearest finite one, which keeps them in order (the
  /// table only guesses): a page's line index's, read in place rather than copied out as
  /// `Double`s first.
  /// - Complexity: O(reaches × bucketsPerPosition).
  init(reaches: UnsafeBufferPointer<Float>, bucketsPerPosition: Int = 1) {
    let first = reaches.firstIndex(where: \.isFinite).map { Double(reaches[$0]) }
    let last = reaches.lastIndex(where: \.isFinite).map { Double(reaches[$0]) }
    guard let first, let last else {
      self.init(count: 0, bucketsPerPosition: bucketsPerPosition) { _ in 0 }
      return
    }
    self.init(count: reaches.count, bucketsPerPosition: bucketsPerPosition) {
      Swift.min(Swift.max(Double(reaches[$0]), first), last)
    }
  }

  /// The table over the ends of `count` runs whose tops and thicknesses `spans` holds side by
  /// side (``/MosaicCore/ElementLines/spans``), finite and non-decreasing: `top + thickness`,
  /// the sum queries compare with.
  /// - Complexity: O(count × bucketsPerPosition).
  init(ends spans: UnsafeBufferPointer<Double>, count: Int, bucketsPerPosition: Int = 1) {
    self.init(count: count, bucketsPerPosition: bucketsPerPosition) {
      spans[2 * $0] + spans[2 * $0 + 1]
    }
  }

  /// The table over `count` non-decreasing positions, `position(i)` the i-th. Always inlined
  /// into the two initialisers above, so the closure is no call per position.
  @inline(__always)
  private init(count: Int, bucketsPerPosition: Int, position: (Int) -> Double) {
    let low = count > 0 ? position(0) : 0
    let high = count > 0 ? position(count - 1) : 0
    let buckets = count * bucketsPerPosition
    let scale = Double(buckets) / (high - low)
    // Fewer than two positions, or positions that are not finite or do not grow: no table.
    guard count > 1, count <= Int(Int32.max), low.isFinite, high.isFinite, scale.isFinite,
      scale > 0
    else {
      self.before = []
      self.low = 0
      self.scale = 0
      return
    }
    // Bucket b holds the number of positions before its start: each position is counted in
    // every bucket after the one it lies in, so one pass over the positions fills the table,
    // with no division per bucket.
    // Through plain pointers: checked reads and writes cost a flow page's table about 60
    // instructions a position.
    let table = ContiguousArray<Int32>(unsafeUninitializedCapacity: buckets) { table, written in
      var filled = 0
      let last = Double(buckets - 1)
      for index in 0..<count {
        let scaled = (position(index) - low) * scale
        // The last bucket it fills: the one it lies in, clamped to the table (a bucket past the
        // end holds none back); none for a position before the first bucket, or NaN (neither
        // comparison holds).
        guard scaled >= 0 else { continue }
        let through = scaled < last ? Int(scaled) : buckets - 1
        while filled <= through {
          table[filled] = Int32(truncatingIfNeeded: index)
          filled += 1
        }
      }
      while filled < buckets {
        table[filled] = Int32(truncatingIfNeeded: count)
        filled += 1
      }
      written = buckets
    }
    self.before = table
    self.low = low
    self.scale = scale
  }

  /// A count near the number of positions before `value` (exact within a bucket's positions).
  /// - Complexity: O(1).
  @inline(__always)
  package func guess(_ value: Double) -> Int {
    before.withUnsafeBufferPointer { table in
      Self.guess(
        value, table: FrameColumns.base(table), count: table.count, low: low, scale: scale)
    }
  }

  /// ``guess(_:)`` over a table's numbers held as plain values (what a page's probe keeps of a
  /// ``LineIndex``'s table): `table` holds `count` buckets from `low`, `scale` buckets a point,
  /// no table when `scale` is 0.
  /// - Complexity: O(1).
  @inline(__always)
  static func guess(
    _ value: Double, table: UnsafePointer<Int32>, count: Int, low: Double, scale: Double
  ) -> Int {
    guard scale > 0 else { return 0 }
    let scaled = (value - low) * scale
    // Also false for NaN.
    guard scaled > 0 else { return 0 }
    let last = count - 1
    return scaled < Double(last) ? Int(table[Int(scaled)]) : Int(table[last])
  }

  /// Heap bytes held by the table.
  package var byteCount: Int { before.capacity * MemoryLayout<Int32>.stride }
}
