import Mosaic
import MosaicTestSupport
import Testing

/// Random sequences of drags, ticks, scrolls, batches and cancels on random flow layouts never
/// leave the model and the layout disagreeing.
@Suite("Reorder: model and layout always agree")
struct ReorderPropertyTests {
  @Test func randomInteractionSequences() throws {
    var rng = SeededGenerator(seed: 0x5E55)
    var committedMoves = 0
    var incrementalUpdates = 0
    for round in 0..<200 {
      var options = FlowOptions()
      options.itemSize = Size(
        width: Double.random(in: 30...120, using: &rng),
        height: Double.random(in: 30...90, using: &rng))
      options.scrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
      // Every session updates a live layout, a third of them under pinned headers.
      let kind = round % 3
      options.headerReferenceSize = Size(
        width: 20, height: kind == 2 || Bool.random(using: &rng) ? 20 : 0)
      let flow = Flow(options: options)
      let modifiers: [any LayoutModifier] = kind == 2 ? [Sticky(options: StickyOptions())] : []
      let sectionCounts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
        Int.random(in: 0...15, using: &rng)
      }
      // Half the sections size each item (widths of every kind, thicknesses from a small
      // palette): their moves go through flow's incremental re-packing or a full prepare.
      var sections: [CollectionModel<String>.Section] = []
      for (section, count) in sectionCounts.enumerated() {
        let items = (0..<count).map { "\(section).\($0)" }
        guard Bool.random(using: &rng) else {
          sections.append(CollectionModel<String>.Section(items: items))
          continue
        }
        let palette = [30.0, 44, Double(Int.random(in: 10...90, using: &rng))]
        let sizes = (0..<count).map { _ in
          let along = Double(Int.random(in: 10...160, using: &rng))
          let across = palette.randomElement(using: &rng) ?? 30
          return options.scrollDirection == .vertical
            ? Size(width: along, height: across) : Size(width: across, height: along)
        }
        sections.append(CollectionModel<String>.Section(items: items, sizes: sizes))
      }
      let model = try CollectionModel(sections: sections)
      let viewport = Viewport(width: 320, height: 240)
      let configuration = LayoutConfiguration(
        strategy: flow, modifiers: modifiers, input: LayoutInput(sections: [], viewport: viewport))
      var session = try ReorderSession(model: model, configuration: configuration)
      var inserted = 0
      for _ in 0..<40 {
        let point = Point(
          x: Double.random(in: -20...340, using: &rng), y: Double.random(in: -20...260, using: &rng)
        )
        let before = Self.flowLayout(session.layout)
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: _ = session.begin(atViewportPoint: point)
        case 1, 2: session.move(toViewportPoint: point)
        case 3: session.tick(count: Int.random(in: 1...20, using: &rng))
        case 4: if let move = session.end(), move.from != move.to { committedMoves += 1 }
        case 5: session.cancel()
        case 6:
          session.scroll(
            toContentOffset: Point(
              x: Double.random(in: -50...500, using: &rng),
              y: Double.random(in: -50...500, using: &rng)))
        default:
          var batch = BatchUpdate<String>()
          let sections = session.model.sectionCount
          let section = Int.random(in: 0..<max(1, sections), using: &rng)
          let count = sections > 0 ? session.model.itemCount(inSection: section) : 0
          if count > 0, Bool.random(using: &rng) {
            batch.deleteItems = [
              IndexPath(section: section, item: Int.random(in: 0..<count, using: &rng))
            ]
          } else {
            inserted += 1
            batch.insertItems = [
              (
                IndexPath(section: section, item: Int.random(in: 0...count + 1, using: &rng)),
                "n\(round).\(inserted)", nil
              )
            ]
          }
          if kind == 0 {
            if let updated = try? session.model.applying(batch).model {
              try session.replaceModel(updated)
            }
          } else if let updated = try? session.model.applying(batch) {
            try session.replaceModel(updated.model, change: updated.change)
          }
        }
        try Self.checkAgreement(session)
        try Self.checkFrames(session, configuration: configuration)
        if let after = Self.flowLayout(session.layout), let before,
          after.cellsSharingPages(with: before) > 0, after.allElements() != before.allElements()
        {
          incrementalUpdates += 1
        }
      }
    }
    #expect(committedMoves >= 5, "the generator should commit real moves")
    #expect(incrementalUpdates >= 5, "the generator should exercise incremental moves")
  }

  /// Every item exactly once; the layout has exactly one cell per item of the order it shows, in
  /// every section; during a drag the one lifted cell is the dragged item at its target.
  static func checkAgreement(_ session: ReorderSession<String>) throws {
    let items = session.model.items.flatMap { $0 }
    #expect(Set(items).count == items.count)
    let cells = session.layout.allElements(viewport: session.viewport).filter {
      $0.id.category == .cell
    }
    // During a drag the screen shows the proposed order: the committed one with the item moved.
    var shown = session.model
    if let original = session.originalIndexPath, let target = session.target {
      shown = try shown.applying(BatchUpdate(moveItems: [(original, target)])).model
    }
    let expected = shown.items.enumerated().flatMap { section, list in
      list.indices.map { IndexPath(section: section, item: $0) }
    }
    #expect(cells.map(\.id.indexPath) == expected)
    #expect(session.layout.sectionCount == shown.sectionCount)
    if let target = session.target {
      let moving = cells.filter { $0.zIndex == Int.max }
      #expect(moving.map(\.id.indexPath) == [target])
    } else {
      #expect(cells.allSatisfy { $0.zIndex == 0 })
    }
  }
}

extension ReorderPropertyTests {
  /// Every frame the session shows, the lifted item's aside, is a full prepare's of the order it
  /// shows: the incremental path and the consolidated layouts after drops change nothing.
  static func checkFrames(_ session: ReorderSession<String>, configuration: LayoutConfiguration)
    throws
  {
    var shown = session.model
    if let original = session.originalIndexPath, let target = session.target {
      shown = try shown.applying(BatchUpdate(moveItems: [(original, target)])).model
    }
    var configuration = configuration
    configuration.input = LayoutInput(sections: shown.sectionData, viewport: session.viewport)
    let full = try configuration.prepare()
    let expected = full.allElements().filter { $0.zIndex != Int.max }
    let actual = session.layout.allElements(viewport: session.viewport).filter {
      $0.zIndex != Int.max
    }
    let lifted = session.target.map { ElementID.cell($0) }
    #expect(actual == expected.filter { $0.id != lifted })
    #expect(session.layout.contentSize == full.contentSize)
  }
}

extension ReorderPropertyTests {
  /// The flow layout under `layout` (a live reorder's base, pinned headers or not), if any.
  static func flowLayout(_ layout: any PreparedLayout) -> FlowLayout? {
    if let flow = layout as? FlowLayout { return flow }
    if let live = layout as? LiveReorderLayout { return flowLayout(live.base) }
    if let sticky = layout as? StickyLayout { return flowLayout(sticky.base) }
    return nil
  }
}

extension PreparedLayout {
  func allElements(viewport: Viewport) -> [LayoutAttributes] {
    var results: [LayoutAttributes] = []
    allElements(viewport: viewport, into: &results)
    return results
  }
}
