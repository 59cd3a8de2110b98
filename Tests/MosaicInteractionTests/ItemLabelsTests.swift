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
    // The index holds an entry for each explicit item, each at an item with its hash value.
    var explicit = 0
    for section in model.sections { section.items.forEachLabelled { _, _ in explicit += 1 } }
    var entries = 0
    var stale = 0
    model.identities.forEachEntry { hash, place in
      entries += 1
      guard let section = model.sectionsByKey[place.section],
        let index = model.sections[section].items.position(ofLabel: place.label),
        model.sections[section].items[index].hashValue == hash
      else {
        stale += 1
        return
      }
    }
    #expect(entries == explicit && stale == 0, comment, sourceLocation: sourceLocation)
    for item in absent {
      #expect(model.indexPath(of: item) == nil, comment, sourceLocation: sourceLocation)
    }
  }

  /// A list of `Int` items in chunks of random sizes, some of them runs, labelled from `labels`
  /// in order (its explicit items only), a label run for each label.
  static func list(
    pieces: [(count: Int, run: Bool)], labels: [Int64]
  ) -> ItemList<Int> {
    var chunks: [ItemChunk] = []
    var labelRuns: [LabelRuns] = []
    var payloads: [ItemPart] = []
    var next = 0
    var label = labels.makeIterator()
    for piece in pieces {
      if piece.run {
        chunks.append(.run(next..<next + piece.count))
      } else {
        // A part of a longer block, as an edit's shared part is.
        let whole = Array(next - 3..<next + piece.count + 2)
        let block = ItemBlock.Maker<Int>().make(capacity: whole.count)
        whole.withUnsafeBufferPointer {
          block.items(Int.self).initialize(from: $0.baseAddress!, count: whole.count)
        }
        block.count = whole.count
        let items = ItemPart(block: block, start: 3, count: piece.count)
        var runs = LabelRuns()
        for _ in 0..<items.count {
          runs.append(LabelRuns.Run(first: label.next() ?? 0, step: 1, count: 1))
        }
        chunks.append(.items(count: runs.count, payload: payloads.count))
        labelRuns.append(runs)
        payloads.append(items)
      }
      next += piece.count
    }
    return ItemList(
      table: ChunkTable(chunks: chunks, labelRuns: labelRuns), payloads: payloads,
      numbering: .ofType())
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
      let before = builder.finish()
      var after = before
      var report: [LabelChange] = []
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
          let first = report.first { $0.hash == after[position].hashValue }
          let last = report.last { $0.hash == after[position].hashValue }
          #expect(first?.old == old && last?.new == label, "trial \(trial)")
        }
      }
      // A spread may give an item the label it had: reported, not changed.
      #expect(changed <= Set(report.map(\.hash)).count, "trial \(trial)")
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

  @Test func runItemsAreFoundInTheirSectionThroughSectionEdits() throws {
    var rng = SeededGenerator(seed: 0x2_1ABE1)
    var next = 0
    func runSection(_ count: Int) -> CollectionModel<Int>.Section {
      defer { next += count + 7 }
      return .init(items: ItemList(numbers: next..<next + count))
    }
    var model = try CollectionModel<Int>(sections: (0..<4).map { _ in runSection(50) })
    var gone: [Int] = []
    for round in 0..<200 {
      var batch = BatchUpdate<Int>()
      let count = model.sectionCount
      switch Int.random(in: 0..<5, using: &rng) {
      case 0 where count > 1:
        batch.moveSections = [
          (Int.random(in: 0..<count, using: &rng), Int.random(in: 0..<count, using: &rng))
        ]
      case 1 where count > 2:
        let section = Int.random(in: 0..<count, using: &rng)
        gone += model.items[section]
        batch.deleteSections = [section]
      case 2:
        batch.insertSections = [(Int.random(in: 0...count, using: &rng), runSection(30))]
      default:
        // An item leaves a run: deleted, or moved into another section (explicit there).
        let from = Int.random(in: 0..<count, using: &rng)
        guard model.itemCount(inSection: from) > 1 else { continue }
        let path = IndexPath(
          section: from, item: Int.random(in: 0..<model.itemCount(inSection: from), using: &rng))
        if Bool.random(using: &rng) {
          gone.append(model.item(at: path) ?? -1)
          batch.deleteItems = [path]
        } else {
          let to = Int.random(in: 0..<count, using: &rng)
          let limit = model.itemCount(inSection: to) - (to == from ? 1 : 0)
          batch.moveItems = [
            (from: path, to: IndexPath(section: to, item: Int.random(in: 0...limit, using: &rng)))
          ]
        }
      }
      model = try model.applying(batch).model
      Self.expectLookUpsMatchAScan(model, absent: gone.suffix(5), "round \(round)")
    }
  }

  /// Label runs against a plain array of labels: appends (merging runs), slices, rewrites, and
  /// the look-ups by offset and by label.
  @Test func labelRunsBehaveAsAnArrayOfLabels() {
    var rng = SeededGenerator(seed: 0x1AB_E15)
    let none = ItemLabels.none
    for trial in 0..<300 {
      var runs = LabelRuns()
      var plain: [Int64] = []
      var next = Int64.random(in: -1_000...1_000, using: &rng)
      // Increasing labels, in runs of random steps and lengths, some unlabelled.
      for _ in 0..<Int.random(in: 1...12, using: &rng) {
        let count = Int.random(in: 1...6, using: &rng)
        if Int.random(in: 0..<5, using: &rng) == 0 {
          runs.append(LabelRuns.Run(first: none, step: 0, count: count))
          plain += Array(repeating: none, count: count)
          continue
        }
        let step = Int64.random(in: 1...4, using: &rng)
        runs.append(LabelRuns.Run(first: next, step: step, count: count))
        plain += (0..<count).map { next + step * Int64($0) }
        next += step * Int64(count) + Int64.random(in: 0...3, using: &rng)
      }
      // A slice of it appended to a fresh list, and a range rewritten.
      let from = Int.random(in: 0..<plain.count, using: &rng)
      let to = Int.random(in: from...plain.count, using: &rng)
      var sliced = LabelRuns()
      sliced.append(from..<to, of: runs)
      #expect((0..<sliced.count).map { sliced[$0] } == Array(plain[from..<to]), "trial \(trial)")
      // The same runs as appended one by one (a bulk copy must not skip a merge).
      var reference = LabelRuns()
      var start = 0
      for run in runs.runs {
        let (low, high) = (Swift.max(from, start), Swift.min(to, start + run.count))
        if low < high {
          reference.append(
            LabelRuns.Run(first: run.label(at: low - start), step: run.step, count: high - low))
        }
        start += run.count
      }
      #expect(sliced == reference, "trial \(trial)")
      let first = Int64.random(in: -50...50, using: &rng)
      let step = Int64.random(in: 1...3, using: &rng)
      runs.setLabels(from..<to, first: first, step: step)
      for offset in from..<to { plain[offset] = first + step * Int64(offset - from) }
      #expect(runs.count == plain.count)
      #expect((0..<runs.count).map { runs[$0] } == plain, "trial \(trial)")
      let increasing = zip(plain, plain.dropFirst()).allSatisfy { $0 < $1 } && !plain.contains(none)
      #expect((runs.checked(after: Int64.min + 1) != nil) == increasing, "trial \(trial)")
      if increasing {
        for (offset, label) in plain.enumerated() { #expect(runs.offset(of: label) == offset) }
        for label in [plain[0] - 1, plain[plain.count - 1] + 1] where !plain.contains(label) {
          #expect(runs.offset(of: label) == nil)
        }
      }
      for offset in plain.indices {
        let before = plain[...offset].lastIndex { $0 != none }
        let after = plain[offset...].firstIndex { $0 != none }
        #expect(runs.labelled(atOrBefore: offset)?.offset == before)
        #expect(runs.labelled(atOrAfter: offset)?.offset == after)
      }
    }
  }
}
