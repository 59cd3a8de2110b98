import MosaicCore
import MosaicInteraction
import MosaicTestSupport
import Testing

/// The model's batches against a plain reference: sections as arrays of (item, size), each new
/// section filled index by index (an arrival where one lands, else the next item that stays), as
/// UIKit's index semantics say. Chained over many batches, so the model's shared sections and its
/// identity index are checked after every kind of history.
@Suite("Model: batches against plain arrays")
struct ModelAgainstArraysPropertyTests {
  typealias Entry = (item: String, size: Size?)

  /// The reference's result of an item-only batch (deletes, moves, inserts) on `sections`. An
  /// item landing in a section of one size (`fallback` not nil) takes that size.
  static func reference(_ sections: [[Entry]], _ batch: BatchUpdate<String>, fallback: [Size?])
    -> [[Entry]]
  {
    var leaving = Set<IndexPath>(batch.deleteItems)
    var landing: [IndexPath: Entry] = [:]
    for move in batch.moveItems {
      leaving.insert(move.from)
      let moved = sections[move.from.section][move.from.item]
      landing[move.to] = (moved.item, fallback[move.to.section] ?? moved.size)
    }
    for insert in batch.insertItems {
      landing[insert.indexPath] = (insert.item, insert.size ?? fallback[insert.indexPath.section])
    }
    return sections.enumerated().map { section, entries in
      var staying = entries.enumerated().filter {
        !leaving.contains(IndexPath(section: section, item: $0.offset))
      }.map(\.element)[...]
      let count = staying.count + landing.keys.filter { $0.section == section }.count
      return (0..<count).map { item in
        landing[IndexPath(section: section, item: item)] ?? staying.removeFirst()
      }
    }
  }

  /// A valid item-only batch: distinct old places leave (deleted or moved), distinct new places
  /// receive (moved or inserted, the inserts with a size where the section owns its sizes).
  static func randomBatch(
    _ sections: [[Entry]], perItem: [Bool], round: Int, using rng: inout SeededGenerator
  ) -> BatchUpdate<String> {
    var places: [IndexPath] = []
    for (section, entries) in sections.enumerated() {
      for item in entries.indices { places.append(IndexPath(section: section, item: item)) }
    }
    places.shuffle(using: &rng)
    let deletes = Int.random(in: 0...min(3, places.count), using: &rng)
    let moves = Int.random(in: 0...min(3, places.count - deletes), using: &rng)
    let inserts = Int.random(in: 0...3, using: &rng)
    var newCounts = sections.map(\.count)
    for place in places.prefix(deletes + moves) { newCounts[place.section] -= 1 }
    let arrivals = (0..<(moves + inserts)).map { _ in
      Int.random(in: 0..<sections.count, using: &rng)
    }
    for section in arrivals { newCounts[section] += 1 }
    var free = newCounts.map { Array(0..<$0).shuffled(using: &rng) }
    var batch = BatchUpdate<String>(deleteItems: Array(places.prefix(deletes)))
    for (index, section) in arrivals.enumerated() {
      let target = IndexPath(section: section, item: free[section].removeLast())
      if index < moves {
        batch.moveItems.append((from: places[deletes + index], to: target))
      } else {
        let size = perItem[section] ? Size(width: 10, height: Double(round % 50 + 1)) : nil
        batch.insertItems.append((indexPath: target, item: "n\(round).\(index)", size: size))
      }
    }
    return batch
  }

  /// How long the sections of a trial are: short ones, whose edits copy every part they keep,
  /// and long ones, whose edits keep parts of a few hundred items or more as slices of the
  /// storage they share with the model they came from (`PartSharing.minimumShared`).
  struct Lengths: Sendable, CustomTestStringConvertible {
    let maximum: Int
    let trials: Int
    let rounds: Int
    var testDescription: String { "sections of up to \(maximum) items" }
  }

  @Test(arguments: [
    Lengths(maximum: 60, trials: 20, rounds: 60), Lengths(maximum: 1_500, trials: 4, rounds: 30),
  ])
  func chainedBatchesMatchTheReferenceAndKeepTheIdentityIndex(lengths: Lengths) throws {
    var rng = SeededGenerator(seed: 0x0A55_A7 &+ UInt64(lengths.maximum))
    for trial in 0..<lengths.trials {
      let sectionCount = Int.random(in: 1...4, using: &rng)
      let perItem = (0..<sectionCount).map { _ in Bool.random(using: &rng) }
      var reference: [[Entry]] = (0..<sectionCount).map { section in
        (0..<Int.random(in: 0...lengths.maximum, using: &rng)).map { item in
          // A fixed section's items have its size: one moved out takes it along.
          (
            "\(trial).\(section).\(item)",
            perItem[section]
              ? Size(width: 10, height: Double(item + 1)) : Size(width: 10, height: 10)
          )
        }
      }
      var model = try CollectionModel<String>(
        sections: reference.enumerated().map { section, entries in
          perItem[section]
            ? .init(items: entries.map(\.item), sizes: entries.map { $0.size ?? .zero })
            : .init(items: entries.map(\.item), itemSize: Size(width: 10, height: 10))
        })
      var gone: [String] = []
      for round in 0..<lengths.rounds {
        let batch = Self.randomBatch(reference, perItem: perItem, round: round, using: &rng)
        let before = model
        let itemsBefore = model.items
        let edit = try model.applying(batch)
        model = edit.model
        gone += batch.deleteItems.map { reference[$0.section][$0.item].item }
        reference = Self.reference(
          reference, batch, fallback: perItem.map { $0 ? nil : Size(width: 10, height: 10) })
        #expect(model.items == reference.map { $0.map(\.item) }, "trial \(trial) round \(round)")
        for (section, entries) in reference.enumerated() where perItem[section] {
          #expect(
            model.sections[section].itemSizes.map(Array.init) == entries.map { $0.size ?? .zero })
        }
        // The model it came from is untouched.
        #expect(before.items == itemsBefore)
        for item in batch.insertItems.map(\.item) { #expect(!before.contains(item)) }
        for entries in reference { for entry in entries { #expect(model.contains(entry.item)) } }
        for item in gone.suffix(8) { #expect(!model.contains(item)) }
        // Many items at once (a selection's look-up, one pass over the model) answer as the
        // reference does: held items, deleted ones, a repeat.
        var asked = reference.joined().map(\.item).shuffled(using: &rng)
        asked = Array(asked.prefix(Int.random(in: 0...40, using: &rng))) + gone.suffix(3)
        if let first = asked.first { asked.append(first) }
        let expected = asked.map { item in
          reference.enumerated().lazy.compactMap { section, entries in
            entries.firstIndex { $0.item == item }.map { IndexPath(section: section, item: $0) }
          }.first
        }
        #expect(model.indexPaths(of: asked) == expected, "trial \(trial) round \(round)")
      }
      // Every item held is refused as an insert; a deleted one is accepted again.
      if let held = reference.first(where: { !$0.isEmpty })?.first?.item {
        #expect(throws: LayoutError.self) {
          try model.applying(
            BatchUpdate(insertItems: [
              (indexPath: IndexPath(section: 0, item: 0), item: held, size: nil)
            ]))
        }
      }
      if let deleted = gone.last, !perItem[0] {
        let again = try model.applying(
          BatchUpdate(insertItems: [
            (indexPath: IndexPath(section: 0, item: 0), item: deleted, size: nil)
          ])
        ).model
        #expect(again.contains(deleted))
        #expect(again.indexPath(of: deleted) == IndexPath(section: 0, item: 0))
      }
    }
  }

  @Test func anEditSharesTheSectionsItDoesNotTouch() throws {
    let sections = (0..<3).map { section in
      CollectionModel<Int>.Section(
        items: Array((section * 1_000)..<((section + 1) * 1_000)),
        itemSize: Size(width: 5, height: 5))
    }
    let model = try CollectionModel<Int>(sections: sections)
    let deleted = try model.applying(BatchUpdate(deleteItems: [IndexPath(section: 1, item: 500)]))
      .model
    #expect(deleted.items[0] == model.items[0] && deleted.items[2] == model.items[2])
    #expect(deleted.items[1] == model.items[1].filter { $0 != 1_500 })
    #expect(!deleted.contains(1_500) && model.contains(1_500))
    #expect(deleted.contains(1_501) && !deleted.contains(3_000))
  }

  /// Items whose hash values all collide: the index's count of shared hash values keeps "absent"
  /// true only when no item is left with the value.
  struct Colliding: Hashable, Sendable, CustomStringConvertible {
    let id: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var description: String { "c\(id)" }
  }

  @Test func itemsWhoseHashesCollideAreTrackedOneByOne() throws {
    let model = try CollectionModel<Colliding>(
      sections: [.init(items: (0..<6).map(Colliding.init), itemSize: Size(width: 5, height: 5))])
    var edited = try model.applying(
      BatchUpdate(deleteItems: [IndexPath(section: 0, item: 1), IndexPath(section: 0, item: 4)])
    ).model
    #expect(!edited.contains(Colliding(id: 1)) && !edited.contains(Colliding(id: 4)))
    #expect(edited.contains(Colliding(id: 5)) && model.contains(Colliding(id: 4)))
    edited = try edited.applying(
      BatchUpdate(insertItems: [
        (indexPath: IndexPath(section: 0, item: 0), item: Colliding(id: 4), size: nil)
      ])
    ).model
    #expect(edited.contains(Colliding(id: 4)))
    // One pass finds colliding items by equality, not by hash value.
    let asked = (0..<12).map(Colliding.init)
    let paths = edited.indexPaths(of: asked)
    #expect(paths == asked.map { edited.indexPath(of: $0) })
    #expect(paths[4] == IndexPath(section: 0, item: 0) && paths[1] == nil && paths[11] == nil)
    #expect(throws: LayoutError.self) {
      try edited.applying(
        BatchUpdate(insertItems: [
          (indexPath: IndexPath(section: 0, item: 0), item: Colliding(id: 5), size: nil)
        ]))
    }
    // Every item deleted: the shared value is gone too.
    let emptied = try edited.applying(
      BatchUpdate(
        deleteItems: (0..<edited.itemCount(inSection: 0)).map { IndexPath(section: 0, item: $0) })
    ).model
    #expect(!emptied.contains(Colliding(id: 0)) && emptied.itemCount(inSection: 0) == 0)
  }
}
