import MosaicCore

/// Checks a prepared layout's spatial queries against ``LinearScan`` over its own
/// `allElements(viewport:)`: hit-tests at random points and at the exact edges and corners of
/// frames, rect queries over random, empty and edge-touching rects, and focus moves in every
/// direction from random cells (when the listing is whole).
public enum QueryAgreement {
  /// Which query disagreed.
  public enum Query: Sendable {
    /// `indexPathForItem(at:viewport:)`.
    case hitTest
    /// `elements(in:viewport:into:)`.
    case rect
    /// `indexPath(movingFocusFrom:direction:viewport:)`, which answers through the rect queries.
    case focus
  }

  /// Every disagreement between `layout`'s queries and the linear scan, described; empty when
  /// they all agree.
  ///
  /// Every query is asked at `viewport` (the prepared viewport when `nil`), so layouts whose
  /// answers depend on the scroll position (pinned headers) are checked at that position.
  /// Random points and rects cover the content plus a margin of `margin` around it; `edgeProbes`
  /// elements (picked at random) are probed at their corners, edge midpoints and just inside their
  /// far edges, and queried with their own frame and the rects touching each of their edges.
  ///
  /// With a `region`, only points inside it are asked and every rect is clipped to it: what a
  /// layout whose `allElements` lists only a window of its elements (a wrapping carousel) can be
  /// checked on, when the window lists every element meeting the region.
  public static func mismatches<G: RandomNumberGenerator>(
    of layout: any PreparedLayout, viewport: Viewport? = nil, region: Rect? = nil,
    randomPoints: Int = 40, randomRects: Int = 15, edgeProbes: Int = 8, margin: Double = 20,
    using generator: inout G
  ) -> [String] {
    classifiedMismatches(
      of: layout, viewport: viewport, region: region, randomPoints: randomPoints,
      randomRects: randomRects, edgeProbes: edgeProbes, margin: margin, using: &generator
    ).map(\.message)
  }

  /// ``mismatches(of:viewport:region:randomPoints:randomRects:edgeProbes:margin:using:)``, each
  /// with the query that disagreed.
  public static func classifiedMismatches<G: RandomNumberGenerator>(
    of layout: any PreparedLayout, viewport: Viewport? = nil, region: Rect? = nil,
    randomPoints: Int = 40, randomRects: Int = 15, edgeProbes: Int = 8, margin: Double = 20,
    using generator: inout G
  ) -> [(query: Query, message: String)] {
    let viewport = viewport ?? layout.preparedViewport
    var all: [LayoutAttributes] = []
    layout.allElements(viewport: viewport, into: &all)
    var problems: [(query: Query, message: String)] = []
    let content = layout.contentSize
    func randomCoordinate(_ extent: Double) -> Double {
      let upper = extent.isFinite ? max(0, extent) + margin : margin
      return Double.random(in: -margin...upper, using: &generator)
    }

    func checkPoint(_ point: Point) {
      if let region, !region.contains(point) { return }
      let expected = LinearScan.indexPathForItem(at: point, in: all)
      let actual = layout.indexPathForItem(at: point, viewport: viewport)
      if expected != actual {
        problems.append(
          (
            .hitTest,
            "hit-test at (\(point.x), \(point.y)): got \(actual.map(\.description) ?? "nil"), expected \(expected.map(\.description) ?? "nil")"
          ))
      }
    }
    func checkRect(_ rect: Rect) {
      let rect = region.map { rect.clipped(to: $0) } ?? rect
      let expected = LinearScan.elements(in: rect, of: all)
      var actual: [LayoutAttributes] = []
      layout.elements(in: rect, viewport: viewport, into: &actual)
      if expected != actual {
        problems.append(
          (
            .rect,
            "rect query \(rect): got \(actual.map(\.id.description)), expected \(expected.map(\.id.description))"
          ))
      }
      // The cells' index paths alone, appended after what the array held, with a buffer that
      // holds stale attributes.
      let cells =
        [IndexPath(section: -1, item: -1)]
        + expected.filter { $0.id.category == .cell }.map(\.id.indexPath)
      var indexPaths = [IndexPath(section: -1, item: -1)]
      layout.indexPathsForItems(in: rect, viewport: viewport, into: &indexPaths, buffer: &actual)
      if indexPaths != cells {
        problems.append(
          (
            .rect,
            "indexPathsForItems in \(rect): got \(indexPaths.dropFirst()), expected \(cells.dropFirst())"
          ))
      }
    }

    let sampled = region ?? Rect(origin: .zero, size: content)
    for _ in 0..<randomPoints {
      if region != nil {
        checkPoint(
          Point(
            x: Double.random(in: sampled.minX...sampled.maxX, using: &generator),
            y: Double.random(in: sampled.minY...sampled.maxY, using: &generator)))
      } else {
        checkPoint(Point(x: randomCoordinate(content.width), y: randomCoordinate(content.height)))
      }
    }
    let probed = region.map { region in all.filter { $0.frame.intersects(region) } } ?? all
    if !probed.isEmpty {
      for _ in 0..<edgeProbes {
        let frame = probed[Int.random(in: 0..<probed.count, using: &generator)].frame
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
      let x: Double
      let y: Double
      if region != nil {
        x = Double.random(in: sampled.minX...sampled.maxX, using: &generator)
        y = Double.random(in: sampled.minY...sampled.maxY, using: &generator)
      } else {
        x = randomCoordinate(content.width)
        y = randomCoordinate(content.height)
      }
      let width = Double.random(in: 0...(max(1, min(sampled.width, 1e12)) / 2), using: &generator)
      let height = Double.random(in: 0...(max(1, min(sampled.height, 1e12)) / 2), using: &generator)
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
    if region == nil {
      problems += focusMismatches(of: layout, viewport: viewport, all: all, using: &generator)
    }
    return problems
  }

  /// Focus moves in every direction from `probes` cells picked at random (and from an index path
  /// the layout lacks) against ``LinearScan``; none when a cell is listed twice.
  static func focusMismatches<G: RandomNumberGenerator>(
    of layout: any PreparedLayout, viewport: Viewport, all: [LayoutAttributes], probes: Int = 6,
    using generator: inout G
  ) -> [(query: Query, message: String)] {
    // The search finds the cells inside the content (as every layout keeps them); a layout
    // that breaks that is reported by the kit's own rule, not here.
    let content = Rect(origin: .zero, size: layout.contentSize)
    let outside = all.contains {
      $0.id.category == .cell && $0.frame.isFinite && !$0.frame.isEmpty
        && $0.frame.union(content) != content
    }
    let cells = all.filter { $0.id.category == .cell }.map(\.id.indexPath)
    guard !outside, Set(cells).count == cells.count else { return [] }
    var sources = (0..<Swift.min(probes, cells.count)).map { _ in
      cells[Int.random(in: 0..<cells.count, using: &generator)]
    }
    sources.append(IndexPath(section: layout.sectionCount, item: 0))
    var problems: [(query: Query, message: String)] = []
    for source in sources {
      for direction in FocusDirection.allCases {
        let expected = LinearScan.indexPath(
          movingFocusFrom: source, direction: direction, in: all, viewport: viewport)
        let actual = layout.indexPath(
          movingFocusFrom: source, direction: direction, viewport: viewport)
        if expected != actual {
          problems.append(
            (
              .focus,
              "focus \(direction) from \(source): got \(actual.map(\.description) ?? "nil"), "
                + "expected \(expected.map(\.description) ?? "nil")"
            ))
        }
      }
    }
    return problems
  }
}

extension Rect {
  /// The part of the rectangle inside `other`; an empty rectangle when they do not overlap.
  func clipped(to other: Rect) -> Rect {
    let minX = Swift.max(x, other.x)
    let minY = Swift.max(y, other.y)
    let maxX = Swift.min(self.maxX, other.maxX)
    let maxY = Swift.min(self.maxY, other.maxY)
    guard maxX > minX, maxY > minY else { return Rect(x: minX, y: minY, width: 0, height: 0) }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
