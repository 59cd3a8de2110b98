/// The identity numbers a model holds in runs (``ItemList/init(numbers:)``): sorted, disjoint
/// ranges, so "is this numbered item held by a run?" is a binary search.
struct RunSet: Sendable, Equatable {
  /// Sorted, disjoint, none empty.
  private(set) var ranges: [Range<Int>] = []

  /// Whether a run holds `number`.
  /// - Complexity: O(log ranges).
  func contains(_ number: Int) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].upperBound <= number { low = middle + 1 } else { high = middle }
    }
    return low < ranges.count && ranges[low].contains(number)
  }

  /// The set with `added` ranges held (disjoint from each other and from the set), and the
  /// numbers of `removed` ranges (each held, disjoint) no longer held.
  /// - Complexity: O((ranges + changes) × log(ranges + changes)).
  func updating(adding added: [Range<Int>], removing removed: [Range<Int>]) -> RunSet {
    guard !added.isEmpty || !removed.isEmpty else { return self }
    var all = ranges
    all.append(contentsOf: added.filter { !$0.isEmpty })
    all.sort { $0.lowerBound < $1.lowerBound }
    let cuts = removed.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
    var result: [Range<Int>] = []
    result.reserveCapacity(all.count + cuts.count)
    func keep(_ piece: Range<Int>) {
      guard !piece.isEmpty else { return }
      if let last = result.last, last.upperBound == piece.lowerBound {
        result[result.count - 1] = last.lowerBound..<piece.upperBound
      } else {
        result.append(piece)
      }
    }
    var next = 0
    for range in all {
      var lower = range.lowerBound
      // Cuts wholly below this range belonged to an earlier one.
      while next < cuts.count, cuts[next].upperBound <= lower { next += 1 }
      var look = next
      while look < cuts.count, cuts[look].lowerBound < range.upperBound {
        keep(lower..<Swift.max(lower, cuts[look].lowerBound))
        lower = Swift.max(lower, cuts[look].upperBound)
        look += 1
      }
      keep(lower..<Swift.max(lower, range.upperBound))
    }
    return RunSet(ranges: result)
  }
}
