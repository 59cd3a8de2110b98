import MosaicCore
import MosaicFlow
import MosaicHitTest
import MosaicTestSupport
import Testing

/// Flow geometry case by case: the FlowStrategy article's rules and their edge cases.
@Suite struct FlowGeometryTests {
  static func size(_ width: Double, _ height: Double) -> Size { Size(width: width, height: height) }

  // MARK: Sections

  @Test func emptySectionsKeepHeaderInsetsAndFooter() throws {
    let options = FlowOptions(sectionInset: EdgeInsets(top: 5, left: 1, bottom: 7, right: 1))
    let sections = [
      SectionData(itemCount: 0, header: Self.size(0, 30), footer: Self.size(0, 20)),
      SectionData(itemCount: 0),
      SectionData(itemCount: 1, itemSize: Self.size(10, 10)),
      SectionData(itemCount: 0, footer: Self.size(0, 4)),
    ]
    let layout = try #require(
      prepareFlow(sections, viewport: viewport(width: 100), options: options))
    #expect(layout.headerFrame(0) == Rect(x: 0, y: 0, width: 100, height: 30))
    #expect(layout.footerFrame(0) == Rect(x: 0, y: 42, width: 100, height: 20))
    #expect(layout.sectionFrame(0) == Rect(x: 0, y: 0, width: 100, height: 62))
    #expect(layout.sectionFrame(1) == Rect(x: 0, y: 62, width: 100, height: 12))
    #expect(layout.cellFrames(section: 2) == [Rect(x: 1, y: 79, width: 10, height: 10)])
    #expect(layout.sectionFrame(2) == Rect(x: 0, y: 74, width: 100, height: 22))
    #expect(layout.footerFrame(3) == Rect(x: 0, y: 108, width: 100, height: 4))
    #expect(layout.sectionFrame(3) == Rect(x: 0, y: 96, width: 100, height: 16))
    #expect(layout.contentSize == Size(width: 100, height: 112))
    #expect(layout.headerFrame(1) == nil && layout.footerFrame(1) == nil)
    #expect(layout.allElements().count == 4)  // one cell, one header, two footers
    // Every section is a grid: the store holds the header and the footers, not the cell.
    #expect(layout.isArithmetic && layout.materializedElementCount == 3)
  }

  @Test func noSectionsAtAll() throws {
    let layout = try #require(prepareFlow([], viewport: viewport(width: 100)))
    #expect(layout.contentSize == Size(width: 100, height: 0))
    #expect(layout.sectionCount == 0)
    #expect(layout.allElements().isEmpty)
    #expect(layout.indexPathForItem(at: Point(x: 0, y: 0)) == nil)
  }

  @Test func zeroExtentAlongTheScrollAxisMeansNoHeader() throws {
    // A header 100 wide but 0 tall is no header; scrolling horizontally only its width counts.
    let section = SectionData(itemCount: 1, header: Self.size(100, 0), footer: Self.size(0, 9))
    let vertical = try #require(prepareFlow([section], viewport: viewport(width: 100)))
    #expect(vertical.headerFrame(0) == nil)
    #expect(vertical.footerFrame(0) == Rect(x: 0, y: 50, width: 100, height: 9))
    let horizontal = try #require(
      prepareFlow(
        [section], viewport: viewport(height: 100),
        options: FlowOptions(scrollDirection: .horizontal)))
    #expect(horizontal.headerFrame(0) == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(horizontal.footerFrame(0) == nil)
    #expect(horizontal.cellFrames(section: 0) == [Rect(x: 100, y: 25, width: 50, height: 50)])
  }

  // MARK: Degenerate sizes

  @Test func zeroSizeItemsInAGrid() throws {
    // Pitch 0 + 10: k = floor((100 + 10)/10) = 11 per line, gap (100 − 0)/10 = 10.
    let layout = try #require(
      prepareFlow([SectionData(itemCount: 12, itemSize: .zero)], viewport: viewport(width: 100)))
    let frames = layout.cellFrames(section: 0)
    #expect(frames.prefix(11).map(\.x) == (0..<11).map { Double($0) * 10 })
    #expect(frames.prefix(11).allSatisfy { $0.y == 0 && $0.size == .zero })
    #expect(frames[11] == Rect(x: 0, y: 10, width: 0, height: 0))
    #expect(layout.contentSize == Size(width: 100, height: 10))
    #expect(layout.indexPathForItem(at: Point(x: 0, y: 0)) == nil)  // nothing has area
  }

  /// Zero-size items with no spacing all fit one line, up to `Flow.maximumItemsPerLine`: 1,000
  /// of them are one line of a grid of that many columns, at its pitch (100 / 3,999).
  @Test func zeroSizeItemsWithoutSpacingShareOneLineOfTheMostColumns() throws {
    let options = FlowOptions(minimumLineSpacing: 0, minimumInteritemSpacing: 0)
    let layout = try #require(
      prepareFlow(
        [SectionData(itemCount: 1_000, itemSize: .zero)], viewport: viewport(width: 100),
        options: options))
    let pitch = 100 / Double(Flow.maximumItemsPerLine - 1)
    let frames = layout.cellFrames(section: 0)
    #expect(frames.allSatisfy { $0.y == 0 && $0.size == .zero })
    #expect(frames.indices.allSatisfy { abs(frames[$0].x - Double($0) * pitch) < 0.5 })
    #expect(layout.contentSize == Size(width: 100, height: 0))
  }

  @Test func zeroSizeItemsAmongOthers() throws {
    let sizes = [Self.size(0, 0), Self.size(50, 20), Self.size(0, 0)]
    let layout = try #require(
      prepareFlow([SectionData(itemSizes: sizes)], viewport: viewport(width: 100)))
    // One (last) line, leading at spacing 10, each centred across the 20-tall line.
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 0, y: 10, width: 0, height: 0), Rect(x: 10, y: 0, width: 50, height: 20),
        Rect(x: 70, y: 10, width: 0, height: 0),
      ])
  }

  @Test func anItemWiderThanTheLineGetsItsOwnLine() throws {
    let sizes = [Self.size(40, 10), Self.size(150, 20), Self.size(30, 10)]
    let layout = try #require(
      prepareFlow([SectionData(itemSizes: sizes)], viewport: viewport(width: 100)))
    // Every line holds one item, so all three are centred, the last one too.
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 30, y: 0, width: 40, height: 10), Rect(x: -25, y: 20, width: 150, height: 20),
        Rect(x: 35, y: 50, width: 30, height: 10),
      ])
    #expect(layout.contentSize == Size(width: 100, height: 60))
  }

  @Test func aWideItemBreaksTheLineItFollows() throws {
    let sizes = [Self.size(30, 10), Self.size(30, 10), Self.size(150, 10), Self.size(30, 10)]
    let layout = try #require(
      prepareFlow([SectionData(itemSizes: sizes)], viewport: viewport(width: 100)))
    #expect(
      layout.cellFrames(section: 0).map(\.origin) == [
        Point(x: 0, y: 0), Point(x: 70, y: 0),  // justified: flush with both edges
        Point(x: -25, y: 20),  // alone and centred
        Point(x: 0, y: 40),  // the last line is leading: not every line holds one item
      ])
  }

  @Test func insetsWiderThanTheViewport() throws {
    // avail = 100 − 80 − 40 < 0: every item gets its own line, centred between the insets.
    let options = FlowOptions(sectionInset: EdgeInsets(top: 0, left: 80, bottom: 0, right: 40))
    let layout = try #require(
      prepareFlow(
        [SectionData(itemSizes: [Self.size(10, 10), Self.size(20, 10)])],
        viewport: viewport(width: 100), options: options))
    #expect(
      layout.cellFrames(section: 0).map(\.origin) == [Point(x: 65, y: 0), Point(x: 60, y: 20)])
  }

  // MARK: Grids

  @Test func oneItemPerLineIsCentredBetweenTheInsets() throws {
    // avail 90, k = floor(100/90) = 1: x = 10 + (90 − 80)/2.
    let options = FlowOptions(
      itemSize: Self.size(80, 30), sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
    let layout = try #require(
      prepareFlow([SectionData(itemCount: 3)], viewport: viewport(width: 100), options: options))
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 15, y: 0, width: 80, height: 30), Rect(x: 15, y: 40, width: 80, height: 30),
        Rect(x: 15, y: 80, width: 80, height: 30),
      ])
  }

  @Test func theGridsLastLineKeepsThePitch() throws {
    // k = floor(340/110) = 3, gap (330 − 300)/2 = 15 on every line, the short last one too.
    let options = FlowOptions(itemSize: Self.size(100, 50))
    let layout = try #require(
      prepareFlow([SectionData(itemCount: 5)], viewport: viewport(width: 330), options: options))
    #expect(
      layout.cellFrames(section: 0).map(\.origin) == [
        Point(x: 0, y: 0), Point(x: 115, y: 0), Point(x: 230, y: 0),
        Point(x: 0, y: 60), Point(x: 115, y: 60),
      ])
    // Not a grid once one size differs: the last line is leading at the spacing.
    var sizes = [Size](repeating: Self.size(100, 50), count: 5)
    sizes[4].height = 49
    let mixed = try #require(
      prepareFlow([SectionData(itemSizes: sizes)], viewport: viewport(width: 330), options: options)
    )
    #expect(mixed.cellFrames(section: 0)[4].origin == Point(x: 110, y: 60.5))
  }

  @Test func aSingleItemOfAGridSitsAtTheLeadingInset() throws {
    let options = FlowOptions(sectionInset: EdgeInsets(top: 0, left: 12, bottom: 0, right: 0))
    let layout = try #require(
      prepareFlow(
        [SectionData(itemCount: 1), SectionData(itemSizes: [Self.size(80, 20)])],
        viewport: viewport(width: 300), options: options))
    #expect(layout.cellFrames(section: 0).map(\.x) == [12])
    #expect(layout.cellFrames(section: 1).map(\.x) == [12])
  }

  @Test func hugeGridCountsNeverOverflow() throws {
    // A tiny pitch makes k astronomically large (10^315 at the widest viewport); it must stay a
    // Double.
    let options = FlowOptions(
      itemSize: Self.size(1e-300, 1), minimumLineSpacing: 0, minimumInteritemSpacing: 0)
    let layout = try #require(
      prepareFlow(
        [SectionData(itemCount: 3)],
        viewport: Viewport(size: Self.size(LayoutInput.maximumLength, 10)),
        options: options))
    #expect(layout.cellFrames(section: 0).allSatisfy { $0.y == 0 && $0.x.isFinite })
    #expect(layout.contentSize.height == 1)
  }

  // MARK: Lines

  @Test func everyLineSingleCentresTheLastToo() throws {
    let sizes = [Self.size(200, 10), Self.size(250, 10), Self.size(180, 10)]
    let layout = try #require(
      prepareFlow([SectionData(itemSizes: sizes)], viewport: viewport(width: 300)))
    #expect(layout.cellFrames(section: 0).map(\.x) == [50, 25, 60])
    let mixed = try #require(
      prepareFlow(
        [SectionData(itemSizes: [Self.size(200, 10), Self.size(50, 10), Self.size(250, 10)])],
        viewport: viewport(width: 300)))
    #expect(mixed.cellFrames(section: 0).map(\.x) == [0, 250, 0])
  }

  @Test func aLoneItemInAClosedLineIsCentredBetweenUnequalInsets() throws {
    let options = FlowOptions(sectionInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
    let layout = try #require(
      prepareFlow(
        [SectionData(itemSizes: [Self.size(250, 10), Self.size(100, 10), Self.size(200, 10)])],
        viewport: viewport(width: 300), options: options))
    // avail 280: each item is alone on its line (250; 100 + 10 + 200 > 280; 200), so each is
    // centred between the insets: 20 + (280 − w)/2.
    #expect(layout.cellFrames(section: 0).map(\.x) == [35, 110, 60])
  }

  static let alignmentSizes = [
    size(100, 20), size(80, 20), size(90, 20), size(50, 20), size(60, 20),
  ]

  @Test(arguments: LineAlignment.allCases, LineAlignment.allCases)
  func alignments(line: LineAlignment, lastLine: LineAlignment) throws {
    // Line 0: 100 + 80 + 90 (+ 2 × 10) = 290 ≤ 300 and the 50 does not fit; line 1: 50, 60.
    let options = FlowOptions(lineAlignment: line, lastLineAlignment: lastLine)
    let layout = try #require(
      prepareFlow(
        [SectionData(itemSizes: Self.alignmentSizes)], viewport: viewport(width: 300),
        options: options))
    let firstLine: [Double] =
      switch line {
      case .justified: [0, 115, 210]
      case .leading: [0, 110, 200]
      case .center: [5, 115, 205]
      case .trailing: [10, 120, 210]
      }
    let lastLineX: [Double] =
      switch lastLine {
      case .justified: [0, 240]
      case .leading: [0, 60]
      case .center: [90, 150]
      case .trailing: [180, 240]
      }
    let frames = layout.cellFrames(section: 0)
    #expect(frames.map(\.x) == firstLine + lastLineX)
    #expect(frames.map(\.y) == [0, 0, 0, 30, 30])
  }

  @Test(arguments: LineAlignment.allCases)
  func uniformSizesFollowNonDefaultAlignments(lastLine: LineAlignment) throws {
    // Any pair but (justified, leading) takes the general path: 3 per line, spacing honoured.
    let options = FlowOptions(
      itemSize: Self.size(100, 50), lineAlignment: .leading, lastLineAlignment: lastLine)
    let layout = try #require(
      prepareFlow([SectionData(itemCount: 5)], viewport: viewport(width: 330), options: options))
    let lastLineX: [Double] =
      switch lastLine {
      case .justified: [0, 230]
      case .leading: [0, 110]
      case .center: [60, 170]
      case .trailing: [120, 230]
      }
    #expect(layout.cellFrames(section: 0).map(\.x) == [0, 110, 220] + lastLineX)
  }

  @Test func centredSingleLastLineUnderCustomAlignments() throws {
    // Every line holds one item: the last line is "complete" and follows lineAlignment.
    let options = FlowOptions(lineAlignment: .trailing, lastLineAlignment: .leading)
    let layout = try #require(
      prepareFlow(
        [SectionData(itemSizes: [Self.size(200, 10), Self.size(150, 10)])],
        viewport: viewport(width: 300), options: options))
    #expect(layout.cellFrames(section: 0).map(\.x) == [100, 150])
  }

  @Test func linesAreAsThickAsTheirThickestItemAndSpacedByTheLineSpacing() throws {
    let sizes = [Self.size(50, 10), Self.size(50, 30), Self.size(200, 5), Self.size(10, 8)]
    let options = FlowOptions(minimumLineSpacing: 7, minimumInteritemSpacing: 0)
    let layout = try #require(
      prepareFlow([SectionData(itemSizes: sizes)], viewport: viewport(width: 120), options: options)
    )
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 0, y: 10, width: 50, height: 10), Rect(x: 70, y: 0, width: 50, height: 30),
        Rect(x: 0, y: 37, width: 200, height: 5).offsetBy(dx: -40, dy: 0),
        Rect(x: 0, y: 49, width: 10, height: 8),
      ])
    #expect(layout.contentSize.height == 57)
  }

  // MARK: Options

  @Test func perSectionOverrides() throws {
    let options = FlowOptions(
      itemSize: Self.size(40, 40), headerReferenceSize: Self.size(0, 10),
      footerReferenceSize: Self.size(0, 6))
    let overrides: [Int: FlowSectionOptions] = [
      1: FlowSectionOptions(
        minimumLineSpacing: 0, minimumInteritemSpacing: 5,
        sectionInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
        headerReferenceSize: Self.size(0, 20), footerReferenceSize: .zero,
        lineAlignment: .center, lastLineAlignment: .trailing),
      7: FlowSectionOptions(minimumLineSpacing: 99),  // no such section: ignored
    ]
    let sections = [
      SectionData(itemCount: 3),
      SectionData(itemSizes: [Self.size(40, 40), Self.size(40, 40), Self.size(40, 20)]),
      SectionData(itemCount: 1, header: Self.size(0, 3)),
    ]
    let layout = try #require(
      prepareFlow(
        sections, viewport: viewport(width: 100), options: options, sectionOptions: overrides))
    // Section 0, defaults: k = floor(110/50) = 2, gap 20.
    #expect(layout.headerFrame(0) == Rect(x: 0, y: 0, width: 100, height: 10))
    #expect(
      layout.cellFrames(section: 0).map(\.origin) == [
        Point(x: 0, y: 10), Point(x: 60, y: 10), Point(x: 0, y: 60),
      ])
    #expect(layout.footerFrame(0) == Rect(x: 0, y: 100, width: 100, height: 6))
    // Section 1: avail 94, two per line (85 ≤ 94), centred at spacing 5: start 2 + (94 − 85)/2.
    #expect(layout.headerFrame(1) == Rect(x: 0, y: 106, width: 100, height: 20))
    #expect(
      layout.cellFrames(section: 1).map(\.origin) == [
        Point(x: 6.5, y: 127), Point(x: 51.5, y: 127), Point(x: 56, y: 167),
      ])
    #expect(layout.footerFrame(1) == nil)
    #expect(layout.sectionFrame(1) == Rect(x: 0, y: 106, width: 100, height: 84))
    // Section 2: the data's header wins over the reference size.
    #expect(layout.headerFrame(2) == Rect(x: 0, y: 190, width: 100, height: 3))
    #expect(layout.cellFrames(section: 2).map(\.origin) == [Point(x: 0, y: 193)])
    #expect(layout.contentSize.height == 239)
  }

  @Test func contentInsetReducesTheLineDimension() throws {
    let sizes = FlowGoldenTests.mixedSizes
    let options = FlowOptions(minimumLineSpacing: 0, minimumInteritemSpacing: 0)
    let inset = Viewport(
      size: Self.size(320, 600), contentInset: EdgeInsets(top: 50, left: 8, bottom: 50, right: 12))
    let layout = try #require(
      prepareFlow([SectionData(itemSizes: sizes)], viewport: inset, options: options))
    let plain = try #require(
      prepareFlow([SectionData(itemSizes: sizes)], viewport: viewport(width: 300), options: options)
    )
    #expect(layout.allElements().map(\.frame) == plain.allElements().map(\.frame))
    #expect(layout.contentSize == Size(width: 300, height: 110))

    var horizontal = options
    horizontal.scrollDirection = .horizontal
    let across = try #require(
      prepareFlow(
        [SectionData(itemSizes: sizes.map(\.transposed))], viewport: inset.transposed,
        options: horizontal))
    #expect(across.allElements().map(\.frame) == plain.allElements().map(\.frame.transposed))
    #expect(across.contentSize == Size(width: 110, height: 300))
  }

  @Test func contentInsetsWiderThanTheViewportLeaveNoRoom() throws {
    let squeezed = Viewport(size: Self.size(100, 100), contentInset: EdgeInsets(all: 80))
    let layout = try #require(
      prepareFlow([SectionData(itemCount: 2, header: Self.size(0, 5))], viewport: squeezed))
    #expect(layout.contentSize == Size(width: 0, height: 115))
    #expect(layout.headerFrame(0) == Rect(x: 0, y: 0, width: 0, height: 5))
    #expect(
      layout.cellFrames(section: 0).map(\.origin) == [Point(x: -25, y: 5), Point(x: -25, y: 65)])
  }

  // MARK: Pixel rounding

  static let roundingSections = [
    // k = floor((100 + 6)/26) = 4 per line, grid gap (100 − 80)/3 = 20/3: fractional columns.
    SectionData(itemCount: 4, itemSize: size(20, 20), header: size(0, 10.25)),
    SectionData(itemSizes: [size(20, 10), size(20, 15)], header: size(0, 10.25)),
  ]
  static let roundingOptions = FlowOptions(minimumLineSpacing: 0, minimumInteritemSpacing: 6)

  @Test func withoutAScaleNothingIsRounded() throws {
    let layout = try #require(
      prepareFlow(
        Self.roundingSections, viewport: viewport(width: 100), options: Self.roundingOptions))
    let pitch: Double = 20 + 20.0 / 3
    let columns: [Double] = [0, pitch, 2 * pitch, 3 * pitch]
    #expect(layout.cellFrames(section: 0).map(\.x) == columns)
    #expect(layout.cellFrames(section: 0).map(\.y) == [10.25, 10.25, 10.25, 10.25])
    #expect(layout.headerFrame(1)?.y == 30.25)
    #expect(layout.cellFrames(section: 1).map(\.y) == [43, 40.5])
  }

  /// Where the rounding test expects the origins at one scale.
  struct RoundingCase: Sendable, CustomTestStringConvertible {
    var scale: Double
    var columnsX: [Double]
    var rowY: Double
    var header1Y: Double
    var section1Y: [Double]
    var testDescription: String { "scale \(scale)" }
  }

  static let roundingCases: [RoundingCase] = [
    RoundingCase(
      scale: 1, columnsX: [0, 27, 53, 80], rowY: 10, header1Y: 30, section1Y: [43, 41]),
    RoundingCase(
      scale: 2, columnsX: [0, 26.5, 53.5, 80], rowY: 10.5, header1Y: 30.5, section1Y: [43, 40.5]),
    RoundingCase(
      scale: 3, columnsX: [0, 80.0 / 3, 160.0 / 3, 80], rowY: 31.0 / 3, header1Y: 91.0 / 3,
      section1Y: [43, 122.0 / 3]),
  ]

  @Test(arguments: roundingCases)
  func originsAreRoundedToThePixelGrid(_ expected: RoundingCase) throws {
    let scale = expected.scale
    let layout = try #require(
      prepareFlow(
        Self.roundingSections, viewport: viewport(width: 100, scale: scale),
        options: Self.roundingOptions))
    let cells = layout.cellFrames(section: 0)
    #expect(cells.map(\.x) == expected.columnsX)
    // Sizes untouched.
    #expect(cells.allSatisfy { $0.y == expected.rowY && $0.size == Self.size(20, 20) })
    #expect(layout.headerFrame(0) == Rect(x: 0, y: 0, width: 100, height: 10.25))
    #expect(layout.headerFrame(1) == Rect(x: 0, y: expected.header1Y, width: 100, height: 10.25))
    #expect(layout.cellFrames(section: 1).map(\.y) == expected.section1Y)
    // Section frames and the content size stay exact: sections tile the content.
    #expect(layout.sectionFrame(1)?.y == 30.25)
    #expect(layout.contentSize.height == 55.5)
  }

  // MARK: Errors

  @Test func invalidOptionsSetInCodeAreRefusedWithTheirPath() {
    let input = LayoutInput(sections: [SectionData(itemCount: 1)], viewport: viewport(width: 100))
    #expect(
      throws: LayoutError(
        path: "layout.options.minimumLineSpacing",
        message: "expected a finite number >= 0, got -1.0")
    ) {
      try Flow(options: FlowOptions(minimumLineSpacing: -1)).prepare(input)
    }
    #expect(
      throws: LayoutError(
        path: "layout.options.itemSize.height", message: "expected a finite number >= 0, got nan")
    ) {
      try Flow(options: FlowOptions(itemSize: Size(width: 1, height: .nan))).prepare(input)
    }
    let overrides = [
      0: FlowSectionOptions(sectionInset: EdgeInsets(top: 0, left: -.infinity, bottom: 0, right: 0))
    ]
    #expect(
      throws: LayoutError(
        path: "data.sections[0].options.sectionInset.left",
        message: "expected a finite number >= 0, got -inf")
    ) {
      try Flow(options: FlowOptions(), sectionOptions: overrides).prepare(input)
    }
    let huge = LayoutInput(
      sections: [SectionData(itemCount: 3, itemSize: Size(width: 100, height: 1e308))],
      viewport: viewport(width: 100))
    #expect(throws: LayoutError.self) { try Flow(options: FlowOptions()).prepare(huge) }
    let badInput = LayoutInput(
      sections: [SectionData(itemCount: -1)], viewport: viewport(width: 100))
    #expect(throws: LayoutError.self) { try Flow(options: FlowOptions()).prepare(badInput) }
  }
}
