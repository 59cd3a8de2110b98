import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import MosaicWaterfall
import Testing

/// Hand-computed layouts: the CHT example of docs/reference-facts.md ("Waterfall worked example"), and one rule at a time after it.
@Suite struct WaterfallGoldenTests {
  /// The waterfall worked example: width 320, 2 columns, spacing 10, no insets, scale 1.
  @Test func chtWorkedExample() throws {
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: sizes((100, 100), (100, 50), (100, 200)))],
        viewport: viewport(width: 320, scale: 1)))
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 0, y: 0, width: 155, height: 155),
        Rect(x: 165, y: 0, width: 155, height: 77),
        Rect(x: 165, y: 87, width: 155, height: 310),
      ])
    #expect(layout.contentSize == Size(width: 320, height: 397))
    #expect(layout.sectionFrame(0) == Rect(x: 0, y: 0, width: 320, height: 397))
    #expect(layout.headerFrame(0) == nil && layout.footerFrame(0) == nil)
    #expect(layout.indexPathForItem(at: Point(x: 200, y: 86)) == nil)  // the interitem gap
    #expect(layout.indexPathForItem(at: Point(x: 200, y: 87)) == IndexPath(section: 0, item: 2))
  }

  @Test func withoutAScaleNothingIsFloored() throws {
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: sizes((100, 50), (3, 1)))], viewport: viewport(width: 321)))
    // itemWidth = (321 − 10) / 2 = 155.5; heights 77.75 and 51.8333…
    #expect(layout.cellFrames(section: 0)[0] == Rect(x: 0, y: 0, width: 155.5, height: 77.75))
    #expect(layout.cellFrames(section: 0)[1].height == 155.5 / 3)
  }

  /// The next item of a column starts where the previous one ends rounded up to 2^-20 pt, so
  /// positions are exact sums; frames keep their exact extents. (Every other golden here uses
  /// extents on that grid already, so none of their values moved.)
  @Test func advancesAlongTheScrollAxisAreRoundedUpToTheGrid() throws {
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: sizes((3, 1), (3, 1), (3, 1)))], viewport: viewport(width: 100),
        options: WaterfallOptions(columnCount: 1, minimumInteritemSpacing: 0.1)))
    let frames = layout.cellFrames(section: 0)
    let extent = 100.0 / 3
    let steps = 0x1p20
    let step = ((extent * steps).rounded(.up) + (0.1 * steps).rounded(.up)) / steps
    #expect(frames.map(\.height) == [extent, extent, extent])
    #expect(frames.map(\.y) == [0, step, 2 * step])
    // The first item ends before the second starts, by less than two grid steps.
    #expect(frames[0].maxY < frames[1].minY && frames[1].minY - frames[0].maxY < 0.1 + 2.0 / steps)
    #expect(frames[1].minY - frames[0].maxY > 0.1)
    // The content ends at the last item's advance, which covers its exact extent.
    #expect(layout.contentSize.height == 2 * step + (extent * steps).rounded(.up) / steps)
    #expect(layout.contentSize.height >= frames[2].maxY)
  }

  /// The roundings add up down a column, by less than two steps an item (its extent and the
  /// spacing after it): 10^4 items 100/3 pt tall end within 0.02 pt of the exact sums. (At the
  /// 1/4096 pt step Mosaic used before, they drifted 2.4 pt.)
  @Test func roundingDriftsLessThanTwoStepsAnItem() throws {
    let count = 10_000
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemCount: count, itemSize: Size(width: 3, height: 1))],
        viewport: viewport(width: 100),
        options: WaterfallOptions(columnCount: 1, minimumInteritemSpacing: 0.1)))
    let last = try #require(layout.cellFrames(section: 0).last)
    let exact = Double(count - 1) * (100.0 / 3 + 0.1)
    #expect(last.minY >= exact)
    #expect(last.minY - exact <= Double(count - 1) * 2 * AdvanceGrid.step)
    #expect(last.minY - exact < 0.02)
  }

  @Test func aScaleFloorsTheColumnWidthAndItemHeights() throws {
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: sizes((100, 50), (3, 1)))], viewport: viewport(width: 321, scale: 2)
      ))
    // 155.5 is on the half-pixel grid; 77.75 floors to 77.5; 155.5/3 = 51.83 floors to 51.5.
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 0, y: 0, width: 155.5, height: 77.5),
        Rect(x: 165.5, y: 0, width: 155.5, height: 51.5),
      ])
    let third = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: sizes((1, 1)))], viewport: viewport(width: 100, scale: 3),
        options: WaterfallOptions(columnCount: 3, minimumColumnSpacing: 0)))
    // 100/3 = 33.33…, floored to 33.333… on the third-pixel grid: 100/3 floored at scale 3 is 33 + 1/3.
    #expect(third.cellFrames(section: 0)[0].width == (100.0 / 3 * 3).rounded(.down) / 3)
  }

  @Test func shortestFirstBreaksTiesTowardTheLowestColumn() throws {
    // Equal items fill columns 0, 1, 2 then 0 again.
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemCount: 5, itemSize: Size(width: 10, height: 10))],
        viewport: viewport(width: 320),
        options: WaterfallOptions(columnCount: 3, minimumColumnSpacing: 10)))
    let frames = layout.cellFrames(section: 0)
    let itemWidth = (320.0 - 20) / 3
    #expect(frames.map(\.x) == [0, 1, 2, 0, 1].map { Double($0) * (itemWidth + 10) })
    #expect(frames.map(\.y) == [0, 0, 0, itemWidth + 10, itemWidth + 10])
  }

  @Test(arguments: [ItemRenderDirection.leftToRight, .rightToLeft])
  func renderDirectionsGoRoundTheColumnsInOrder(direction: ItemRenderDirection) throws {
    // A tall first item would send shortestFirst elsewhere; the fixed directions ignore heights.
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: sizes((100, 300), (100, 100), (100, 100), (100, 100), (100, 100)))],
        viewport: viewport(width: 320),
        options: WaterfallOptions(
          columnCount: 3, minimumColumnSpacing: 10, minimumInteritemSpacing: 5,
          itemRenderDirection: direction)))
    let frames = layout.cellFrames(section: 0)
    let columns = direction == .leftToRight ? [0, 1, 2, 0, 1] : [2, 1, 0, 2, 1]
    #expect(frames.map(\.x) == columns.map { Double($0) * 110 })
    #expect(frames.map(\.y) == [0, 0, 0, 305, 105])
    #expect(layout.contentSize.height == 405)
  }

  @Test func shortestFirstBalancesTheColumns() throws {
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: sizes((100, 300), (100, 100), (100, 100), (100, 100)))],
        viewport: viewport(width: 210), options: WaterfallOptions(columnCount: 2)))
    // Columns of 100: item 0 → col 0 (ends 310); items 1, 2, 3 → col 1 (ends 110, 220, 330).
    #expect(layout.cellFrames(section: 0).map(\.x) == [0, 110, 110, 110])
    #expect(layout.cellFrames(section: 0).map(\.y) == [0, 0, 110, 220])
  }

  @Test func headersFootersAndTheirInsets() throws {
    var options = WaterfallOptions(
      columnCount: 2, minimumColumnSpacing: 10, minimumInteritemSpacing: 10, headerHeight: 40,
      footerHeight: 30)
    options.headerInset = EdgeInsets(top: 5, left: 8, bottom: 6, right: 12)
    options.footerInset = EdgeInsets(top: 7, left: 3, bottom: 9, right: 4)
    options.sectionInset = EdgeInsets(top: 11, left: 20, bottom: 13, right: 20)
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: sizes((10, 10), (10, 20))), SectionData(itemCount: 0)],
        viewport: viewport(width: 330), options: options))
    // Header at y 5, 330 − 8 − 12 wide; items start at 5 + 40 + 6 + 11 = 62, 140 wide.
    #expect(layout.headerFrame(0) == Rect(x: 8, y: 5, width: 310, height: 40))
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 20, y: 62, width: 140, height: 140), Rect(x: 170, y: 62, width: 140, height: 280),
      ])
    // Tallest column ends at 62 + 280 + 10; less the spacing, plus 13 and the footer inset's 7.
    #expect(layout.footerFrame(0) == Rect(x: 3, y: 362, width: 323, height: 30))
    #expect(layout.sectionFrame(0) == Rect(x: 0, y: 0, width: 330, height: 401))
    // An empty section subtracts no spacing: 5 + 40 + 6 + 11 + 13 + 7 = 82 to its footer.
    #expect(layout.headerFrame(1) == Rect(x: 8, y: 406, width: 310, height: 40))
    #expect(layout.footerFrame(1) == Rect(x: 3, y: 401 + 82, width: 323, height: 30))
    #expect(layout.contentSize.height == 401 + 82 + 30 + 9)
  }

  @Test func withoutAHeaderOnlyItsInsetsLeadingSideCounts() throws {
    var options = WaterfallOptions()
    options.headerInset = EdgeInsets(top: 5, left: 0, bottom: 100, right: 0)
    options.footerInset = EdgeInsets(top: 7, left: 0, bottom: 100, right: 0)
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: sizes((1, 1)))], viewport: viewport(width: 210), options: options))
    #expect(layout.cellFrames(section: 0)[0].y == 5)
    #expect(layout.contentSize.height == 5 + 100 + 7)
  }

  @Test func dataHeaderAndFooterSizesOverrideTheHeights() throws {
    let layout = try #require(
      prepareWaterfall(
        [
          SectionData(
            itemCount: 0, header: Size(width: 0, height: 25), footer: Size(width: 99, height: 0)),
          SectionData(itemCount: 0),
        ],
        viewport: viewport(width: 100),
        options: WaterfallOptions(headerHeight: 40, footerHeight: 30)))
    #expect(layout.headerFrame(0) == Rect(x: 0, y: 0, width: 100, height: 25))
    #expect(layout.footerFrame(0) == nil)  // zero height: none
    #expect(layout.headerFrame(1) == Rect(x: 0, y: 25, width: 100, height: 40))
    #expect(layout.footerFrame(1) == Rect(x: 0, y: 65, width: 100, height: 30))
  }

  @Test func perSectionColumnsAndSpacings() throws {
    let layout = try #require(
      prepareWaterfall(
        [
          SectionData(itemCount: 3, itemSize: Size(width: 1, height: 1)),
          SectionData(itemCount: 3, itemSize: Size(width: 1, height: 1)),
        ],
        viewport: viewport(width: 300),
        options: WaterfallOptions(columnCount: 3, minimumColumnSpacing: 0),
        sectionOptions: [1: WaterfallSectionOptions(columnCount: 1, minimumInteritemSpacing: 4)]))
    #expect(layout.cellFrames(section: 0).map(\.x) == [0, 100, 200])
    #expect(layout.cellFrames(section: 0).map(\.width) == [100, 100, 100])
    // Section 0 ends at 100 (its spacing dropped); one 300-wide column 4 apart follows.
    #expect(layout.cellFrames(section: 1).map(\.y) == [100, 404, 708])
    #expect(layout.cellFrames(section: 1).map(\.width) == [300, 300, 300])
    #expect(layout.contentSize.height == 1008)
  }

  @Test func zeroSidedItemsAreZeroTall() throws {
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: sizes((0, 100), (100, 0), (0, 0), (10, 10)))],
        viewport: viewport(width: 210), options: WaterfallOptions(minimumInteritemSpacing: 3)))
    #expect(layout.cellFrames(section: 0).map(\.height) == [0, 0, 0, 100])
    // Zero-tall items still take their spacing: 0, 1, 0 then column 1 at 3.
    #expect(layout.cellFrames(section: 0).map(\.y) == [0, 0, 3, 3])
  }

  @Test func minimumContentHeightAndContentInsets() throws {
    let inset = Viewport(
      size: Size(width: 340, height: 600),
      contentInset: EdgeInsets(top: 50, left: 10, bottom: 0, right: 10))
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: sizes((1, 1)))], viewport: inset,
        options: WaterfallOptions(minimumContentHeight: 1_000)))
    // W = 320; the content inset shifts nothing (frames are in content coordinates).
    #expect(layout.cellFrames(section: 0) == [Rect(x: 0, y: 0, width: 155, height: 155)])
    #expect(layout.contentSize == Size(width: 320, height: 1_000))
    let empty = try #require(prepareWaterfall([], viewport: inset))
    #expect(empty.contentSize == Size(width: 320, height: 0))
  }

  @Test func noRoomMakesZeroWidthColumnsNotATrap() throws {
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: sizes((10, 10), (10, 20)))], viewport: viewport(width: 30),
        options: WaterfallOptions(
          columnCount: 4, minimumColumnSpacing: 20,
          headerHeight: 10, headerInset: EdgeInsets(top: 0, left: 40, bottom: 0, right: 40))))
    #expect(layout.cellFrames(section: 0).map(\.width) == [0, 0])
    #expect(layout.cellFrames(section: 0).map(\.height) == [0, 0])
    #expect(layout.cellFrames(section: 0).map(\.x) == [0, 20])
    #expect(layout.headerFrame(0)?.width == 0)
    let zeroWide = try #require(
      prepareWaterfall([SectionData(itemCount: 3)], viewport: Viewport(width: 0, height: 0)))
    #expect(zeroWide.cellFrames(section: 0).allSatisfy { $0.width == 0 && $0.height == 0 })
  }

  @Test func aHugeColumnCountCostsOnlyTheColumnsItemsUse() throws {
    for direction in ItemRenderDirection.allCases {
      let layout = try #require(
        prepareWaterfall(
          [SectionData(itemSizes: sizes((1, 1), (1, 2), (1, 1)))],
          viewport: viewport(width: 1e9),
          options: WaterfallOptions(
            columnCount: Int.max, minimumColumnSpacing: 0, itemRenderDirection: direction)))
      let frames = layout.cellFrames(section: 0)
      let width = 1e9 / Double(Int.max)
      let columns =
        direction == .rightToLeft
        ? [Int.max - 1, Int.max - 2, Int.max - 3] : [0, 1, 2]
      #expect(frames.map(\.x) == columns.map { width * Double($0) }, "\(direction)")
      #expect(frames.map(\.width) == [width, width, width])
    }
  }

  @Test func manyColumnsUseTheHeapAndMatchTheScan() throws {
    // 20 columns (beyond the linear-scan limit) with tying heights: lowest index wins.
    let items = (0..<200).map { Size(width: 10, height: Double(1 + ($0 * 7) % 5)) }
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: items)], viewport: viewport(width: 200),
        options: WaterfallOptions(
          columnCount: 20, minimumColumnSpacing: 0, minimumInteritemSpacing: 0)))
    var heights = [Double](repeating: 0, count: 20)
    for (item, frame) in layout.cellFrames(section: 0).enumerated() {
      let shortest =
        heights.indices.min { heights[$0] < heights[$1] || (heights[$0] == heights[$1] && $0 < $1) }
        ?? 0
      #expect(frame.x == Double(shortest) * 10, "item \(item)")
      #expect(frame.y == heights[shortest], "item \(item)")
      heights[shortest] += frame.height
    }
  }

  @Test func horizontalScrollingTurnsEveryRule() throws {
    var options = WaterfallOptions(
      scrollDirection: .horizontal, columnCount: 2, headerHeight: 20)
    options.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: sizes((100, 100), (50, 100), (200, 100)))],
        viewport: Viewport(width: 600, height: 324), options: options))
    // Rows 155 tall (324 − 1 − 3 − 10 = 310 / 2); widths scale with the row height.
    #expect(layout.headerFrame(0) == Rect(x: 0, y: 0, width: 20, height: 324))
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 22, y: 1, width: 155, height: 155),
        Rect(x: 22, y: 166, width: 77.5, height: 155),
        Rect(x: 109.5, y: 166, width: 310, height: 155),
      ])
    #expect(layout.contentSize == Size(width: 109.5 + 310 + 4, height: 324))
  }

  @Test func optionsSetInCodeAreValidated() {
    let input = LayoutInput(sections: [SectionData(itemCount: 1)], viewport: viewport(width: 100))
    let cases: [(Waterfall, String)] = [
      (Waterfall(options: WaterfallOptions(columnCount: 0)), "layout.options.columnCount"),
      (
        Waterfall(options: WaterfallOptions(minimumColumnSpacing: -1)),
        "layout.options.minimumColumnSpacing"
      ),
      (Waterfall(options: WaterfallOptions(headerHeight: .nan)), "layout.options.headerHeight"),
      (
        Waterfall(options: WaterfallOptions(minimumContentHeight: .infinity)),
        "layout.options.minimumContentHeight"
      ),
      (
        Waterfall(
          options: WaterfallOptions(), sectionOptions: [0: WaterfallSectionOptions(columnCount: -3)]
        ),
        "data.sections[0].options.columnCount"
      ),
      (
        Waterfall(
          options: WaterfallOptions(),
          sectionOptions: [0: WaterfallSectionOptions(sectionInset: EdgeInsets(top: -1))]),
        "data.sections[0].options.sectionInset.top"
      ),
    ]
    for (waterfall, path) in cases {
      #expect(throws: LayoutError.self) { try waterfall.prepare(input) }
      do {
        _ = try waterfall.prepare(input)
      } catch {
        #expect(error.path == path)
      }
    }
  }

  @Test func overflowingContentIsAnErrorNotATrap() {
    let input = LayoutInput(
      sections: [
        SectionData(itemSizes: [
          Size(width: 1e-300, height: 1e300), Size(width: 1e-300, height: 1e300),
        ])
      ],
      viewport: viewport(width: 100))
    #expect(throws: LayoutError.self) {
      try Waterfall(options: WaterfallOptions(columnCount: 1)).prepare(input)
    }
  }
}
