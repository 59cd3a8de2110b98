import Mosaic
import Testing

/// The README's and the Getting started article's examples: each region between `doc:begin` and
/// `doc:end` is the article's code block, character for character (GuideCodeBlockTests).
@Suite("Getting started examples")
struct GettingStartedExamples {
  @Test func aFlowInSwift() throws {
    // doc:begin flow-in-swift
    var options = FlowOptions()
    options.itemSize = Size(width: 80, height: 120)
    options.sectionInset = EdgeInsets(all: 10)
    let input = LayoutInput(
      sections: [
        SectionData(itemCount: 1_000),
        SectionData(itemSizes: [Size(width: 120, height: 60)]),
      ],
      viewport: Viewport(width: 390, height: 844))
    let layout = try Flow(options: options).prepare(input)

    // Which cell is under a point of the content?
    let hit = layout.indexPathForItem(at: Point(x: 50, y: 40))
    // What intersects the visible rect? Reuse the buffer across frames.
    var visible: [LayoutAttributes] = []
    visible.reserveCapacity(64)
    let viewport = layout.preparedViewport
    layout.elements(in: viewport.bounds, viewport: viewport, into: &visible)
    // doc:end flow-in-swift
    #expect(hit == IndexPath(section: 0, item: 0))
    #expect(layout.contentSize.width == 390)
    // Four 80-point items fit a 370-point line; lines start every 130 points from y = 10, so
    // seven of them (the last at 790) meet an 844-point screen.
    #expect(visible.count == 28)
    #expect(visible.allSatisfy { $0.id.category == .cell && $0.id.indexPath.section == 0 })
  }

  @Test func uikitNames() throws {
    // doc:begin uikit-names
    let layout = try Flow(itemSize: Size(width: 80, height: 80))
      .prepare(sections: [SectionData(itemCount: 100)], viewport: Viewport(width: 390, height: 844))
    let size = layout.collectionViewContentSize
    let visible = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 844))
    let cell = layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))
    // doc:end uikit-names
    #expect(size == layout.contentSize)
    #expect(visible == layout.elements(in: Rect(x: 0, y: 0, width: 390, height: 844)))
    #expect(!visible.isEmpty)
    #expect(cell?.id == .cell(section: 0, item: 5))
    #expect(cell?.frame == layout.attributes(for: .cell(section: 0, item: 5))?.frame)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 100, section: 0)) == nil)
    #expect(IndexPath(item: 5, section: 2) == IndexPath(section: 2, item: 5))
  }

  @Test func supplementaryViewsByUIKitsKinds() throws {
    var options = FlowOptions()
    options.headerReferenceSize = Size(width: 0, height: 30)
    options.footerReferenceSize = Size(width: 0, height: 20)
    let layout = try Flow(options: options).prepare(
      sections: [SectionData(itemCount: 3), SectionData(itemCount: 2)],
      viewport: Viewport(width: 390, height: 844))
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: "UICollectionElementKindSectionHeader", at: IndexPath(item: 0, section: 1))
    #expect(header?.id == .header(section: 1))
    #expect(header?.frame == layout.attributes(for: .header(section: 1))?.frame)
    let footer = layout.layoutAttributesForSupplementaryView(
      ofKind: "footer", at: IndexPath(item: 0, section: 0))
    #expect(footer?.id == .footer(section: 0))
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: "UICollectionElementKindSectionHeader", at: IndexPath(item: 0, section: 2)) == nil)
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: "badge", at: IndexPath(item: 0, section: 0))
        == nil)
  }

  @Test func aDocumentInSwift() throws {
    // doc:begin document-in-swift
    let json = """
      {
        "layout": {"strategy": "waterfall", "options": {"columnCount": 3},
                   "modifiers": [{"name": "sticky"}]},
        "viewport": {"width": 390, "height": 844},
        "data": {"sections": [{"items": 30, "header": {"width": 0, "height": 40}}]}
      }
      """
    let configuration = try StrategyRegistry.builtIn.configuration(fromJSON: json)
    let layout = try configuration.prepare()
    // doc:end document-in-swift
    #expect(layout.contentSize.width == 390)
    #expect(layout.allElements().count == 31)
  }

  @Test func anErrorNamesItsField() {
    // doc:begin error-path
    let broken = """
      {"layout": {"strategy": "flow"}, "viewport": {"width": 390, "height": 844},
       "data": {"sections": [{"items": 3, "itemSize": {"width": -5, "height": 10}}]}}
      """
    do {
      _ = try StrategyRegistry.builtIn.configuration(fromJSON: broken)
    } catch {
      print(error.path)  // data.sections[0].itemSize.width
    }
    // doc:end error-path
    #expect(throws: LayoutError.self) {
      try StrategyRegistry.builtIn.configuration(fromJSON: broken)
    }
    do {
      _ = try StrategyRegistry.builtIn.configuration(fromJSON: broken)
    } catch {
      #expect(error.path == "data.sections[0].itemSize.width")
    }
  }

  @Test func pinnedHeadersInSwift() throws {
    // doc:begin sticky-in-swift
    var options = FlowOptions()
    options.headerReferenceSize = Size(width: 0, height: 40)
    let input = LayoutInput(
      sections: Array(repeating: SectionData(itemCount: 40), count: 10),
      viewport: Viewport(width: 390, height: 844))
    let base = try Flow(options: options).prepare(input)
    let layout = try Sticky(options: StickyOptions(headers: true, footers: true))
      .apply(to: base, input: input)

    // Scrolling asks no new prepare: pass the scrolled viewport to each query.
    let scrolled = input.viewport.scrolled(to: Point(x: 0, y: 1_200))
    var visible: [LayoutAttributes] = []
    layout.elements(in: scrolled.bounds, viewport: scrolled, into: &visible)
    let pinned = visible.first { $0.id.category == .header }
    // doc:end sticky-in-swift
    #expect(!layout.needsPrepare(for: scrolled))
    #expect(pinned?.frame.minY == 1_200)
  }
}
