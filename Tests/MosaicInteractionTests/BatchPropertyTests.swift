import MosaicCore
import MosaicInteraction
import MosaicTestSupport
import Testing

@Suite("Batch updates: properties")
struct BatchPropertyTests {
  /// A random model over names drawn from a pool, every name at most once.
  static func randomModel(_ rng: inout SeededGenerator, pool: Int = 40) throws -> Model {
    var names = (0..<pool).map { "i\($0)" }.shuffled(using: &rng)
    names = Array(names.prefix(Int.random(in: 0...pool, using: &rng)))
    let sectionCount = Int.random(in: 0...5, using: &rng)
    var sections = Array(repeating: [String](), count: sectionCount)
    if sectionCount > 0 {
      for name in names { sections[Int.random(in: 0..<sectionCount, using: &rng)].append(name) }
    }
    return try model(sections)
  }

  @Test func differenceReproducesTheTarget() throws {
    var rng = SeededGenerator(seed: 0xD1FF)
    for _ in 0..<1_000 {
      let old = try Self.randomModel(&rng)
      let new = try Self.randomModel(&rng)
      let update = old.batchUpdate(to: new)
      let counts = new.sections.map(\.items.count)
      let result = try old.applying(update, expectedItemCounts: counts).model
      #expect(result.items == new.items)
    }
  }

  @Test func randomBatchesEitherApplyCleanlyOrChangeNothing() throws {
    var rng = SeededGenerator(seed: 0xBA7C)
    var applied = 0
    for round in 0..<1_000 {
      var data = try Self.randomModel(&rng)
      let before = data.items
      var batch = BatchUpdate<String>()
      func path(_ sections: Int) -> IndexPath {
        IndexPath(
          section: Int.random(in: -1...max(0, sections), using: &rng),
          item: Int.random(in: -1...8, using: &rng))
      }
      for _ in 0..<Int.random(in: 0...2, using: &rng) {
        batch.deleteItems.append(path(data.sectionCount))
      }
      for _ in 0..<Int.random(in: 0...2, using: &rng) {
        batch.moveItems.append((path(data.sectionCount), path(data.sectionCount)))
      }
      for index in 0..<Int.random(in: 0...2, using: &rng) {
        batch.insertItems.append((path(data.sectionCount), "new\(round).\(index)", nil))
      }
      if Int.random(in: 0..<4, using: &rng) == 0 {
        batch.deleteSections.append(Int.random(in: 0...max(0, data.sectionCount), using: &rng))
      }
      do {
        try data.performBatchUpdates(batch)
        applied += 1
        let all = data.items.flatMap { $0 }
        #expect(Set(all).count == all.count, "every item exactly once")
        let survivors = Set(before.flatMap { $0 }).subtracting(
          batch.deleteItems.compactMap { try? Self.item(before, at: $0) })
        // Nothing vanishes that was not deleted (by item or with its section).
        let deletedBySection = Set(
          batch.deleteSections.flatMap { before.indices.contains($0) ? before[$0] : [] })
        #expect(survivors.subtracting(deletedBySection).isSubset(of: Set(all)))
      } catch {
        #expect(data.items == before, "a rejected batch changes nothing")
      }
    }
    #expect(applied > 50, "the generator should produce valid batches too")
  }

  static func item(_ sections: [[String]], at path: IndexPath) throws -> String {
    guard sections.indices.contains(path.section),
      sections[path.section].indices.contains(path.item)
    else {
      throw LayoutError(path: "", message: "out of range")
    }
    return sections[path.section][path.item]
  }
}
