import Mosaic
import MosaicTestSupport
import Testing

@Suite("Diffable snapshots")
struct DiffableSnapshotTests {
  func snapshot(_ sections: [(String, [String])]) throws -> DiffableSnapshot<String, String> {
    var result = DiffableSnapshot<String, String>()
    for (id, items) in sections {
      try result.appendSections([id])
      try result.appendItems(items, toSection: id)
    }
    return result
  }

  @Test func sectionsAreMatchedByIdentityNotIndex() throws {
    // "A" and "B" swap; "C" goes; "D" arrives holding "a2"; "x" is new; "b1" crosses to "A".
    let model = try CollectionModel(sections: [
      .init(items: ["a1", "a2"]), .init(items: ["b1", "b2"]), .init(items: ["c1"]),
    ])
    let target = try snapshot([("B", ["b2", "x"]), ("D", ["a2"]), ("A", ["a1", "b1"])])
    let edit = try model.applying(target, currentSections: ["A", "B", "C"])
    #expect(edit.model.items == [["b2", "x"], ["a2"], ["a1", "b1"]])
    #expect(edit.batch.deleteSections == [2])
    #expect(edit.batch.insertSections.map(\.index) == [1])
    #expect(edit.batch.moveSections.count == 1)
    #expect(edit.batch.moveItems.map(\.from) == [IndexPath(section: 1, item: 0)])
    #expect(edit.batch.moveItems.map(\.to) == [IndexPath(section: 2, item: 1)])
    #expect(edit.batch.deleteItems == [IndexPath(section: 0, item: 1)], "a2 leaves for D")
    #expect(edit.batch.insertItems.map(\.item) == ["x"])
    // The change continues B from old 1 and A from old 0; D is new.
    #expect(edit.change.sections.map(\.oldSection) == [1, nil, 0])
  }

  @Test func movedItemsKeepTheirSizes() throws {
    let model = try CollectionModel(sections: [
      .init(items: ["a", "b"], sizes: [Size(width: 10, height: 11), Size(width: 20, height: 21)]),
      .init(items: ["c"], sizes: [Size(width: 30, height: 31)]),
    ])
    let target = try snapshot([("1", ["b", "c"]), ("0", ["a"])])
    let edit = try model.applying(target, currentSections: ["0", "1"])
    #expect(
      edit.model.sections.map(\.itemSizes) == [
        [Size(width: 20, height: 21), Size(width: 30, height: 31)], [Size(width: 10, height: 11)],
      ])
  }

  @Test func duplicatesAndBadIdentifiersAreOneLineErrors() throws {
    var snapshot = DiffableSnapshot<String, String>()
    try snapshot.appendSections(["A"])
    #expect(
      throws: LayoutError(
        path: "snapshot.sections[1]", message: "section A is already in the snapshot")
    ) {
      try snapshot.appendSections(["A"])
    }
    #expect(
      throws: LayoutError(
        path: "snapshot.sections[3]", message: "section B is already in the snapshot")
    ) {
      try snapshot.appendSections(["C", "B", "B"])
    }
    #expect(snapshot.sectionIdentifiers == ["A"], "nothing appended")
    try snapshot.appendItems(["x", "y"])
    #expect(
      throws: LayoutError(
        path: "snapshot.sections[0].items[3]", message: "item x is already in the snapshot")
    ) {
      try snapshot.appendItems(["z", "x"], toSection: "A")
    }
    // A refused append leaves the snapshot as it was: the items entered before the repeat are
    // taken out, and an item the snapshot held keeps its section.
    try snapshot.appendSections(["B"])
    #expect(
      throws: LayoutError(
        path: "snapshot.sections[1].items[2]", message: "item w is already in the snapshot")
    ) {
      try snapshot.appendItems(["v", "w", "w"], toSection: "B")
    }
    #expect(throws: LayoutError.self) { try snapshot.appendItems(["v", "y"], toSection: "B") }
    #expect(snapshot.itemIdentifiers(inSection: "B") == [])
    #expect(snapshot.sectionIdentifier(containingItem: "y") == "A")
    #expect(snapshot.sectionIdentifier(containingItem: "v") == nil)
    #expect(snapshot.sectionIdentifier(containingItem: "w") == nil)
    #expect(snapshot.numberOfItems == 2)
    snapshot.deleteSections(["B"])
    #expect(
      throws: LayoutError(
        path: "snapshot.items", message: "there is no section Q to append items to")
    ) {
      try snapshot.appendItems(["q"], toSection: "Q")
    }
    let model = try CollectionModel(sections: [.init(items: ["x"])])
    #expect(
      throws: LayoutError(
        path: "snapshot.sectionIdentifiers", message: "has 2 identifiers for 1 sections")
    ) {
      try model.applying(snapshot, currentSections: ["A", "B"])
    }
    snapshot.deleteItems(["x", "nope"])
    snapshot.deleteSections(["nope"])
    #expect(snapshot.itemIdentifiers == ["y"])
    #expect(snapshot.sectionIdentifier(containingItem: "x") == nil)
  }

  @Test func insertMoveAndReloadBesideItems() throws {
    var target = try snapshot([("A", ["a", "b"]), ("B", ["c"])])
    try target.insertItems(["x"], beforeItem: "b")
    try target.insertItems(["y", "z"], afterItem: "c")
    try target.moveItem("a", afterItem: "z")
    try target.moveItem("c", beforeItem: "x")
    #expect(target.itemIdentifiers(inSection: "A") == ["c", "x", "b"])
    #expect(target.itemIdentifiers(inSection: "B") == ["y", "z", "a"])
    #expect(target.sectionIdentifier(containingItem: "a") == "B")
    #expect(throws: LayoutError(path: "snapshot.items", message: "item q is not in the snapshot")) {
      try target.insertItems(["r"], beforeItem: "q")
    }
    #expect(
      throws: LayoutError(
        path: "snapshot.insertItems[0]", message: "item b is already in the snapshot")
    ) {
      try target.insertItems(["b"], beforeItem: "x")
    }
    #expect(
      throws: LayoutError(path: "snapshot.moveItem", message: "item b cannot move beside itself")
    ) {
      try target.moveItem("b", beforeItem: "b")
    }
    #expect(
      throws: LayoutError(path: "snapshot.reloadItems[1]", message: "item q is not in the snapshot")
    ) {
      try target.reloadItems(["b", "q"])
    }
    // "b" stays (reloaded at its old place), "a" moves (not reloaded), "x" is new (not reloaded).
    try target.reloadItems(["b", "a", "x", "b"])
    let model = try CollectionModel(sections: [.init(items: ["a", "b"]), .init(items: ["c"])])
    let edit = try model.applying(target, currentSections: ["A", "B"])
    #expect(edit.batch.reloadItems == [IndexPath(section: 0, item: 1)])
    #expect(edit.model.items == [["c", "x", "b"], ["y", "z", "a"]])
  }

  /// Random pairs of snapshots over shared and fresh identities: applying the target to the
  /// current model gives exactly the target, sections in order by identity, and a sound change.
  @Test func randomPairsRoundTrip() throws {
    var generator = SeededGenerator(seed: 1_515)
    var reloads = 0
    for round in 0..<400 {
      let sectionPool = (0..<8).map { "s\($0)" }
      let itemPool = (0..<40).map { "i\($0)" }
      func randomSnapshot() throws -> DiffableSnapshot<String, String> {
        let sections = Array(
          sectionPool.shuffled(using: &generator).prefix(Int.random(in: 0...6, using: &generator)))
        var items = Array(
          itemPool.shuffled(using: &generator).prefix(Int.random(in: 0...30, using: &generator)))
        var result = DiffableSnapshot<String, String>()
        try result.appendSections(sections)
        guard !sections.isEmpty else { return result }
        while let item = items.popLast() {
          try result.appendItems([item], toSection: sections.randomElement(using: &generator))
        }
        return result
      }
      let current = try randomSnapshot()
      var target = try randomSnapshot()
      // Reloads of random items: only those staying put become reloads, and the batch applies.
      try target.reloadItems(target.itemIdentifiers.filter { _ in Bool.random(using: &generator) })
      let sizes = Bool.random(using: &generator)
      let model = try CollectionModel(
        sections: current.sectionIdentifiers.map { id in
          let items = current.itemIdentifiers(inSection: id) ?? []
          return sizes
            ? CollectionModel<String>.Section(
              items: items, sizes: items.map { Size(width: Double($0.count), height: 10) })
            : CollectionModel<String>.Section(items: items)
        })
      let edit = try model.applying(target, currentSections: current.sectionIdentifiers)
      reloads += edit.batch.reloadItems.count
      for path in edit.batch.reloadItems {
        // A reload names an item that stays: it is in the target, in the same section.
        let item = try #require(model.item(at: path))
        #expect(
          target.sectionIdentifier(containingItem: item) == current.sectionIdentifiers[path.section]
        )
      }
      let applied = try DiffableSnapshot(
        model: edit.model, sectionIdentifiers: target.sectionIdentifiers)
      #expect(applied == target, "round \(round)")
      for (index, change) in edit.change.sections.enumerated() {
        let expected = current.index(ofSection: target.sectionIdentifiers[index])
        #expect(change.oldSection == expected, "round \(round), section \(index)")
      }
      let problems = BatchChangePropertyTests.unsoundness(
        edit.change, old: model.sectionData, new: edit.model.sectionData)
      #expect(problems.isEmpty, "round \(round): \(problems)")
      if round % 4 == 0 {
        let configuration = BatchChangePropertyTests.randomConfiguration(&generator)
        let mismatches = try BatchChangePropertyTests.updateMismatches(
          configuration, old: model, new: edit.model, change: edit.change, &generator)
        #expect(mismatches.isEmpty, "round \(round): \(mismatches.prefix(3))")
      }
    }
    #expect(reloads > 50)
  }
}
