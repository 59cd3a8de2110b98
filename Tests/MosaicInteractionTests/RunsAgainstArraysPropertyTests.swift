import MosaicCore
import MosaicInteraction
import MosaicTestSupport
import Testing

/// A model whose sections hold runs of numbered items (and explicit items beside them) against
/// plain arrays: chained batches that delete and move items out of runs, insert numbers a run
/// let go of, and delete and insert whole sections of runs. After every batch the items match,
/// and the model knows exactly which items it holds (by run and by hash).
@Suite("Model: runs of numbered items against plain arrays")
struct RunsAgainstArraysPropertyTests {
  typealias Model = CollectionModel<Int>
  static let size = Size(width: 10, height: 10)

  /// A section of a run of `count` numbers from `first`, then `explicit` numbers after a gap.
  static func section(first: Int, count: Int, explicit: [Int]) -> Model.Section {
    var items = ItemList<Int>(numbers: first..<first + count)
    items.append(contentsOf: explicit)
    return Model.Section(items: items, itemSize: size)
  }

  @Test func chainedBatchesOnRunsMatchTheReference() throws {
    var rng = SeededGenerator(seed: 0x5E_C7)
    for trial in 0..<12 {
      var nextNumber = 0
      var reference: [[Int]] = []
      var sections: [Model.Section] = []
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let count = Int.random(in: 0...5_000, using: &rng)
        let explicit = Array(
          nextNumber + count + 10..<nextNumber + count + 10 + Int.random(in: 0...30, using: &rng))
        sections.append(Self.section(first: nextNumber, count: count, explicit: explicit))
        reference.append(Array(nextNumber..<nextNumber + count) + explicit)
        nextNumber += count + 100
      }
      var model = try Model(sections: sections)
      var gone: [Int] = []
      for round in 0..<40 {
        let before = model
        var batch = BatchUpdate<Int>()
        if round % 7 == 6, reference.count > 1 {
          // A whole section leaves, and a new section of a run (maybe of numbers let go of) comes.
          let deleted = Int.random(in: 0..<reference.count, using: &rng)
          gone += reference[deleted]
          let count = Int.random(in: 0...3_000, using: &rng)
          batch.deleteSections = [deleted]
          let at = Int.random(in: 0..<reference.count, using: &rng)
          batch.insertSections = [
            (index: at, section: Self.section(first: nextNumber, count: count, explicit: []))
          ]
          reference.remove(at: deleted)
          reference.insert(Array(nextNumber..<nextNumber + count), at: at)
          nextNumber += count + 100
        } else {
          var places: [IndexPath] = []
          for (section, items) in reference.enumerated() {
            for _ in 0..<min(items.count, 6) {
              places.append(
                IndexPath(section: section, item: Int.random(in: 0..<items.count, using: &rng)))
            }
          }
          places = Array(Set(places)).sorted { ($0.section, $0.item) < ($1.section, $1.item) }
          places.shuffle(using: &rng)
          let deletes = Int.random(in: 0...min(4, places.count), using: &rng)
          let moves = Int.random(in: 0...min(4, places.count - deletes), using: &rng)
          let inserts = Int.random(in: 0...4, using: &rng)
          var newCounts = reference.map(\.count)
          for place in places.prefix(deletes + moves) { newCounts[place.section] -= 1 }
          let arrivals = (0..<(moves + inserts)).map { _ in
            Int.random(in: 0..<reference.count, using: &rng)
          }
          for section in arrivals { newCounts[section] += 1 }
          var free = newCounts.map { Array(0..<$0).shuffled(using: &rng) }
          batch.deleteItems = Array(places.prefix(deletes))
          var landing: [IndexPath: Int] = [:]
          var leaving = Set(batch.deleteItems)
          // Numbers a run let go of come back as explicit items; so do fresh ones.
          var reusable = gone.shuffled(using: &rng)
          for (index, section) in arrivals.enumerated() {
            let target = IndexPath(section: section, item: free[section].removeLast())
            if index < moves {
              let from = places[deletes + index]
              batch.moveItems.append((from: from, to: target))
              leaving.insert(from)
              landing[target] = reference[from.section][from.item]
            } else {
              let item: Int
              if let again = reusable.popLast(), Bool.random(using: &rng) {
                item = again
                gone.removeAll { $0 == again }
              } else {
                item = nextNumber
                nextNumber += 1
              }
              batch.insertItems.append((indexPath: target, item: item, size: nil))
              landing[target] = item
            }
          }
          gone += batch.deleteItems.map { reference[$0.section][$0.item] }
          reference = reference.enumerated().map { section, items in
            var staying = items.enumerated().filter {
              !leaving.contains(IndexPath(section: section, item: $0.offset))
            }.map(\.element)[...]
            return (0..<newCounts[section]).map { item in
              landing[IndexPath(section: section, item: item)] ?? staying.removeFirst()
            }
          }
        }
        let beforeItems = before.items
        model = try model.applying(batch).model
        #expect(model.items == reference, "trial \(trial) round \(round)")
        #expect(before.items == beforeItems)
        // Held items are found where they are; items gone are absent.
        for (section, items) in reference.enumerated() where !items.isEmpty {
          for _ in 0..<5 {
            let index = Int.random(in: 0..<items.count, using: &rng)
            #expect(model.indexPath(of: items[index]) == IndexPath(section: section, item: index))
          }
        }
        for item in gone.suffix(10) { #expect(!model.contains(item), "\(item) is gone") }
        // Many items at once (a selection's look-up) answer as the reference does: held items
        // of runs and explicit ones, gone items, a repeat; few enough to look up one by one too.
        let held = reference.joined().shuffled(using: &rng).prefix(
          Int.random(in: 0...40, using: &rng))
        var asked = Array(held) + gone.suffix(Int.random(in: 0...5, using: &rng))
        if let first = asked.first { asked.append(first) }
        asked.shuffle(using: &rng)
        let expected = asked.map { item in
          reference.enumerated().lazy.compactMap { section, items in
            items.firstIndex(of: item).map { IndexPath(section: section, item: $0) }
          }.first
        }
        #expect(model.indexPaths(of: asked) == expected, "trial \(trial) round \(round)")
      }
      // A held item (a run's or an explicit one) is refused as an insert.
      if let held = reference.first(where: { !$0.isEmpty })?.last {
        #expect(throws: LayoutError.self) {
          try model.applying(
            BatchUpdate(insertItems: [
              (indexPath: IndexPath(section: 0, item: 0), item: held, size: nil)
            ]))
        }
      }
    }
  }

  @Test func runsThatOverlapAreRefusedAtConstruction() throws {
    #expect(throws: LayoutError.self) {
      try Model(sections: [
        Self.section(first: 0, count: 100, explicit: []),
        Self.section(first: 50, count: 100, explicit: []),
      ])
    }
    // An explicit item a run also holds.
    let error = #expect(throws: LayoutError.self) {
      try Model(sections: [
        Self.section(first: 0, count: 100, explicit: []),
        Model.Section(items: [7], itemSize: Self.size),
      ])
    }
    #expect(error?.description == "data.sections[1].items[0]: item 7 appears more than once")
    // The later place is named, and a run's items are never made: runs of 10^8 are compared by
    // their ranges.
    let overlap = #expect(throws: LayoutError.self) {
      try Model(sections: [
        Self.section(first: 0, count: 100_000_000, explicit: []),
        Self.section(first: 50_000_000, count: 100_000_000, explicit: []),
      ])
    }
    #expect(
      overlap?.description
        == "data.sections[1].items[0]: item 50000000 appears more than once")
    let inside = #expect(throws: LayoutError.self) {
      try Model(sections: [
        Self.section(first: 200_000_000, count: 10, explicit: []),
        Model.Section(items: [7], itemSize: Self.size),
        Self.section(first: 0, count: 100_000_000, explicit: []),
      ])
    }
    #expect(
      inside?.description == "data.sections[2].items[7]: item 7 appears more than once")
    // Disjoint runs and explicit items beside them are fine, and cost nothing per item.
    let model = try Model(sections: [
      Self.section(first: 0, count: 100_000_000, explicit: [100_000_000]),
      Self.section(first: 200_000_000, count: 100_000_000, explicit: []),
    ])
    #expect(model.itemCount(inSection: 1) == 100_000_000)
    #expect(model.indexPath(of: 250_000_000) == IndexPath(section: 1, item: 50_000_000))
    #expect(model.indexPath(of: 100_000_000) == IndexPath(section: 0, item: 100_000_000))
    #expect(!model.contains(150_000_000) && !model.contains(-1))
  }
}
