import Mosaic
import MosaicTestKit
import MosaicTestSupport
import Testing

/// Random keyboard reorders (pick up, steps in every direction, drops, cancels, scrolls) over flow
/// and waterfall layouts, checked against plain arrays: the model is the arrays with each drop's
/// one move, every step's target is what a linear scan of a fresh prepare of the shown order
/// (or index arithmetic, for next and previous) says, and every frame is a fresh prepare's.
@Suite("Reorder sessions from the keyboard agree with plain arrays")
struct KeyboardReorderPropertyTests {
  @Test func randomKeyboardSequences() throws {
    var rng = SeededGenerator(seed: 0x4B_4559)
    var moves = 0
    var refusals = 0
    var crossings = 0
    for round in 0..<150 {
      let configuration = Self.configuration(round: round, &rng)
      var (reference, sections) = randomReorderData(&rng)
      var session = try ReorderSession(
        model: try CollectionModel(sections: sections), configuration: configuration)
      var lifted: (original: IndexPath, target: IndexPath)?
      for _ in 0..<30 {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1:
          let section = Int.random(in: -1...reference.count, using: &rng)
          let count = reference.indices.contains(section) ? reference[section].count : 0
          let path = IndexPath(section: section, item: Int.random(in: -1...count, using: &rng))
          let event = session.pickUp(path)
          let valid =
            lifted == nil && reference.indices.contains(section) && path.item >= 0
            && path.item < count
          #expect(event == (valid ? .pickedUp(path) : nil))
          if valid { lifted = (path, path) }
        case 2, 3, 4, 5, 6:
          let direction = FocusDirection.allCases.randomElement(using: &rng) ?? .next
          guard let (original, target) = lifted else {
            #expect(session.moveLifted(direction) == nil)
            break
          }
          // What the step should reach, from the order shown before it.
          let expected = try Self.expectedStep(
            from: target, direction, shown: Self.moved(reference, lifted), session: session,
            configuration: configuration)
          let event = session.moveLifted(direction)
          if let expected, expected != target {
            #expect(event == .moved(original, to: expected), "\(direction) from \(target)")
            lifted = (original, expected)
            moves += 1
            if expected.section != target.section { crossings += 1 }
          } else {
            #expect(event == .notMoved(original, at: target, direction))
            refusals += 1
          }
        case 7:
          let event = session.drop()
          #expect(event == lifted.map { .dropped($0.original, at: $0.target) })
          reference = Self.moved(reference, lifted)
          lifted = nil
        case 8:
          #expect(session.cancel() == lifted.map { .cancelled($0.original) })
          lifted = nil
        default:
          session.scroll(
            toContentOffset: Point(
              x: Double.random(in: -50...600, using: &rng),
              y: Double.random(in: -50...600, using: &rng)))
        }
        #expect(session.model.items == reference)
        #expect(session.target == lifted?.target)
        try Self.checkFrames(session, shown: Self.moved(reference, lifted), configuration)
      }
    }
    // 429 moves, 119 refusals, 66 between sections with this seed.
    #expect(
      moves >= 300 && refusals >= 50 && crossings >= 20, "\(moves), \(refusals), \(crossings)")
  }
}

extension KeyboardReorderPropertyTests {
  /// Flow (per-item or shared sizes, pinned headers in a third) or a waterfall of 1–3 columns,
  /// scrolling either way, in a 320×240 viewport.
  static func configuration(round: Int, _ rng: inout SeededGenerator) -> LayoutConfiguration {
    let direction: ScrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
    let input = LayoutInput(sections: [], viewport: Viewport(width: 320, height: 240))
    if round % 2 == 1 {
      var options = WaterfallOptions()
      options.scrollDirection = direction
      options.columnCount = Int.random(in: 1...3, using: &rng)
      options.itemSize = Size(width: 50, height: 50)
      options.headerHeight = Double([0, 24].randomElement(using: &rng) ?? 0)
      return LayoutConfiguration(strategy: Waterfall(options: options), input: input)
    }
    var options = FlowOptions()
    options.scrollDirection = direction
    options.itemSize = Size(width: 60, height: 40)
    options.headerReferenceSize = Size(width: 20, height: Bool.random(using: &rng) ? 20 : 0)
    let modifiers: [any LayoutModifier] = round % 3 == 0 ? [Sticky(options: StickyOptions())] : []
    return LayoutConfiguration(
      strategy: Flow(options: options), modifiers: modifiers, input: input)
  }

  /// `items` with the item at `move.original` moved to `move.target`, as a plain array does it.
  static func moved(_ items: [[String]], _ move: (original: IndexPath, target: IndexPath)?)
    -> [[String]]
  {
    guard let move else { return items }
    var result = items
    let item = result[move.original.section].remove(at: move.original.item)
    result[move.target.section].insert(item, at: move.target.item)
    return result
  }

  /// Where a keyboard step from `target` goes in the shown order: index arithmetic for next and
  /// previous (empty sections included), a linear scan of a fresh prepare for the others.
  static func expectedStep(
    from target: IndexPath, _ direction: FocusDirection, shown: [[String]],
    session: ReorderSession<String>, configuration: LayoutConfiguration
  ) throws -> IndexPath? {
    switch direction {
    case .next:
      if target.item + 1 < shown[target.section].count {
        return IndexPath(section: target.section, item: target.item + 1)
      }
      return target.section + 1 < shown.count
        ? IndexPath(section: target.section + 1, item: 0) : nil
    case .previous:
      if target.item > 0 { return IndexPath(section: target.section, item: target.item - 1) }
      return target.section > 0
        ? IndexPath(section: target.section - 1, item: shown[target.section - 1].count) : nil
    default:
      let full = try fresh(shown: shown, session: session, configuration)
      return LinearScan.indexPath(
        movingFocusFrom: target, direction: direction,
        in: full.allElements(viewport: session.viewport),
        viewport: session.viewport)
    }
  }

  /// A full prepare of the shown order, with the items' sizes as the session's model holds them.
  static func fresh(
    shown: [[String]], session: ReorderSession<String>, _ configuration: LayoutConfiguration
  ) throws -> any PreparedLayout {
    var data = session.model
    if let original = session.originalIndexPath, let target = session.target {
      data = try data.applying(BatchUpdate(moveItems: [(original, target)])).model
    }
    #expect(data.items == shown)
    var configuration = configuration
    configuration.input = LayoutInput(sections: data.sectionData, viewport: session.viewport)
    return try configuration.prepare()
  }

  /// Every element the session shows is a fresh prepare's of the shown order, the lifted item's
  /// frame included (it is drawn in its slot), only above the others.
  static func checkFrames(
    _ session: ReorderSession<String>, shown: [[String]], _ configuration: LayoutConfiguration
  ) throws {
    let full = try fresh(shown: shown, session: session, configuration)
    let expected = full.allElements(viewport: session.viewport)
    var actual = session.layout.allElements(viewport: session.viewport)
    if let target = session.target {
      let lifted = actual.indices.filter { actual[$0].zIndex == Int.max }
      #expect(lifted.map { actual[$0].id } == [.cell(target)])
      for index in lifted { actual[index].zIndex = 0 }
    }
    #expect(actual == expected)
    #expect(session.layout.contentSize == full.contentSize)
  }
}
