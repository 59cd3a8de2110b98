import Mosaic
import MosaicTestSupport
import MosaicWaterfallTestSupport
import Testing

/// A vertical flow of 80-wide items, 4 to a 390-wide line, lines 90 apart in a 390×300 viewport.
/// Every line holds an 80-high item then a 40-high one, which flow centres 20 below the line's top.
func snapFlow(lines: Int, inset: EdgeInsets = .zero, direction: ScrollDirection = .vertical)
  throws -> any PreparedLayout
{
  var options = FlowOptions()
  options.scrollDirection = direction
  let sizes = (0..<(lines * 4)).map {
    direction == .vertical
      ? Size(width: 80, height: $0 % 4 == 1 ? 40 : 80)
      : Size(width: $0 % 4 == 1 ? 40 : 80, height: 80)
  }
  let viewport =
    direction == .vertical
    ? Viewport(size: Size(width: 390, height: 300), contentInset: inset)
    : Viewport(size: Size(width: 300, height: 390), contentInset: inset)
  return try Flow(options: options).prepare(
    LayoutInput(
      sections: [SectionData(itemCount: lines * 4, itemSizes: .perItem(sizes))], viewport: viewport)
  )
}

@Suite("Paging and snapping")
struct SnappingTests {
  func target(
    _ layout: any PreparedLayout, from current: Double, proposed: Double, velocity: Double,
    _ snapping: ScrollSnapping
  ) -> Double {
    let viewport = layout.preparedViewport.scrolled(to: Point(x: 0, y: current))
    return layout.targetContentOffset(
      forProposedContentOffset: Point(x: 0, y: proposed),
      withScrollingVelocity: Point(x: 0, y: velocity),
      viewport: viewport, snapping: snapping
    ).y
  }

  @Test func itemsSnapToEachCellsTopAndLinesToTheLinesTop() throws {
    // 10 lines: content 890 high, offsets 0...590. Edges: items 0, 20, 90, 110, …; lines 0, 90, ….
    let layout = try snapFlow(lines: 10)
    #expect(target(layout, from: 0, proposed: 105, velocity: 0, .items) == 110)
    #expect(target(layout, from: 0, proposed: 105, velocity: 0, .lines) == 90)
    #expect(target(layout, from: 0, proposed: 105, velocity: 1, .lines) == 180, "forward")
    #expect(target(layout, from: 300, proposed: 105, velocity: -1, .lines) == 90, "backward")
    #expect(target(layout, from: 0, proposed: 111, velocity: 1, .items) == 180)
    #expect(target(layout, from: 0, proposed: 105, velocity: 0, .none) == 105)
    // Past the end: the last edges are beyond the largest offset, which wins.
    #expect(target(layout, from: 0, proposed: 560, velocity: 1, .lines) == 590)
    #expect(target(layout, from: 0, proposed: -40, velocity: -1, .items) == 0)
  }

  @Test func pagingMovesOnePageByTheVelocitysSign() throws {
    let layout = try snapFlow(lines: 10)
    #expect(target(layout, from: 0, proposed: 900, velocity: 3, .paging) == 300, "one page at most")
    #expect(target(layout, from: 450, proposed: 0, velocity: -3, .paging) == 300)
    #expect(target(layout, from: 300, proposed: 0, velocity: -3, .paging) == 0)
    #expect(target(layout, from: 100, proposed: 160, velocity: 0, .paging) == 300, "nearest page")
    #expect(target(layout, from: 300, proposed: 460, velocity: 0, .paging) == 590, "clamped")
  }

  @Test func contentInsetsShiftEdgesAndBounds() throws {
    let layout = try snapFlow(lines: 10, inset: EdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
    // A line's top at the visible rect's top, 20 below the viewport's.
    #expect(target(layout, from: 0, proposed: 60, velocity: 0, .lines) == 70)
    #expect(target(layout, from: 0, proposed: -50, velocity: -1, .lines) == -20)
    #expect(target(layout, from: 0, proposed: 9_000, velocity: 0, .none) == 620)
  }

  @Test func horizontalSnapsAlongX() throws {
    let layout = try snapFlow(lines: 10, direction: .horizontal)
    let viewport = layout.preparedViewport
    let result = layout.targetContentOffset(
      forProposedContentOffset: Point(x: 105, y: 7), withScrollingVelocity: Point(x: 0, y: 9),
      viewport: viewport, snapping: .items)
    #expect(result == Point(x: 110, y: 7), "across the axis the proposal is kept")
  }

  /// Right to left, horizontal: columns 90 apart mirrored across 890, column c spanning
  /// 810 − 90c…890 − 90c, its narrow item 830 − 90c…870 − 90c. A right edge e rests at e − 300.
  @Test func rightToLeftSnapsRightEdges() throws {
    var options = FlowOptions()
    options.scrollDirection = .horizontal
    let sizes = (0..<40).map { Size(width: $0 % 4 == 1 ? 40 : 80, height: 80) }
    let layout = try LayoutConfiguration(
      strategy: Flow(options: options),
      input: LayoutInput(
        sections: [SectionData(itemCount: 40, itemSizes: .perItem(sizes))],
        viewport: Viewport(size: Size(width: 300, height: 390), layoutDirection: .rightToLeft))
    ).prepare()
    #expect(layout.attributes(for: .cell(section: 0, item: 0))?.frame.maxX == 890)
    func snap(_ proposed: Double, _ speed: Double, _ snapping: ScrollSnapping) -> Double {
      layout.targetContentOffset(
        forProposedContentOffset: Point(x: proposed, y: 0),
        withScrollingVelocity: Point(x: speed, y: 0), viewport: layout.preparedViewport,
        snapping: snapping
      ).x
    }
    #expect(snap(420, 0, .lines) == 410)
    #expect(snap(395, 0, .items) == 390, "the narrow item of column 2")
    #expect(snap(395, 0, .lines) == 410)
    #expect(snap(420, 1, .lines) == 500)
    #expect(snap(420, -1, .items) == 410)
  }

  @Test func badNumbersDoNotEscape() throws {
    let layout = try snapFlow(lines: 10)
    #expect(target(layout, from: 90, proposed: .nan, velocity: .infinity, .lines) == 90)
    #expect(target(layout, from: 90, proposed: .infinity, velocity: 0, .items) == 90)
  }

  /// The windowed answer equals one computed from every cell of random waterfalls.
  @Test func windowedEdgesMatchAScanOfEveryCell() throws {
    var generator = SeededGenerator(seed: 15)
    for _ in 0..<150 {
      let random = RandomWaterfallCase(using: &generator)
      guard let layout = try? random.waterfall.prepare(random.input) else { continue }
      let axis = layout.scrollDirection.scrollAxis
      let all = layout.allElements().filter { $0.id.category == .cell && !$0.frame.isEmpty }
      let viewport = layout.preparedViewport
      let extent = viewport.size.value(along: axis)
      for _ in 0..<10 {
        let proposed: Double = Double.random(
          in: -100...(layout.contentSize.value(along: axis) + 100), using: &generator)
        let speed: Double = [-1.0, 0, 1].randomElement(using: &generator) ?? 0
        for snapping in [ScrollSnapping.items, .lines] {
          let inWindow = { (low: Double) in low >= proposed - extent && low < proposed + extent }
          var edges: [Double] = []
          if snapping == .items {
            edges = all.map { $0.frame.minimum(along: axis) }
              .filter { low in
                inWindow(low)
              }
          } else {
            var runEnd = -Double.infinity
            for frame in all.map(\.frame).sorted(by: {
              $0.minimum(along: axis) < $1.minimum(along: axis)
            }) {
              let low = frame.minimum(along: axis)
              if low >= runEnd, inWindow(low) { edges.append(low) }
              runEnd = max(runEnd, low + frame.extent(along: axis))
            }
          }
          edges = edges.map { $0 - viewport.contentInset.leading(along: axis) }.sorted()
          var ahead: Double?
          if speed > 0 { ahead = edges.first(where: { $0 >= proposed }) }
          if speed < 0 { ahead = edges.last(where: { $0 <= proposed }) }
          let nearest = edges.min(by: { abs($0 - proposed) < abs($1 - proposed) })
          let chosen = ahead ?? nearest ?? proposed
          let low = -viewport.contentInset.leading(along: axis)
          let high = max(
            low,
            layout.contentSize.value(along: axis) + viewport.contentInset.trailing(along: axis)
              - extent)
          let point = axis == .vertical ? Point(x: 0, y: proposed) : Point(x: proposed, y: 0)
          let velocity = axis == .vertical ? Point(x: 0, y: speed) : Point(x: speed, y: 0)
          let answer = layout.targetContentOffset(
            forProposedContentOffset: point, withScrollingVelocity: velocity, viewport: viewport,
            snapping: snapping)
          #expect(answer.value(along: axis) == min(max(chosen, low), high))
        }
      }
    }
  }
}
