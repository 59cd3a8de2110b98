import Mosaic
import MosaicTestSupport
import Testing

/// A flow of 80×80 items, 4 to a 390-wide line (pitch 103.33…, lines 90 apart), in a 390×300
/// viewport; items are named "s.i".
func reorderSession(
  sections: [Int], header: Double = 0, viewportHeight: Double = 300
) throws -> ReorderSession<String> {
  var options = FlowOptions()
  options.itemSize = Size(width: 80, height: 80)
  options.headerReferenceSize = Size(width: 0, height: header)
  let flow = Flow(options: options)
  let model = try CollectionModel(
    sections: sections.enumerated().map { section, count in
      CollectionModel<String>.Section(items: (0..<count).map { "\(section).\($0)" })
    })
  return try ReorderSession(
    model: model, layout: flow, viewport: Viewport(width: 390, height: viewportHeight))
}

/// The centre of item `index` of a single-section grid, in content coordinates.
func centre(_ index: Int, top: Double = 0) -> Point {
  Point(x: Double(index % 4) * (80 + 70.0 / 3) + 40, y: top + Double(index / 4) * 90 + 40)
}

@Suite("Reorder sessions")
struct ReorderTests {
  @Test func beginFailsOnGapsHeadersAndRefusals() throws {
    var session = try reorderSession(sections: [8], header: 30)
    let began1 = session.begin(atViewportPoint: Point(x: 90, y: 50))
    #expect(!began1)  // between two cells
    let began2 = session.begin(atViewportPoint: Point(x: 10, y: 10))
    #expect(!began2)  // the header
    let began3 = session.begin(atViewportPoint: Point(x: 10, y: 119))
    #expect(!began3)  // between two lines
    session.canMove = { $0.item != 0 }
    let began4 = session.begin(atViewportPoint: centre(0, top: 30))
    #expect(!began4)
    #expect(!session.isDragging)
    let began5 = session.begin(atViewportPoint: centre(1, top: 30))
    #expect(began5)
    let began6 = session.begin(atViewportPoint: centre(2, top: 30))
    #expect(!began6, "one drag at a time")
  }

  @Test func dragReflowsLiveAndEndCommitsOneMove() throws {
    var session = try reorderSession(sections: [12])
    let began7 = session.begin(atViewportPoint: centre(0))
    #expect(began7)
    session.move(toViewportPoint: centre(5))
    #expect(session.target == IndexPath(section: 0, item: 5))
    // Live: item "0.1" slid into slot 0, the moving item is drawn under the finger on top.
    let live = session.layout
    #expect(live.attributes(for: .cell(section: 0, item: 0))?.frame.x == 0)
    let moving = try #require(live.attributes(for: .cell(section: 0, item: 5)))
    #expect(moving.zIndex == Int.max)
    #expect(moving.frame.center == centre(5))
    #expect(session.model.items == [(0..<12).map { "0.\($0)" }], "nothing committed yet")
    let committed = session.end()
    #expect(committed?.from == IndexPath(section: 0, item: 0))
    #expect(committed?.to == IndexPath(section: 0, item: 5))
    #expect(
      session.model.items == [
        ["0.1", "0.2", "0.3", "0.4", "0.5", "0.0", "0.6", "0.7", "0.8", "0.9", "0.10", "0.11"]
      ])
    #expect(session.layout.attributes(for: .cell(section: 0, item: 5))?.zIndex == 0)
  }

  @Test func cancelCommitsNothing() throws {
    var session = try reorderSession(sections: [12])
    let before = session.layout.allElements()
    let began8 = session.begin(atViewportPoint: centre(3))
    #expect(began8)
    session.move(toViewportPoint: centre(9))
    #expect(session.target == IndexPath(section: 0, item: 9))
    session.cancel()
    #expect(session.model.items == [(0..<12).map { "0.\($0)" }])
    #expect(session.layout.allElements() == before)
    let ended = session.end()
    #expect(ended == nil)
  }

  @Test func gapsKeepThePreviousTarget() throws {
    var session = try reorderSession(sections: [12])
    let began9 = session.begin(atViewportPoint: centre(0))
    #expect(began9)
    session.move(toViewportPoint: centre(2))
    #expect(session.target == IndexPath(section: 0, item: 2))
    session.move(toViewportPoint: Point(x: 90, y: 130))  // a gap
    #expect(session.target == IndexPath(section: 0, item: 2))
    session.move(toViewportPoint: Point(x: 200, y: 2000))  // past the content
    #expect(session.target == IndexPath(section: 0, item: 2))
  }

  @Test func crossSectionMovesKeepCounts() throws {
    var session = try reorderSession(sections: [3, 3], header: 0)
    // Section 1 starts at y 80 (one line of 3 items, no insets).
    let began10 = session.begin(atViewportPoint: centre(0))
    #expect(began10)
    session.move(toViewportPoint: Point(x: centre(1).x, y: 80 + 40))
    #expect(session.target == IndexPath(section: 1, item: 1))
    session.end()
    #expect(session.model.items == [["0.1", "0.2"], ["1.0", "0.0", "1.1", "1.2"]])
    #expect(session.layout.allElements().filter { $0.id.category == .cell }.count == 6)
  }

  @Test func targetHookCanVetoASection() throws {
    var session = try reorderSession(sections: [3, 3])
    session.targetFor = { original, _, proposed in
      proposed.section == original.section ? proposed : nil
    }
    let began11 = session.begin(atViewportPoint: centre(0))
    #expect(began11)
    session.move(toViewportPoint: Point(x: centre(1).x, y: 120))
    #expect(session.target == IndexPath(section: 0, item: 0))
    session.move(toViewportPoint: centre(2))
    #expect(session.target == IndexPath(section: 0, item: 2))
  }

  @Test func autoScrollRetargetsWithAStillFinger() throws {
    var session = try reorderSession(sections: [100])
    let began12 = session.begin(atViewportPoint: centre(1))
    #expect(began12)
    // Hold the finger in the bottom edge zone (the viewport is 300 tall, the zone 50).
    session.move(toViewportPoint: Point(x: centre(1).x, y: 290))
    let targetBefore = session.target
    let scrolled = session.tick(count: 30)
    #expect(scrolled > 0)
    #expect(session.viewport.contentOffset.y == scrolled)
    #expect(scrolled == scrolled.rounded(), "whole points, no drift")
    #expect(session.target != targetBefore, "the target follows the content under the still finger")
  }

  @Test func autoScrollStopsAtBothEnds() throws {
    var session = try reorderSession(sections: [20])  // 5 lines: content 440 tall
    let began13 = session.begin(atViewportPoint: centre(1))
    #expect(began13)
    session.move(toViewportPoint: Point(x: centre(1).x, y: 299))
    session.tick(count: 1_000)
    #expect(session.viewport.contentOffset.y == 140)  // 440 − 300
    session.move(toViewportPoint: Point(x: centre(1).x, y: 1))
    session.tick(count: 1_000)
    #expect(session.viewport.contentOffset.y == 0)
    session.move(toViewportPoint: Point(x: centre(1).x, y: 150))
    #expect(session.tick(count: 10) == 0, "no scrolling outside the zones")
  }

  @Test func speedGrowsWithDepth() {
    let options = AutoScrollOptions()
    #expect(options.step(depth: 0) == 0)
    #expect(options.step(depth: 5) == 1)
    #expect(options.step(depth: 25) == 5)
    #expect(options.step(depth: 50) == 10)
    #expect(options.step(depth: 500) == 10)
    #expect(options.speed(depth: 25) == 300 && options.speed(depth: -1) == 0)
  }

  @Test func aQuadraticCurveIsSlowerInsideTheZoneAndAsFastAtTheEdge() throws {
    let options = AutoScrollOptions(edgeInset: 100, maximumSpeed: 1_200, curve: .quadratic)
    #expect(options.speed(depth: 50) == 300)  // a quarter of the maximum halfway in
    #expect(options.speed(depth: 100) == 1_200 && options.speed(depth: 400) == 1_200)
    #expect(options.step(depth: 5) == 1)  // 3 pt/s: still at least a point a frame
    #expect(options.step(depth: 50) == 5 && options.step(depth: 100) == 20)
    #expect(AutoScrollOptions(maximumSpeed: 0).step(depth: 10) == 0)
    #expect(AutoScrollOptions(edgeInset: .nan).step(depth: 10) == 0)
    #expect(AutoScrollOptions(maximumSpeed: .infinity).step(depth: 10) == 0)

    // The same finger, 25 points into the bottom zone, under each curve: 10 frames.
    var scrolled: [AutoScrollCurve: Double] = [:]
    for curve in AutoScrollCurve.allCases {
      var session = try reorderSession(sections: [40])
      session.autoScroll.curve = curve
      let began = session.begin(atViewportPoint: centre(1))
      #expect(began)
      session.move(toViewportPoint: Point(x: centre(1).x, y: 275))
      scrolled[curve] = session.tick(count: 10)
    }
    #expect(scrolled == [.linear: 50, .quadratic: 30])  // 5 and 3 (2.5 rounded) points a frame
  }
}

/// Per-item sizes: a drag within a section is answered by flow's incremental re-packing, and a
/// drop commits it.
@Suite("Reorder sessions over per-item flows")
struct IncrementalReorderTests {
  @Test func dragsWithinASectionRepackAFewLinesAndDropsCommit() throws {
    var rng = SeededGenerator(seed: 0xD2A6)
    let count = 10_000
    let sizes = (0..<count).map { _ in
      Size(width: Double(Int.random(in: 40...120, using: &rng)), height: 44)
    }
    let flow = Flow(options: FlowOptions(lineAlignment: .leading))
    let model = try CollectionModel(
      sections: [
        CollectionModel<String>.Section(items: (0..<count).map { "0.\($0)" }, sizes: sizes)
      ])
    let viewport = Viewport(width: 390, height: 844)
    for modifiers in [[], [Sticky(options: StickyOptions())]] as [[any LayoutModifier]] {
      var configuration = LayoutConfiguration(
        strategy: flow, modifiers: modifiers, input: LayoutInput(sections: [], viewport: viewport))
      var session = try ReorderSession(model: model, configuration: configuration)
      try dragTwice(&session, configuration: &configuration)
    }
  }

  /// Two drags within section 0 of `session`: each update re-packs a few lines and shares the
  /// rest of its pages with the committed layout, and after each drop the layout equals a fresh
  /// prepare of the committed data.
  func dragTwice(
    _ session: inout ReorderSession<String>, configuration: inout LayoutConfiguration
  ) throws {
    for round in 0..<2 {
      let lifted = try #require(session.layout.attributes(for: .cell(section: 0, item: 1 + round)))
      let began = session.begin(atViewportPoint: lifted.frame.center)
      #expect(began)
      let over = try #require(session.layout.attributes(for: .cell(section: 0, item: 30)))
      session.move(toViewportPoint: over.frame.center)
      let target = try #require(session.target)
      #expect(target != IndexPath(section: 0, item: 1 + round))
      let live = try #require(session.layout as? LiveReorderLayout)
      let flowLayout = try #require(
        (live.base as? FlowLayout) ?? ((live.base as? StickyLayout)?.base as? FlowLayout))
      // The drag re-packed a few lines: all but a page's worth of cells are shared with the
      // committed layout the drag started from.
      let committedLayout = try #require(
        session.committedLiveLayout.strategyLayout as? FlowLayout)
      #expect(
        flowLayout.cellsSharingPages(with: committedLayout)
          >= committedLayout.itemCount(inSection: 0) - 1_024)
      let committed = session.end()
      #expect(committed?.to == target)
      let strategyLayout = session.committedLiveLayout.strategyLayout as? FlowLayout
      #expect(strategyLayout != nil, "a drop keeps a flow layout")
      configuration.input = LayoutInput(
        sections: session.model.sectionData, viewport: session.viewport)
      let full = try configuration.prepare()
      #expect(session.layout.allElements() == full.allElements())
    }
  }

  /// A live session's model replaced without a change (found by comparing the data) or with a
  /// batch's or a resize's: the layout equals a fresh prepare each time, and the live layout
  /// follows the model.
  @Test func replacingTheModelUpdatesTheLiveLayout() throws {
    let a = Size(width: 60, height: 40)
    let b = Size(width: 120, height: 40)
    let model = try CollectionModel(
      sections: [
        CollectionModel<String>.Section(items: ["a", "b", "c", "d"], sizes: [a, b, a, b]),
        CollectionModel<String>.Section(items: ["e", "f"]),
      ])
    var options = FlowOptions()
    options.headerReferenceSize = Size(width: 0, height: 20)
    var configuration = LayoutConfiguration(
      strategy: Flow(options: options), modifiers: [Sticky(options: StickyOptions())],
      input: LayoutInput(sections: [], viewport: Viewport(width: 200, height: 300)))
    var session = try ReorderSession(model: model, configuration: configuration)
    func expectFresh() throws {
      configuration.input.sections = session.model.sectionData
      #expect(session.layout.allElements() == (try configuration.prepare()).allElements())
      #expect(session.committedLiveLayout.input.sections == session.model.sectionData)
    }
    var batch = BatchUpdate<String>()
    batch.deleteItems = [IndexPath(section: 0, item: 1)]
    batch.insertItems = [(IndexPath(section: 1, item: 0), "g", nil)]
    try session.replaceModel(try session.model.applying(batch).model)
    try expectFresh()
    let moved = try session.model.applying(
      BatchUpdate(moveItems: [(IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 2))]))
    try session.replaceModel(moved.model, change: moved.change)
    try expectFresh()
    let resized = try session.model.resizing([(IndexPath(section: 0, item: 1), b)])
    try session.replaceModel(resized.model, change: resized.change)
    try expectFresh()
    // A change that does not fit the data is refused, and nothing changes.
    let before = session.layout.allElements()
    let grown = try session.model.applying(
      BatchUpdate(insertItems: [(IndexPath(section: 0, item: 0), "h", nil)])
    ).model
    #expect(throws: LayoutError.self) {
      try session.replaceModel(grown, change: .identity(sectionCount: 2))
    }
    #expect(session.layout.allElements() == before)
    #expect(session.model.items == resized.model.items)
  }
}
