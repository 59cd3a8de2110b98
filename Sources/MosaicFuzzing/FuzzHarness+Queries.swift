import Mosaic

extension FuzzHarness {
  /// How many answers of each query the harness cross-checks: enough to cover the code paths,
  /// few enough that an input's work stays bounded by the layout's own.
  static let checkedAnswers = 8

  /// Queries `layout` the way a scrolling view does and checks the answers against the
  /// `PreparedLayout` contract: finite frames for every element, rect answers that intersect the rect,
  /// `attributes(for:)` that agrees with them, and hit-tests that land inside the cell they name.
  public static func checkQueries(_ layout: any PreparedLayout, viewport: Viewport)
    -> FuzzFinding?
  {
    let size = layout.contentSize
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return FuzzFinding("contentSize \(size.width) x \(size.height)")
    }
    var results: [LayoutAttributes] = []
    layout.allElements(viewport: viewport, into: &results)
    if let broken = results.first(where: { !$0.frame.isFinite }) {
      return FuzzFinding("allElements: \(broken.id) has frame \(broken.frame)")
    }
    let visible = viewport.visibleRect
    results.removeAll(keepingCapacity: true)
    layout.elements(in: visible, viewport: viewport, into: &results)
    var counts: [ElementID: Int] = [:]
    for attributes in results {
      guard attributes.frame.isFinite else {
        return FuzzFinding("rect query: \(attributes.id) has frame \(attributes.frame)")
      }
      guard attributes.frame.intersects(visible) else {
        return FuzzFinding("rect query: \(attributes.id) does not intersect the rect")
      }
      counts[attributes.id, default: 0] += 1
    }
    for attributes in results.prefix(checkedAnswers) where counts[attributes.id] == 1 {
      let single = layout.attributes(for: attributes.id, viewport: viewport)
      guard single == attributes else {
        return FuzzFinding("attributes(for: \(attributes.id)) disagrees with the rect query")
      }
    }
    if let finding = checkHits(layout, viewport: viewport, near: results) { return finding }
    for section in 0..<min(layout.sectionCount, checkedAnswers) {
      for id in [ElementID.cell(section: section, item: 0), .header(section: section)] {
        if let attributes = layout.attributes(for: id, viewport: viewport),
          !attributes.frame.isFinite
        {
          return FuzzFinding("attributes(for: \(id)) has frame \(attributes.frame)")
        }
      }
    }
    return nil
  }

  /// Hit-tests the visible rect's origin and centre and the centres of the first `results`; a
  /// hit must name a cell whose frame contains the point.
  static func checkHits(
    _ layout: any PreparedLayout, viewport: Viewport, near results: [LayoutAttributes]
  ) -> FuzzFinding? {
    let visible = viewport.visibleRect
    var points = [visible.origin, center(of: visible)]
    points += results.prefix(checkedAnswers).map { center(of: $0.frame) }
    for point in points where point.isFinite {
      guard let indexPath = layout.indexPathForItem(at: point, viewport: viewport) else {
        continue
      }
      guard let cell = layout.attributes(for: .cell(indexPath), viewport: viewport) else {
        return FuzzFinding("hit at \(point) names \(indexPath), which has no attributes")
      }
      guard cell.frame.contains(point) else {
        return FuzzFinding(
          "hit at \(point) names \(indexPath), whose frame \(cell.frame) misses it")
      }
    }
    return nil
  }

  static func center(of rect: Rect) -> Point {
    Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
  }
}
