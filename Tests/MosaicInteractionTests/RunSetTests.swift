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
    let universe = 0..<300
    var set = RunSet()
    var table: [Int: Int] = [:]
    for step in 0..<30 {
      // Removals: pieces of held ranges; additions: free stretches, some touching held ones.
      var removed: [Range<Int>] = []
      var added: [(range: Range<Int>, owner: Int)] = []
      let large = Bool.random(using: &generator)
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
      Self.expectMatches(set, table, universe: universe, "seed \(seed), step \(step)")
    }
  }
}
