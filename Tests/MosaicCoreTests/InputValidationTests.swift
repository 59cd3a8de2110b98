import MosaicCore
import Testing

@Suite("LayoutInput.validate")
struct InputValidationTests {
  func error(_ input: LayoutInput) -> LayoutError? {
    do {
      try input.validate()
      return nil
    } catch {
      return error
    }
  }

  let viewport = Viewport(width: 320, height: 480)

  @Test func acceptsOrdinaryInput() {
    let input = LayoutInput(
      sections: [SectionData(itemCount: 3), SectionData(itemSizes: [Size(width: 0, height: 0)])],
      viewport: viewport)
    #expect(error(input) == nil)
  }

  @Test func namesTheFieldAtFault() {
    let cases: [(LayoutInput, String)] = [
      (
        LayoutInput(sections: [SectionData(itemCount: -1)], viewport: viewport),
        "data.sections[0].items"
      ),
      (
        LayoutInput(
          sections: [
            .init(itemCount: 1), .init(itemCount: 2, itemSize: Size(width: .nan, height: 1)),
          ],
          viewport: viewport), "data.sections[1].itemSize.width"
      ),
      (
        LayoutInput(
          sections: [
            .init(itemSizes: [Size(width: 1, height: 1), Size(width: 1, height: -.infinity)])
          ],
          viewport: viewport), "data.sections[0].itemSizes[1].height"
      ),
      (
        LayoutInput(
          sections: [.init(itemCount: 3, itemSizes: .perItem([Size(width: 1, height: 1)]))],
          viewport: viewport), "data.sections[0].itemSizes"
      ),
      (
        LayoutInput(
          sections: [.init(itemCount: 1, header: Size(width: 0, height: -2))], viewport: viewport),
        "data.sections[0].header.height"
      ),
      (
        LayoutInput(sections: [], viewport: Viewport(width: .infinity, height: 1)), "viewport.width"
      ),
      (
        LayoutInput(sections: [], viewport: Viewport(size: Size(width: 1, height: 1), scale: -2)),
        "viewport.scale"
      ),
      (
        LayoutInput(
          sections: [], viewport: Viewport(size: .zero, contentOffset: Point(x: .nan, y: 0))),
        "viewport.contentOffset"
      ),
      (
        LayoutInput(
          sections: [.init(itemCount: 600_000_000), .init(itemCount: 600_000_000)],
          viewport: viewport
        ),
        "data.sections[1].items"
      ),
    ]
    for (input, path) in cases {
      #expect(error(input)?.path == path)
    }
  }
}
