extension RunSet {
  /// Sorted, disjoint, non-empty ranges with their owners in two plain arrays: a block of the
  /// set, or the whole set while a large update merges it.
  struct Flat: Sendable {
    var ranges: [Range<Int>] = []
    /// `owners[k]`: the key of the section whose runs hold `ranges[k]`.
    var owners: [Int] = []

    /// The key of the section whose run holds `number`, or `nil` when no range does.
    /// - Complexity: O(log ranges).
    func owner(of number: Int) -> Int? {
      let low = ranges.partitionPoint { $0.upperBound > number }
      return low < ranges.count && ranges[low].contains(number) ? owners[low] : nil
    }

    /// Removes `removed`, then adds `added` (as ``RunSet/updating(adding:removing:)``), by
    /// merging the sorted changes with the ranges in one pass.
    /// - Complexity: O(ranges + changes × log changes).
    mutating func update(
      adding added: [(range: Range<Int>, owner: Int)], removing removed: [Range<Int>]
    ) {
      let extra = added.filter { !$0.range.isEmpty }.sorted {
        $0.range.lowerBound < $1.range.lowerBound
      }
      let cuts = removed.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
      var result = Flat()
      result.ranges.reserveCapacity(ranges.count + extra.count + cuts.count)
      result.owners.reserveCapacity(ranges.count + extra.count + cuts.count)
      var next = 0
      var new = 0
      // The old ranges less the cuts, piece by piece in order, with the added ranges (disjoint
      // from what stays: a number moved between sections is cut from its old range and added
      // with its new owner) merged in before the first piece above them.
      func emit(_ piece: Range<Int>, of owner: Int) {
        guard !piece.isEmpty else { return }
        while new < extra.count, extra[new].range.lowerBound < piece.lowerBound {
          result.keep(extra[new].range, of: extra[new].owner)
          new += 1
        }
        result.keep(piece, of: owner)
      }
      for old in ranges.indices {
        let (range, owner) = (ranges[old], owners[old])
        var lower = range.lowerBound
        // Cuts wholly below this range belonged to an earlier one.
        while next < cuts.count, cuts[next].upperBound <= lower { next += 1 }
        var look = next
        while look < cuts.count, cuts[look].lowerBound < range.upperBound {
          emit(lower..<Swift.max(lower, cuts[look].lowerBound), of: owner)
          lower = Swift.max(lower, cuts[look].upperBound)
          look += 1
        }
        emit(lower..<Swift.max(lower, range.upperBound), of: owner)
      }
      for (range, owner) in extra[new...] { result.keep(range, of: owner) }
      self = result
    }

    /// Appends `piece` (maybe empty, after every range), merged with the last range when it
    /// continues it in the same section.
    @inline(__always)
    private mutating func keep(_ piece: Range<Int>, of owner: Int) {
      guard !piece.isEmpty else { return }
      if let last = ranges.last, last.upperBound == piece.lowerBound, owners.last == owner {
        ranges[ranges.count - 1] = last.lowerBound..<piece.upperBound
      } else {
        ranges.append(piece)
        owners.append(owner)
      }
    }

    /// Removes `cut`, which one range holds (nothing when none does).
    /// - Complexity: O(ranges) for the move of the ranges after it, O(log ranges) to find it.
    mutating func remove(_ cut: Range<Int>) {
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
    /// - Complexity: O(ranges) for the move of the ranges after it, O(log ranges) to find its
    ///   place.
    mutating func add(_ range: Range<Int>, owner: Int) {
      var index = ranges.partitionPoint { $0.lowerBound >= range.lowerBound }
      var range = range
      if index > 0, ranges[index - 1].upperBound == range.lowerBound, owners[index - 1] == owner {
        index -= 1
        range = ranges[index].lowerBound..<range.upperBound
        ranges.remove(at: index)
        owners.remove(at: index)
      }
      if index < ranges.count, ranges[index].lowerBound == range.upperBound, owners[index] == owner
      {
        range = range.lowerBound..<ranges[index].upperBound
        ranges.remove(at: index)
        owners.remove(at: index)
      }
      ranges.insert(range, at: index)
      owners.insert(owner, at: index)
    }
  }
}
