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

    /// Removes `removed`, then adds `added` (as ``RunSet/updating(adding:removing:)``): the
    /// ranges no change falls among are copied in bulk, each change found by a binary search.
    /// Range by range, the merge of a batch on a model 50 batches had aged (66,000 ranges) was
    /// 45 % of the batch (177 instructions a range, callgrind).
    /// - Complexity: O(changes × log ranges + changes × log changes), plus a copy of the ranges.
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
      var (old, nextCut, nextExtra) = (0, 0, 0)
      /// Adds the added ranges below `bound` (disjoint from what stays: a number moved between
      /// sections is cut from its old range and added with its new owner).
      func addExtras(below bound: Int) {
        while nextExtra < extra.count, extra[nextExtra].range.lowerBound < bound {
          result.keep(extra[nextExtra].range, of: extra[nextExtra].owner)
          nextExtra += 1
        }
      }
      /// Adds `piece` of an old range (if any is left of it) after the added ranges below it.
      func keep(_ piece: Range<Int>, of owner: Int) {
        guard !piece.isEmpty else { return }
        addExtras(below: piece.lowerBound)
        result.keep(piece, of: owner)
      }
      /// Copies the unchanged ranges from `old` up to `end`, with the added ranges among them.
      func copyUnchanged(upTo end: Int) {
        while old < end {
          if nextExtra < extra.count, extra[nextExtra].range.lowerBound < ranges[old].lowerBound {
            addExtras(below: ranges[old].lowerBound)
          }
          // The ranges up to the next added one, in bulk: the first may continue what precedes
          // it, the rest already stand apart.
          let stop =
            nextExtra < extra.count
            ? Swift.min(
              end,
              ranges[old...].partitionPoint { $0.lowerBound > extra[nextExtra].range.lowerBound })
            : end
          result.keep(ranges[old], of: owners[old])
          result.ranges.append(contentsOf: ranges[old + 1..<stop])
          result.owners.append(contentsOf: owners[old + 1..<stop])
          old = stop
        }
      }
      while nextCut < cuts.count {
        // The range that holds the cut (a cut lies within one), and every cut it holds.
        let cutStart = cuts[nextCut].lowerBound
        let holder = ranges[old...].partitionPoint { $0.upperBound > cutStart }
        copyUnchanged(upTo: holder)
        let (range, owner) = (ranges[holder], owners[holder])
        var lower = range.lowerBound
        while nextCut < cuts.count, cuts[nextCut].lowerBound < range.upperBound {
          keep(lower..<Swift.max(lower, cuts[nextCut].lowerBound), of: owner)
          lower = Swift.max(lower, cuts[nextCut].upperBound)
          nextCut += 1
        }
        keep(lower..<Swift.max(lower, range.upperBound), of: owner)
        old = holder + 1
      }
      copyUnchanged(upTo: ranges.count)
      addExtras(below: Int.max)
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
