import Foundation
import Mosaic
import MosaicTestSupport
import Testing

@testable import MosaicRender

/// Elements are drawn with their `transform`, applied about the frame's centre as UIKit applies
/// a view's transform; identity transforms add nothing to the picture.
@Suite("SVG pictures: transforms")
struct SVGRendererTransformTests {
  static let frame = Rect(x: 10, y: 20, width: 40, height: 20)

  /// The SVG of one cell of `frame` with `transform`.
  static func svg(_ transform: Transform, moving: Bool = false) -> String {
    let element = LayoutAttributes(
      id: .cell(section: 0, item: 0), frame: frame, transform: transform)
    let viewport = Viewport(width: 100, height: 100)
    return SVGRenderer().svg(
      contentSize: Size(width: 100, height: 100), elements: [element], viewport: viewport,
      area: Rect(x: 0, y: 0, width: 100, height: 100),
      drag: moving
        ? DragOverlay(moving: element.id, targetSlot: frame, autoScrollZones: []) : nil)
  }

  /// The six numbers of the one `matrix(…)` in `svg`.
  static func matrix(in svg: String) throws -> [Double] {
    let start = try #require(svg.range(of: "transform=\"matrix("))
    let end = try #require(svg[start.upperBound...].firstIndex(of: ")"))
    let numbers = svg[start.upperBound..<end].split(separator: " ").compactMap { Double($0) }
    #expect(numbers.count == 6)
    return numbers
  }

  /// `point` mapped by the SVG matrix `m` (`a b c d e f`).
  static func apply(_ m: [Double], _ point: Point) -> Point {
    Point(x: m[0] * point.x + m[2] * point.y + m[4], y: m[1] * point.x + m[3] * point.y + m[5])
  }

  static func close(_ p: Point, _ q: Point) -> Bool {
    abs(p.x - q.x) < 1e-5 && abs(p.y - q.y) < 1e-5
  }

  /// A quarter turn about the centre (30, 30): the 40×20 frame becomes 20×40 about the same
  /// centre, its top-left corner going to the top-right (+x towards +y, clockwise on screen).
  @Test func aRotationTurnsTheFrameAboutItsCentre() throws {
    let svg = Self.svg(.rotation(.pi / 2))
    #expect(parseSVG(svg).ok)
    let m = try Self.matrix(in: svg)
    #expect(Self.close(Self.apply(m, Point(x: 30, y: 30)), Point(x: 30, y: 30)))
    #expect(Self.close(Self.apply(m, Point(x: 10, y: 20)), Point(x: 40, y: 10)))
    #expect(Self.close(Self.apply(m, Point(x: 50, y: 40)), Point(x: 20, y: 50)))
  }

  /// A scale and a translation: the centre moves by (tx, ty), the frame doubles in width.
  @Test func scaleAndTranslationAreAboutTheCentreToo() throws {
    var transform = Transform.scale(2, 1)
    transform.tx = 5
    transform.ty = -3
    let m = try Self.matrix(in: Self.svg(transform))
    #expect(Self.close(Self.apply(m, Point(x: 30, y: 30)), Point(x: 35, y: 27)))
    #expect(Self.close(Self.apply(m, Point(x: 10, y: 20)), Point(x: -5, y: 17)))
  }

  /// The rect, its label and (for the moving item) its shadow are in one transformed group.
  @Test func theGroupHoldsTheShapeItsLabelAndShadow() throws {
    let svg = Self.svg(.rotation(0.05), moving: true)
    #expect(parseSVG(svg).ok)
    let open = try #require(svg.range(of: "<g class=\"transformed\""))
    let close = try #require(svg.range(of: "</g>"))
    let group = svg[open.upperBound..<close.lowerBound]
    #expect(group.contains("class=\"shadow\""))
    #expect(group.contains("class=\"moving\""))
    #expect(group.contains(">0.0</text>"))
    // π/90-sized angles keep their digits: sin 0.05 is 0.049979.
    #expect(try Self.matrix(in: svg)[1] == 0.049979)
  }

  /// An identity transform draws exactly as before: no group, no `transform` attribute.
  @Test func theIdentityAddsNothing() {
    let svg = Self.svg(.identity)
    #expect(!svg.contains("<g"))
    #expect(!svg.contains("transform="))
  }

  @Test func aNonFiniteTransformIsDrawnUntransformed() {
    var transform = Transform.identity
    transform.tx = .infinity
    #expect(SVGRenderer.matrix(transform, about: Self.frame) == nil)
    #expect(
      SVGRenderer.matrix(
        .rotation(1), about: Rect(x: .nan, y: 0, width: 1, height: 1)) == nil)
    #expect(!Self.svg(transform).contains("transform="))
  }
}
