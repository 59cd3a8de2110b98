import Foundation
import Mosaic
import MosaicTestSupport
import Testing

@testable import MosaicRender

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects every element of an SVG document with its attributes.
final class SVGShapes: NSObject, XMLParserDelegate {
  var shapes: [(name: String, attributes: [String: String])] = []
  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    shapes.append((name, attributes))
  }
}

func parseSVG(_ svg: String) -> (ok: Bool, shapes: [(name: String, attributes: [String: String])]) {
  let parser = XMLParser(data: Data(svg.utf8))
  let collector = SVGShapes()
  parser.delegate = collector
  return (parser.parse(), collector.shapes)
}

@Suite("SVG pictures")
struct SVGRendererTests {
  func flowLayout(items: Int) throws -> FlowLayout {
    var options = FlowOptions()
    options.itemSize = Size(width: 80, height: 60)
    options.headerReferenceSize = Size(width: 0, height: 30)
    return try Flow(options: options).prepare(
      LayoutInput(
        sections: [SectionData(itemCount: items), SectionData(itemCount: 3)],
        viewport: Viewport(width: 390, height: 300)))
  }

  @Test func oneShapePerElementAtItsFrame() throws {
    let layout = try flowLayout(items: 10)
    let elements = layout.allElements()
    let renderer = SVGRenderer()
    let viewport = layout.preparedViewport
    let svg = renderer.svg(
      contentSize: layout.contentSize, elements: elements, viewport: viewport,
      area: renderer.area(of: layout, viewport: viewport, rect: nil, elementCount: elements.count))
    let parsed = parseSVG(svg)
    #expect(parsed.ok, "well-formed XML")
    let drawn = parsed.shapes.filter {
      ["cell", "header", "footer", "decoration"].contains($0.attributes["class"] ?? "")
    }
    #expect(drawn.count == elements.count)
    for element in elements {
      let match = drawn.first {
        $0.attributes["class"] == element.id.category.name
          && $0.attributes["data-section"] == "\(element.id.section)"
          && $0.attributes["data-item"] == "\(element.id.item)"
      }
      let shape = try #require(match, "\(element.id)")
      // Coordinates are written to 0.01 pt.
      func close(_ key: String, _ value: Double) -> Bool {
        abs((Double(shape.attributes[key] ?? "") ?? .nan) - value) <= 0.005
      }
      #expect(close("x", element.frame.x) && close("y", element.frame.y))
      #expect(close("width", element.frame.width) && close("height", element.frame.height))
    }
    #expect(parsed.shapes.contains { $0.attributes["class"] == "viewport" })
    #expect(svg.contains(">0.9</text>"))
  }

  @Test func largeLayoutsDrawTheViewportsNeighbourhood() throws {
    let layout = try flowLayout(items: 10_000)
    let viewport = layout.preparedViewport.scrolled(to: Point(x: 0, y: 5_000))
    let area = SVGRenderer().area(of: layout, viewport: viewport, rect: nil, elementCount: 10_003)
    #expect(area == Rect(x: 0, y: 4_850, width: 390, height: 600))
  }

  @Test func labelsAreEscapedAndSkippedWhenTooSmall() {
    #expect(SVGRenderer.escape("a<b & \"c\">") == "a&lt;b &amp; &quot;c&quot;&gt;")
    #expect(
      SVGRenderer.label("0.1", in: Rect(x: 0, y: 0, width: 4, height: 4), color: "#000").isEmpty)
    #expect(
      !SVGRenderer.label("0.1", in: Rect(x: 0, y: 0, width: 40, height: 40), color: "#000").isEmpty)
  }
}

@Suite("SVG numbers")
struct SVGNumberTests {
  /// Far coordinates never trap converting to an integer: hundredths are kept below ±1e15 and
  /// Swift's exact form is written beyond.
  @Test func farCoordinatesAreWrittenWithoutTrapping() throws {
    let far = 1e300
    let elements = [
      LayoutAttributes(
        id: .cell(section: 0, item: 0), frame: Rect(x: far, y: -far, width: 10.5, height: 1e20),
        zIndex: 0)
    ]
    var viewport = Viewport(width: 390, height: 200)
    viewport.contentOffset = Point(x: 1.7e308, y: 123.456)
    let svg = SVGRenderer().svg(
      contentSize: Size(width: 390, height: 200), elements: elements, viewport: viewport,
      area: Rect(x: -1e307, y: 0.125, width: 1e308, height: 99.999))
    #expect(parseSVG(svg).ok)
    #expect(svg.contains(#"<rect x="1e+300" y="-1e+300" width="10.5" height="1e+20""#))
    #expect(svg.contains(#"x="1.7e+308" y="123.46""#))
    #expect(svg.contains(#"viewBox="-1e+307 -7.88 1e+308 116""#))
  }
}
