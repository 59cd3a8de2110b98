import Mosaic
import MosaicTestSupport
import Testing

/// Random drags of groups and single items, by finger and keyboard, with ticks, scrolls, drops
/// and cancels, over flow and waterfall layouts, checked against plain arrays: each drop leaves
/// the model equal to the arrays with the group removed and inserted, in its original order, at
/// the target; every frame shown, during a drag and after, is a fresh prepare's of the order
/// shown.
@Suite("Reorder sessions with several items agree with plain arrays")
struct MultiItemReorderPropertyTests {
  @Test func randomGroupDrags() throws {
    var rng = SeededGenerator(seed: 0x6D_756C)
    var groupDrops = 0
    var refusedPaths = 0
    for round in 0..<120 {
      let configuration = KeyboardReorderPropertyTests.configuration(round: round, &rng)
      var (reference, sections) = randomReorderData(&rng)
      var session = try ReorderSession(
        model: try CollectionModel(sections: sections), configuration: configuration)
      for _ in 0..<30 {
        let point = Point(
          x: Double.random(in: -20...340, using: &rng), y: Double.random(in: -20...260, using: &rng)
        )
        switch Int.random(in: 0..<12, using: &rng) {
        case 0, 1:
          let others = Self.randomPaths(in: reference, &rng)
          let valid = others.allSatisfy {
            reference.indices.contains($0.section)
              && reference[$0.section].indices.contains($0.item)
          }
          do {
            if Bool.random(using: &rng) {
              _ = try session.begin(atViewportPoint: point, alsoLifting: others)
            } else {
              let lead =
                Self.randomPaths(in: reference, &rng).first ?? IndexPath(section: 0, item: 0)
              _ = try session.pickUp(lead, alsoLifting: others)
            }
            #expect(valid)
          } catch {
            #expect(!valid)
            refusedPaths += 1
          }
        case 2, 3: session.move(toViewportPoint: point)
        case 4, 5:
          _ = session.moveLifted(FocusDirection.allCases.randomElement(using: &rng) ?? .down)
        case 6: session.tick(count: Int.random(in: 1...10, using: &rng))
        case 7, 8:
          let lifted = session.liftedIndexPaths
          if let target = session.target {
            reference = Self.dropped(reference, lifted: lifted, at: target)
            if lifted.count > 1 { groupDrops += 1 }
          }
          session.end()
        case 9: session.cancel()
        default:
          session.scroll(
            toContentOffset: Point(
              x: Double.random(in: -50...600, using: &rng),
              y: Double.random(in: -50...600, using: &rng)))
        }
        #expect(session.model.items == reference)
        try Self.checkShown(session, reference: reference, configuration)
      }
    }
    #expect(groupDrops >= 40 && refusedPaths >= 10, "\(groupDrops), \(refusedPaths)")
  }
}

extension MultiItemReorderPropertyTests {
  /// Up to four index paths, now and then one past the data.
  static func randomPaths(in items: [[String]], _ rng: inout SeededGenerator) -> [IndexPath] {
    (0..<Int.random(in: 0...4, using: &rng)).map { _ in
      let section = Int.random(in: 0..<items.count, using: &rng)
      let limit =
        Int.random(in: 0..<20, using: &rng) == 0
        ? items[section].count : max(0, items[section].count - 1)
      return IndexPath(section: section, item: Int.random(in: 0...limit, using: &rng))
    }
  }

  /// The plain arrays' drop: the lifted items removed, then inserted in their original order from
  /// `target` on (an index path of the order without them).
  static func dropped(_ items: [[String]], lifted: [IndexPath], at target: IndexPath) -> [[String]]
  {
    var result = items
    let group = lifted.map { items[$0.section][$0.item] }
    for path in lifted.reversed() { result[path.section].remove(at: path.item) }
    result[target.section].insert(contentsOf: group, at: target.item)
    return result
  }

  /// The order shown during a drag, as plain arrays: the companions removed, the lead at the
  /// target.
  static func shown(_ items: [[String]], lifted: [IndexPath], lead: String?, at target: IndexPath?)
    -> [[String]]
  {
    guard let lead, let target else { return items }
    var result = items
    for path in lifted.reversed() { result[path.section].remove(at: path.item) }
    result[target.section].insert(lead, at: target.item)
    return result
  }

  /// What the session shows is a fresh prepare of the order shown (the model without the
  /// companions, the lead at its target), the lead lifted above the rest.
  static func checkShown(
    _ session: ReorderSession<String>, reference: [[String]], _ configuration: LayoutConfiguration
  ) throws {
    var shownModel = session.model
    if let target = session.target {
      let lifted = session.liftedIndexPaths
      let lead = try #require(session.leadIndexPath)
      var others = lifted
      others.removeAll { $0 == lead }
      shownModel = try shownModel.applying(
        BatchUpdate(deleteItems: others, moveItems: [(lead, target)])
      ).model
      #expect(
        shownModel.items
          == shown(reference, lifted: lifted, lead: reference[lead.section][lead.item], at: target))
    }
    var configuration = configuration
    configuration.input = LayoutInput(sections: shownModel.sectionData, viewport: session.viewport)
    let full = try configuration.prepare()
    let expected = full.allElements(viewport: session.viewport)
    var actual = session.layout.allElements(viewport: session.viewport)
    let lifted = actual.indices.filter { actual[$0].zIndex == Int.max }
    #expect(lifted.map { actual[$0].id } == session.target.map { [.cell($0)] } ?? [])
    for index in lifted {
      actual[index].zIndex = 0
      // A finger's lead is drawn under the finger: compare its slot instead.
      actual[index].frame = try #require(session.targetSlotFrame)
    }
    #expect(actual == expected)
    // Each cell shown maps back to the item the shown order holds there.
    for element in expected where element.id.category == .cell {
      #expect(
        session.item(shownAt: element.id.indexPath) == shownModel.item(at: element.id.indexPath))
    }
  }
}
