/// A longest strictly increasing subsequence, by patience sorting: which elements of a sequence
/// of distinct numbers keep their order when as few as possible move.
enum IncreasingRun {
  /// For each element of `values` (distinct), whether it is on one longest strictly increasing
  /// subsequence.
  /// - Complexity: O(n log n) time, O(n) space.
  static func longest(in values: [Int]) -> [Bool] {
    // tails[k]: the index of the smallest last value of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    tails.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var on = [Bool](repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
      on[index] = true
      index = previous[index]
    }
    return on
  }
}
