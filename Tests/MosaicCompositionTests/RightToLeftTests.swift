import Mosaic
import MosaicTestSupport
import MosaicWaterfallTestSupport
import Testing

/// Right to left: one mirroring layer over any strategy and modifier, worked by hand.
@Suite("Right to left")
struct RightToLeftTests {
  /// A flow of 80×80 items, 4 to a 390-wide line (pitch 103.33), with a 30-high header.
  func flow(_ direction: LayoutDirection, sections: [Int] = [6]) throws -> LayoutConfiguration {
    var options = FlowOptions()
    options.itemSize = Size(width: 80, height: 80)
    options.headerReferenceSize = Size(width: 0, height: 30)
    return LayoutConfiguration(
      strategy: Flow(options: options),
      input: LayoutInput(
        sections: sections.map { SectionData(itemCount: $0) },
        viewport: Viewport(
          size: Size(width: 390, height: 400), layoutDirection: direction)))
  }

  @Test func flowLinesFillFromTheRight() throws {
    let layout = try flow(.rightToLeft).prepare()
    #expect(layout is MirroredLayout)
    let frames = (0..<6).map { layout.attributes(for: .cell(section: 0, item: $0))?.frame }
    #expect(frames[0] == Rect(x: 310, y: 30, width: 80, height: 80))
    #expect(abs((frames[1]?.x ?? 0) - (390 - 80 - 103.33333333333333)) < 1e-9)
    #expect(frames[3]?.x == 0)
    #expect(frames[4] == Rect(x: 310, y: 120, width: 80, height: 80), "the next line starts right")
    #expect(
      layout.attributes(for: .header(section: 0))?.frame == Rect(x: 0, y: 0, width: 390, height: 30)
    )
    // Half-open frames mirrored: the left edge is closed, the right one open.
    #expect(layout.indexPathForItem(at: Point(x: 310, y: 40)) == IndexPath(section: 0, item: 0))
    #expect(layout.indexPathForItem(at: Point(x: 309.99, y: 40)) == nil)
    #expect(layout.indexPathForItem(at: Point(x: 390, y: 40)) == nil)
    let hits = layout.elements(in: Rect(x: 300, y: 35, width: 20, height: 10)).map(\.id)
    #expect(hits == [.cell(section: 0, item: 0)])
    // Left to right stays as it was, unwrapped.
    let ltr = try flow(.leftToRight).prepare()
    #expect(!(ltr is MirroredLayout))
    #expect(ltr.attributes(for: .cell(section: 0, item: 0))?.frame.x == 0)
  }

  @Test func waterfallColumnsMirror() throws {
    var options = WaterfallOptions()
    options.columnCount = 3
    options.minimumColumnSpacing = 10
    let sizes = [Size(width: 1, height: 2), Size(width: 1, height: 1), Size(width: 1, height: 1)]
    func frames(_ direction: LayoutDirection) throws -> [Rect] {
      let layout = try LayoutConfiguration(
        strategy: Waterfall(options: options),
        input: LayoutInput(
          sections: [SectionData(itemCount: 3, itemSizes: .perItem(sizes))],
          viewport: Viewport(size: Size(width: 320, height: 500), layoutDirection: direction))
      ).prepare()
      return layout.allElements().filter { $0.id.category == .cell }.map(\.frame)
    }
    let ltr = try frames(.leftToRight)
    let rtl = try frames(.rightToLeft)
    // Columns 100 wide: the first item in the rightmost column, its height kept.
    #expect(ltr.map(\.x) == [0, 110, 220])
    #expect(rtl.map(\.x) == [220, 110, 0])
    #expect(rtl.map(\.height) == ltr.map(\.height))
  }

  @Test func aHorizontalCarouselRunsTheOtherWay() throws {
    var options = CarouselOptions()
    options.scrollDirection = .horizontal
    options.itemSize = Size(width: 200, height: 150)
    func configuration(_ direction: LayoutDirection) -> LayoutConfiguration {
      LayoutConfiguration(
        strategy: Carousel(options: options),
        input: LayoutInput(
          sections: [SectionData(itemCount: 5)],
          viewport: Viewport(size: Size(width: 320, height: 200), layoutDirection: direction)))
    }
    let ltr = try configuration(.leftToRight).prepare()
    let rtl = try configuration(.rightToLeft).prepare()
    let width = ltr.contentSize.width
    for item in 0..<3 {
      let left = try #require(ltr.attributes(for: .cell(section: 0, item: item))?.frame)
      let right = try #require(rtl.attributes(for: .cell(section: 0, item: item))?.frame)
      #expect(right.x == width - left.maxX)
    }
    let first = try #require(rtl.attributes(for: .cell(section: 0, item: 0))?.frame)
    let second = try #require(rtl.attributes(for: .cell(section: 0, item: 1))?.frame)
    #expect(second.x < first.x, "later items lie to the left")
  }

  @Test func aDragRetargetsInMirroredFrames() throws {
    let model = try CollectionModel(
      sections: [CollectionModel<String>.Section(items: (0..<6).map { "0.\($0)" })])
    var session = try ReorderSession(model: model, configuration: flow(.rightToLeft))
    let began = session.begin(atViewportPoint: Point(x: 350, y: 70))
    #expect(began)
    #expect(session.originalIndexPath == IndexPath(section: 0, item: 0))
    session.move(toViewportPoint: Point(x: 246.67, y: 70))
    #expect(session.target == IndexPath(section: 0, item: 1))
    #expect(session.end()?.to == IndexPath(section: 0, item: 1))
    #expect(session.layout.attributes(for: .cell(section: 0, item: 0))?.frame.x == 310)
  }

  @Test func theDocumentNamesTheDirection() throws {
    let json = #"""
      {"layout": {"strategy": "flow", "options": {"itemSize": {"width": 80, "height": 80}}},
       "viewport": {"width": 390, "height": 400, "layoutDirection": "rightToLeft"},
       "data": {"sections": [{"items": 2}]}}
      """#
    let configuration = try StrategyRegistry.builtIn.configuration(fromJSON: json)
    #expect(configuration.input.viewport.layoutDirection == .rightToLeft)
    #expect(try configuration.prepare().attributes(for: .cell(section: 0, item: 0))?.frame.x == 310)
    let bad = json.replacingOccurrences(of: "rightToLeft", with: "upsideDown")
    #expect(
      throws: LayoutError(
        path: "viewport.layoutDirection",
        message: "unknown value 'upsideDown'; expected one of: leftToRight, rightToLeft")
    ) { try StrategyRegistry.builtIn.configuration(fromJSON: bad) }
  }

  /// Random waterfalls under sticky: right to left, at the mirrored scroll position, every
  /// element is the left-to-right one at `W − x − w` (insets swapped), pinned headers included.
  @Test func everyElementIsTheMirrorOfTheLeftToRightOne() throws {
    var generator = SeededGenerator(seed: 0x2715)
    var compared = 0
    for _ in 0..<60 {
      let random = RandomWaterfallCase(using: &generator, withHeaders: true)
      var ltrInput = random.input
      // The left-to-right twin has the insets swapped: it is what the mirror lays out.
      let inset = ltrInput.viewport.contentInset
      ltrInput.viewport.contentInset.left = inset.right
      ltrInput.viewport.contentInset.right = inset.left
      var rtlInput = random.input
      rtlInput.viewport.layoutDirection = .rightToLeft
      let modifiers: [any LayoutModifier] = [Sticky(options: StickyOptions())]
      guard
        let ltr = try? LayoutConfiguration(
          strategy: random.waterfall, modifiers: modifiers, input: ltrInput
        ).prepare(),
        let rtl = try? LayoutConfiguration(
          strategy: random.waterfall, modifiers: modifiers, input: rtlInput
        ).prepare()
      else { continue }
      let width = ltr.contentSize.width
      #expect(rtl.contentSize == ltr.contentSize)
      let offset = Point(
        x: Double(Int.random(in: -50...Int(min(width, 1e6)), using: &generator)),
        y: Double(Int.random(in: 0...Int(min(ltr.contentSize.height, 1e6)), using: &generator)))
      let rtlViewport = rtlInput.viewport.scrolled(to: offset)
      let ltrViewport = ltrInput.viewport.scrolled(
        to: Point(x: width - offset.x - rtlViewport.size.width, y: offset.y))
      var left: [LayoutAttributes] = []
      var right: [LayoutAttributes] = []
      ltr.allElements(viewport: ltrViewport, into: &left)
      rtl.allElements(viewport: rtlViewport, into: &right)
      #expect(right.map(\.id) == left.map(\.id))
      for (l, r) in zip(left, right) {
        #expect(
          r.frame
            == Rect(
              x: width - (l.frame.x + l.frame.width), y: l.frame.y, width: l.frame.width,
              height: l.frame.height))
      }
      compared += left.count
    }
    #expect(compared > 1_000)
  }

  @Test func changingTheDirectionNeedsAPrepare() throws {
    let layout = try flow(.leftToRight).prepare()
    var viewport = layout.preparedViewport
    #expect(!layout.needsPrepare(for: viewport))
    viewport.layoutDirection = .rightToLeft
    #expect(layout.needsPrepare(for: viewport))
  }
}
