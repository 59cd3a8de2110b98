import MosaicCore
import MosaicFlow
import MosaicShelf
import MosaicTestSupport
import Testing

/// Worked examples, frame by frame: section backgrounds (including the centred line the
/// first/last-item union under-covers) and bookshelf rows in both scroll directions.
@Suite struct ShelfGoldenTests {
  // MARK: Section backgrounds

  /// One line of three items, the middle one tallest, so the first and last items are centred
  /// in the line and their union covers only its middle (docs/reference-facts.md, "Section backgrounds cover lines, not items").
  static let centredLine = [
    Size(width: 40, height: 20), Size(width: 60, height: 60), Size(width: 40, height: 20),
  ]
  static let backgroundOptions = FlowOptions(
    sectionInset: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20),
    headerReferenceSize: Size(width: 0, height: 30), footerReferenceSize: Size(width: 0, height: 20)
  )

  @Test func aBackgroundCoversTheLineFrameNotJustTheItems() throws {
    let layout = try prepareShelved(
      [SectionData(itemSizes: Self.centredLine)], viewport: viewport(width: 300),
      options: Self.backgroundOptions, shelves: [ShelfOptions()])
    // Header 0..<30, inset 10, the line 40..<100, inset 10, footer 110..<130.
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 20, y: 60, width: 40, height: 20), Rect(x: 70, y: 40, width: 60, height: 60),
        Rect(x: 140, y: 60, width: 40, height: 20),
      ])
    let background = try #require(layout.attributes(for: decoration("sectionBackground", 0, 0)))
    #expect(background.frame == Rect(x: 0, y: 30, width: 300, height: 80))
    #expect(background.zIndex == -1)
    #expect(layout.decorations == [background])
    // The naive union of the first and last items misses the line's top and bottom 20 points.
    let cells = layout.cellFrames(section: 0)
    let naive = cells[0].union(cells[2])
    #expect(naive == Rect(x: 20, y: 60, width: 160, height: 20))
    for cell in cells {
      #expect(background.frame.minY <= cell.minY && cell.maxY <= background.frame.maxY)
    }
  }

  @Test func aCentredLoneItemIsCoveredAcrossTheWholeWidth() throws {
    // A single item narrower than the line, centred (justified lone item), with unequal insets.
    let layout = try prepareShelved(
      [SectionData(itemSizes: [Size(width: 100, height: 50), Size(width: 250, height: 30)])],
      viewport: viewport(width: 300),
      options: FlowOptions(sectionInset: EdgeInsets(top: 5, left: 40, bottom: 5, right: 0)),
      shelves: [ShelfOptions()])
    #expect(layout.decorations.map(\.frame) == [Rect(x: 0, y: 0, width: 300, height: 100)])
  }

  @Test func emptySectionsHaveNoBackgroundAndIndicesFollowTheSection() throws {
    let layout = try prepareShelved(
      [SectionData(itemCount: 2), SectionData(itemCount: 0), SectionData(itemCount: 1)],
      viewport: viewport(width: 200),
      options: FlowOptions(
        sectionInset: EdgeInsets(all: 5), headerReferenceSize: Size(width: 0, height: 10)),
      shelves: [ShelfOptions(kind: "card", zIndex: -5)])
    // Section 0: header 0..<10, items 15..<65, footer none → background 10..<70.
    // Section 1: header 70..<80, insets to 90. Section 2: header 90..<100, background 100..<160.
    #expect(
      layout.decorations.map(\.id) == [decoration("card", 0, 0), decoration("card", 2, 0)])
    #expect(
      layout.decorations.map(\.frame) == [
        Rect(x: 0, y: 10, width: 200, height: 60), Rect(x: 0, y: 100, width: 200, height: 60),
      ])
    #expect(layout.decorations.allSatisfy { $0.zIndex == -5 })
    #expect(layout.attributes(for: decoration("card", 1, 0)) == nil)
    #expect(layout.attributes(for: decoration("sectionBackground", 0, 0)) == nil)
    #expect(layout.attributes(for: decoration("card", 0, 1)) == nil)
    #expect(layout.attributes(for: decoration("card", 3, 0)) == nil)
  }

  @Test func decorationsAreQueriedInElementOrderButNeverHit() throws {
    let layout = try prepareShelved(
      [SectionData(itemSizes: Self.centredLine)], viewport: viewport(width: 300),
      options: Self.backgroundOptions, shelves: [ShelfOptions()])
    let everything = layout.elements(in: Rect(x: -10, y: -10, width: 400, height: 400))
    #expect(everything.map(\.id.category) == [.cell, .cell, .cell, .header, .footer, .decoration])
    #expect(everything == layout.allElements())
    // Over the background, beside the items: nothing to hit. On an item: the item.
    #expect(layout.indexPathForItem(at: Point(x: 5, y: 50)) == nil)
    #expect(layout.indexPathForItem(at: Point(x: 75, y: 45)) == IndexPath(section: 0, item: 1))
    // A rect inside the background's gap finds only the background.
    #expect(
      layout.elements(in: Rect(x: 250, y: 35, width: 10, height: 10)).map(\.id)
        == [decoration("sectionBackground", 0, 0)])
    // Touching its edge is not intersecting.
    #expect(
      layout.elements(in: Rect(x: 0, y: 110, width: 10, height: 10)).map(\.id.category) == [.footer]
    )
  }

  @Test func backgroundsRoundBothEdgesToTheScale() throws {
    let layout = try prepareShelved(
      [SectionData(itemCount: 1, itemSize: Size(width: 10, height: 10.3))],
      viewport: viewport(width: 100, scale: 2),
      options: FlowOptions(
        sectionInset: EdgeInsets(top: 0.3, left: 0, bottom: 0, right: 0),
        headerReferenceSize: Size(width: 0, height: 10.1)),
      shelves: [ShelfOptions()])
    // Header at 0 (10.1 tall); the section less its header is 10.1..<20.7, rounded to
    // 10..<20.5; the cell, its origin rounded from 10.4 to 10.5, ends at 20.8, so the background
    // widens to cover it.
    #expect(layout.cellFrames(section: 0) == [Rect(x: 0, y: 10.5, width: 10, height: 10.3)])
    #expect(layout.decorations.map(\.frame) == [Rect(x: 0, y: 10, width: 100, height: 10.8)])
  }

  @Test func horizontalBackgroundsSpanTheHeight() throws {
    var options = FlowOptions(
      scrollDirection: .horizontal, sectionInset: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8),
      headerReferenceSize: Size(width: 20, height: 0))
    options.itemSize = Size(width: 30, height: 30)
    let layout = try prepareShelved(
      [SectionData(itemCount: 3)], viewport: Viewport(width: 500, height: 100), options: options,
      shelves: [ShelfOptions()])
    // Header column 0..<20; 2 items fit per 100-high column (k = ⌊110/40⌋), so columns at
    // 28..<58 and 68..<98, then the inset: the background spans 20..<106.
    #expect(layout.decorations.map(\.frame) == [Rect(x: 20, y: 0, width: 86, height: 100)])
  }

  // MARK: Bookshelf rows

  @Test func rowsPutAShelfUnderEveryLineOfAGrid() throws {
    // 7 items of 50×50 in 180: 3 per line (gap 15), lines at 0, 60, 120.
    let layout = try prepareShelved(
      [SectionData(itemCount: 7)], viewport: viewport(width: 180),
      shelves: [ShelfOptions(style: .rows)])
    #expect(
      layout.decorations.map(\.frame) == [
        Rect(x: 0, y: 50, width: 180, height: 4), Rect(x: 0, y: 110, width: 180, height: 4),
        Rect(x: 0, y: 170, width: 180, height: 4),
      ])
    #expect(layout.decorations.map(\.id) == (0..<3).map { decoration("shelf", 0, $0) })
    #expect(layout.decorations.allSatisfy { $0.zIndex == -1 })
    let flow = try Flow(options: FlowOptions()).prepare(
      LayoutInput(sections: [SectionData(itemCount: 7)], viewport: viewport(width: 180)))
    #expect(flow.lineCount(inSection: 0) == 3)
    #expect(
      flow.lineFrames(inSection: 0) == [
        Rect(x: 0, y: 0, width: 180, height: 50), Rect(x: 0, y: 60, width: 180, height: 50),
        Rect(x: 0, y: 120, width: 50, height: 50),
      ])
  }

  @Test func rowsFollowMixedLinesWithAnOffsetAndEverySection() throws {
    // Section 0: lines of (100×40, 80×60) then (90×50, 50×50) in 200 with no spacing; section 1
    // is empty; section 2 a line of one item. Header 10 on every section.
    let options = FlowOptions(
      minimumLineSpacing: 10, minimumInteritemSpacing: 0,
      headerReferenceSize: Size(width: 0, height: 10))
    let sizes = [
      Size(width: 100, height: 40), Size(width: 80, height: 60), Size(width: 90, height: 50),
      Size(width: 50, height: 50),
    ]
    let layout = try prepareShelved(
      [SectionData(itemSizes: sizes), SectionData(itemCount: 0), SectionData(itemCount: 1)],
      viewport: viewport(width: 200), options: options,
      shelves: [ShelfOptions(style: .rows, kind: "plank", height: 6, offset: -2)])
    // Section 0: header 0..<10, line 0 at 10..<70, line 1 at 80..<130. Section 1: 130..<140.
    // Section 2: header 140..<150, line at 150..<200.
    #expect(
      layout.decorations.map(\.frame) == [
        Rect(x: 0, y: 68, width: 200, height: 6), Rect(x: 0, y: 128, width: 200, height: 6),
        Rect(x: 0, y: 198, width: 200, height: 6),
      ])
    #expect(
      layout.decorations.map(\.id) == [
        decoration("plank", 0, 0), decoration("plank", 0, 1), decoration("plank", 2, 0),
      ])
    #expect(layout.attributes(for: decoration("plank", 0, 1))?.frame.minY == 128)
    #expect(layout.attributes(for: decoration("plank", 0, 2)) == nil)
  }

  @Test func horizontalRowsAreBarsAfterEachColumn() throws {
    var options = FlowOptions(scrollDirection: .horizontal)
    options.itemSize = Size(width: 30, height: 40)
    let layout = try prepareShelved(
      [SectionData(itemCount: 5)], viewport: Viewport(width: 500, height: 100), options: options,
      shelves: [ShelfOptions(style: .rows, height: 3, offset: 2)])
    // 2 per column in 100 (k = floor(110/50) = 2), columns at x 0 and 40 and 80.
    #expect(
      layout.decorations.map(\.frame) == [
        Rect(x: 32, y: 0, width: 3, height: 100), Rect(x: 72, y: 0, width: 3, height: 100),
        Rect(x: 112, y: 0, width: 3, height: 100),
      ])
  }

  @Test func shelvesStackOverBackgroundsAndOverBasesWithoutLines() throws {
    let sizes = [
      Size(width: 100, height: 40), Size(width: 80, height: 60), Size(width: 90, height: 50),
      Size(width: 50, height: 50),
    ]
    let sections = [SectionData(itemSizes: sizes), SectionData(itemCount: 5)]
    let stacked = try prepareShelved(
      sections, viewport: viewport(width: 200),
      shelves: [ShelfOptions(), ShelfOptions(style: .rows)])
    let rowsOnly = try prepareShelved(
      sections, viewport: viewport(width: 200), shelves: [ShelfOptions(style: .rows)])
    #expect(
      stacked.decorations.map(\.id.kind) == ["sectionBackground", "sectionBackground"]
        + Array(repeating: "shelf", count: 4))
    #expect(Array(stacked.decorations.suffix(4)) == rowsOnly.decorations)
    #expect(stacked.attributes(for: decoration("sectionBackground", 1, 0)) != nil)
    #expect(stacked.attributes(for: decoration("shelf", 1, 1)) != nil)

    // Lines derived from the cells of a wrapper that keeps no store agree with flow's own, and
    // a wrapper forwards the flow's lines, so the shelf over it draws the same rows.
    let input = LayoutInput(sections: sections, viewport: viewport(width: 200))
    let flow = try Flow(options: FlowOptions()).prepare(input)
    let hidden = try HideEveryOtherModifier(options: NoSectionOptions()).apply(
      to: flow, input: input)
    let derived = try Shelf(options: ShelfOptions(style: .rows)).apply(to: hidden, input: input)
    #expect(derived.decorations == rowsOnly.decorations)
    for section in 0..<2 {
      var lines: [Rect] = []
      LineDerivation.appendLines(ofSection: section, in: hidden, into: &lines)
      #expect(lines == flow.lineFrames(inSection: section))
      #expect(LineDerivation.countLines(ofSection: section, in: hidden) == lines.count)
      #expect(derived.lineFrames(inSection: section) == flow.lineFrames(inSection: section))
      #expect(derived.lineCount(inSection: section) == flow.lineCount(inSection: section))
    }
  }
}
