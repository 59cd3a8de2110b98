import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import Testing

@testable import MosaicWaterfall

/// Spans and the placement tolerance, worked by hand (the rules of `WaterfallStrategy.md`,
/// "Spans and placement tolerance").
@Suite struct WaterfallSpanGoldenTests {
  /// Three columns of 100 (320 wide, spacing 10): item 2 spans two columns and takes the window
  /// whose tallest column ends first (columns 1–2, at 60, not 0–1 at 110), 210 wide and scaled
  /// to it; item 3 spans every column and starts below them all, a row break; item 4 starts the
  /// next row in column 0.
  @Test func aSpanTakesTheWindowWhoseTallestColumnEndsFirst() throws {
    var data = SizeList(sizes((100, 100), (100, 50), (200, 100), (100, 30), (100, 100)))
    data.setSpan(.columns(2), at: 2)
    data.setSpan(.full, at: 3)
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemCount: 5, itemSizes: .perItem(data))],
        viewport: Viewport(width: 320, height: 600), options: WaterfallOptions(columnCount: 3)))
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 0, y: 0, width: 100, height: 100),
        Rect(x: 110, y: 0, width: 100, height: 50),
        Rect(x: 110, y: 60, width: 210, height: 105),
        Rect(x: 0, y: 175, width: 320, height: 96),
        Rect(x: 0, y: 281, width: 100, height: 100),
      ])
    #expect(layout.contentSize == Size(width: 320, height: 381))
  }

  /// Four columns of 100 (430 wide): windows that tie go to the lowest start column. Item 1 (two
  /// columns) ties between columns 1–2 and 2–3 (both at 0) and takes 1–2; item 2 (two columns)
  /// finds every window's tallest at 115 (column 0 at 110 sits beside column 1 at 115) and takes
  /// 0–1, though column 3 is empty; the full-width item 3 starts below the tallest column.
  @Test func tiedWindowsGoToTheLowestStartColumn() throws {
    let list = SizeList(
      sizes((100, 100), (200, 100), (100, 100), (430, 43)),
      spans: [1: .columns(2), 2: .columns(2), 3: .full])
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemCount: 4, itemSizes: .perItem(list))],
        viewport: Viewport(width: 430, height: 600), options: WaterfallOptions(columnCount: 4)))
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 0, y: 0, width: 100, height: 100),
        Rect(x: 110, y: 0, width: 210, height: 105),
        Rect(x: 0, y: 115, width: 210, height: 210),
        Rect(x: 0, y: 335, width: 430, height: 43),
      ])
    #expect(layout.contentSize == Size(width: 430, height: 378))
  }

  /// A span of one column is CHT's shortest column exactly, and is stored as no span.
  @Test func aSpanOfOneColumnIsNoSpan() throws {
    let plain = sizes((100, 100), (100, 40), (100, 70), (100, 20))
    let spanned = SizeList(plain, spans: [0: .columns(1), 2: .columns(1)])
    #expect(spanned == SizeList(plain))
    #expect(spanned.spanCount == 0)
    let viewport = Viewport(width: 320, height: 600)
    let options = WaterfallOptions(columnCount: 3)
    let a = try #require(
      prepareWaterfall(
        [SectionData(itemCount: 4, itemSizes: .perItem(spanned))], viewport: viewport,
        options: options))
    let b = try #require(
      prepareWaterfall([SectionData(itemSizes: plain)], viewport: viewport, options: options))
    #expect(a.cellFrames(section: 0) == b.cellFrames(section: 0))
  }

  /// Three columns of 100, tolerance 20: item 3 (columns end at 110, 105, 110) would go to column
  /// 1 by the shortest-column rule; every column is within 20 of the shortest, none lies at or
  /// after the cursor (3, past the last column), so it takes the first candidate, column 0; item 4
  /// then takes column 1 (at the cursor), item 5 column 2 (the only candidate). Without the
  /// tolerance, items 3 and 4 swap columns.
  @Test func theToleranceKeepsReadingOrderFromTheCursor() throws {
    let data = [
      SectionData(
        itemSizes: sizes((100, 100), (100, 95), (100, 100), (100, 100), (100, 100), (100, 50)))
    ]
    let viewport = Viewport(width: 320, height: 600)
    let tolerant = try #require(
      prepareWaterfall(
        data, viewport: viewport,
        options: WaterfallOptions(columnCount: 3, placementTolerance: 20)))
    #expect(
      tolerant.cellFrames(section: 0) == [
        Rect(x: 0, y: 0, width: 100, height: 100),
        Rect(x: 110, y: 0, width: 100, height: 95),
        Rect(x: 220, y: 0, width: 100, height: 100),
        Rect(x: 0, y: 110, width: 100, height: 100),
        Rect(x: 110, y: 105, width: 100, height: 100),
        Rect(x: 220, y: 110, width: 100, height: 50),
      ])
    let strict = try #require(
      prepareWaterfall(data, viewport: viewport, options: WaterfallOptions(columnCount: 3)))
    #expect(
      strict.cellFrames(section: 0)[3...] == [
        Rect(x: 110, y: 105, width: 100, height: 100),
        Rect(x: 0, y: 110, width: 100, height: 100),
        Rect(x: 220, y: 110, width: 100, height: 50),
      ])
  }

  /// A tolerance of 0 still differs from CHT on ties: of columns ending level, the item takes
  /// the first at or after the cursor, not the lowest. Three columns of 100: items 0–2 fill them
  /// (ends 50, 200, 110); item 3 goes to the shortest, column 0 (now 110, the cursor 1); item 4
  /// finds columns 0 and 2 level at 110 and takes column 2, where CHT takes column 0.
  @Test func aToleranceOfZeroBreaksTiesAtTheCursor() throws {
    let data = [
      SectionData(itemSizes: sizes((100, 40), (100, 190), (100, 100), (100, 50), (100, 50)))
    ]
    let viewport = Viewport(width: 320, height: 600)
    let cursor = try #require(
      prepareWaterfall(
        data, viewport: viewport, options: WaterfallOptions(columnCount: 3, placementTolerance: 0)))
    #expect(cursor.cellFrames(section: 0).map(\.minX) == [0, 110, 220, 0, 220])
    #expect(cursor.cellFrames(section: 0)[4] == Rect(x: 220, y: 110, width: 100, height: 50))
    let chtRule = try #require(
      prepareWaterfall(data, viewport: viewport, options: WaterfallOptions(columnCount: 3)))
    #expect(chtRule.cellFrames(section: 0).map(\.minX) == [0, 110, 220, 0, 0])
  }

  /// A section of more items than a page holds is cut into pages; each page goes on from the
  /// columns' ends and the cursor where the one before ended, so pages of 64 cells give the
  /// frames pages of 500 do.
  @Test func pagesCarryTheCursorAndTheColumns() throws {
    var generator = SeededGenerator(seed: 0x5BA2)
    let count = 2_000
    let list = SizeList(
      (0..<count).map { _ in
        Size(width: 100, height: Double(Int.random(in: 40...160, using: &generator)))
      },
      spans: Dictionary(
        uniqueKeysWithValues: stride(from: 7, to: count, by: 37).map {
          ($0, $0 % 3 == 0 ? ItemSpan.full : .columns(2))
        }))
    let input = LayoutInput(
      sections: [SectionData(itemCount: count, itemSizes: .perItem(list))],
      viewport: Viewport(width: 430, height: 800))
    var cut = Waterfall(
      options: WaterfallOptions(columnCount: 4, placementTolerance: 15), sectionOptions: [:])
    cut.pageLimit = 64
    let whole = Waterfall(options: cut.options, sectionOptions: [:])
    let a = try cut.prepare(input)
    let b = try whole.prepare(input)
    #expect(a.cellFrames(section: 0) == b.cellFrames(section: 0))
    #expect(a.contentSize == b.contentSize)
  }
}
