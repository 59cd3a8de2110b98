import Mosaic
import MosaicTestSupport
import Testing

/// Drags in long masonry sections: each change of target lays out a preview
/// (`LayoutChange.previewThrough`) rather than the section's whole tail, and what the session
/// shows (the visible rect and a screenful beyond it at both ends) equals a fresh prepare of the
/// proposed order, through finger moves, auto-scroll ticks and scrolls; the drop commits a
/// layout equal to a fresh prepare everywhere.
@Suite("Reorder in masonry: previews show the exact layout")
struct MasonryReorderPreviewTests {
  @Test(arguments: 0..<4)
  func previewsAndDropsMatchAFreshPrepare(batch: Int) throws {
    var drops = 0
    var checks = 0
    for round in 0..<6 {
      let seed = 0x3A50_0000 + UInt64(batch * 100 + round)
      var rng = SeededGenerator(seed: seed)
      var options = WaterfallOptions(columnCount: Int.random(in: 2...5, using: &rng))
      if Bool.random(using: &rng) {
        options.placementTolerance = [0, 15, 60].randomElement(using: &rng)
      }
      let waterfall = Waterfall(options: options)
      let count = Int.random(in: 1_200...2_600, using: &rng)
      let sizes = (0..<count).map { _ in
        Size(
          width: Double(Int.random(in: 60...180, using: &rng)),
          height: Double(Int.random(in: 60...200, using: &rng)))
      }
      let items = (0..<count).map { "\($0)" }
      var sectionSizes = SizeList(sizes)
      for _ in 0..<(count / 40) {
        sectionSizes.setSpan(
          [.full, .columns(2)].randomElement(using: &rng),
          at: Int.random(in: 0..<count, using: &rng))
      }
      let model = try CollectionModel(
        sections: [
          CollectionModel<String>.Section(items: ItemList(items), sizes: sectionSizes),
          CollectionModel<String>.Section(items: ["tail"], sizes: [Size(width: 10, height: 10)]),
        ])
      let viewport = Viewport(width: 390, height: 600)
      let configuration = LayoutConfiguration(
        strategy: waterfall, input: LayoutInput(sections: [], viewport: viewport))
      var session = try ReorderSession(model: model, configuration: configuration)
      let height = session.layout.contentSize.height
      session.scroll(
        toContentOffset: Point(x: 0, y: Double.random(in: 0...(height / 2), using: &rng)))
      for _ in 0..<30 {
        let point = Point(
          x: Double.random(in: 5...385, using: &rng), y: Double.random(in: 5...595, using: &rng))
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1: _ = session.begin(atViewportPoint: point)
        case 2, 3, 4: session.move(toViewportPoint: point)
        case 5: session.tick(count: Int.random(in: 1...30, using: &rng))
        case 6:
          let offset = session.viewport.contentOffset.y
          session.scroll(
            toContentOffset: Point(
              x: 0, y: max(0, offset + Double.random(in: -1_500...1_500, using: &rng))))
        case 7:
          if session.end() != nil {
            drops += 1
            try Self.expectCommittedEqualsAFreshPrepare(session, configuration, seed: seed)
          }
        default: break
        }
        if let original = session.originalIndexPath, let target = session.target {
          try Self.expectShownEqualsAFreshPrepare(
            session, configuration, original: original, target: target, seed: seed)
          checks += 1
        }
      }
      if session.end() != nil {
        drops += 1
        try Self.expectCommittedEqualsAFreshPrepare(session, configuration, seed: seed)
      }
    }
    #expect(drops > 3 && checks > 20, "\(drops) drops, \(checks) previews checked")
  }

  /// What the session shows, widened by a screenful at both ends, against a fresh prepare of the
  /// proposed order; the dragged cell aside (it is drawn under the finger).
  static func expectShownEqualsAFreshPrepare(
    _ session: ReorderSession<String>, _ configuration: LayoutConfiguration,
    original: IndexPath, target: IndexPath, seed: UInt64
  ) throws {
    let sections = try #require(session.model.proposedSectionData(moving: original, to: target))
    var proposed = configuration
    proposed.input.sections = sections
    let fresh = try LiveLayout(proposed).layout
    let visible = session.viewport.visibleRect
    let rect = Rect(
      x: visible.minX, y: visible.minY - visible.height, width: visible.width,
      height: 3 * visible.height)
    let moving = ElementID.cell(target)
    let shown = session.layout.elements(in: rect).filter { $0.id != moving }
    let expected = fresh.elements(in: rect).filter { $0.id != moving }
    #expect(
      shown == expected,
      "seed \(seed): \(original) → \(target) at \(session.viewport.contentOffset.y): \(shown.count) shown, \(expected.count) expected"
    )
  }

  static func expectCommittedEqualsAFreshPrepare(
    _ session: ReorderSession<String>, _ configuration: LayoutConfiguration, seed: UInt64
  ) throws {
    var committed = configuration
    committed.input.sections = session.model.sectionData
    let fresh = try LiveLayout(committed).layout
    #expect(session.layout.contentSize == fresh.contentSize, "seed \(seed)")
    #expect(session.layout.allElements() == fresh.allElements(), "seed \(seed): the drop")
  }
}
