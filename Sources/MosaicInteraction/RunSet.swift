/// The identity numbers a model holds in runs (``ItemList/init(numbers:)``): sorted, disjoint
/// ranges, each with the key of the section holding it, so "is this numbered item held by a
/// run, and in which section?" is two binary searches.
///
/// The ranges are kept in blocks of at most ``blockLimit``, so an edit copies the block it
/// touches and its neighbours, not the set: every item moved out of a run cuts its range in
/// two, and a model 50 batches of 1,000 edits had made held 33,000 ranges, which a one-item
/// delete copied whole (80 % of its 1 M instructions, callgrind).
struct RunSet: Sendable {
  /// The most ranges a block holds.
  static var blockLimit: Int { 256 }

  /// The blocks, in order; none is empty.
  private var blocks: [Flat] = []
  /// `lowers[k]`: the first number of block `k`.
  private var lowers: [Int] = []

  /// Every range, in order (sorted, disjoint, none empty).
  /// - Complexity: O(ranges).
  var ranges: [Range<Int>] { flattened().ranges }
  /// `owners[k]`: the key of the section whose runs hold `ranges[k]`.
  /// - Complexity: O(ranges).
  var owners: [Int] { flattened().owners }

  /// Every block's ranges and owners in one, in order.
  /// - Complexity: O(ranges).
  private func flattened() -> Flat {
    var all = Flat()
    let count = blocks.reduce(0) { $0 + $1.ranges.count }
    all.ranges.reserveCapacity(count)
    all.owners.reserveCapacity(count)
    for block in blocks {
      all.ranges += block.ranges
      all.owners += block.owners
    }
    return all
  }

  /// Whether a run holds `number`.
  /// - Complexity: O(log ranges).
  func contains(_ number: Int) -> Bool { owner(of: number) != nil }

  /// The key of the section whose run holds `number`, or `nil` when no run does.
  /// - Complexity: O(log ranges).
  func owner(of number: Int) -> Int? {
    let block = lowers.partitionPoint { $0 > number } - 1
    guard block >= 0 else { return nil }
    return blocks[block].owner(of: number)
  }

  /// The set without the numbers of `removed` ranges (each held, disjoint), then with `added`
  /// ranges held by their sections (disjoint from each other and from what is left: a number
  /// moved to another section is both removed and added).
  /// - Complexity: O(changes × ``blockLimit``) for a few changes, each spliced into its block
  ///   and neighbours; else O(ranges + changes × log changes), merged in one pass.
  func updating(adding added: [(range: Range<Int>, owner: Int)], removing removed: [Range<Int>])
    -> RunSet
  {
    guard !added.isEmpty || !removed.isEmpty else { return self }
    if added.count + removed.count <= 8 {
      var result = self
      for cut in removed where !cut.isEmpty {
        result.splice(around: cut.lowerBound) { $0.remove(cut) }
      }
      for (range, owner) in added where !range.isEmpty {
        result.splice(around: range.lowerBound) { $0.add(range, owner: owner) }
      }
      return result
    }
    var all = flattened()
    all.update(adding: added, removing: removed)
    var result = RunSet()
    result.append(all)
    return result
  }

  /// Applies `change` to the block that holds or would hold `number`: to it alone (halved when
  /// it outgrows ``blockLimit``) unless the result must merge with the next block, else to it and
  /// its two neighbours (where a range it adds may merge with one it touches), blocked again.
  private mutating func splice(around number: Int, _ change: (inout Flat) -> Void) {
    let block = Swift.max(0, lowers.partitionPoint { $0 > number } - 1)
    // Most changes stay inside their block: then it alone is copied, not three and re-blocked
    // (a one-item move on a model 50 batches had aged, whose 66,000 ranges fill their blocks:
    // 313,000 → 269,000 instructions, callgrind).
    if block < blocks.count {
      var flat = blocks[block]
      change(&flat)
      // A change lands at or after the block's first number, so it never continues the block
      // before; a range it adds may continue into the next block's first, which must merge.
      if let first = flat.ranges.first, let last = flat.ranges.last,
        block == blocks.count - 1
          || !Self.merge(last, of: flat.owners[flat.owners.count - 1], then: blocks[block + 1])
      {
        guard flat.ranges.count > Self.blockLimit else {
          blocks[block] = flat
          lowers[block] = first.lowerBound
          return
        }
        // Grown past the limit (blocks are made full): halved.
        let half = flat.ranges.count / 2
        let upper = Flat(ranges: Array(flat.ranges[half...]), owners: Array(flat.owners[half...]))
        flat.ranges.removeSubrange(half...)
        flat.owners.removeSubrange(half...)
        blocks.replaceSubrange(block...block, with: [flat, upper])
        lowers.replaceSubrange(block...block, with: [first.lowerBound, upper.ranges[0].lowerBound])
        return
      }
    }
    let window = Swift.max(0, block - 1)..<Swift.min(blocks.count, block + 2)
    var flat = Flat()
    for index in window {
      flat.ranges += blocks[index].ranges
      flat.owners += blocks[index].owners
    }
    change(&flat)
    var pieces = RunSet()
    pieces.append(flat)
    blocks.replaceSubrange(window, with: pieces.blocks)
    lowers.replaceSubrange(window, with: pieces.lowers)
  }

  /// Whether the first range of `block` continues `range` held by `owner`, with the same owner
  /// (so the two must be one).
  private static func merge(_ range: Range<Int>, of owner: Int, then block: Flat) -> Bool {
    guard let first = block.ranges.first else { return false }
    return range.upperBound == first.lowerBound && block.owners[0] == owner
  }

  /// Appends the ranges of `flat` (after every range held), in blocks.
  private mutating func append(_ flat: Flat) {
    var start = 0
    while start < flat.ranges.count {
      let end = Swift.min(flat.ranges.count, start + Self.blockLimit)
      blocks.append(
        Flat(ranges: Array(flat.ranges[start..<end]), owners: Array(flat.owners[start..<end])))
      lowers.append(flat.ranges[start].lowerBound)
      start = end
    }
  }
}
