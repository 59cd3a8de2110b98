import MosaicCore
import MosaicFlow
import MosaicHitTest
import Testing

/// `sectionInsetReference`: section insets measured from the safe area or the layout margins,
/// worked by hand on a 390-wide phone in landscape (a 44-point notch on each side).
@Suite struct FlowInsetReferenceTests {
  /// 50×50 items, 10 apart, under `reference`, with a 10-point section inset on every side.
  func options(_ reference: SectionInsetReference) -> FlowOptions {
    FlowOptions(
      sectionInset: EdgeInsets(all: 10), headerReferenceSize: Size(width: 0, height: 30),
      sectionInsetReference: reference)
  }

  /// A 390×844 viewport with the safe area and margins given.
  func viewport(
    safeArea: EdgeInsets = EdgeInsets(top: 47, left: 44, bottom: 34, right: 44),
    margins: EdgeInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 20),
    contentInset: EdgeInsets = .zero
  ) -> Viewport {
    Viewport(
      size: Size(width: 390, height: 844), contentInset: contentInset,
      safeAreaInsets: safeArea, layoutMargins: margins)
  }

  @Test func fromContentInsetIgnoresTheSafeArea() throws {
    let layout = try #require(
      prepareFlow(
        [SectionData(itemCount: 7)], viewport: viewport(), options: options(.fromContentInset)))
    #expect(layout.cellFrames(section: 0).first == Rect(x: 10, y: 40, width: 50, height: 50))
  }

  /// A grid packs in 390 − 88 − 20 = 282: four items a line (⌊292/60⌋), the first at 44 + 10, the
  /// fourth flush with 390 − 44 − 10; the header keeps the full width.
  @Test func fromSafeAreaPacksInsideTheSafeArea() throws {
    let layout = try #require(
      prepareFlow(
        [SectionData(itemCount: 7)], viewport: viewport(), options: options(.fromSafeArea)))
    let frames = layout.cellFrames(section: 0)
    #expect(
      frames[0] == Rect(x: 54, y: 40, width: 50, height: 50), "the top is not the safe area's")
    #expect(frames[3].maxX == 336)
    #expect(frames[4].x == 54 && frames[4].y == 100)
    #expect(layout.headerFrame(0) == Rect(x: 0, y: 0, width: 390, height: 30))
    #expect(layout.contentSize.width == 390)
  }

  /// Items of several widths (pages, not a grid): 100 + 10 + 100 fits 282 but a third does not,
  /// where 370 would hold three. The closed line is justified, flush with both references.
  @Test func mixedSizesPackBetweenTheReferences() throws {
    let sizes = [100.0, 100, 100, 90].map { Size(width: $0, height: 40) }
    let layout = try #require(
      prepareFlow(
        [SectionData(itemSizes: sizes)], viewport: viewport(contentInset: EdgeInsets(left: 20)),
        options: options(.fromSafeArea)))
    let frames = layout.cellFrames(section: 0)
    // The content starts 20 in, so the safe area reaches 24 past it on the left, 44 on the right.
    #expect(layout.contentSize.width == 370)
    #expect(frames[0].x == 24 + 10)
    #expect(frames[1].maxX == 370 - 44 - 10)
    #expect(frames[2].x == 34 && frames[2].y > frames[0].y, "the third item opens a new line")
  }

  /// A content inset wider than the safe area leaves nothing to add on that side.
  @Test func aWiderContentInsetAddsNothing() throws {
    let layout = try #require(
      prepareFlow(
        [SectionData(itemCount: 1)], viewport: viewport(contentInset: EdgeInsets(left: 60)),
        options: options(.fromSafeArea)))
    #expect(layout.cellFrames(section: 0).first?.x == 10)
  }

  @Test func fromLayoutMarginsReadsTheMargins() throws {
    let layout = try #require(
      prepareFlow(
        [SectionData(itemCount: 7)], viewport: viewport(), options: options(.fromLayoutMargins)))
    let frames = layout.cellFrames(section: 0)
    #expect(frames[0].x == 16 + 10)
    // 390 − 36 − 20 = 334 holds five items (⌊344/60⌋); the fifth ends at 390 − 20 − 10.
    #expect(frames[4].maxX == 360 && frames[5].x == 26)
  }

  /// Scrolling horizontally, the reference reads the top and bottom; the left and right (along
  /// the scroll axis) add nothing.
  @Test func horizontalScrollingReadsTopAndBottom() throws {
    var options = options(.fromSafeArea)
    options.scrollDirection = .horizontal
    options.headerReferenceSize = Size(width: 30, height: 0)
    let layout = try #require(
      prepareFlow([SectionData(itemCount: 20)], viewport: viewport(), options: options))
    let frames = layout.cellFrames(section: 0)
    #expect(frames[0] == Rect(x: 40, y: 57, width: 50, height: 50))
    // 844 − 81 − 20 = 743 holds twelve (⌊753/60⌋), the twelfth flush with 844 − 34 − 10.
    #expect(frames[11].maxY == 800 && frames[12].y == 57)
    #expect(layout.headerFrame(0) == Rect(x: 0, y: 0, width: 30, height: 844))
  }

  /// Right to left the layout is laid out with the sides swapped and mirrored: a notch on the
  /// left only leaves the first item flush right, and the line stops at the notch.
  @Test func rightToLeftMirrorsTheReference() throws {
    var viewport = viewport(safeArea: EdgeInsets(left: 44))
    viewport.layoutDirection = .rightToLeft
    var options = options(.fromSafeArea)
    options.sectionInset = .zero
    let layout = try LayoutConfiguration(
      strategy: Flow(options: options),
      input: LayoutInput(sections: [SectionData(itemCount: 8)], viewport: viewport)
    ).prepare()
    #expect(layout is MirroredLayout)
    let frames = (0..<6).compactMap { layout.attributes(for: .cell(section: 0, item: $0))?.frame }
    #expect(frames[0].maxX == 390)
    // 346 across holds five (⌊356/60⌋): the fifth stops at the notch.
    #expect(frames[4].x == 44)
    #expect(frames[5].maxX == 390)
  }

  /// A change of the safe area across the lines needs a new prepare (an update prepares), one
  /// along the scroll axis does not.
  @Test func safeAreaChangesAcrossTheLinesNeedAPrepare() throws {
    let flow = Flow(options: options(.fromSafeArea))
    let sections = [
      SectionData(itemSizes: [100.0, 80, 120, 60].map { Size(width: $0, height: 40) })
    ]
    let layout = try flow.prepare(LayoutInput(sections: sections, viewport: viewport()))
    var along = viewport()
    along.safeAreaInsets.top = 0
    #expect(!layout.needsPrepare(for: along))
    var across = viewport()
    across.safeAreaInsets.right = 0
    #expect(layout.needsPrepare(for: across))
    var margins = viewport()
    margins.layoutMargins.left = 30
    #expect(layout.needsPrepare(for: margins), "the default rule does not know which one is read")

    let input = LayoutInput(sections: sections, viewport: across)
    let updated = try flow.update(
      layout, to: input, change: .identity(sectionCount: sections.count))
    let fresh = try flow.prepare(input)
    #expect(updated.cellFrames(section: 0) == fresh.cellFrames(section: 0))
    #expect(fresh.cellFrames(section: 0)[0].x == 54)
    // 390 − 64 = 326 now holds three items: the justified line ends at 390 − 10.
    #expect(fresh.cellFrames(section: 0)[2].maxX == 380, "the right side is free")
  }

  @Test func theReferenceDecodesAndIsLayoutWide() throws {
    let options = try FlowDecodingTests.decode(
      FlowOptions.self, #"{"sectionInsetReference": "fromLayoutMargins"}"#)
    #expect(options.sectionInsetReference == .fromLayoutMargins)
    #expect(FlowOptions().sectionInsetReference == .fromContentInset)
    let bad = try #require(
      FlowDecodingTests.decodingFailure {
        _ = try FlowDecodingTests.decode(FlowOptions.self, #"{"sectionInsetReference": "safe"}"#)
      })
    #expect(bad.path == "sectionInsetReference")
    #expect(bad.description.contains("fromContentInset, fromSafeArea, fromLayoutMargins"))
    let perSection = try #require(
      FlowDecodingTests.decodingFailure {
        _ = try FlowDecodingTests.decode(
          FlowSectionOptions.self, #"{"sectionInsetReference": "fromSafeArea"}"#)
      })
    #expect(perSection.path == "sectionInsetReference")
  }
}
