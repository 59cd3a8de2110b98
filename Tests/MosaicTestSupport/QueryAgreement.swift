import MosaicCore

/// Checks a prepared layout's spatial queries against ``LinearScan`` over its own
/// `allElements(viewport:)`: hit-tests at random points and at the exact edges and corners of
/// frames, and rect queries over random, empty and edge-touching rects.
public enum QueryAgreement {
  /// Every disagreement between `layout`'s queries and the linear scan, described; empty when
  /// they all agree.
  ///
  /// Every query is asked at `viewport` (the prepared viewport when `nil`), so layouts whose
  /// answers depend on the scroll position (pinned headers) are checked at that position.
  /// Random points and rects cover the content plus a margin of `margin` around it; `edgeProbes`
  /// elements (picked at random) are probed at their corners, edge midpoints and just inside their
  /// far edges, and queried with their own frame and the rects touching each of their edges.
  public static func mismatches<G: RandomNumberGenerator>(
    of layout: any PreparedLayout, viewport: Viewport? = nil, randomPoints: Int = 40,
    randomRects: Int = 15, edgeProbes: Int = 8, margin: Double = 20, using generator: inout G
  ) -> [String] {
    let viewport = viewport ?? layout.preparedViewport
    var all: [LayoutAttributes] = []
    layout.allElements(viewport: viewport, into: &all)
    var problems: [String] = []
    let content = layout.contentSize
    func randomCoordinate(_ extent: Double) -> Double {
      Double.random(in: -margin...(max(0, extent) + margin), using: &generator)
    }

    func checkPoint(_ point: Point) {
      let expected = LinearScan.indexPathForItem(at: point, in: all)
      let actual = layout.indexPathForItem(at: point, viewport: viewport)
      if expected != actual {
        problems.append(
          "hit-test at (\(point.x), \(point.y)): got \(actual.map(\.description) ?? "nil"), expected \(expected.map(\.description) ?? "nil")"
        )
      }
    }
    func checkRect(_ rect: Rect) {
      let expected = LinearScan.elements(in: rect, of: all)
      var actual: [LayoutAttributes] = []
      layout.elements(in: rect, viewport: viewport, into: &actual)
      if expected != actual {
        problems.append(
          "rect query \(rect): got \(actual.map(\.id.description)), expected \(expected.map(\.id.description))"
        )
      }
    }

    for _ in 0..<randomPoints {
      checkPoint(Point(x: randomCoordinate(content.width), y: randomCoordinate(content.height)))
    }
    if !all.isEmpty {
      for _ in 0..<edgeProbes {
        let frame = all[Int.random(in: 0..<all.count, using: &generator)].frame
        for x in [frame.minX, frame.midX, frame.maxX, frame.maxX.nextDown] {
          for y in [frame.minY, frame.midY, frame.maxY, frame.maxY.nextDown] {
            checkPoint(Point(x: x, y: y))
          }
        }
        checkRect(frame)
        checkRect(Rect(x: frame.maxX, y: frame.minY, width: 7, height: frame.height))
        checkRect(Rect(x: frame.minX - 7, y: frame.minY, width: 7, height: frame.height))
        checkRect(Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: 7))
        checkRect(Rect(x: frame.minX, y: frame.minY - 7, width: frame.width, height: 7))
        checkRect(Rect(x: frame.minX, y: frame.minY, width: 0, height: frame.height))
      }
    }
    for _ in 0..<randomRects {
      let x = randomCoordinate(content.width)
      let y = randomCoordinate(content.height)
      let width = Double.random(in: 0...(max(1, content.width) / 2), using: &generator)
      let height = Double.random(in: 0...(max(1, content.height) / 2), using: &generator)
      checkRect(Rect(x: x, y: y, width: width, height: height))
    }
    checkRect(
      Rect(
        x: -margin, y: -margin, width: content.width + 2 * margin,
        height: content.height + 2 * margin))
    checkRect(Rect(x: 0, y: 0, width: 0, height: 0))
    // What a scrolling view asks: its own bounds and the visible part of them.
    checkRect(viewport.bounds)
    checkRect(viewport.visibleRect)
    return problems
  }
}
