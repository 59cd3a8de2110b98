import MosaicCarousel
import MosaicCore
import MosaicTestSupport
import Testing

/// Frames, index arithmetic at both ends of the virtual range, tiny data sets, and the promise
/// that the multiplier costs nothing.
@Suite struct CarouselGeometryTests {
  @Test func framesFollowFSPagerViewsFormula() throws {
    let layout = try banner(count: 5)
    // leading = (390 − 300)/2 = 45, pitch 310; items centred in 200 → y = 10.
    #expect(layout.virtualCount == 2_500)
    #expect(layout.geometry.leading == 45 && layout.geometry.pitch == 310)
    #expect(
      layout.attributes(for: .cell(section: 0, item: 0))?.frame
        == Rect(x: 45, y: 10, width: 300, height: 180))
    #expect(
      layout.attributes(for: .cell(section: 0, item: 1))?.frame
        == Rect(x: 355, y: 10, width: 300, height: 180))
    // 2·45 + 2500·300 + 2499·10.
    #expect(layout.contentSize == Size(width: 775_080, height: 200))
    #expect(layout.sectionCount == 1)
    #expect(layout.sectionFrame(0) == Rect(x: 0, y: 0, width: 775_080, height: 200))
    #expect(layout.sectionFrame(1) == nil)
    #expect(layout.attributes(for: .cell(section: 0, item: 7))?.zIndex == 0)
  }

  @Test func indexArithmeticHoldsAtBothEndsOfTheVirtualRange() throws {
    let layout = try banner(count: 5)
    let last = 2_499
    let lastFrame = Rect(x: 45 + 310 * Double(last), y: 10, width: 300, height: 180)
    #expect(layout.attributes(for: .cell(section: 0, item: last))?.frame == lastFrame)
    #expect(lastFrame.maxX + 45 == layout.contentSize.width)
    #expect(layout.dataIndex(ofVirtualItem: 0) == 0)
    #expect(layout.dataIndex(ofVirtualItem: last) == 4)
    #expect(layout.dataIndex(ofVirtualItem: 1_253) == 3)
    #expect(layout.dataIndex(ofVirtualItem: 2_500) == nil)
    #expect(layout.dataIndex(ofVirtualItem: -1) == nil)
    #expect(layout.geometry.dataIndex(ofVirtualItem: -1) == 4)
    for id in [
      ElementID.cell(section: 0, item: -1), .cell(section: 0, item: 2_500),
      .cell(section: 1, item: 0),
      .header(section: 0), ElementID(category: .decoration, kind: "x", section: 0, item: 0),
    ] {
      #expect(layout.attributes(for: id) == nil)
    }
    // Hit-tests: the first item, the gap, the last item, past either end.
    #expect(layout.indexPathForItem(at: Point(x: 45, y: 10)) == IndexPath(section: 0, item: 0))
    #expect(layout.indexPathForItem(at: Point(x: 44.99, y: 50)) == nil)
    #expect(layout.indexPathForItem(at: Point(x: 345, y: 50)) == nil)
    #expect(layout.indexPathForItem(at: Point(x: 355, y: 50)) == IndexPath(section: 0, item: 1))
    #expect(
      layout.indexPathForItem(at: Point(x: lastFrame.maxX - 0.5, y: 189.9))
        == IndexPath(section: 0, item: last))
    #expect(layout.indexPathForItem(at: Point(x: lastFrame.maxX, y: 50)) == nil)
    #expect(layout.indexPathForItem(at: Point(x: -1e300, y: 50)) == nil)
    #expect(layout.indexPathForItem(at: Point(x: .nan, y: 50)) == nil)
    #expect(layout.indexPathForItem(at: Point(x: 100, y: 190)) == nil)
    // Rect queries at both ends, with negative offsets and beyond the content.
    #expect(layout.elements(in: Rect(x: -500, y: 0, width: 546, height: 200)).map(\.id.item) == [0])
    #expect(layout.elements(in: Rect(x: -500, y: 0, width: 545, height: 200)).isEmpty)
    #expect(
      layout.elements(in: Rect(x: lastFrame.minX - 20, y: 0, width: 1e9, height: 200)).map(
        \.id.item)
        == [last - 1, last])
    #expect(layout.elements(in: Rect(x: lastFrame.maxX, y: 0, width: 100, height: 200)).isEmpty)
    #expect(layout.elements(in: Rect(x: 0, y: 190, width: 1e12, height: 10)).isEmpty)
    #expect(layout.elements(in: Rect(x: .nan, y: 0, width: 100, height: 100)).isEmpty)
    #expect(layout.elements(in: Rect(x: -.infinity, y: 0, width: .infinity, height: 100)).isEmpty)
    #expect(layout.elements(in: Rect(x: 100, y: 0, width: 0, height: 100)).isEmpty)
  }

  @Test func emptyAndSingleItemCarouselsBehave() throws {
    let empty = try banner(count: 0)
    #expect(empty.virtualCount == 0 && empty.geometry.multiplier == 1)
    #expect(empty.contentSize == Size(width: 0, height: 200))
    #expect(empty.allElements().isEmpty)
    #expect(empty.elements(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)).isEmpty)
    #expect(empty.indexPathForItem(at: Point(x: 50, y: 50)) == nil)
    #expect(empty.attributes(for: .cell(section: 0, item: 0)) == nil)
    #expect(empty.dataIndex(ofVirtualItem: 0) == nil)
    #expect(empty.geometry.window(aroundOffset: 100) == 0..<0)

    let noSections = try Carousel(options: CarouselOptions()).prepare(
      LayoutInput(sections: [], viewport: Viewport(width: 100, height: 50)))
    #expect(noSections.sectionCount == 0 && noSections.virtualCount == 0)
    #expect(noSections.sectionFrame(0) == nil)

    let single = try banner(count: 1)
    #expect(single.virtualCount == 1 && single.geometry.multiplier == 1)
    #expect(single.contentSize == Size(width: 390, height: 200))
    #expect(single.allElements().map(\.frame) == [Rect(x: 45, y: 10, width: 300, height: 180)])
    #expect(single.indexPathForItem(at: Point(x: 200, y: 100)) == IndexPath(section: 0, item: 0))
    #expect(single.geometry.window(aroundOffset: -1e300) == 0..<1)
    #expect(single.geometry.window(aroundOffset: .nan) == 0..<1)

    let flat = try banner(count: 4, wraps: false)
    #expect(flat.virtualCount == 4 && flat.geometry.multiplier == 1)
    #expect(try banner(count: 4, multiplier: 1).virtualCount == 4)
  }

  @Test func aThousandItemsTimesFiveHundred() throws {
    let layout = try banner(count: 1_000)
    #expect(layout.virtualCount == 500_000)
    let middle = layout.geometry.middleCopyStart
    #expect(middle == 250_000)
    let offset = layout.geometry.restingOffset(ofVirtualItem: middle)
    let visible = layout.elements(in: Rect(x: offset, y: 0, width: 390, height: 200))
    #expect(visible.map(\.id.item) == [middle - 1, middle, middle + 1])
    #expect(visible.map { layout.dataIndex(ofVirtualItem: $0.id.item) } == [999, 0, 1])
    #expect(visible[1].frame.minX == offset + 45)
    // allElements: one copy of the data centred on the viewport's item, each data item once.
    let all = layout.allElements(at: layout.preparedViewport.scrolled(to: Point(x: offset, y: 0)))
    #expect(all.count == 1_000)
    #expect(all.map(\.id.item) == Array((middle - 500)..<(middle + 500)))
    #expect(Set(all.compactMap { layout.dataIndex(ofVirtualItem: $0.id.item) }).count == 1_000)
    // At offset 0 the window is the first copy; far past the end, the last.
    #expect(layout.allElements().map(\.id.item) == Array(0..<1_000))
    #expect(
      layout.geometry.window(aroundOffset: 1e12) == 499_000..<500_000)
  }

  @Test func memoryAndWorkDoNotGrowWithTheMultiplier() throws {
    let once = try banner(count: 1_000, multiplier: 1)
    let often = try banner(count: 1_000, multiplier: 500)
    #expect(once.virtualCount == 1_000 && often.virtualCount == 500_000)
    #expect(once.byteCount == 0 && often.byteCount == 0)
    #expect(MemoryLayout<CarouselLayout>.size < 512)

    // Per-item sizes are the data's own array, shared, whatever the multiplier.
    let sizes = (0..<1_000).map { Size(width: 300, height: Double(100 + $0 % 80)) }
    func perItem(_ multiplier: Int) throws -> CarouselLayout {
      try Carousel(options: CarouselOptions(itemSpacing: 10, multiplier: multiplier)).prepare(
        LayoutInput(
          sections: [SectionData(itemSizes: sizes)], viewport: Viewport(width: 390, height: 200)))
    }
    #expect(try perItem(1).byteCount == perItem(500).byteCount)
    #expect(try perItem(500).byteCount <= sizes.count * MemoryLayout<Size>.stride + 64)

    // A viewport query checks the same handful of candidates at either multiplier.
    for layout in [once, often] {
      let offset = layout.geometry.restingOffset(ofVirtualItem: layout.virtualCount / 2)
      #expect(layout.elements(in: Rect(x: offset, y: 0, width: 390, height: 200)).count == 3)
    }
  }

  @Test func perItemSizesKeepOnePitchAndCentreAcross() throws {
    let sizes = [
      Size(width: 100, height: 40), Size(width: 100, height: 80), Size(width: 100, height: 0),
    ]
    let layout = try Carousel(options: CarouselOptions(itemSpacing: 20, multiplier: 2)).prepare(
      LayoutInput(
        sections: [SectionData(itemSizes: sizes)], viewport: Viewport(width: 300, height: 100)))
    #expect(layout.virtualCount == 6)
    #expect(
      layout.attributes(ofVirtualItems: 0..<6).map(\.frame) == [
        Rect(x: 100, y: 30, width: 100, height: 40), Rect(x: 220, y: 10, width: 100, height: 80),
        Rect(x: 340, y: 50, width: 100, height: 0), Rect(x: 460, y: 30, width: 100, height: 40),
        Rect(x: 580, y: 10, width: 100, height: 80), Rect(x: 700, y: 50, width: 100, height: 0),
      ])
    // The zero-height item is laid out but never found.
    #expect(
      layout.elements(in: Rect(x: 0, y: 0, width: 1_000, height: 100)).map(\.id.item) == [
        0, 1, 3, 4,
      ])
  }

  @Test func verticalCarouselsAndDefaultsFillTheViewport() throws {
    let viewport = Viewport(
      size: Size(width: 320, height: 500),
      contentInset: EdgeInsets(top: 20, left: 10, bottom: 30, right: 10))
    let layout = try Carousel(
      options: CarouselOptions(
        scrollDirection: .vertical, itemSpacing: 8, multiplier: 3, centersItems: false)
    ).prepare(LayoutInput(sections: [SectionData(itemCount: 2)], viewport: viewport))
    // Items fill 300×450 (the viewport less its insets), start at 0, pitch 458.
    #expect(layout.scrollDirection == .vertical)
    #expect(
      layout.attributes(ofVirtualItems: 0..<2).map(\.frame) == [
        Rect(x: 0, y: 0, width: 300, height: 450), Rect(x: 0, y: 458, width: 300, height: 450),
      ])
    #expect(layout.contentSize == Size(width: 300, height: 6 * 450 + 5 * 8))
    #expect(layout.geometry.restingOffset(ofVirtualItem: 1) == 458 - 20)
    #expect(
      layout.indexPathForItem(at: Point(x: 299, y: 458 * 5)) == IndexPath(section: 0, item: 5))
    #expect(
      layout.elements(in: Rect(x: 0, y: 449, width: 300, height: 10)).map(\.id.item) == [0, 1])
  }

  @Test func originsRoundToTheScale() throws {
    let layout = try Carousel(
      options: CarouselOptions(
        itemSize: Size(width: 100.3, height: 50.2), itemSpacing: 0.1, multiplier: 4)
    ).prepare(
      LayoutInput(
        sections: [SectionData(itemCount: 3)],
        viewport: Viewport(size: Size(width: 201, height: 100), scale: 2)))
    for attributes in layout.attributes(ofVirtualItems: 0..<12) {
      #expect((attributes.frame.minX * 2).rounded() == attributes.frame.minX * 2)
      #expect((attributes.frame.minY * 2).rounded() == attributes.frame.minY * 2)
      #expect(attributes.frame.size == Size(width: 100.3, height: 50.2))
    }
    // leading = (201 − 100.3)/2 = 50.35 → 50.5 (round half away from zero at 100.7 → 101).
    #expect(layout.attributes(for: .cell(section: 0, item: 0))?.frame.minX == 50.5)
  }

  @Test func aScrollNeverNeedsAPrepareButASizeChangeDoes() throws {
    let layout = try banner(count: 3)
    let viewport = layout.preparedViewport
    #expect(!layout.needsPrepare(for: viewport.scrolled(to: Point(x: 5_000, y: 0))))
    var wider = viewport
    wider.size.width = 400
    #expect(layout.needsPrepare(for: wider))
    var scaled = viewport
    scaled.scale = 3
    #expect(layout.needsPrepare(for: scaled))
  }
}
