import Mosaic
import MosaicTestSupport
import Testing

/// Pinning at chosen scroll positions: the table of docs/reference-facts.md ("Pinned headers and footers"), footers, the push-off by the next
/// header, content insets, horizontal scrolling, and what queries return.
@Suite struct StickyPinningTests {
  /// Two sections: header 40, one 430-tall item, footer 30, so section 0 spans 0..<500 and
  /// section 1 spans 500..<1000.
  static let options = FlowOptions(
    itemSize: Size(width: 100, height: 430), minimumLineSpacing: 0,
    headerReferenceSize: Size(width: 0, height: 40), footerReferenceSize: Size(width: 0, height: 30)
  )
  static let sections = [SectionData(itemCount: 1), SectionData(itemCount: 1)]

  @Test(arguments: [(0.0, 0.0), (200, 200), (430, 430), (450, 430), (-50, 0)])
  func referenceTable(offset: Double, expected: Double) throws {
    let layout = try stickyFlow(Self.sections, options: Self.options)
    #expect(frame(layout, .header(section: 0), at: scrolled(layout, to: offset))?.y == expected)
    #expect(
      Pinning.headerOrigin(
        natural: 0, headerExtent: 40, footerExtent: 30, sectionEnd: 500, visibleStart: offset)
        == expected)
  }

  @Test func aPinnedHeaderKeepsItsSizeAndDrawsAboveCells() throws {
    let layout = try stickyFlow(Self.sections, options: Self.options)
    let attributes = try #require(
      layout.attributes(for: .header(section: 0), viewport: scrolled(layout, to: 200)))
    #expect(attributes.frame == Rect(x: 0, y: 200, width: 320, height: 40))
    #expect(attributes.zIndex == 10)
    #expect(layout.attributes(for: .cell(section: 0, item: 0))?.zIndex == 0)
  }

  @Test func theNextHeaderPushesThePreviousOneOff() throws {
    let layout = try stickyFlow(Self.sections, options: Self.options)
    // At 450 header 0 has stopped at 430 (above its footer); header 1 is still at its place.
    let at450 = scrolled(layout, to: 450)
    #expect(frame(layout, .header(section: 0), at: at450)?.y == 430)
    #expect(frame(layout, .header(section: 1), at: at450)?.y == 500)
    let visible450 = elements(layout, in: at450.bounds, at: at450).filter {
      $0.id.category == .header
    }
    #expect(visible450.map(\.id.section) == [0, 1])
    // At 520 header 1 is pinned and header 0 has scrolled off with its section.
    let at520 = scrolled(layout, to: 520)
    #expect(frame(layout, .header(section: 1), at: at520)?.y == 520)
    let visible520 = elements(layout, in: at520.bounds, at: at520).filter {
      $0.id.category == .header
    }
    #expect(visible520.map(\.id.section) == [1])
    #expect(visible520.first?.frame.y == 520)
  }

  @Test func footersPinToTheBottomAndStopBelowTheirHeader() throws {
    let short = Viewport(width: 320, height: 300)
    let layout = try stickyFlow(
      Self.sections, options: Self.options, sticky: StickyOptions(headers: true, footers: true),
      viewport: short)
    let cases: [(offset: Double, footer0: Double, footer1: Double)] = [
      (0, 270, 540),  // footer 1 stops below its header slot: 500 + 40
      (100, 370, 540),
      (200, 470, 540),  // natural
      (-250, 40, 540),  // pulled far down: stops below header 0
      (650, 470, 920),
      (800, 470, 970),  // natural
    ]
    for (offset, footer0, footer1) in cases {
      let viewport = scrolled(layout, to: offset)
      #expect(frame(layout, .footer(section: 0), at: viewport)?.y == footer0, "offset \(offset)")
      #expect(frame(layout, .footer(section: 1), at: viewport)?.y == footer1, "offset \(offset)")
    }
    // Unpinned footers stay where they are.
    let headersOnly = try stickyFlow(Self.sections, options: Self.options, viewport: short)
    #expect(frame(headersOnly, .footer(section: 0), at: scrolled(headersOnly, to: 0))?.y == 470)
  }

  @Test func contentInsetsMoveTheVisibleBounds() throws {
    let inset = Viewport(
      size: Size(width: 320, height: 300),
      contentInset: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
    let layout = try stickyFlow(
      Self.sections, options: Self.options, sticky: StickyOptions(headers: true, footers: true),
      viewport: inset)
    // UIKit's resting offset with a top inset is −20: everything is at its natural place.
    let resting = scrolled(layout, to: -20)
    #expect(frame(layout, .header(section: 0), at: resting)?.y == 0)
    #expect(frame(layout, .footer(section: 0), at: resting)?.y == 240)  // −20 + 300 − 10 − 30
    let down = scrolled(layout, to: 100)
    #expect(frame(layout, .header(section: 0), at: down)?.y == 120)
    #expect(frame(layout, .footer(section: 0), at: down)?.y == 360)
  }

  @Test func horizontalScrollingPinsAlongX() throws {
    let options = FlowOptions(
      scrollDirection: .horizontal, itemSize: Size(width: 430, height: 100), minimumLineSpacing: 0,
      headerReferenceSize: Size(width: 40, height: 0),
      footerReferenceSize: Size(width: 30, height: 0))
    let layout = try stickyFlow(
      Self.sections, options: options, sticky: StickyOptions(headers: true, footers: true),
      viewport: Viewport(width: 300, height: 320))
    for (offset, expected) in [(0.0, 0.0), (200, 200), (430, 430), (450, 430), (-50, 0)] {
      let viewport = scrolled(layout, to: offset)
      #expect(
        frame(layout, .header(section: 0), at: viewport)
          == Rect(x: expected, y: 0, width: 40, height: 320), "offset \(offset)")
    }
    #expect(frame(layout, .footer(section: 0), at: scrolled(layout, to: 0))?.x == 270)
    // A vertical offset changes nothing.
    let sideways = layout.preparedViewport.scrolled(to: Point(x: 0, y: 200))
    #expect(frame(layout, .header(section: 0), at: sideways)?.x == 0)
  }

  @Test func rectQueriesUseThePinnedFrame() throws {
    let layout = try stickyFlow(Self.sections, options: Self.options)
    let viewport = scrolled(layout, to: 200)
    // The natural frame (0..<40) is outside the rect, the pinned one (200..<240) inside.
    let band = elements(layout, in: Rect(x: 0, y: 210, width: 320, height: 10), at: viewport)
    #expect(band.map(\.id) == [.cell(section: 0, item: 0), .header(section: 0)])
    #expect(band.last?.frame.y == 200)
    // Only the natural frame is in this rect: the header is not there any more.
    let top = elements(layout, in: Rect(x: 0, y: 0, width: 320, height: 40), at: viewport)
    #expect(top.isEmpty)
    // The same queries without pinning answer the other way round.
    let plain = try Flow(options: Self.options).prepare(
      LayoutInput(sections: Self.sections, viewport: layout.preparedViewport))
    #expect(
      plain.elements(in: Rect(x: 0, y: 0, width: 320, height: 40)).map(\.id) == [
        .header(section: 0)
      ])
  }

  @Test func elementOrderIsCellsHeadersFootersWithoutDuplicates() throws {
    let layout = try stickyFlow(
      Self.sections, options: Self.options, sticky: StickyOptions(headers: true, footers: true))
    let viewport = scrolled(layout, to: 250)
    let all = allElements(layout, at: viewport)
    #expect(
      all.map(\.id) == [
        .cell(section: 0, item: 0), .cell(section: 1, item: 0), .header(section: 0),
        .header(section: 1), .footer(section: 0), .footer(section: 1),
      ])
    let visible = elements(layout, in: viewport.bounds, at: viewport)
    #expect(Set(visible.map(\.id)).count == visible.count)
    #expect(visible.map(\.id) == LinearScan.elements(in: viewport.bounds, of: all).map(\.id))
  }

  @Test func hitTestsReturnCellsEvenUnderAPinnedHeader() throws {
    let layout = try stickyFlow(Self.sections, options: Self.options)
    let viewport = scrolled(layout, to: 200)
    // (10, 210) is under the pinned header and over cell 0.0.
    #expect(
      frame(layout, .header(section: 0), at: viewport)?.contains(Point(x: 10, y: 210)) == true)
    #expect(
      layout.indexPathForItem(at: Point(x: 10, y: 210), viewport: viewport)
        == IndexPath(section: 0, item: 0))
    #expect(layout.indexPathForItem(at: Point(x: 10, y: 20), viewport: viewport) == nil)
  }

  @Test func aScrollNeverNeedsAPrepare() throws {
    let layout = try stickyFlow(Self.sections, options: Self.options)
    for offset in [-100.0, 0, 250, 10_000] {
      #expect(layout.needsPrepare(for: scrolled(layout, to: offset)) == false)
    }
    var wider = layout.preparedViewport
    wider.size.width = 400
    #expect(layout.needsPrepare(for: wider))
  }

  @Test func waterfallHeadersPinFromTheirInset() throws {
    var options = WaterfallOptions(columnCount: 2, headerHeight: 40, footerHeight: 30)
    options.headerInset = EdgeInsets(top: 10, left: 5, bottom: 0, right: 5)
    let input = LayoutInput(
      sections: [SectionData(itemCount: 4), SectionData(itemCount: 4)],
      viewport: Viewport(width: 320, height: 480))
    let base = try Waterfall(options: options).prepare(input)
    let layout = try Sticky(options: StickyOptions()).apply(to: base, input: input)
    let section0 = try #require(base.sectionFrame(0))
    #expect(
      frame(layout, .header(section: 0), at: scrolled(layout, to: 0))
        == Rect(x: 5, y: 10, width: 310, height: 40))
    #expect(frame(layout, .header(section: 0), at: scrolled(layout, to: 100))?.y == 100)
    #expect(
      frame(layout, .header(section: 0), at: scrolled(layout, to: 5_000))?.y == section0.maxY - 70)
  }
}
