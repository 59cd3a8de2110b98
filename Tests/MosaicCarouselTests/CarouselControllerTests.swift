import MosaicCarousel
import MosaicCore
import Testing

/// Paging, recentring, auto-advance, dragging, snapping and shorter-way scrolling.
@Suite struct CarouselControllerTests {
  @Test func startsOnTheFirstPageOfTheMiddleCopy() throws {
    var controller = CarouselController(layout: try banner(count: 5))
    #expect(controller.currentVirtualIndex == 1_250)
    #expect(controller.currentPage == 0 && controller.pageCount == 5)
    // The pitch (300 + 10), not the item width.
    #expect(controller.offset == 1_250 * 310)
    #expect(controller.contentOffset == Point(x: 1_250 * 310, y: 0))
    // It can go backwards from the first page.
    #expect(controller.previous() == 4)
    #expect(controller.currentVirtualIndex == 1_249)
    #expect(controller.next() == 0)
    #expect(controller.next() == 1)
    #expect(controller.offset == 1_251 * 310)
  }

  @Test func nextWrapsPastTheEndAndRecentringKeepsThePage() throws {
    // 3 copies of 5: virtual 0..<15, the middle copy starts at 5; items 0..<5 and 10..<15 are
    // within one copy of an end.
    var controller = CarouselController(layout: try banner(count: 5, multiplier: 3))
    #expect(controller.currentVirtualIndex == 5)
    var pages: [Int?] = []
    for _ in 0..<12 {
      pages.append(controller.next())
      let virtual = try #require(controller.currentVirtualIndex)
      #expect((5..<10).contains(virtual), "virtual \(virtual) left the middle copy")
      #expect(controller.offset == Double(virtual) * 310)
    }
    #expect(pages == [1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2])
    for expected in [1, 0, 4, 3, 2, 1, 0, 4] {
      #expect(controller.previous() == expected)
      #expect((5..<10).contains(controller.currentVirtualIndex ?? -1))
    }

    // Without wrapping there is one copy: next() jumps from the last page back to the first.
    var flat = CarouselController(layout: try banner(count: 3, wraps: false))
    #expect(flat.currentVirtualIndex == 0)
    #expect([flat.next(), flat.next(), flat.next(), flat.previous()] == [1, 2, 0, 2])
    #expect(flat.offset == 2 * 310)
  }

  @Test func draggingToAnEndRecentresWithoutMovingTheVisiblePage() throws {
    let layout = try banner(count: 4, multiplier: 5)
    var controller = CarouselController(layout: layout)
    #expect(controller.currentVirtualIndex == 8)
    controller.beginDrag()
    // Drag backwards 4.6 pages: item 3.4 → nearest 3, within one copy of the start → recentre to
    // page 3 of the middle copy (11), keeping the 0.4-page fraction.
    controller.drag(contentOffsetBy: -4.6 * 310)
    #expect(controller.currentVirtualIndex == 11)
    #expect(controller.currentPage == 3)
    #expect(abs(controller.offset - 11.4 * 310) < 1e-6)
    // What is on screen is unchanged: the item under the viewport's centre shows the same data.
    let centre = controller.offset + 195
    let hit = try #require(layout.indexPathForItem(at: Point(x: centre, y: 100)))
    #expect(layout.dataIndex(ofVirtualItem: hit.item) == 3)
    #expect(controller.endDrag(velocity: 0) == 3)
    #expect(controller.offset == 11 * 310)

    // Dragging far past either end stops at the first or last item instead.
    var flat = CarouselController(layout: try banner(count: 4, wraps: false))
    flat.beginDrag()
    flat.drag(contentOffsetBy: -1e9)
    #expect(flat.offset == 0 && flat.currentVirtualIndex == 0)
    flat.drag(contentOffsetBy: 1e12)
    #expect(flat.offset == 3 * 310 && flat.currentVirtualIndex == 3)
    flat.drag(contentOffsetBy: .nan)
    #expect(flat.offset == 3 * 310)
    #expect(flat.endDrag(velocity: 5) == 3)
  }

  @Test func autoAdvancePausesWhileDraggingAndResumesAfter() throws {
    var controller = CarouselController(layout: try banner(count: 3), autoAdvanceInterval: 3)
    #expect(controller.autoAdvances)
    #expect(controller.tick(seconds: 1) == false)
    #expect(controller.tick(seconds: 1.5) == false)
    #expect(controller.tick(seconds: 0.5) == true)
    #expect(controller.currentPage == 1)
    #expect(controller.tick(seconds: 2) == false)

    controller.beginDrag()
    #expect(controller.tick(seconds: 10) == false)
    #expect(controller.currentPage == 1)
    #expect(controller.elapsed == 2)
    controller.drag(contentOffsetBy: 20)
    #expect(controller.endDrag(velocity: 0) == 1)
    // A fresh interval after release.
    #expect(controller.elapsed == 0)
    #expect(controller.tick(seconds: 2.5) == false)
    #expect(controller.tick(seconds: 0.5) == true)
    #expect(controller.currentPage == 2)
    // It wraps, and a long tick advances once (missed fires coalesce), keeping the remainder.
    #expect(controller.tick(seconds: 7) == true)
    #expect(controller.currentPage == 0)
    #expect(abs(controller.elapsed - 1) < 1e-12)
    // Junk time is ignored.
    #expect(!controller.tick(seconds: -5) && !controller.tick(seconds: .nan))
    #expect(controller.tick(seconds: .infinity) == false)

    var off = CarouselController(layout: try banner(count: 3))
    #expect(!off.autoAdvances && !off.tick(seconds: 100))
    #expect(off.currentPage == 0)
  }

  @Test func snappingFollowsTheVelocityThresholds() throws {
    let layout = try banner(count: 5)
    let controller = CarouselController(layout: layout)
    let start = try #require(controller.currentVirtualIndex)
    let rest = controller.offset
    func snapped(_ fraction: Double, _ velocity: Double) -> Int? {
      controller.snappedVirtualItem(
        proposedContentOffset: rest + fraction * 310, velocity: velocity)
    }
    #expect(snapped(0.1, 0.3) == start + 1)
    #expect(snapped(0.1, 0.29) == start)
    #expect(snapped(0.1, 5) == start + 1)
    #expect(snapped(-0.1, -0.3) == start - 1)
    #expect(snapped(-0.1, -0.29) == start)
    #expect(snapped(0.6, 0) == start + 1)
    #expect(snapped(0.4, 0) == start)
    #expect(snapped(0.6, -0.5) == start)
    #expect(snapped(-0.6, 0.5) == start)
    #expect(snapped(0, 2) == start)
    #expect(snapped(2.2, 0.3) == start + 3)
    #expect(snapped(0.1, .nan) == start)
    #expect(controller.snappedOffset(proposedContentOffset: rest + 31, velocity: 0.3) == rest + 310)
    // Proposals past either end clamp into the virtual range (negative offsets included).
    #expect(controller.snappedVirtualItem(proposedContentOffset: -1e9, velocity: -1) == 0)
    #expect(controller.snappedVirtualItem(proposedContentOffset: -100, velocity: 0) == 0)
    #expect(controller.snappedVirtualItem(proposedContentOffset: 1e300, velocity: 1) == 2_499)
    #expect(controller.snappedVirtualItem(proposedContentOffset: .nan, velocity: 1) == start)

    // Through a drag: a short flick forward goes to the next page.
    var dragged = controller
    dragged.beginDrag()
    dragged.drag(contentOffsetBy: 25)
    #expect(dragged.endDrag(velocity: 0.3) == 1)
    #expect(dragged.offset == rest + 310)
    dragged.beginDrag()
    dragged.drag(contentOffsetBy: -25)
    #expect(dragged.endDrag(velocity: -0.4) == 0)
    // A proposed deceleration target wins over the current offset.
    dragged.beginDrag()
    #expect(dragged.endDrag(velocity: 0, proposedContentOffset: rest + 3 * 310 + 100) == 3)
  }

  @Test func scrollingToAPageGoesTheShorterWayRound() throws {
    var controller = CarouselController(layout: try banner(count: 10))
    controller.scroll(toPage: 1)
    let start = try #require(controller.currentVirtualIndex)
    #expect(controller.distance(toPage: 9) == -2)
    #expect(controller.scroll(toPage: 9) == 9)
    #expect(controller.currentVirtualIndex == start - 2)
    #expect(controller.distance(toPage: 2) == 3)
    // A tie (5 either way) goes the direct way: 9 → 4 is −5.
    #expect(controller.distance(toPage: 4) == -5)
    #expect(controller.distance(toPage: 9) == 0)
    #expect(controller.distance(toPage: 10) == nil && controller.distance(toPage: -1) == nil)
    #expect(controller.scroll(toPage: 10) == nil)
    #expect(controller.currentPage == 9)

    var four = CarouselController(layout: try banner(count: 4))
    #expect(four.distance(toPage: 2) == 2)
    four.scroll(toPage: 3)
    #expect(four.distance(toPage: 1) == -2)
    #expect(four.distance(toPage: 0) == 1)

    // Without copies there is no way round: always direct.
    var flat = CarouselController(layout: try banner(count: 10, wraps: false))
    flat.scroll(toPage: 1)
    #expect(flat.distance(toPage: 9) == 8)
    #expect(flat.scroll(toPage: 9) == 9 && flat.currentVirtualIndex == 9)
  }

  @Test func emptySingleAndZeroPitchCarouselsBehave() throws {
    var empty = CarouselController(layout: try banner(count: 0), autoAdvanceInterval: 1)
    #expect(empty.currentPage == nil && empty.currentVirtualIndex == nil && empty.pageCount == 0)
    #expect(empty.next() == nil && empty.previous() == nil && empty.scroll(toPage: 0) == nil)
    #expect(!empty.autoAdvances && !empty.tick(seconds: 5))
    empty.beginDrag()
    empty.drag(contentOffsetBy: 100)
    #expect(empty.offset == 0)
    #expect(empty.endDrag(velocity: 1) == nil && !empty.isDragging)
    #expect(empty.snappedOffset(proposedContentOffset: 42, velocity: 1) == 42)

    var single = CarouselController(layout: try banner(count: 1), autoAdvanceInterval: 1)
    #expect(single.currentPage == 0 && single.currentVirtualIndex == 0)
    #expect(single.next() == 0 && single.previous() == 0 && single.scroll(toPage: 0) == 0)
    #expect(single.tick(seconds: 5) == false)
    single.beginDrag()
    single.drag(contentOffsetBy: 200)
    #expect(single.offset == 0)
    #expect(single.endDrag(velocity: 1) == 0)

    let zero = try Carousel(
      options: CarouselOptions(itemSize: Size(width: 0, height: 10), multiplier: 3)
    ).prepare(
      LayoutInput(sections: [SectionData(itemCount: 4)], viewport: Viewport(width: 100, height: 50))
    )
    var stuck = CarouselController(layout: zero)
    #expect(stuck.currentVirtualIndex == 4)
    stuck.beginDrag()
    stuck.drag(contentOffsetBy: 50)
    #expect(stuck.currentPage == 0)
    #expect(stuck.endDrag(velocity: 1) == 0)
    #expect(stuck.next() == 1 && stuck.scroll(toPage: 3) == 3)
  }

  @Test func aThousandItemsTimesFiveHundred() throws {
    var controller = CarouselController(layout: try banner(count: 1_000))
    #expect(controller.currentVirtualIndex == 250_000)
    #expect(controller.previous() == 999)
    #expect(controller.next() == 0)
    #expect(controller.distance(toPage: 500) == 500)
    #expect(controller.distance(toPage: 501) == -499)
    #expect(controller.scroll(toPage: 700) == 700)
    #expect(controller.currentVirtualIndex == 249_700)
  }
}
