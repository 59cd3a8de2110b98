/// Index paths paired with index paths, sorted by the first: a look-up is a binary search. A
/// batch's explicit moves are kept this way in an ``ItemMapping`` both ways round: building a
/// table of 10^6 moves (a snapshot reversing 10^6 items) is one sort of plain pairs, where a
/// `Dictionary` paid a seeded hash and a cache miss per move.
struct IndexPathPairs: Hashable, Sendable {
  /// The first of each pair, ascending, without repeats.
  private let keys: [IndexPath]
  /// The second of each pair, parallel to `keys`.
  private let values: [IndexPath]

  /// The pairs `pairs`, whose first index paths are distinct.
  /// - Complexity: O(n log n); O(n) when they come sorted.
  init(_ pairs: [(IndexPath, IndexPath)]) {
    var sorted = pairs
    if !sorted.isEmpty, zip(sorted, sorted.dropFirst()).contains(where: { $0.0 >= $1.0 }) {
      sorted.sort { $0.0 < $1.0 }
    }
    keys = sorted.map(\.0)
    values = sorted.map(\.1)
  }

  /// The index path paired with `key`, or `nil`.
  /// - Complexity: O(log n).
  subscript(key: IndexPath) -> IndexPath? {
    var (low, high) = (0, keys.count)
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low < keys.count && keys[low] == key ? values[low] : nil
  }

  /// The number of pairs.
  var count: Int { keys.count }

  /// The first `limit` pairs, in key order.
  /// - Complexity: O(limit).
  func prefix(_ limit: Int) -> [(IndexPath, IndexPath)] {
    Array(zip(keys.prefix(limit), values.prefix(limit)))
  }
}
