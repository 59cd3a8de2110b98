import MosaicCore
import Testing

@Suite("Geometry rules (the guide's Geometry rules article)")
struct GeometryTests {
  let rect = Rect(x: 10, y: 20, width: 30, height: 40)

  @Test func containmentIsHalfOpen() {
    #expect(rect.contains(Point(x: 10, y: 20)))  // min corner inside
    #expect(rect.contains(Point(x: 39.999, y: 59.999)))
    #expect(!rect.contains(Point(x: 40, y: 30)))  // maxX outside
    #expect(!rect.contains(Point(x: 20, y: 60)))  // maxY outside
    #expect(!rect.contains(Point(x: 9.999, y: 30)))
    #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(x: 0, y: 5)))
  }

  @Test func intersectionIsStrict() {
    #expect(rect.intersects(Rect(x: 39, y: 59, width: 5, height: 5)))
    #expect(!rect.intersects(Rect(x: 40, y: 20, width: 10, height: 10)))  // touches the right edge
    #expect(!rect.intersects(Rect(x: 10, y: 60, width: 10, height: 10)))  // touches the bottom edge
    #expect(!rect.intersects(Rect(x: 0, y: 0, width: 10, height: 20)))  // touches a corner
    #expect(rect.intersects(Rect(x: 0, y: 0, width: 100, height: 100)))  // contains it
    #expect(rect.intersects(Rect(x: 20, y: 30, width: 1, height: 1)))  // inside it
  }

  @Test func emptyRectsIntersectNothing() {
    #expect(!rect.intersects(Rect(x: 20, y: 30, width: 0, height: 5)))
    #expect(!rect.intersects(Rect(x: 20, y: 30, width: 5, height: 0)))
    #expect(!Rect(x: 20, y: 30, width: 0, height: 0).intersects(rect))
    #expect(!rect.intersects(Rect(x: 20, y: 30, width: -5, height: 5)))
  }

  @Test func axisRelativeConstruction() {
    let vertical = Rect(axis: .horizontal, along: 1, across: 2, alongExtent: 3, acrossExtent: 4)
    #expect(vertical == Rect(x: 1, y: 2, width: 3, height: 4))
    let horizontal = Rect(axis: .vertical, along: 1, across: 2, alongExtent: 3, acrossExtent: 4)
    #expect(horizontal == Rect(x: 2, y: 1, width: 4, height: 3))
    #expect(horizontal.minimum(along: .vertical) == 1)
    #expect(horizontal.extent(along: .horizontal) == 4)
  }

  @Test func viewportRects() {
    let viewport = Viewport(
      size: Size(width: 390, height: 844),
      contentInset: EdgeInsets(top: 20, left: 5, bottom: 34, right: 5),
      contentOffset: Point(x: 0, y: 100))
    #expect(viewport.visibleRect == Rect(x: 5, y: 120, width: 380, height: 790))
    #expect(viewport.bounds == Rect(x: 0, y: 100, width: 390, height: 844))
    #expect(viewport.layoutDimension(for: .vertical) == 380)
    #expect(viewport.layoutDimension(for: .horizontal) == 790)
  }
}
