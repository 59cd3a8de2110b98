import Mosaic
import MosaicTestSupport
import Testing

/// A batch's item mapping agrees with what the batch does to the data, item by item (names are
/// unique, so where a name went is where its item went), and a transition built on it animates
/// exactly the inserted, deleted and surviving items.
@Suite("Batch updates: the item mapping and transitions")
struct ItemMappingPropertyTests {
  /// Where each name is in `model`.
  static func places(_ model: Model) -> [String: IndexPath] {
    var result: [String: IndexPath] = [:]
    for (section, items) in model.items.enumerated() {
      for (item, name) in items.enumerated() {
        result[name] = IndexPath(section: section, item: item)
      }
    }
    return result
  }

  /// Everything on which `mapping` disagrees with the names' places before and after.
  static func disagreements(
    _ mapping: ItemMapping, old: Model, new: Model, batch: BatchUpdate<String>
  ) -> [String] {
    var problems: [String] = []
    let before = places(old)
    let after = places(new)
    for (name, path) in before where mapping.newIndexPath(forOld: path) != after[name] {
      problems.append(
        "\(name) at \(path) maps to \(String(describing: mapping.newIndexPath(forOld: path))), is at \(String(describing: after[name]))"
      )
    }
    for (name, path) in after where mapping.oldIndexPath(forNew: path) != before[name] {
      problems.append("\(name) at new \(path) maps back wrongly")
    }
    let inserted = after.filter { before[$0.key] == nil }.map(\.value).sorted()
    if mapping.inserted() != inserted {
      problems.append("inserted \(mapping.inserted()) ≠ \(inserted)")
    }
    let deleted = before.filter { after[$0.key] == nil }.map(\.value).sorted()
    if mapping.deleted() != deleted { problems.append("deleted \(mapping.deleted()) ≠ \(deleted)") }
    let moved = before.compactMap { name, path -> [IndexPath]? in
      guard let new = after[name], new != path else { return nil }
      return [path, new]
    }.sorted { $0[0] < $1[0] }
    if mapping.moved().map({ [$0.old, $0.new] }) != moved { problems.append("moved differs") }
    // Reloaded: the reloaded items, and every item a reloaded section keeps that no move carried.
    let carried = Set(batch.moveItems.map(\.from))
    var reloaded = Set(batch.reloadItems.compactMap { old.item(at: $0) })
    for section in batch.reloadSections {
      for (item, name) in old.sections[section].items.enumerated()
      where !carried.contains(IndexPath(section: section, item: item)) {
        reloaded.insert(name)
      }
    }
    let expected = reloaded.compactMap { after[$0] }.sorted()
    if mapping.reloaded() != expected {
      problems.append("reloaded \(mapping.reloaded()) ≠ \(expected)")
    }
    for path in expected where !mapping.isReloaded(new: path) {
      problems.append("\(path) not reloaded")
    }
    return problems
  }

  @Test(arguments: 0..<2)
  func mappingAgreesWithTheBatch(part: Int) throws {
    var rng = SeededGenerator(seed: 0x3A9_0000 + UInt64(part))
    var nonTrivial = 0
    for round in 0..<1_000 {
      let start = try BatchChangePropertyTests.randomModel(&rng)
      let (batch, _) = SectionMovePropertyTests.validBatch(start.items, round: round, &rng)
      let edit = try start.applying(batch)
      let (model, change, mapping) = (edit.model, edit.change, edit.mapping)
      #expect(model.sections == (try start.applying(batch).model).sections)
      #expect(change == (try start.applying(batch)).change)
      let problems = Self.disagreements(mapping, old: start, new: model, batch: batch)
      #expect(problems.isEmpty, "round \(round): \(problems.prefix(3)), \(batch)")
      if !problems.isEmpty { return }
      if !mapping.moved().isEmpty { nonTrivial += 1 }
    }
    #expect(nonTrivial > 500, "\(nonTrivial) batches moved something")
  }

  @Test func transitionsAnimateWhatTheBatchDid() throws {
    var rng = SeededGenerator(seed: 0x7A4E)
    var appearing = 0
    var disappearing = 0
    for round in 0..<300 {
      let start = try BatchChangePropertyTests.randomModel(&rng)
      let (batch, _) = SectionMovePropertyTests.validBatch(start.items, round: round, &rng)
      let edit = try start.applying(batch)
      let (model, change, mapping) = (edit.model, edit.change, edit.mapping)
      var configuration = BatchChangePropertyTests.randomConfiguration(&rng)
      configuration.input.sections = start.sectionData
      let old = try LiveLayout(configuration)
      var input = old.input
      input.sections = model.sectionData
      let new = try old.updated(to: input, change: change)
      let viewport = input.viewport
      let transition = LayoutTransition(
        from: old, in: viewport, to: new, in: viewport, mapping: mapping)
      let before = Self.places(start)
      let names = Dictionary(uniqueKeysWithValues: Self.places(start).map { ($0.value, $0.key) })
      let after = Self.places(model)
      for attributes in new.layout.allElements() where attributes.id.category == .cell {
        let name = model.item(at: attributes.id.indexPath)!
        let animation = try #require(transition.transition(forNew: attributes.id))
        #expect(animation.end == attributes)
        if let was = before[name] {
          #expect(animation.kind != .appearing, "round \(round): \(name)")
          #expect(animation.start == old.layout.attributes(for: .cell(was)))
        } else {
          appearing += 1
          #expect(animation.kind == .appearing)
          #expect(animation.start.frame == attributes.frame && animation.start.alpha == 0)
        }
      }
      // The visible transitions: every element shown before or after, once, by a scan.
      var shifted = viewport
      shifted.contentOffset.y += Double(Int.random(in: -100...300, using: &rng))
      let shownTransition = LayoutTransition(
        from: old, in: viewport, to: new, in: shifted, mapping: mapping)
      let shown = shownTransition.visibleTransitions()
      // Pinned headers depend on the offset: each layout is scanned at its own viewport.
      var everyNew: [LayoutAttributes] = []
      new.layout.allElements(viewport: shifted, into: &everyNew)
      var everyOld: [LayoutAttributes] = []
      old.layout.allElements(viewport: viewport, into: &everyOld)
      let newShown = Set(everyNew.filter { $0.frame.intersects(shifted.visibleRect) }.map(\.id))
      let oldShown = everyOld.filter { $0.frame.intersects(viewport.visibleRect) }
      var expectedNew = newShown
      var expectedGone = Set<ElementID>()
      for element in oldShown {
        if let survivor = shownTransition.transition(forOld: element.id), let id = survivor.newID {
          expectedNew.insert(id)
        } else {
          expectedGone.insert(element.id)
        }
      }
      #expect(Set(shown.compactMap(\.newID)) == expectedNew, "round \(round)")
      #expect(shown.compactMap(\.newID).count == expectedNew.count, "each once")
      #expect(Set(shown.filter { $0.kind == .disappearing }.compactMap(\.oldID)) == expectedGone)
      for element in old.layout.allElements() where element.id.category == .cell {
        let name = names[element.id.indexPath]!
        let survives = after[name] != nil
        #expect((mapping.newElement(forOld: element.id) != nil) == survives)
      }
      for attributes in old.layout.allElements() where attributes.id.category == .cell {
        let name = names[attributes.id.indexPath]!
        let animation = try #require(transition.transition(forOld: attributes.id))
        #expect(animation.start == attributes)
        if after[name] == nil {
          disappearing += 1
          #expect(animation.kind == .disappearing)
          #expect(animation.end.frame == attributes.frame && animation.end.alpha == 0)
        } else {
          #expect(animation.newID == .cell(after[name]!))
        }
      }
    }
    #expect(
      appearing > 50 && disappearing > 50, "\(appearing) appearing, \(disappearing) disappearing")
  }

  @Test func partsThatDoNotFitAreDroppedNotTrusted() {
    // Old section 0 named twice, old section 7 out of range, a count missing and one negative,
    // departures, arrivals and moves out of range.
    let mapping = ItemMapping(
      oldSectionOfNew: [0, 0, 7], oldItemCounts: [3, -2], newItemCounts: [4],
      departures: [ip(0, 9), ip(5, 0), ip(0, -1), ip(0, 1)],
      arrivals: [ip(0, 0), ip(0, 99), ip(2, 0)], moves: [ip(0, 2): ip(9, 9)])
    #expect(mapping.oldItemCounts == [3, 0])
    #expect(mapping.newItemCounts == [4, 0, 0])
    #expect(mapping.oldSectionOfNew == [0, nil, nil])
    #expect(mapping.newSectionOfOld == [0, nil])
    // Old 0 and 2 survive, 1 left; new 0 arrived: old 0 → new 1, old 2 → new 2.
    #expect(mapping.newIndexPath(forOld: ip(0, 0)) == ip(0, 1))
    #expect(mapping.newIndexPath(forOld: ip(0, 1)) == nil)
    #expect(mapping.newIndexPath(forOld: ip(0, 2)) == ip(0, 2))
    #expect(mapping.oldIndexPath(forNew: ip(0, 3)) == nil)  // no old item is left for it
    #expect(mapping.oldIndexPath(forNew: ip(2, 0)) == nil)
    #expect(mapping.inserted() == [ip(0, 0)])
    #expect(mapping.deleted() == [ip(0, 1)])
    #expect(mapping.moved().map(\.new) == [ip(0, 1)])
  }

  @Test func identityMappingKeepsEveryPath() throws {
    let data = try model([["a", "b", "c"], [], ["d"]])
    let mapping = data.identityMapping
    #expect(mapping.isIdentity)
    #expect(mapping.newIndexPath(forOld: ip(0, 2)) == ip(0, 2))
    #expect(mapping.newIndexPath(forOld: ip(0, 3)) == nil)
    #expect(mapping.oldIndexPath(forNew: ip(2, 0)) == ip(2, 0))
    #expect(mapping.moved().isEmpty && mapping.inserted().isEmpty && mapping.deleted().isEmpty)
  }
}
