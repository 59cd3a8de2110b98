/// The identity numbers a model holds in runs (``ItemList/init(numbers:)``): sorted, disjoint
/// ranges, each with the key of the section holding it, so "is this numbered item held by a
/// run, and in which section?" is a binary search.
struct RunSet: Sendable, Equatable {
  /// Sorted, disjoint, none empty.
  private(set) var ranges: [Range<Int>] = []
  /// `owners[k]`: the key of the section whose runs hold `ranges[k]`.
  private(set) var owners: [Int] = []

  /// Whether a run holds `number`.
  /// - Complexity: O(log ranges).
  func contains(_ number: Int) -> Bool { owner(of: number) != nil }

  /// The key of the section whose run holds `number`, or `nil` when no run does.
  /// - Complexity: O(log ranges).
  func owner(of number: Int) -> Int? {
    let low = ranges.partitionPoint { $0.upperBound > number }
    return low < ranges.count && ranges[low].contains(number) ? owners[low] : nil
  }

  /// The set with `added` ranges held by their sections (disjoint from each other and from the
  /// set), and the numbers of `removed` ranges (each held, disjoint) no longer held.
  /// - Complexity: O((ranges + changes) × log(ranges + changes)).
  func updating(adding added: [(range: Range<Int>, owner: Int)], removing removed: [Range<Int>])
    -> RunSet
  {
    guard !added.isEmpty || !removed.isEmpty else { return self }
    var all = zip(ranges, owners).map { (range: $0, owner: $1) }
    all.append(contentsOf: added.filter { !$0.range.isEmpty })
    all.sort { $0.range.lowerBound < $1.range.lowerBound }
    let cuts = removed.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
    var result = RunSet()
    result.ranges.reserveCapacity(all.count + cuts.count)
    result.owners.reserveCapacity(all.count + cuts.count)
    func keep(_ piece: Range<Int>, of owner: Int) {
      guard !piece.isEmpty else { return }
      if let last = result.ranges.last, last.upperBound == piece.lowerBound,
        result.owners.last == owner
      {
        result.ranges[result.ranges.count - 1] = last.lowerBound..<piece.upperBound
      } else {
        result.ranges.append(piece)
        result.owners.append(owner)
      }
    }
    var next = 0
    for (range, owner) in all {
      var lower = range.lowerBound
      // Cuts wholly below this range belonged to an earlier one.
      while next < cuts.count, cuts[next].upperBound <= lower { next += 1 }
      var look = next
      while look < cuts.count, cuts[look].lowerBound < range.upperBound {
        keep(lower..<Swift.max(lower, cuts[look].lowerBound), of: owner)
        lower = Swift.max(lower, cuts[look].upperBound)
        look += 1
      }
      keep(lower..<Swift.max(lower, range.upperBound), of: owner)
    }
    return result
  }
}
