import MosaicCore
import MosaicInteraction
import MosaicTestSupport
import Testing

/// `applying(_:currentSections:)` builds its edit from the snapshot's diff directly; the
/// reference is the batch that diff gives (`batchUpdate(from:)` against the model's own
/// snapshot) applied by the batch machinery, which validates and plans it item by item. Both
/// must give the same batch, model (items and sizes), change and mapping, over models of runs
/// and explicit items, fixed, per-item, estimated and measured sizes.
@Suite("Snapshots: applied directly against their batch")
struct SnapshotApplyPropertyTests {
  /// A random model of 1–4 sections (runs of numbers or explicit items; fixed, per-item or
  /// estimated sizes, some measured) and its section names.
  static func randomModel(using rng: inout SeededGenerator) throws -> (
    CollectionModel<Int>, [String]
  ) {
    let estimated = Bool.random(using: &rng)
    var next = 0
    let sections = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
      let count = Int.random(in: 0...40, using: &rng)
      let numbers = next..<next + count
      next += count + 100
      let items = Bool.random(using: &rng) ? ItemList(numbers: numbers) : ItemList(Array(numbers))
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        return CollectionModel<Int>.Section(items: items, itemSize: Size(width: 30, height: 20))
      case 1:
        return CollectionModel<Int>.Section(
          items: items, sizes: numbers.map { Size(width: 30, height: Double(10 + $0 % 3)) })
      default: return CollectionModel<Int>.Section(items: items)
      }
    }
    var model = try CollectionModel(
      sections: sections, estimatedItemSize: estimated ? Size(width: 30, height: 44) : nil)
    // Some measured sizes: a section at the estimate turns per-item around them.
    for (section, data) in model.sections.enumerated()
    where estimated && data.itemSize == nil && data.items.count > 0
      && Bool.random(using: &rng)
    {
      let item = Int.random(in: 0..<data.items.count, using: &rng)
      model = try model.resizing([
        (indexPath: IndexPath(section: section, item: item), size: Size(width: 30, height: 70))
      ]).model
    }
    return (model, model.sections.indices.map { "s\($0)" })
  }

  /// A random snapshot from `model`'s: items deleted, moved within and across sections, a
  /// stretch reversed, new items and sections inserted, sections deleted and reordered, some
  /// items marked for reload.
  static func randomSnapshot(
    of model: CollectionModel<Int>, names: [String], using rng: inout SeededGenerator
  ) throws -> DiffableSnapshot<String, Int> {
    var sections = zip(names, model.items).map { (id: $0, items: $1) }
    var fresh = 1_000_000
    for index in sections.indices {
      sections[index].items.removeAll { _ in Int.random(in: 0..<6, using: &rng) == 0 }
      if sections[index].items.count > 3, Bool.random(using: &rng) {
        let start = Int.random(in: 0..<sections[index].items.count - 2, using: &rng)
        let end = Int.random(in: start + 2...sections[index].items.count, using: &rng)
        sections[index].items[start..<end].reverse()
      }
    }
    for _ in 0..<Int.random(in: 0...6, using: &rng) {
      let from = Int.random(in: 0..<sections.count, using: &rng)
      let to = Int.random(in: 0..<sections.count, using: &rng)
      guard !sections[from].items.isEmpty else { continue }
      let item = sections[from].items.remove(
        at: Int.random(in: 0..<sections[from].items.count, using: &rng))
      sections[to].items.insert(item, at: Int.random(in: 0...sections[to].items.count, using: &rng))
    }
    for _ in 0..<Int.random(in: 0...4, using: &rng) {
      let to = Int.random(in: 0..<sections.count, using: &rng)
      fresh += 1
      sections[to].items.insert(
        fresh, at: Int.random(in: 0...sections[to].items.count, using: &rng))
    }
    if sections.count > 1, Bool.random(using: &rng) {
      sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
    }
    if Bool.random(using: &rng) {
      sections.insert(
        (id: "new", items: [fresh + 1, fresh + 2]),
        at: Int.random(in: 0...sections.count, using: &rng))
    }
    if Bool.random(using: &rng) { sections.shuffle(using: &rng) }
    var snapshot = DiffableSnapshot<String, Int>()
    for section in sections {
      try snapshot.appendSections([section.id])
      try snapshot.appendItems(section.items, toSection: section.id)
    }
    try snapshot.reloadItems(
      snapshot.itemIdentifiers.filter { _ in Int.random(in: 0..<8, using: &rng) == 0 })
    return snapshot
  }

  @Test func directEditEqualsItsBatchApplied() throws {
    var rng = SeededGenerator(seed: 2_611)
    var moves = 0
    for round in 0..<600 {
      let (model, names) = try Self.randomModel(using: &rng)
      let target = try Self.randomSnapshot(of: model, names: names, using: &rng)
      let direct = try model.applying(target, currentSections: names)
      let batch = target.batchUpdate(
        from: try DiffableSnapshot(model: model, sectionIdentifiers: names))
      let planned = try model.applying(batch)
      moves += batch.moveItems.count
      #expect("\(direct.batch)" == "\(batch)", "round \(round): batch")
      #expect(direct.model.sections == planned.model.sections, "round \(round): sections")
      #expect(direct.change == planned.change, "round \(round): change")
      #expect(direct.mapping == planned.mapping, "round \(round): mapping")
      let applied = try DiffableSnapshot(
        model: direct.model, sectionIdentifiers: target.sectionIdentifiers)
      #expect(applied == target, "round \(round): items")
      // The new model knows its items: each is found where it is, and an item it no longer
      // holds can be inserted again.
      for (section, items) in direct.model.items.enumerated() {
        for (index, item) in items.enumerated() where index % 7 == 0 {
          #expect(direct.model.indexPath(of: item) == IndexPath(section: section, item: index))
        }
      }
      if let gone = model.items.joined().first(where: { !direct.model.contains($0) }),
        direct.model.sectionCount > 0
      {
        let insert = BatchUpdate<Int>(
          insertItems: [(indexPath: IndexPath(section: 0, item: 0), item: gone, size: nil)])
        #expect((try? direct.model.applying(insert)) != nil, "round \(round): reinsert \(gone)")
      }
    }
    #expect(moves > 1_000)
  }
}
