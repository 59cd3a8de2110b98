import Mosaic
import Testing

/// `sectionInsetReference` in a waterfall: the columns narrow to the safe area or the margins and
/// shift by the leading side (CHT's Swift port narrows them without shifting), worked by hand on a
/// 390-wide viewport with a 44-point notch on each side.
@Suite struct WaterfallInsetReferenceTests {
  func options(_ reference: SectionInsetReference) -> WaterfallOptions {
    WaterfallOptions(headerHeight: 30, sectionInsetReference: reference)
  }

  func viewport(contentInset: EdgeInsets = .zero) -> Viewport {
    Viewport(
      size: Size(width: 390, height: 844), contentInset: contentInset,
      safeAreaInsets: EdgeInsets(top: 47, left: 44, bottom: 34, right: 44),
      layoutMargins: EdgeInsets(top: 8, left: 16, bottom: 8, right: 20))
  }

  let squares = [SectionData(itemSizes: Array(repeating: Size(width: 1, height: 1), count: 3))]

  /// Two columns in 390 − 88 = 302: each (302 − 10) / 2 = 146 wide, from x = 44; the header
  /// keeps the full width.
  @Test func fromSafeAreaNarrowsAndShiftsTheColumns() throws {
    let layout = try #require(
      prepareWaterfall(squares, viewport: viewport(), options: options(.fromSafeArea)))
    let frames = layout.cellFrames(section: 0)
    #expect(frames[0] == Rect(x: 44, y: 30, width: 146, height: 146))
    #expect(frames[1] == Rect(x: 200, y: 30, width: 146, height: 146))
    #expect(frames[2] == Rect(x: 44, y: 186, width: 146, height: 146))
    #expect(layout.headerFrame(0) == Rect(x: 0, y: 0, width: 390, height: 30))
    let plain = try #require(
      prepareWaterfall(squares, viewport: viewport(), options: options(.fromContentInset)))
    #expect(plain.cellFrames(section: 0)[1] == Rect(x: 200, y: 30, width: 190, height: 190))
  }

  /// The content starts 20 in: the safe area reaches 24 past it on the left, 44 on the right.
  @Test func theContentInsetCountsTowardTheReference() throws {
    let layout = try #require(
      prepareWaterfall(
        squares, viewport: viewport(contentInset: EdgeInsets(left: 20)),
        options: options(.fromSafeArea)))
    let frames = layout.cellFrames(section: 0)
    #expect(frames[0] == Rect(x: 24, y: 30, width: 146, height: 146))
    #expect(frames[1].maxX == 370 - 44)
  }

  @Test func fromLayoutMarginsReadsTheMargins() throws {
    let layout = try #require(
      prepareWaterfall(squares, viewport: viewport(), options: options(.fromLayoutMargins)))
    // (390 − 36 − 10) / 2 = 172.
    let frames = layout.cellFrames(section: 0)
    #expect(frames[0] == Rect(x: 16, y: 30, width: 172, height: 172))
    #expect(frames[1].x == 198)
  }

  /// Scrolling horizontally, the rows sit between the safe area's top and bottom.
  @Test func horizontalScrollingReadsTopAndBottom() throws {
    var options = options(.fromSafeArea)
    options.scrollDirection = .horizontal
    let layout = try #require(prepareWaterfall(squares, viewport: viewport(), options: options))
    // (844 − 81 − 10) / 2 = 376.5 across each row.
    let frames = layout.cellFrames(section: 0)
    #expect(frames[0] == Rect(x: 30, y: 47, width: 376.5, height: 376.5))
    #expect(frames[1].y == 47 + 386.5)
  }

  /// A notch on the left only, right to left: the first column is flush right, the second stops
  /// at the notch.
  @Test func rightToLeftMirrorsTheReference() throws {
    var viewport = viewport()
    viewport.safeAreaInsets.right = 0
    viewport.layoutDirection = .rightToLeft
    let layout = try LayoutConfiguration(
      strategy: Waterfall(options: options(.fromSafeArea)),
      input: LayoutInput(sections: squares, viewport: viewport)
    ).prepare()
    // (390 − 44 − 10) / 2 = 168.
    let first = layout.attributes(for: .cell(section: 0, item: 0))?.frame
    let second = layout.attributes(for: .cell(section: 0, item: 1))?.frame
    #expect(first == Rect(x: 222, y: 30, width: 168, height: 168))
    #expect(second == Rect(x: 44, y: 30, width: 168, height: 168))
  }

  /// An update to a viewport whose safe area moved across the columns prepares afresh.
  @Test func anUpdateAfterASafeAreaChangeEqualsAPrepare() throws {
    let waterfall = Waterfall(options: options(.fromSafeArea))
    let layout = try waterfall.prepare(LayoutInput(sections: squares, viewport: viewport()))
    var moved = viewport()
    moved.safeAreaInsets.left = 0
    let input = LayoutInput(sections: squares, viewport: moved)
    let updated = try waterfall.update(layout, to: input, change: .identity(sectionCount: 1))
    #expect(updated.cellFrames(section: 0) == (try waterfall.prepare(input)).cellFrames(section: 0))
    #expect(updated.cellFrames(section: 0)[0] == Rect(x: 0, y: 30, width: 168, height: 168))
  }

  @Test func theReferenceDecodesLayoutWideOnly() throws {
    let options = try WaterfallDecodingTests.strategy(
      WaterfallDecodingTests.document(options: #"{"sectionInsetReference": "fromSafeArea"}"#)
    ).options
    #expect(options.sectionInsetReference == .fromSafeArea)
    #expect(WaterfallOptions().sectionInsetReference == .fromContentInset)
    let bad = WaterfallDecodingTests.error(
      WaterfallDecodingTests.document(options: #"{"sectionInsetReference": 1}"#))
    #expect(bad?.path == "layout.options.sectionInsetReference")
    let perSection = WaterfallDecodingTests.error(
      WaterfallDecodingTests.document(
        sections: #"[{"items": 3, "options": {"sectionInsetReference": "fromSafeArea"}}]"#))
    #expect(perSection?.path == "data.sections[0].options.sectionInsetReference")
  }
}
