/// An O(1) first guess for the pages a position along the scroll axis reaches: the span from the
/// first page's reach to the last's cut into equal buckets, two per page, each holding the first
/// page whose reach (``PagedLayout``'s running maximum) gets to the bucket's start.
///
/// The guess is only a starting point: the caller steps from it to the exact page, both ways,
/// over the non-decreasing reaches, so a bucket edge rounded either way costs a step, never a
/// wrong answer.
struct PageLookup: Sendable {
  /// The first page reaching each bucket's start.
  private let firstPage: ContiguousArray<Int32>
  /// Where bucket 0 starts.
  private let low: Double
  /// Buckets per point along the axis; 0 when the table is empty (every guess is page 0).
  private let scale: Double

  /// The table over `reachThrough`, the pages' running maximum reaches (non-decreasing).
  /// - Complexity: O(pages).
  init(reachThrough: ContiguousArray<Double>) {
    let count = reachThrough.count
    let low = reachThrough.first ?? 0
    let high = reachThrough.last ?? 0
    let buckets = 2 * count
    let scale = Double(buckets) / (high - low)
    // Fewer than two pages, or reaches that are not finite or do not grow: no table.
    guard count > 1, low.isFinite, high.isFinite, scale.isFinite, scale > 0 else {
      self.firstPage = []
      self.low = 0
      self.scale = 0
      return
    }
    var table = ContiguousArray<Int32>()
    table.reserveCapacity(buckets)
    var page = 0
    for bucket in 0..<buckets {
      let start = low + Double(bucket) / scale
      while page < count - 1 && reachThrough[page] < start { page += 1 }
      table.append(Int32(truncatingIfNeeded: page))
    }
    self.firstPage = table
    self.low = low
    self.scale = scale
  }

  /// A page near the first one whose reach gets to `position`.
  /// - Complexity: O(1).
  @inline(__always)
  func guess(_ position: Double) -> Int {
    guard scale > 0 else { return 0 }
    let scaled = (position - low) * scale
    // Also false for NaN.
    guard scaled > 0 else { return 0 }
    let last = firstPage.count - 1
    return scaled < Double(last) ? Int(firstPage[Int(scaled)]) : Int(firstPage[last])
  }

  /// Heap bytes held by the table.
  var byteCount: Int { firstPage.capacity * MemoryLayout<Int32>.stride }
}
