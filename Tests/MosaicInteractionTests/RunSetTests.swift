import MosaicTestSupport
import Testing

@testable import MosaicInteraction

/// The model's set of numbered runs against a plain table of number → owning section, through
/// random sequences of updates both small (spliced into a copy) and large (merged in one pass).
@Suite("Run set against a table")
struct RunSetTests {
  /// Checks `set` against `table` over `universe`, and its form: sorted, disjoint, none empty,
  /// touching neighbours held by different sections (so equal tables give equal sets).
  static func expectMatches(
    _ set: RunSet, _ table: [Int: Int], universe: Range<Int>, _ comment: Comment
  ) {
    let wrong = universe.filter { set.owner(of: $0) != table[$0] }
    #expect(wrong.isEmpty, comment)
    #expect(set.ranges.count == set.owners.count, comment)
    for (index, range) in set.ranges.enumerated() {
      #expect(!range.isEmpty, comment)
      guard index > 0 else { continue }
      let previous = set.ranges[index - 1]
      #expect(previous.upperBound <= range.lowerBound, comment)
      if previous.upperBound == range.lowerBound {
        #expect(set.owners[index - 1] != set.owners[index], comment)
      }
    }
  }

  @Test("small and large updates agree with a table", arguments: 0..<40)
  func updatesAgreeWithATable(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    Self.checkUpdates(universe: 0..<300, steps: 30, seed: seed, using: &generator)
  }

  /// Over thousands of ranges, so that updates cut, merge and re-block across the boundaries
  /// of several blocks (``RunSet/blockLimit`` ranges each).
  @Test("updates across blocks agree with a table", arguments: 0..<6)
  func updatesAcrossBlocksAgreeWithATable(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var set = RunSet()
    var table: [Int: Int] = [:]
    // Ranges of 1–3 numbers with gaps: about 1,500, six blocks.
    var added: [(range: Range<Int>, owner: Int)] = []
    var start = 0
    while start < 6_000 {
      let length = Int.random(in: 1...3, using: &generator)
      added.append((start..<start + length, Int.random(in: 0..<3, using: &generator)))
      for number in start..<start + length { table[number] = added.last?.owner }
      start += length + 1
    }
    set = set.updating(adding: added, removing: [])
    Self.expectMatches(set, table, universe: 0..<6_000, "seed \(seed), filled")
    Self.checkUpdates(
      universe: 0..<6_000, steps: 200, seed: seed, set: set, table: table, using: &generator)
  }

  /// Random small and large updates of `set` (which `table` describes) over `universe`, each
  /// checked against the table.
  static func checkUpdates(
    universe: Range<Int>, steps: Int, seed: UInt64, set: RunSet = RunSet(),
    table: [Int: Int] = [:], using generator: inout SeededGenerator
  ) {
    var set = set
    var table = table
    for step in 0..<steps {
      // Removals: pieces of held ranges, some added back (moved); additions: free stretches,
      // some touching held ones.
      var removed: [Range<Int>] = []
      var added: [(range: Range<Int>, owner: Int)] = []
      let large = Int.random(in: 0..<4, using: &generator) == 0
      let wanted =
        large ? Int.random(in: 9...20, using: &generator) : Int.random(in: 1...4, using: &generator)
      var taken = Set<Int>()
      for _ in 0..<wanted {
        let start = Int.random(in: universe, using: &generator)
        let length = Int.random(in: 1...12, using: &generator)
        let span = start..<Swift.min(universe.upperBound, start + length)
        if let owner = table[start] {
          // A removal within one held range (one owner, all held, not yet taken).
          var end = start
          while end < span.upperBound, table[end] == owner, set.owner(of: end) == owner,
            !taken.contains(end),
            set.ranges.contains(where: { $0.contains(start) && $0.contains(end) })
          {
            end += 1
          }
          guard end > start else { continue }
          removed.append(start..<end)
          for number in start..<end { taken.insert(number) }
          // Sometimes moved: the numbers are added back, held by a section maybe the same.
          if Int.random(in: 0..<3, using: &generator) == 0 {
            added.append((start..<end, Int.random(in: 0..<3, using: &generator)))
          }
        } else {
          var end = start
          while end < span.upperBound, table[end] == nil, !taken.contains(end) { end += 1 }
          guard end > start else { continue }
          added.append((start..<end, Int.random(in: 0..<3, using: &generator)))
          for number in start..<end { taken.insert(number) }
        }
      }
      set = set.updating(adding: added, removing: removed)
      for range in removed { for number in range { table[number] = nil } }
      for (range, owner) in added { for number in range { table[number] = owner } }
      expectMatches(set, table, universe: universe, "seed \(seed), step \(step)")
    }
  }
}
