import MosaicCore
import MosaicFlow
import Testing

/// No prepared flow holds a non-finite frame or content size: every option, size and viewport
/// length is bounded by `LayoutInput.maximumLength`, refused by name beyond it, and at the limit
/// everywhere at once the sums stay finite.
@Suite struct FlowFiniteTests {
  static func error(
    _ input: LayoutInput, _ flow: Flow = Flow(options: FlowOptions())
  ) -> LayoutError? {
    do {
      _ = try flow.prepare(input)
      return nil
    } catch {
      return error
    }
  }

  static let input = LayoutInput(
    sections: [SectionData(itemCount: 5), SectionData(itemCount: 5)],
    viewport: Viewport(width: 320, height: 480))

  @Test func optionsBeyondTheLimitAreRefusedByName() {
    let huge = 1e308
    let cases: [(FlowOptions, String)] = [
      (FlowOptions(itemSize: Size(width: huge, height: 1)), "layout.options.itemSize.width"),
      (FlowOptions(minimumLineSpacing: huge), "layout.options.minimumLineSpacing"),
      (FlowOptions(minimumInteritemSpacing: huge), "layout.options.minimumInteritemSpacing"),
      (
        FlowOptions(sectionInset: EdgeInsets(top: 0, left: huge, bottom: 0, right: 0)),
        "layout.options.sectionInset.left"
      ),
      (
        FlowOptions(headerReferenceSize: Size(width: 0, height: huge)),
        "layout.options.headerReferenceSize.height"
      ),
    ]
    for (options, path) in cases {
      #expect(Self.error(Self.input, Flow(options: options))?.path == path)
    }
    let overridden = Flow(
      options: FlowOptions(), sectionOptions: [1: FlowSectionOptions(minimumLineSpacing: 2e15)])
    #expect(
      Self.error(Self.input, overridden)?.path == "data.sections[1].options.minimumLineSpacing")
    // The sum that used to overflow: two lengths of 1e308 are each refused long before.
    let sizes = LayoutInput(
      sections: [
        SectionData(itemSizes: [Size(width: 1, height: 1e308)] + [Size(width: 1, height: 1e308)])
      ],
      viewport: Viewport(width: 320, height: 480))
    #expect(Self.error(sizes)?.path == "data.sections[0].itemSizes[0].height")
  }

  @Test func everyLengthAtTheLimitStaysFinite() throws {
    let limit = LayoutInput.maximumLength
    let edge = EdgeInsets(top: limit, left: limit, bottom: limit, right: limit)
    let options = FlowOptions(
      itemSize: Size(width: limit, height: limit), minimumLineSpacing: limit,
      minimumInteritemSpacing: limit, sectionInset: edge,
      headerReferenceSize: Size(width: limit, height: limit),
      footerReferenceSize: Size(width: limit, height: limit), lineAlignment: .center,
      lastLineAlignment: .trailing)
    let sections = (0..<50).map { section in
      section % 2 == 0
        ? SectionData(itemCount: 2_000)
        : SectionData(itemSizes: (0..<500).map { Size(width: Double($0) * 2e12, height: limit) })
    }
    for scale in [nil, 0.25, 16] as [Double?] {
      let viewport = Viewport(
        size: Size(width: limit, height: limit), contentInset: edge,
        contentOffset: Point(x: -limit, y: limit), scale: scale)
      let layout = try Flow(options: options).prepare(
        LayoutInput(sections: sections, viewport: viewport))
      #expect(layout.contentSize.width.isFinite && layout.contentSize.height.isFinite)
      #expect(layout.allElements().allSatisfy { $0.frame.isFinite })
    }
  }
}
