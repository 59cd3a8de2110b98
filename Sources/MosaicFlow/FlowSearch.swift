/// Searches of non-decreasing runs of positions (lines, segments, blocks) for the first one past a
/// value. Lines and segments are spread about evenly along the scroll axis, so a search from the
/// proportional guess usually ends a step or two from it, reading one cache line instead of a
/// dozen spread over the array (a point hit-test over 10^6 per-item cells in one section, through
/// the public call: 0.68 µs with plain binary searches, 0.24 µs from a window around the guess,
/// and 818 instead of 1,007 instructions stepping from the guess, blocks and sections included).
enum FlowSearch {
  /// The first index of `positions` (non-decreasing) at or after `start` whose position is past
  /// `value`; `positions.count` when none: the number of positions at or before `value`, for a
  /// search from 0.
  /// - Complexity: O(1) for positions spread about evenly, O(log count) at worst.
  @inline(__always)
  static func firstPast(
    _ value: Double, in positions: ContiguousArray<Double>, from start: Int = 0
  ) -> Int {
    let count = positions.count
    guard start < count else { return count }
    return firstPast(
      value, in: start..<count, first: positions[start], last: positions[count - 1]
    ) { positions[$0] }
  }

  /// The first index of `indices` whose position is past `value` (`indices.upperBound` when
  /// none), the positions non-decreasing, searched from the proportional guess between the first
  /// and last positions: a few steps either way, then a binary search of the rest. Lines and
  /// segments are spread about evenly, so the guess is usually a step or two off: about 40
  /// instructions where a window around the guess and a binary search inside it took about 170,
  /// and, unlike a bucket table, nothing to build or keep.
  /// - Complexity: O(1) for positions spread about evenly, O(log count) at worst.
  @inline(__always)
  static func firstPast(
    _ value: Double, in indices: Range<Int>, first: Double, last: Double,
    position: (Int) -> Double
  ) -> Int {
    let (lower, upper) = (indices.lowerBound, indices.upperBound)
    guard upper - lower > 1 else {
      return lower == upper || position(lower) > value ? lower : upper
    }
    let fraction = (value - first) / (last - first)
    // NaN and infinities fall to the ends.
    var index =
      fraction > 0
      ? (fraction < 1 ? lower + Int(fraction * Double(upper - 1 - lower)) : upper - 1) : lower
    // "Not past" rather than "at or before", so that a NaN value, past nothing, ends at the end.
    if !(position(index) > value) {
      // Forward: the answer is past `index`.
      index += 1
      var steps = 0
      while index < upper, !(position(index) > value) {
        index += 1
        steps += 1
        if steps == 8 { return binarySearch(value, index..<upper, position) }
      }
      return index
    }
    // Backward: the answer is at or before `index`.
    var steps = 0
    while index > lower, position(index - 1) > value {
      index -= 1
      steps += 1
      if steps == 8 { return binarySearch(value, lower..<index, position) }
    }
    return index
  }

  /// The first index of `range` whose position is past `value`, `range.upperBound` when none.
  private static func binarySearch(
    _ value: Double, _ range: Range<Int>, _ position: (Int) -> Double
  ) -> Int {
    var (low, high) = (range.lowerBound, range.upperBound)
    while low < high {
      let mid = (low + high) / 2
      if !(position(mid) > value) { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
