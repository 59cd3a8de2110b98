import MosaicCore

/// Compares a layout updated by a change with a fresh prepare of the changed input, query for
/// query: the rule every layout keeps (see ``/MosaicCore/LayoutStrategy/update(_:to:change:)``).
public enum UpdateAgreement {
  /// Every difference between `updated` and `fresh` at `viewport`, described (at most `limit`);
  /// empty when they agree: content size, scroll direction, section count, every section frame
  /// (and two out of range), `allElements` in order, `attributes(for:)` of every element and of
  /// absent ones, rect queries over random rects, the content, the viewport and elements' own
  /// frames, and hit-tests at random points and at elements' corners and centres.
  /// - Complexity: O(elements) for the listings and look-ups, plus the queries' own costs.
  public static func mismatches<G: RandomNumberGenerator>(
    updated: any PreparedLayout, fresh: any PreparedLayout, viewport: Viewport,
    randomPoints: Int = 40, randomRects: Int = 15, limit: Int = 5, using generator: inout G
  ) -> [String] {
    var problems: [String] = []
    func note(_ message: @autoclosure () -> String) {
      if problems.count < limit { problems.append(message()) }
    }
    if updated.contentSize != fresh.contentSize {
      note("contentSize is \(updated.contentSize), a fresh prepare's \(fresh.contentSize)")
    }
    if updated.scrollDirection != fresh.scrollDirection {
      note(
        "scrollDirection is \(updated.scrollDirection), a fresh prepare's \(fresh.scrollDirection)")
    }
    if updated.sectionCount != fresh.sectionCount {
      note("sectionCount is \(updated.sectionCount), a fresh prepare's \(fresh.sectionCount)")
    }
    for section in -1...max(0, min(fresh.sectionCount, 10_000)) {
      let (got, expected) = (updated.sectionFrame(section), fresh.sectionFrame(section))
      if got != expected {
        note(
          "sectionFrame(\(section)) is \(got.map { "\($0)" } ?? "nil"), a fresh prepare's \(expected.map { "\($0)" } ?? "nil")"
        )
      }
    }

    var all: [LayoutAttributes] = []
    var expectedAll: [LayoutAttributes] = []
    updated.allElements(viewport: viewport, into: &all)
    fresh.allElements(viewport: viewport, into: &expectedAll)
    if all != expectedAll {
      let index =
        zip(all, expectedAll).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(all.count, expectedAll.count)
      let got = index < all.count ? "\(all[index])" : "nothing"
      let expected = index < expectedAll.count ? "\(expectedAll[index])" : "nothing"
      note(
        "allElements lists \(all.count) elements, a fresh prepare \(expectedAll.count); element \(index) is \(got), expected \(expected)"
      )
    }

    var ids = Set(expectedAll.map(\.id))
    var cellCounts: [Int: Int] = [:]
    for element in expectedAll where element.id.category == .cell {
      cellCounts[element.id.section, default: 0] += 1
    }
    for section in -1...min(fresh.sectionCount, 64) {
      ids.insert(.header(section: section))
      ids.insert(.footer(section: section))
      ids.insert(.cell(section: section, item: -1))
      ids.insert(.cell(section: section, item: 0))
      ids.insert(.cell(section: section, item: cellCounts[section, default: 0]))
    }
    for id in ids.sorted(by: { $0.description < $1.description }) {
      let (got, expected) = (
        updated.attributes(for: id, viewport: viewport),
        fresh.attributes(for: id, viewport: viewport)
      )
      if got != expected {
        note(
          "attributes(for: \(id)) is \(got.map { "\($0)" } ?? "nil"), a fresh prepare's \(expected.map { "\($0)" } ?? "nil")"
        )
      }
    }

    let content = fresh.contentSize
    func coordinate(_ extent: Double) -> Double {
      let upper = extent.isFinite ? min(max(0, extent), 1e9) + 20 : 20
      return Double.random(in: -20...upper, using: &generator)
    }
    var rects: [Rect] = [
      Rect(x: -20, y: -20, width: content.width + 40, height: content.height + 40),
      viewport.bounds, viewport.visibleRect, .zero,
    ]
    var points: [Point] = []
    for _ in 0..<randomRects {
      rects.append(
        Rect(
          x: coordinate(content.width), y: coordinate(content.height),
          width: Double.random(in: 0...max(1, min(content.width, 1e9)) / 2, using: &generator),
          height: Double.random(in: 0...max(1, min(content.height, 1e9)) / 2, using: &generator)))
    }
    for _ in 0..<randomPoints {
      points.append(Point(x: coordinate(content.width), y: coordinate(content.height)))
    }
    if !expectedAll.isEmpty {
      for _ in 0..<8 {
        let frame = expectedAll[Int.random(in: 0..<expectedAll.count, using: &generator)].frame
        guard frame.isFinite else { continue }
        rects.append(frame)
        points += [
          frame.center, Point(x: frame.minX, y: frame.minY),
          Point(x: frame.maxX.nextDown, y: frame.maxY.nextDown),
          Point(x: frame.maxX, y: frame.midY),
        ]
      }
    }
    var got: [LayoutAttributes] = []
    var expected: [LayoutAttributes] = []
    for rect in rects {
      got.removeAll(keepingCapacity: true)
      expected.removeAll(keepingCapacity: true)
      updated.elements(in: rect, viewport: viewport, into: &got)
      fresh.elements(in: rect, viewport: viewport, into: &expected)
      if got != expected {
        note(
          "rect query \(rect): got \(got.map(\.id.description)), a fresh prepare \(expected.map(\.id.description))"
        )
      }
    }
    for point in points {
      let (hit, expectedHit) = (
        updated.indexPathForItem(at: point, viewport: viewport),
        fresh.indexPathForItem(at: point, viewport: viewport)
      )
      if hit != expectedHit {
        note(
          "hit-test at (\(point.x), \(point.y)): got \(hit.map(\.description) ?? "nil"), a fresh prepare \(expectedHit.map(\.description) ?? "nil")"
        )
      }
    }
    return problems
  }
}
