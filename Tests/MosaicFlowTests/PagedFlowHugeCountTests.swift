import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import Testing

@testable import MosaicFlow

/// A flow section given by a count on the page engine holds a few pages, whatever its count: its
/// pages after the first are one page placed again, one block of places. 10^8 items prepare and
/// answer as ``Flow`` does, in a few tens of kilobytes.
@Suite struct PagedFlowHugeCountTests {
  static let count = FlowHugeCountTests.count
  static let viewport = FlowHugeCountTests.viewport

  /// The element budget counts what the pages hold: with a budget of 10,000, 10^8 counted items
  /// prepare (a few pages of at most a thousand cells), while 10,001 per-item sizes do not fit.
  @Test func theElementBudgetCountsWhatThePagesHold() throws {
    let flow = PagedFlow(
      Flow(options: FlowOptions(itemSize: Size(width: 100, height: 40)), sectionOptions: [:]))
    let counted = LayoutInput(
      sections: [SectionData(itemCount: Self.count)], viewport: Self.viewport,
      elementBudget: 10_000)
    let layout = try flow.prepare(counted)
    // Lines of three, 40 tall, 10 apart.
    #expect(layout.contentSize.height == Double((Self.count + 2) / 3 - 1) * 50 + 40)
    #expect(layout.materializedElementCount <= 1_000)
    let sized = LayoutInput(
      sections: [
        SectionData(itemSizes: Array(repeating: Size(width: 10, height: 10), count: 10_001))
      ],
      viewport: Self.viewport, elementBudget: 10_000)
    #expect(
      throws: LayoutError(
        path: "data.sections",
        message: "would hold at least 10001 elements, more than the 10000 one layout may hold")
    ) { try flow.prepare(sized) }
  }

  /// 10^8 items at a 100×40 estimate in lines of three (390 wide): every answer ``Flow`` gives
  /// (the last item's frame, a point and a rect query at the end), and the layout retains under
  /// 64 KB.
  @Test func aHundredMillionEstimatedItemsAnswerAsFlowDoes() throws {
    let options = FlowOptions(
      estimatedItemSize: Size(width: 100, height: 40), minimumLineSpacing: 10)
    let input = LayoutInput(sections: [SectionData(itemCount: Self.count)], viewport: Self.viewport)
    let layout = try PagedFlow(Flow(options: options, sectionOptions: [:])).prepare(input)
    let reference = try Flow(options: options, sectionOptions: [:]).prepare(input)
    #expect(layout.byteCount < 65_536, "\(layout.byteCount) bytes")
    // The first page and the first place of the next, the places after it, the last page.
    #expect(layout.blocks.map(\.pageCount).count == 3, "\(layout.blocks.map(\.pageCount))")
    #expect(layout.contentSize == reference.contentSize)
    for item in [0, 1, 2, 3, 999, 1_000, 1_001, 54_321_987, Self.count - 2, Self.count - 1] {
      let id = ElementID.cell(section: 0, item: item)
      #expect(
        layout.attributes(for: id, viewport: Self.viewport)
          == reference.attributes(for: id, viewport: Self.viewport), "item \(item)")
    }
    // The bounds of the cells: the first line's across, the first and last lines' along.
    var bounds = FrameBounds()
    for item in [0, 1, 2, Self.count - 3, Self.count - 2, Self.count - 1] {
      if let frame = reference.attributes(
        for: .cell(section: 0, item: item), viewport: Self.viewport)?.frame
      {
        bounds.add(frame)
      }
    }
    #expect(layout.cellBounds(inSection: 0) == bounds.rect)
    let last = try #require(
      layout.attributes(for: .cell(section: 0, item: Self.count - 1), viewport: Self.viewport))
    let centre = Point(x: last.frame.midX, y: last.frame.midY)
    #expect(
      layout.indexPathForItem(at: centre, viewport: Self.viewport)
        == IndexPath(section: 0, item: Self.count - 1))
    for y in [0, 1e6, 1.23456e9, layout.contentSize.height - 844] {
      let rect = Rect(x: 0, y: y, width: 390, height: 844)
      var results: [LayoutAttributes] = []
      var expected: [LayoutAttributes] = []
      layout.elements(in: rect, viewport: Self.viewport, into: &results)
      reference.elements(in: rect, viewport: Self.viewport, into: &expected)
      #expect(results == expected, "rect at \(y)")
    }
  }
}

/// An item resized in the middle of 5·10^7 items given as runs of one size: the update lays out
/// the pages around it and places the repeated page again on either side, and answers as a fresh
/// prepare and as ``Flow`` do, still holding a few pages.
@Suite struct PagedFlowHugeUpdateTests {
  @Test func anItemResizedAmongFiftyMillionUpdatesAsAFreshPrepare() throws {
    let count = 50_000_000
    let size = Size(width: 100, height: 40)
    let flow = Flow(
      options: FlowOptions(itemSize: size, minimumLineSpacing: 10), sectionOptions: [:])
    let paged = PagedFlow(flow)
    let viewport = FlowHugeCountTests.viewport
    let old = [
      SectionData(itemCount: count, itemSizes: .perItem(SizeList(repeating: size, count: count)))
    ]
    let layout = try paged.prepare(LayoutInput(sections: old, viewport: viewport))
    var sizes = SizeList(repeating: size, count: count)
    let middle = 31_234_567
    sizes.replaceSubrange(middle..<(middle + 1), with: [Size(width: 250, height: 90)])
    let new = [SectionData(itemCount: count, itemSizes: .perItem(sizes))]
    let change = LayoutChange(sections: [
      SectionChange(oldSection: 0, changedItems: middle..<(middle + 1))
    ])
    try change.validate(old: old, new: new)
    let input = LayoutInput(sections: new, viewport: viewport)
    let updated = try paged.update(layout, to: input, change: change)
    let fresh = try paged.prepare(input)
    let reference = try flow.prepare(input)
    #expect(updated.materializedElementCount < 10_000)
    #expect(updated.byteCount < 200_000, "\(updated.byteCount) bytes")
    #expect(updated.contentSize == reference.contentSize)
    #expect(fresh.contentSize == reference.contentSize)
    for item in [0, 999, middle - 4, middle - 1, middle, middle + 1, middle + 2, count - 1] {
      let id = ElementID.cell(section: 0, item: item)
      let expected = reference.attributes(for: id, viewport: viewport)
      #expect(updated.attributes(for: id, viewport: viewport) == expected, "item \(item)")
      #expect(fresh.attributes(for: id, viewport: viewport) == expected, "item \(item)")
    }
    let frame = try #require(reference.attributes(for: .cell(section: 0, item: middle))).frame
    for dy in [-900.0, -300, 0, 300] {
      let rect = Rect(x: 0, y: frame.y + dy, width: 390, height: 844)
      var results: [LayoutAttributes] = []
      var expected: [LayoutAttributes] = []
      updated.elements(in: rect, viewport: viewport, into: &results)
      reference.elements(in: rect, viewport: viewport, into: &expected)
      #expect(results == expected, "rect at \(rect.y)")
    }
  }
}
