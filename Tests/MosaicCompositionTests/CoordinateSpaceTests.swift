import Mosaic
import Testing

/// Viewport points (a gesture's) and content points (a query's) differ by the content offset,
/// and the labels that take each agree with converting by hand.
@Suite("Coordinate spaces")
struct CoordinateSpaceTests {
  @Test func viewportAndContentPointsDifferByTheOffset() {
    let viewport = Viewport(width: 390, height: 844).scrolled(to: Point(x: -12, y: 1_500))
    let content = viewport.contentPoint(atViewportPoint: Point(x: 40, y: 60))
    #expect(content == Point(x: 28, y: 1_560))
    #expect(viewport.viewportPoint(atContentPoint: content) == Point(x: 40, y: 60))
  }

  @Test(arguments: [0.0, 95, 1_000, 3_333.5])
  func aViewportHitTestIsTheContentHitTestOfTheConvertedPoint(offset: Double) throws {
    let layout = try Flow(itemSize: Size(width: 90, height: 90)).sticky()
      .prepare(
        sections: Array(
          repeating: SectionData(itemCount: 30, header: Size(width: 0, height: 40)), count: 10),
        viewport: Viewport(width: 390, height: 844))
    let viewport = layout.preparedViewport.scrolled(to: Point(x: 0, y: offset))
    var hits = 0
    for x in stride(from: -5.0, through: 395, by: 20) {
      for y in stride(from: -5.0, through: 850, by: 35) {
        let finger = Point(x: x, y: y)
        let expected = layout.indexPathForItem(
          at: Point(x: x, y: y + offset), viewport: viewport)
        #expect(layout.indexPathForItem(atViewportPoint: finger, viewport: viewport) == expected)
        if expected != nil { hits += 1 }
      }
    }
    // Most of the screen is cells: the comparison is not over gaps alone.
    #expect(hits > 200)
  }

  @Test func aSessionConvertsWithItsOwnOffset() throws {
    let model = try CollectionModel(sections: [.init(items: Array(0..<100))])
    var session = try ReorderSession(
      model: model, layout: .grid(columns: 4, spacing: 10),
      viewport: Viewport(width: 390, height: 844))
    session.scroll(toContentOffset: Point(x: 0, y: 250))
    #expect(session.contentPoint(atViewportPoint: Point(x: 45, y: 45)) == Point(x: 45, y: 295))
    // Lines start every 100 points: 295 falls in the gap between the line at 200 (to 290) and
    // the line at 300, 305 in the fourth line, items 12 to 15.
    #expect(
      session.layout.indexPathForItem(
        atViewportPoint: Point(x: 45, y: 45), viewport: session.viewport) == nil)
    #expect(
      session.layout.indexPathForItem(
        atViewportPoint: Point(x: 45, y: 55), viewport: session.viewport)
        == IndexPath(section: 0, item: 12))
  }
}
