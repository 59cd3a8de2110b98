import MosaicCore
import Testing

/// Results print short and UIKit-like: whole numbers without `.0`, defaults left out.
@Suite("Results print readably")
struct ResultDescriptionTests {
  @Test func geometry() {
    #expect("\(Point(x: 10, y: 20.5))" == "(10, 20.5)")
    #expect("\(Size(width: 80, height: 80))" == "(80, 80)")
    #expect("\(Rect(x: 10, y: -20, width: 80, height: 0.25))" == "(10, -20, 80, 0.25)")
    #expect("\(Rect(x: 1e20, y: 0, width: 1, height: 1))" == "(1e+20, 0, 1, 1)")
    #expect(
      "\(EdgeInsets(top: 10, left: 0, bottom: 10, right: 1.5))"
        == "(top: 10, left: 0, bottom: 10, right: 1.5)")
    #expect("\(IndexPath(section: 0, item: 3))" == "[0, 3]")
    #expect("\(Transform.identity)" == "[1, 0, 0, 1, 0, 0]")
  }

  @Test func attributesShowOnlyWhatDiffersFromTheDefaults() {
    let cell = LayoutAttributes(
      id: .cell(section: 0, item: 3), frame: Rect(x: 10, y: 20, width: 80, height: 80))
    #expect("\(cell)" == "<cell 0.3 frame (10, 20, 80, 80)>")
    let header = LayoutAttributes(
      id: .header(section: 1), frame: Rect(x: 0, y: 120, width: 390, height: 40),
      zIndex: LayoutAttributes.supplementaryZIndex)
    #expect("\(header)" == "<header 1 frame (0, 120, 390, 40)>")
    var pinned = header
    pinned.zIndex = 1_024
    #expect("\(pinned)" == "<header 1 frame (0, 120, 390, 40) zIndex 1024>")
    let shelf = LayoutAttributes(
      id: ElementID(category: .decoration, kind: "shelf", section: 2, item: 0),
      frame: Rect(x: 0, y: 0, width: 390, height: 4), zIndex: LayoutAttributes.decorationZIndex)
    #expect("\(shelf)" == "<decoration(shelf) 2.0 frame (0, 0, 390, 4)>")
    var lifted = cell
    lifted.alpha = 0.5
    lifted.isHidden = true
    lifted.transform = Transform(a: 1, b: 0, c: 0, d: 1, tx: 2, ty: 0)
    #expect(
      "\(lifted)"
        == "<cell 0.3 frame (10, 20, 80, 80) alpha 0.5 hidden transform [1, 0, 0, 1, 2, 0]>")
  }
}
