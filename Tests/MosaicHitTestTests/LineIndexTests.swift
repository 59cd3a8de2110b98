import MosaicCore
import MosaicTestKit
import MosaicTestSupport
import Testing

@testable import MosaicHitTest

/// Pages indexed by their lines (``LineIndex``): golden lines, and spans kept as `Float`s that
/// only ever widen.
@Suite struct LineIndexTests {
  /// A page of `cells` in lines starting at `lineStarts`, indexed by them, alone in a layout.
  static func layout(_ cells: [Rect], lineStarts: [Int], supplementary: Rect? = nil)
    -> PagedLayout
  {
    var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: cells.count)
    for cell in cells { builder.appendCell(cell) }
    if let supplementary { builder.setHeader(supplementary) }
    let bounds = cells.dropFirst().reduce(cells[0]) { $0.union($1) }
    builder.endSection(frame: bounds)
    let store = builder.build(contentSize: Size(width: bounds.maxX, height: bounds.maxY))
    let page = LayoutPage(
      store: store, axis: .vertical, length: bounds.maxY,
      lineStarts: ContiguousArray(lineStarts))
    return PagedLayout(
      pages: [page], crossExtent: bounds.maxX, scrollDirection: .vertical,
      viewport: Viewport(width: bounds.maxX, height: 100))
  }

  /// Two lines of two cells 10 tall, 5 apart, and a header over the first: a point finds its
  /// line's cell, a gap between lines nothing, a rect the cells of the lines it meets and the
  /// header after them (element order), and the page's reach is its lines'.
  @Test func cellsAreFoundByTheirLines() {
    let cells = [
      Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 20, y: 0, width: 10, height: 10),
      Rect(x: 0, y: 15, width: 10, height: 10), Rect(x: 20, y: 15, width: 10, height: 10),
    ]
    let layout = Self.layout(
      cells, lineStarts: [2], supplementary: Rect(x: 0, y: 0, width: 30, height: 4))
    #expect(layout.page(0).lines?.cellRuns == 2)
    #expect(layout.indexPathForItem(at: Point(x: 25, y: 5)) == IndexPath(item: 1, section: 0))
    #expect(layout.indexPathForItem(at: Point(x: 5, y: 24.9)) == IndexPath(item: 2, section: 0))
    #expect(layout.indexPathForItem(at: Point(x: 5, y: 12)) == nil)
    #expect(layout.indexPathForItem(at: Point(x: 15, y: 5)) == nil)
    let rect = Rect(x: 0, y: 2, width: 30, height: 14)
    #expect(
      layout.elements(in: rect).map(\.id) == [
        .cell(IndexPath(item: 0, section: 0)), .cell(IndexPath(item: 1, section: 0)),
        .cell(IndexPath(item: 2, section: 0)), .cell(IndexPath(item: 3, section: 0)),
        .header(section: 0),
      ])
    #expect(layout.elements(in: Rect(x: 0, y: 10, width: 30, height: 5)).isEmpty)
  }

  /// A line's span is kept as `Float`s rounded outwards: a cell from 2^24 to 2^24 + 1, whose
  /// end rounds to the nearest `Float` at 2^24 (ties to even), is found at 2^24 + 0.5.
  @Test func spansRoundOutwards() {
    let low = 16_777_216.0
    let layout = Self.layout(
      [
        Rect(x: 0, y: 0, width: 10, height: 10),
        Rect(x: 0, y: low, width: 10, height: 1),
      ], lineStarts: [1])
    #expect(Float(low + 1) == Float(low))
    #expect(LineIndex.roundedUp(low + 1) > Float(low))
    #expect(LineIndex.roundedDown(low + 1) == Float(low))
    #expect(
      layout.indexPathForItem(at: Point(x: 5, y: low + 0.5)) == IndexPath(item: 1, section: 0))
    #expect(layout.elements(in: Rect(x: 0, y: low + 0.5, width: 1, height: 0.25)).count == 1)
  }
}

/// Pages kept in lines (``/MosaicCore/ElementLines``): the index is built from the runs alone,
/// and answers what a linear scan over the frames the store gives answers.
@Suite struct LineStoreIndexTests {
  /// A page of `lineCount` random lines along `axis` from `base` (cells of fractional sizes;
  /// lines that may overlap, or that `follow` one another), with a header, alone in a layout,
  /// and its frames.
  static func layout(
    along axis: Axis, lineCount: Int, base: Double, follow: Bool,
    using generator: inout SeededGenerator
  ) -> (PagedLayout, [Rect]) {
    var builder = FrameStoreBuilder(
      sectionCount: 1, cellCapacity: lineCount * 4, supplementaryCapacity: 1)
    builder.setHeader(
      Rect(axis: axis, along: base, across: 0, alongExtent: 3.5, acrossExtent: 100))
    var top = base + 4
    _ = builder.appendLines(upTo: lineCount * 4, lines: lineCount, along: axis) { lines in
      for _ in 0..<lineCount {
        var across = 0.0
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          let extent = Double.random(in: 0...20, using: &generator)
          let thickness = Double.random(in: 0...15, using: &generator)
          lines.append(across: across, acrossExtent: extent, alongExtent: thickness)
          across += extent + Double.random(in: 0...3, using: &generator)
        }
        lines.endLine(top: top)
        top +=
          follow
          ? 15 + Double.random(in: 0...3, using: &generator)
          : Double.random(in: -2...18, using: &generator)
      }
    }
    let bounds = Rect(axis: axis, along: 0, across: 0, alongExtent: top + 20, acrossExtent: 100)
    builder.endSection(frame: bounds)
    let store = builder.build(contentSize: bounds.size)
    let page = LayoutPage(
      store: store, axis: axis, length: top + 20, lineStarts: ContiguousArray())
    let layout = PagedLayout(
      pages: [page], crossExtent: 100, scrollDirection: axis == .vertical ? .vertical : .horizontal,
      viewport: Viewport(width: 100, height: 100))
    return (layout, (0..<store.count).map(store.frame(at:)))
  }

  /// Lines that may overlap are indexed by their reaches and starts; lines that follow one
  /// another, by their tops and ends alone (``LineIndex/init(followingLines:)``).
  @Test(
    arguments: Axis.allCases,
    [(0.0, false), (16_777_216.0, false), (0.0, true), (16_777_216.0, true)])
  func queriesAgreeWithALinearScan(axis: Axis, placement: (base: Double, follow: Bool)) {
    let base = placement.base
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<40 {
      let (layout, frames) = Self.layout(
        along: axis, lineCount: Int.random(in: 1...30, using: &generator), base: base,
        follow: placement.follow, using: &generator)
      #expect(layout.page(0).lines != nil)
      if placement.follow { #expect(layout.page(0).lines?.lineSlack ?? -1 >= 0) }
      let cells = layout.page(0).cellCount
      let reach = frames.map { $0.minimum(along: axis) + $0.extent(along: axis) }.max() ?? 0
      for _ in 0..<60 {
        let along = Double.random(in: (base - 2)...(reach + 2), using: &generator)
        let across = Double.random(in: -2...90, using: &generator)
        let point = axis == .vertical ? Point(x: across, y: along) : Point(x: along, y: across)
        let expected = (0..<cells).last { frames[$0].contains(point) }
        #expect(
          layout.indexPathForItem(at: point) == expected.map { IndexPath(item: $0, section: 0) })
        let rect = Rect(
          axis: axis, along: along, across: across,
          alongExtent: Double.random(in: 0.01...30, using: &generator),
          acrossExtent: Double.random(in: 0.01...30, using: &generator))
        let found = Set(layout.elements(in: rect).map(\.frame))
        #expect(found == Set(frames.filter { $0.intersects(rect) }))
      }
    }
  }
}
