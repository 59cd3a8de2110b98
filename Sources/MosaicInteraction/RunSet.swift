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
  /// - Complexity: O(ranges + changes × log changes): the set's ranges are merged with the
  ///   sorted changes in one pass.
  func updating(adding added: [(range: Range<Int>, owner: Int)], removing removed: [Range<Int>])
    -> RunSet
  {
    guard !added.isEmpty || !removed.isEmpty else { return self }
    // A few changes are spliced into a copy: a one-item edit of a counted model moved every
    // range through the merge below (15,000 instructions at 100 sections, callgrind).
    if added.count + removed.count <= 8 {
      var result = self
      for cut in removed where !cut.isEmpty { result.remove(cut) }
      for (range, owner) in added where !range.isEmpty { result.add(range, owner: owner) }
      return result
    }
    let extra = added.filter { !$0.range.isEmpty }.sorted {
      $0.range.lowerBound < $1.range.lowerBound
    }
    let cuts = removed.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
    var result = RunSet()
    result.ranges.reserveCapacity(ranges.count + extra.count + cuts.count)
    result.owners.reserveCapacity(ranges.count + extra.count + cuts.count)
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
    var (old, new) = (0, 0)
    while old < ranges.count || new < extra.count {
      let range: Range<Int>
      let owner: Int
      if new == extra.count
        || (old < ranges.count && ranges[old].lowerBound < extra[new].range.lowerBound)
      {
        (range, owner) = (ranges[old], owners[old])
        old += 1
      } else {
        (range, owner) = extra[new]
        new += 1
      }
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

  /// Removes `cut`, which one range holds.
  /// - Complexity: O(ranges) for the move of the ranges after it, O(log ranges) to find it.
  private mutating func remove(_ cut: Range<Int>) {
    let index = ranges.partitionPoint { $0.upperBound > cut.lowerBound }
    guard index < ranges.count, ranges[index].lowerBound <= cut.lowerBound,
      cut.upperBound <= ranges[index].upperBound
    else { return }
    let (range, owner) = (ranges[index], owners[index])
    let pieces = [range.lowerBound..<cut.lowerBound, cut.upperBound..<range.upperBound].filter {
      !$0.isEmpty
    }
    ranges.replaceSubrange(index...index, with: pieces)
    owners.replaceSubrange(index...index, with: repeatElement(owner, count: pieces.count))
  }

  /// Adds `range` (disjoint from every range) held by section key `owner`, merged with a
  /// neighbour it touches that the same section holds.
  /// - Complexity: O(ranges) for the move of the ranges after it, O(log ranges) to find its place.
  private mutating func add(_ range: Range<Int>, owner: Int) {
    var index = ranges.partitionPoint { $0.lowerBound >= range.lowerBound }
    var range = range
    if index > 0, ranges[index - 1].upperBound == range.lowerBound, owners[index - 1] == owner {
      index -= 1
      range = ranges[index].lowerBound..<range.upperBound
      ranges.remove(at: index)
      owners.remove(at: index)
    }
    if index < ranges.count, ranges[index].lowerBound == range.upperBound, owners[index] == owner {
      range = range.lowerBound..<ranges[index].upperBound
      ranges.remove(at: index)
      owners.remove(at: index)
    }
    ranges.insert(range, at: index)
    owners.insert(owner, at: index)
  }
}
