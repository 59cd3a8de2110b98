import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicHitTest

/// Elements placed on the pixel grid (``SectionLayoutStrategy/placesOriginsOnPixelGrid``): each
/// minimum along the scroll axis is `(page origin + written)` rounded to the nearest pixel where
/// the page is placed, whatever page it is on; extents stay as written, and every query answers
/// for the rounded frames.
@Suite struct PixelGridTests {
  /// Items 10.25 tall, no spacing, on pages of two, at scale 2: written at 0, 10.25 | 0, 10.25 |
  /// 0 on pages placed at 0, 20.5 and 41, the items' minimums are 0, 10.5, 20.5, 31, 41 (10.25
  /// and 30.75 round away from zero to the half pixel above). Unrounded, item 1 would hold
  /// y = 10.4 and item 3 y = 30.9.
  @Test(arguments: [ScrollDirection.vertical, .horizontal])
  func minimumsAlongTheAxisLieOnThePixelGrid(direction: ScrollDirection) throws {
    let axis = direction.scrollAxis
    let itemSize = Size(axis: axis, along: 10.25, across: 30)
    let input = LayoutInput(
      sections: [SectionData(itemCount: 5, itemSize: itemSize)],
      viewport: Viewport(size: Size(width: 320, height: 480), scale: 2))
    let options = ListOfItems.Options(
      spacing: 0, cellsPerPage: 2, scrollDirection: direction, placesOriginsOnPixelGrid: true)
    let layout = try ListOfItems(options: options, sectionOptions: [:]).prepare(input)
    #expect(layout.pageCount == 3)
    #expect(layout.pixelScale == 2)
    let minimums = layout.allElements().map { $0.frame.minimum(along: axis) }
    #expect(minimums == [0, 10.5, 20.5, 31, 41])
    #expect(layout.allElements().allSatisfy { $0.frame.extent(along: axis) == 10.25 })
    #expect(layout.sectionFrame(0)?.extent(along: axis) == 51.25)

    func point(_ along: Double) -> Point {
      axis == .vertical ? Point(x: 5, y: along) : Point(x: along, y: 5)
    }
    #expect(layout.indexPathForItem(at: point(10.4)) == nil)
    #expect(layout.indexPathForItem(at: point(10.5)) == IndexPath(item: 1, section: 0))
    #expect(layout.indexPathForItem(at: point(30.9)) == nil)
    #expect(layout.indexPathForItem(at: point(31)) == IndexPath(item: 3, section: 0))
    // Item 3 (31..<41.25) and item 4 (41..<51.25) overlap where rounding moved 3 up: the later
    // cell is on top.
    #expect(layout.indexPathForItem(at: point(40.9)) == IndexPath(item: 3, section: 0))
    #expect(layout.indexPathForItem(at: point(41.2)) == IndexPath(item: 4, section: 0))
    let gap = Rect(axis: axis, along: 10.3, across: 0, alongExtent: 0.15, acrossExtent: 320)
    #expect(layout.elements(in: gap).isEmpty)
    let tail = Rect(axis: axis, along: 41.2, across: 0, alongExtent: 0.1, acrossExtent: 320)
    #expect(layout.elements(in: tail).map(\.id.item) == [3, 4])
    let item3 = try #require(layout.attributes(for: .cell(IndexPath(item: 3, section: 0))))
    #expect(item3.frame.minimum(along: axis) == 31)
    var frames: [Double] = []
    layout.forEachCellFrame(inSection: 0) {
      frames.append($0.minimum(along: axis))
      return true
    }
    #expect(frames == minimums)

    // Without a scale, or without the flag, nothing is rounded.
    var unscaled = input
    unscaled.viewport.scale = nil
    let exact = try ListOfItems(options: options, sectionOptions: [:]).prepare(unscaled)
    #expect(exact.pixelScale == nil)
    #expect(
      exact.allElements().map { $0.frame.minimum(along: axis) } == [0, 10.25, 20.5, 30.75, 41])
    #expect(exact.indexPathForItem(at: point(10.4)) == IndexPath(item: 1, section: 0))
    var unflagged = options
    unflagged.placesOriginsOnPixelGrid = false
    let plain = try ListOfItems(options: unflagged, sectionOptions: [:]).prepare(input)
    #expect(plain.allElements() == exact.allElements())
  }

  /// A page placed far on (10^6 items of 10.3 pt, two pages repeated down the section) is
  /// rounded where it lands: every minimum is its unrounded place rounded, and found there by a
  /// point and a rect query (the topmost of two cells where rounding makes them overlap, by at
  /// most a pixel of rounding: a neighbour may overlap it by up to a third of a point.
  @Test func farPagesRoundWhereTheyLand() throws {
    let input = LayoutInput(
      sections: [SectionData(itemCount: 1_000_000, itemSize: Size(width: 30, height: 10.3))],
      viewport: Viewport(size: Size(width: 320, height: 480), scale: 3))
    let grid = ListOfItems(
      options: .init(
        spacing: 0, cellsPerPage: 100, scrollDirection: .vertical, pagesRepeat: true,
        placesOriginsOnPixelGrid: true), sectionOptions: [:])
    var exact = grid
    exact.options.placesOriginsOnPixelGrid = false
    let rounded = try grid.prepare(input)
    let unrounded = try exact.prepare(input)
    #expect(rounded.pageCount == unrounded.pageCount)
    for item in [0, 1, 99, 100, 517_333, 999_999] {
      let path = IndexPath(item: item, section: 0)
      let placed = try #require(unrounded.attributes(for: .cell(path))).frame.y
      let frame = try #require(rounded.attributes(for: .cell(path))).frame
      #expect(frame.y == placed.roundedToPixel(scale: 3))
      #expect(rounded.indexPathForItem(at: Point(x: 1, y: frame.y)) == path)
      let hits = rounded.elements(in: Rect(x: 0, y: frame.y, width: 1, height: 0.01))
      #expect(hits.contains { $0.id.item == item } && !hits.contains { $0.id.item > item })
    }
  }

  /// Rounding moves a cell by up to half a pixel from where its page's buckets and the
  /// directories put it, and queries look that much further. A page placed at 0.4 (after a page
  /// 0.4 long) holds cells stored at 0, 10 and 20, 10 tall, in buckets 10 tall: at scale 1 they
  /// land at 0, 10 and 20. The point y = 10.1 moved back is 9.7, bucket 0, yet cell 1 (stored in
  /// bucket 1) holds it; y = 0.1 is before where the page's stored cells reach (0.4), yet its
  /// cell 0 holds it.
  @Test func queriesLookHalfAPixelFurther() {
    func store(cells: [Rect]) -> FrameStore {
      var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: cells.count)
      for cell in cells { builder.appendCell(cell) }
      let bounds = cells.dropFirst().reduce(cells[0]) { $0.union($1) }
      builder.endSection(frame: bounds)
      return builder.build(contentSize: Size(width: bounds.maxX, height: bounds.maxY))
    }
    let first = store(cells: [Rect(x: 100, y: 0, width: 1, height: 0.4)])
    let second = store(cells: (0..<3).map { Rect(x: 0, y: Double($0) * 10, width: 10, height: 10) })
    let pages = [
      LayoutPage(store: first, axis: .vertical, length: 0.4),
      LayoutPage(
        store: second, index: BucketIndex(store: second, axis: .vertical, bucketExtent: 10),
        length: 30),
    ]
    let layout = PagedLayout(
      pages: pages, crossExtent: 200, scrollDirection: .vertical,
      viewport: Viewport(width: 200, height: 400), pixelScale: 1)
    #expect(layout.allElements().map(\.frame.y) == [0, 0, 10, 20])
    for (y, item) in [(10.1, 1), (0.1, 0), (29.9, 2)] {
      #expect(layout.indexPathForItem(at: Point(x: 5, y: y)) == IndexPath(item: item, section: 1))
      let rect = Rect(x: 0, y: y - 0.05, width: 10, height: 0.1)
      #expect(layout.elements(in: rect).map(\.id) == [.cell(IndexPath(item: item, section: 1))])
    }
  }
}
