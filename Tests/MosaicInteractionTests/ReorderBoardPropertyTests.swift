import Mosaic
import MosaicTestSupport
import Testing

/// Random drags across two collections side by side (flow or waterfall each, single items and
/// groups, moves over both and the gutter, ticks, scrolls, drops, cancels), checked against
/// plain arrays: each drop leaves both models equal to the arrays with the items moved, or
/// removed from one and inserted in the other; everything each collection shows is a fresh
/// prepare of the order it shows.
@Suite("Reorder boards agree with plain arrays")
struct ReorderBoardPropertyTests {
  @Test func randomDragsBetweenTwoCollections() throws {
    var rng = SeededGenerator(seed: 0x626F_6172)
    var crossings = 0
    var homeDrops = 0
    for round in 0..<100 {
      var references: [[[String]]] = []
      var sessions: [ReorderSession<String>] = []
      var configurations: [LayoutConfiguration] = []
      for (column, name) in ["A", "B"].enumerated() {
        let configuration = KeyboardReorderPropertyTests.configuration(round: round + column, &rng)
        let (reference, sections) = randomReorderData(
          prefix: "\(name).", sections: 1...3, items: 0...10, &rng)
        sessions.append(
          try ReorderSession(
            model: try CollectionModel(sections: sections), configuration: configuration))
        references.append(reference)
        configurations.append(configuration)
      }
      var board = try ReorderBoard(
        collections: sessions, origins: [Point(x: 0, y: 0), Point(x: 330, y: 0)])
      var entry: Int?
      for _ in 0..<40 {
        let point = Point(
          x: Double.random(in: -10...660, using: &rng), y: Double.random(in: -10...250, using: &rng)
        )
        let before = board.current
        switch Int.random(in: 0..<12, using: &rng) {
        case 0, 1:
          let column = board.collection(atBoardPoint: point) ?? 0
          let others = MultiItemReorderPropertyTests.randomPaths(in: references[column], &rng)
            .filter {
              references[column][$0.section].indices.contains($0.item)
            }
          _ = try board.begin(atBoardPoint: point, alsoLifting: others)
        case 2, 3, 4, 5, 6: board.move(toBoardPoint: point)
        case 7: board.tick(count: Int.random(in: 1...10, using: &rng))
        case 8:
          board.scroll(
            collection: Int.random(in: 0...1, using: &rng),
            toContentOffset: Point(
              x: Double.random(in: -50...500, using: &rng),
              y: Double.random(in: -50...500, using: &rng)))
        case 9, 10:
          if let home = board.home, let target = board.target {
            let lifted = board.collections[home].liftedIndexPaths
            if target.collection == home {
              references[home] = MultiItemReorderPropertyTests.dropped(
                references[home], lifted: lifted, at: target.indexPath)
              homeDrops += 1
            } else {
              let group = lifted.map { references[home][$0.section][$0.item] }
              for path in lifted.reversed() {
                references[home][path.section].remove(at: path.item)
              }
              references[target.collection][target.indexPath.section].insert(
                contentsOf: group, at: target.indexPath.item)
              crossings += 1
            }
          }
          board.end()
        default: board.cancel()
        }
        // The section an arriving item entered: it takes the size it is shown at there.
        if let current = board.current, current != board.home, current != before {
          entry = board.target?.indexPath.section
        }
        if !board.isDragging { entry = nil }
        for column in 0...1 {
          #expect(board.collections[column].model.items == references[column])
          try Self.checkShown(
            board, column, configurations[column], references: references, entry: entry)
        }
      }
    }
    #expect(crossings >= 25 && homeDrops >= 25, "\(crossings), \(homeDrops)")
  }
}

extension ReorderBoardPropertyTests {
  /// What collection `column` shows is a fresh prepare of its shown order: its committed model;
  /// without the lifted items while they are away; with the lead at the target when the target
  /// is here (moved there from home, or inserted, with its size when the section takes sizes).
  static func checkShown(
    _ board: ReorderBoard<String>, _ column: Int, _ configuration: LayoutConfiguration,
    references: [[[String]]], entry: Int?
  ) throws {
    let session = board.collections[column]
    var shown = session.model
    if let home = board.home {
      let homeSession = board.collections[home]
      let lifted = homeSession.liftedIndexPaths
      let lead = try #require(homeSession.leadIndexPath)
      let target = board.target
      if column == home {
        var others = lifted
        if target?.collection == home {
          others.removeAll { $0 == lead }
          shown = try shown.applying(
            BatchUpdate(deleteItems: others, moveItems: [(lead, target?.indexPath ?? lead)])
          ).model
        } else {
          shown = try shown.applying(BatchUpdate(deleteItems: others)).model
        }
      } else if let target, target.collection == column {
        let name = references[home][lead.section][lead.item]
        // Its own size (home's, or as home drew it) when the section it entered takes sizes,
        // else that section's; then carried as any move carries a size.
        var own = homeSession.committedLiveLayout.layout.attributes(for: .cell(lead))?.frame.size
        if let sizes = homeSession.model.sections[lead.section].itemSizes { own = sizes[lead.item] }
        let entered = shown.sections[try #require(entry)]
        let carried =
          entered.itemSizes != nil ? own : (entered.itemSize ?? shown.defaultItemSize)
        let size = shown.sections[target.indexPath.section].itemSizes != nil ? carried : nil
        shown = try shown.applying(BatchUpdate(insertItems: [(target.indexPath, name, size)])).model
      }
    }
    var configuration = configuration
    configuration.input = LayoutInput(sections: shown.sectionData, viewport: session.viewport)
    let expected = try configuration.prepare().allElements(viewport: session.viewport)
    var actual = session.layout.allElements(viewport: session.viewport)
    let lifted = actual.indices.filter { actual[$0].zIndex == Int.max }
    let here = board.target.flatMap { $0.collection == column ? $0.indexPath : nil }
    #expect(lifted.map { actual[$0].id } == (here.map { [.cell($0)] } ?? []))
    for index in lifted {
      actual[index].zIndex = 0
      actual[index].frame = try #require(session.targetSlotFrame)
    }
    #expect(actual == expected)
    // Each cell shown maps back to the item the shown order holds there.
    for element in expected where element.id.category == .cell {
      #expect(session.item(shownAt: element.id.indexPath) == shown.item(at: element.id.indexPath))
    }
  }
}
