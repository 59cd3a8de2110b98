import MosaicCore
import MosaicInteraction
import MosaicTestSupport
import Testing

@Suite("Batch updates with section moves: properties")
struct SectionMovePropertyTests {
  /// A random batch valid by construction, and the sections it must produce, worked out the
  /// plain way: drop deleted sections and leaving items by old index, place inserted and moved
  /// sections at their new indexes (the rest keep their order), then insert the arriving items
  /// in ascending new index among the items that stay.
  static func validBatch(_ old: [[String]], round: Int, _ rng: inout SeededGenerator)
    -> (batch: BatchUpdate<String>, expected: [[String]])
  {
    var batch = BatchUpdate<String>()
    let oldCount = old.count
    let deleted = Set((0..<oldCount).filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
    let kept = (0..<oldCount).filter { !deleted.contains($0) }
    let moved = kept.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }.shuffled(using: &rng)
    let insertCount = Int.random(in: 0...2, using: &rng)
    let newCount = oldCount - deleted.count + insertCount
    let slots = Array(0..<newCount).shuffled(using: &rng)

    // Sections: where each new section comes from.
    var inserted: [Int: [String]] = [:]
    for (number, index) in slots.prefix(insertCount).enumerated() {
      let items = (0..<Int.random(in: 0...2, using: &rng)).map { "s\(round).\(number).\($0)" }
      inserted[index] = items
      batch.insertSections.append((index, Model.Section(items: items)))
    }
    var source: [Int: Int] = [:]  // new index → old section
    for (from, to) in zip(moved, slots.dropFirst(insertCount)) {
      source[to] = from
      batch.moveSections.append((from, to))
    }
    var stayers = kept.filter { !moved.contains($0) }.makeIterator()
    for new in 0..<newCount where inserted[new] == nil && source[new] == nil {
      source[new] = stayers.next()
    }
    batch.deleteSections = deleted.shuffled(using: &rng)
    let targets = (0..<newCount).filter { inserted[$0] == nil }

    // Items of surviving sections: delete, move out, reload or stay.
    var staying: [Int: [String]] = [:]  // old section → the items that stay, in order
    var arriving: [Int: [(item: String, from: IndexPath?)]] = [:]  // new section → arrivals
    for section in kept {
      for (index, item) in old[section].enumerated() {
        let path = IndexPath(section: section, item: index)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: batch.deleteItems.append(path)
        case 1:
          let to = targets[Int.random(in: 0..<targets.count, using: &rng)]
          arriving[to, default: []].append((item, path))
        case 2:
          batch.reloadItems.append(path)
          staying[section, default: []].append(item)
        default: staying[section, default: []].append(item)
        }
      }
    }
    for new in targets where Int.random(in: 0..<3, using: &rng) == 0 {
      arriving[new, default: []].append(("new\(round).\(new)", nil))
    }
    if !kept.isEmpty, Int.random(in: 0..<3, using: &rng) == 0 {
      let section = kept[Int.random(in: 0..<kept.count, using: &rng)]
      if !moved.contains(section) { batch.reloadSections.append(section) }
    }

    var expected: [[String]] = []
    for new in 0..<newCount {
      if let items = inserted[new] {
        expected.append(items)
        continue
      }
      var items = source[new].map { staying[$0] ?? [] } ?? []
      let arrivals = arriving[new] ?? []
      let total = items.count + arrivals.count
      let positions = Array(0..<total).shuffled(using: &rng).prefix(arrivals.count).sorted()
      for (position, arrival) in zip(positions, arrivals) {
        items.insert(arrival.item, at: position)
        let to = IndexPath(section: new, item: position)
        if let from = arrival.from {
          batch.moveItems.append((from, to))
        } else {
          batch.insertItems.append((to, arrival.item, nil))
        }
      }
      expected.append(items)
    }
    batch.moveItems.shuffle(using: &rng)
    batch.insertItems.shuffle(using: &rng)
    return (batch, expected)
  }

  @Test func validBatchesMatchThePlainSimulation() throws {
    var rng = SeededGenerator(seed: 0x5EC7)
    var sectionMoves = 0
    for round in 0..<1_000 {
      let start = try BatchPropertyTests.randomModel(&rng)
      let (batch, expected) = Self.validBatch(start.items, round: round, &rng)
      sectionMoves += batch.moveSections.count
      let result = try start.applying(batch, expectedItemCounts: expected.map(\.count)).model
      #expect(result.items == expected, "\(start.items) with \(batch.moveSections)")
    }
    #expect(sectionMoves > 300, "the generator should move sections often")
  }

  @Test func invalidBatchesAreRefusedAndChangeNothing() throws {
    var rng = SeededGenerator(seed: 0xBAD5)
    var refused = 0
    for round in 0..<1_000 {
      var data = try BatchPropertyTests.randomModel(&rng)
      let start = data
      var (batch, _) = Self.validBatch(start.items, round: round, &rng)
      let oldCount = start.sectionCount
      let newCount = oldCount - batch.deleteSections.count + batch.insertSections.count
      // One defect the batch cannot survive, and the field that must be blamed.
      let field: String
      switch Int.random(in: 0..<6, using: &rng) {
      case 0:
        batch.moveSections.append((oldCount, 0))
        field = "batch.moveSections"
      case 1 where oldCount > 0:
        batch.moveSections.append((0, newCount))
        field = "batch.moveSections"
      case 2 where !batch.deleteItems.isEmpty:
        batch.reloadItems.append(batch.deleteItems[0])
        field = "batch.reloadItems"
      case 3 where !batch.deleteSections.isEmpty:
        batch.reloadSections.append(batch.deleteSections[0])
        field = "batch.reloadSections"
      case 4 where !batch.moveSections.isEmpty:
        batch.reloadSections.append(batch.moveSections[0].from)
        field = "batch.reloadSections"
      case 5 where !batch.insertSections.isEmpty && oldCount > 0:
        batch.moveSections.append(
          (Int.random(in: 0..<oldCount, using: &rng), batch.insertSections[0].index))
        field = "batch.moveSections"
      default:
        batch.reloadItems.append(IndexPath(section: oldCount, item: 0))
        field = "batch.reloadItems"
      }
      do {
        try data.performBatchUpdates(batch)
        Issue.record("\(batch) on \(start.items) should be refused")
      } catch {
        refused += 1
        #expect(error.path.hasPrefix(field + "["), "\(error)")
      }
      #expect(data.sections == start.sections, "a rejected batch changes nothing")
    }
    #expect(refused == 1_000)
  }
}
