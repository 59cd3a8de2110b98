import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicInteraction

/// The identity diff's longest increasing run, against a quadratic reference, and the diff of a
/// reversal (fuzz finding 10: as few moves as any diff, found in O(n log n)).
@Suite struct IncreasingRunTests {
  /// The length of a longest strictly increasing subsequence, by the O(n²) recurrence.
  static func referenceLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }

  @Test func marksALongestIncreasingRun() {
    var generator = SeededGenerator(seed: 0x1D_5EC)
    for round in 0..<300 {
      let count = Int.random(in: 0...60, using: &generator)
      let values = Array(0..<(count * 2)).shuffled(using: &generator).prefix(count).map { $0 }
      let on = IncreasingRun.longest(in: values)
      let chosen = values.indices.filter { on[$0] }.map { values[$0] }
      #expect(chosen == chosen.sorted() && Set(chosen).count == chosen.count, "round \(round)")
      #expect(chosen.count == Self.referenceLength(values), "round \(round): \(values)")
    }
  }

  @Test func aReversalMovesAllButOneItemAndRoundTrips() throws {
    let names = (0..<2_000).map { "item \($0)" }
    var current = DiffableSnapshot<String, String>()
    try current.appendSections(["s"])
    try current.appendItems(names, toSection: "s")
    var target = DiffableSnapshot<String, String>()
    try target.appendSections(["s"])
    try target.appendItems(names.reversed(), toSection: "s")
    let batch = target.batchUpdate(from: current)
    #expect(batch.moveItems.count == names.count - 1)
    #expect(batch.deleteItems.isEmpty && batch.insertItems.isEmpty)
    let model = try CollectionModel(sections: [CollectionModel<String>.Section(items: names)])
    #expect(try model.applying(batch).model.items == [names.reversed()])
    // The model's own diff, likewise.
    let reversed = try CollectionModel(
      sections: [CollectionModel<String>.Section(items: names.reversed())])
    let modelBatch = model.batchUpdate(to: reversed)
    #expect(modelBatch.moveItems.count == names.count - 1)
    #expect(try model.applying(modelBatch).model.items == reversed.items)
  }
}
