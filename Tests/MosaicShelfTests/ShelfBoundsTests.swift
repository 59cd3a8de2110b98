import MosaicCore
import MosaicFlow
import MosaicHitTest
import MosaicShelf
import MosaicTestSupport
import MosaicWaterfall
import Synchronization
import Testing

/// A stand-in base of `lines` single-item lines in one section that stores nothing: it claims
/// `materialized` elements, so the shelf's budget can be tested at 50 million lines without
/// allocating them, and keeps its lines (their count is known without deriving them from the
/// cells). Any request for a frame is counted, so a test can see that none was made.
private struct LinesOnlyLayout: PreparedLayout {
  final class Counter: Sendable { let frameRequests = Atomic<Int>(0) }

  let lines: Int
  let materialized: Int
  let counter = Counter()

  var contentSize: Size { Size(width: 100, height: Double(lines)) }
  var scrollDirection: ScrollDirection { .vertical }
  var preparedViewport: Viewport { Viewport(width: 100, height: 100) }
  var sectionCount: Int { 1 }
  var materializedElementCount: Int { materialized }
  func sectionFrame(_ section: Int) -> Rect? { Rect(x: 0, y: 0, width: 100, height: 1) }
  func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    counter.frameRequests.add(1, ordering: .relaxed)
    return nil
  }
  func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {}
  func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {}
  func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? { nil }
  func itemCount(inSection section: Int) -> Int { section == 0 ? lines : 0 }
  func lineCount(inSection section: Int) -> Int { section == 0 ? lines : 0 }
  var keepsLines: Bool { true }
  func appendLineFrames(inSection section: Int, into frames: inout [Rect]) {
    counter.frameRequests.add(1, ordering: .relaxed)
    guard section == 0 else { return }
    for line in 0..<lines { frames.append(Rect(x: 0, y: Double(line), width: 10, height: 1)) }
  }
}

/// A base that forwards to an indexed layout and counts cell look-ups, passing the store on (as
/// wrappers that never move cells do) or not.
private struct CellCountingLayout: ForwardingLayout {
  final class Counter: Sendable { let cellLookups = Atomic<Int>(0) }

  let base: any PreparedLayout
  let sharesStore: Bool
  let counter = Counter()

  var lookups: Int { counter.cellLookups.load(ordering: .relaxed) }
  var cellFrameStore: FrameStore? { sharesStore ? base.cellFrameStore : nil }
  func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    if element.category == .cell { counter.cellLookups.add(1, ordering: .relaxed) }
    return base.attributes(for: element, viewport: viewport)
  }
  func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    base.elements(in: rect, viewport: viewport, into: &results)
  }
  func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    base.allElements(viewport: viewport, into: &results)
  }
  func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    base.indexPathForItem(at: point, viewport: viewport)
  }
}

@Suite("Shelf: bounded memory and work")
struct ShelfBoundsTests {
  /// Rows under 50 million single-item lines over 50 million cells would weigh 200 million
  /// elements' worth: refused before any decoration or line frame is made, with an empty path
  /// that the configuration fills with the modifier's.
  @Test func rowsBeyondTheElementBudgetAreRefusedBeforeAllocating() {
    let count = 50_000_000
    let base = LinesOnlyLayout(lines: count, materialized: count)
    let input = LayoutInput(
      sections: [SectionData(itemCount: count)], viewport: base.preparedViewport)
    #expect(throws: LayoutError.self) {
      try Shelf(options: ShelfOptions(style: .rows)).apply(to: base, input: input)
    }
    do {
      _ = try Shelf(options: ShelfOptions(style: .rows)).apply(to: base, input: input)
    } catch {
      #expect(error.path.isEmpty)
      #expect(
        error.message
          == "would hold at least 200000000 elements, more than the 60000000 one layout may hold")
    }
    #expect(base.counter.frameRequests.load(ordering: .relaxed) == 0)
  }

  /// Rows over a waterfall of 10^9 items of one size (a few pages, lines derived from its cells)
  /// are refused once the lines counted pass the budget, not after deriving all of them: with a
  /// budget of 10,000 elements, about 3,300 lines. (The waterfall holds 6,499 elements: its
  /// 8.25·10^10 pt pass ``/MosaicCore/AdvanceGrid/exactLimit`` ten times, and each block of one
  /// page's places stops short of it.)
  @Test func rowsOverAHugeWaterfallAreRefusedWithinTheBudgetsWork() throws {
    let input = LayoutInput(
      sections: [SectionData(itemCount: 999_999_999)],
      viewport: Viewport(width: 320, height: 480), elementBudget: 10_000)
    let base = try Waterfall(options: WaterfallOptions(columnCount: 2)).prepare(input)
    #expect(base.materializedElementCount < 10_000)
    do {
      _ = try Shelf(options: ShelfOptions(style: .rows)).apply(to: base, input: input)
      Issue.record("rows over 10^9 items were accepted")
    } catch {
      #expect(error.path.isEmpty)
      #expect(error.message.hasPrefix("would hold at least "), "\(error.message)")
      #expect(error.message.hasSuffix("more than the 10000 one layout may hold"))
    }
  }

  /// Within the budget, the bound (one line per item at most) is enough: nothing is counted.
  /// Just past it, the exact count decides: 20 lines of 3 weigh 60 elements on top of the base.
  @Test func rowsWithinTheBudgetAreAccepted() throws {
    let budget = LayoutInput.maximumElementCount
    let fits = LinesOnlyLayout(lines: 20, materialized: budget - 60)
    let input = LayoutInput(sections: [SectionData(itemCount: 40)], viewport: fits.preparedViewport)
    let layout = try Shelf(options: ShelfOptions(style: .rows)).apply(to: fits, input: input)
    #expect(layout.materializedElementCount == budget)
    let over = LinesOnlyLayout(lines: 21, materialized: budget - 60)
    #expect(throws: LayoutError.self) {
      try Shelf(options: ShelfOptions(style: .rows)).apply(to: over, input: input)
    }
  }

  /// A section background covers its cells without a look-up per cell when the base shares its
  /// frame store (what made a hit-test on 50 million waterfall items take over 10 s) or forwards
  /// the lines of a base that has one, and agrees with the look-up path, which stays for layouts
  /// without a store.
  @Test func backgroundsReadTheStoreNotOneLookupPerCell() throws {
    let sizes = (0..<2_000).map { Size(width: 10 + Double($0 % 37), height: 7 + Double($0 % 23)) }
    let input = LayoutInput(
      sections: [SectionData(itemSizes: sizes), SectionData(itemCount: 0)],
      viewport: Viewport(size: Size(width: 320, height: 480), scale: 3))
    let flow = try Flow(options: FlowOptions(lineAlignment: .center)).prepare(input).indexed
    let shelf = Shelf(options: ShelfOptions())

    let sharing = CellCountingLayout(base: flow, sharesStore: true)
    let fast = try shelf.apply(to: sharing, input: input)
    #expect(sharing.lookups == 0)

    let hiding = CellCountingLayout(base: flow, sharesStore: false)
    let forwarded = try shelf.apply(to: hiding, input: input)
    #expect(hiding.lookups == 0)
    var derived: [Rect] = []
    LineDerivation.appendLines(ofSection: 0, in: hiding, into: &derived)
    #expect(hiding.lookups == sizes.count)
    #expect(fast.decorations == forwarded.decorations)
    #expect(fast.decorations.count == 1)
    #expect(derived == flow.lineFrames(inSection: 0))
  }

  /// Rows over a base without lines of its own (a waterfall's cells) derive the lines from the
  /// store too, with the same result as one look-up per cell (a wrapper with no store of its own
  /// derives them that way).
  @Test func derivedRowsReadTheStoreNotOneLookupPerCell() throws {
    let sizes = (0..<1_500).map { Size(width: 10 + Double($0 % 41), height: 5 + Double($0 % 13)) }
    let input = LayoutInput(
      sections: [SectionData(itemSizes: sizes)],
      viewport: Viewport(size: Size(width: 320, height: 480), scale: 2))
    let flowLayout = try Flow(options: FlowOptions()).prepare(input)
    let flow = flowLayout.indexed
    let rows = Shelf(options: ShelfOptions(style: .rows))

    let sharing = CellCountingLayout(base: flow, sharesStore: true)
    let fast = try rows.apply(to: sharing, input: input)
    #expect(sharing.lookups == 0)
    let hiding = CellCountingLayout(base: flow, sharesStore: false)
    var derived: [Rect] = []
    LineDerivation.appendLines(ofSection: 0, in: hiding, into: &derived)
    #expect(hiding.lookups == sizes.count)
    #expect(LineDerivation.countLines(ofSection: 0, in: hiding) == derived.count)
    #expect(derived == flow.lineFrames(inSection: 0))
    #expect(fast.decorations.count == derived.count)
    #expect(fast.decorations.count == flowLayout.lineCount(inSection: 0))
  }
}

extension FlowLayout {
  /// The layout's frames in a store, answered by a bucket index: a base whose store a shelf can
  /// read.
  fileprivate var indexed: IndexedLayout {
    IndexedLayout(store: frameStore(), scrollDirection: scrollDirection, viewport: preparedViewport)
  }
}
