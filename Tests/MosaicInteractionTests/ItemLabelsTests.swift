import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicInteraction

/// Labels (the order a model finds its explicit items by) and `indexPath(of:)` against a scan of
/// the items: crowded labels spread, repeated arrivals at one spot, chained batches with section
/// inserts, deletes and moves, snapshots, and hash values that collide.
@Suite("Item labels and identity look-ups")
struct ItemLabelsTests {
  /// Checks `indexPath(of:)` of every item `model` holds against its position, and of `absent`.
  static func expectLookUpsMatchAScan<Item>(
    _ model: CollectionModel<Item>, absent: [Item] = [], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var mismatches = 0
    for (section, items) in model.items.enumerated() {
      for (index, item) in items.enumerated()
      where model.indexPath(of: item) != IndexPath(section: section, item: index) {
        mismatches += 1
      }
      #expect(model.sections[section].items.isLabelled, comment, sourceLocation: sourceLocation)
    }
    #expect(mismatches == 0, comment, sourceLocation: sourceLocation)
    for item in absent {
      #expect(model.indexPath(of: item) == nil, comment, sourceLocation: sourceLocation)
    }
  }

  /// A list of `Int` items in chunks of random sizes, some of them runs, labelled from `labels`
  /// in order (its explicit items only).
  static func list(
    pieces: [(count: Int, run: Bool)], labels: [Int64]
  ) -> ItemList<Int> {
    var chunks: [ItemList<Int>.Chunk] = []
    var next = 0
    var label = labels.makeIterator()
    for piece in pieces {
      if piece.run {
        chunks.append(.run(next..<next + piece.count))
      } else {
        let items = Array(next..<next + piece.count)
        chunks.append(.items(items, labels: items.map { _ in label.next() ?? 0 }))
      }
      next += piece.count
    }
    return ItemList(chunks: chunks, numbering: .ofType())
  }

  @Test func arrivalsBetweenCrowdedLabelsSpreadAWindowAndReportEveryChange() {
    var rng = SeededGenerator(seed: 0x1ABE1)
    var spreads = 0
    for trial in 0..<400 {
      let pieces = (0..<Int.random(in: 1...6, using: &rng)).map { _ in
        (count: Int.random(in: 1...40, using: &rng), run: Bool.random(using: &rng))
      }
      let explicit = pieces.filter { !$0.run }.map(\.count).reduce(0, +)
      // Crowded (consecutive), near a limit, or spread as a fresh model spreads them.
      let base: Int64 =
        [0, ItemLabels.limit - Int64(explicit), -ItemLabels.limit][trial % 3]
      let gap: Int64 =
        trial % 2 == 0 ? 1 : ItemLabels.spacing >> Int.random(in: 0...32, using: &rng)
      let labels = (0..<explicit).map { base + Int64($0) * (trial % 3 == 0 ? gap : 1) }
      let list = Self.list(pieces: pieces, labels: labels)
      #expect(list.isLabelled)
      // Arrivals: explicit items appended unlabelled at random places, by a builder.
      let total = list.count
      let arrivalCount = Int.random(in: 1...30, using: &rng)
      var places = (0..<arrivalCount).map { _ in Int.random(in: 0...total, using: &rng) }
      places.sort()
      var builder = ItemList<Int>.Builder(numbering: list.numbering)
      var positions: [Int] = []
      var taken = 0
      for (index, place) in places.enumerated() {
        builder.append(taken..<place, of: list)
        taken = place
        positions.append(builder.total)
        builder.append(1_000_000 + index)
      }
      builder.append(taken..<total, of: list)
      let before = builder.list
      var after = before
      var report: [ItemList<Int>.Relabel] = []
      after.labelArrivals(at: positions, report: &report)
      #expect(Array(after) == Array(before))
      #expect(after.isLabelled, "trial \(trial)")
      // Every explicit item's label finds it; every change is reported once, with its old label.
      var changed = 0
      for position in 0..<after.count {
        guard let label = after.label(at: position) else { continue }
        #expect(after.position(ofLabel: label) == position, "trial \(trial)")
        let old = before.label(at: position)
        if old != label {
          changed += 1
          // Reported from its old label, last to its new one (an arrival may move twice).
          let first = report.first { $0.item == after[position] }
          let last = report.last { $0.item == after[position] }
          #expect(first?.old == old && last?.new == label, "trial \(trial)")
        }
      }
      // A spread may give an item the label it had: reported, not changed.
      #expect(changed <= Set(report.map(\.item)).count, "trial \(trial)")
      if changed > arrivalCount { spreads += 1 }
    }
    #expect(spreads > 50, "crowded labels should make windows spread often")
  }

  @Test func repeatedArrivalsAtOneSpotStayFound() throws {
    let items = (0..<50).map { "i\($0)" }
    var model = try CollectionModel<String>(
      sections: [.init(items: items), .init(items: ["a", "b"])])
    for round in 0..<300 {
      // Inserts at one spot halve its gap: a window spreads after about 32.
      var batch = BatchUpdate<String>(insertItems: [
        (indexPath: IndexPath(section: 0, item: 10), item: "n\(round)", size: nil)
      ])
      // A move back and forth across the same spot.
      if round % 3 == 0 {
        batch.moveItems.append(
          (from: IndexPath(section: 0, item: 30), to: IndexPath(section: 0, item: 11)))
      }
      // And a run of appends to the other section, which has an open end.
      batch.insertItems.append(
        (indexPath: IndexPath(section: 1, item: round + 2), item: "e\(round)", size: nil))
      model = try model.applying(batch).model
      #expect(model.indexPath(of: "n\(round)") == IndexPath(section: 0, item: 10))
      if round % 25 == 0 || round == 299 {
        Self.expectLookUpsMatchAScan(model, absent: ["n-1", "x"], "round \(round)")
      }
    }
  }

  @Test func chainedBatchesWithSectionEditsKeepLookUpsExact() throws {
    var rng = SeededGenerator(seed: 0x5EC7_1ABE1)
    for trial in 0..<30 {
      var model = try BatchPropertyTests.randomModel(&rng)
      var gone: Set<String> = []
      for round in 0..<40 {
        let (batch, expected) = SectionMovePropertyTests.validBatch(
          model.items, round: trial * 100 + round, &rng)
        let before = model
        let beforeItems = model.items
        model = try model.applying(batch, expectedItemCounts: expected.map(\.count)).model
        #expect(model.items == expected)
        let held = Set(expected.joined())
        gone.formUnion(beforeItems.joined().filter { !held.contains($0) })
        Self.expectLookUpsMatchAScan(model, absent: Array(gone), "trial \(trial) round \(round)")
        // The model it came from still finds its own items where they were.
        Self.expectLookUpsMatchAScan(before, "before, trial \(trial) round \(round)")
      }
    }
  }

  @Test func snapshotsAndDiffsKeepLookUpsExact() throws {
    var rng = SeededGenerator(seed: 0x5_1ABE1)
    var model = try BatchPropertyTests.randomModel(&rng)
    for round in 0..<200 {
      let target = try BatchPropertyTests.randomModel(&rng, pool: 60)
      model = try model.applying(model.batchUpdate(to: target)).model
      #expect(model.items == target.items)
      Self.expectLookUpsMatchAScan(model, absent: ["x\(round)"], "round \(round)")
    }
  }

  @Test func collidingHashesAreFoundByEqualityThroughMovesAndSpreads() throws {
    typealias Colliding = ModelAgainstArraysPropertyTests.Colliding
    var rng = SeededGenerator(seed: 0xC0_111DE)
    var model = try CollectionModel<Colliding>(
      sections: [
        .init(items: (0..<20).map(Colliding.init)), .init(items: (20..<30).map(Colliding.init)),
      ])
    var next = 30
    for round in 0..<200 {
      var batch = BatchUpdate<Colliding>()
      let count0 = model.itemCount(inSection: 0)
      // Arrivals at one spot (spreads) and moves between the sections.
      batch.insertItems.append(
        (
          indexPath: IndexPath(section: 0, item: min(3, count0)), item: Colliding(id: next),
          size: nil
        ))
      next += 1
      if round % 2 == 0, model.itemCount(inSection: 1) > 0 {
        let from = Int.random(in: 0..<model.itemCount(inSection: 1), using: &rng)
        batch.moveItems.append(
          (from: IndexPath(section: 1, item: from), to: IndexPath(section: 0, item: 0)))
      } else if count0 > 6 {
        batch.moveItems.append(
          (from: IndexPath(section: 0, item: count0 - 1), to: IndexPath(section: 1, item: 0)))
        batch.deleteItems.append(IndexPath(section: 0, item: 5))
      }
      model = try model.applying(batch).model
      if round % 20 == 0 || round == 199 {
        Self.expectLookUpsMatchAScan(
          model, absent: [Colliding(id: -1), Colliding(id: 10_000)], "round \(round)")
      }
    }
  }
}
