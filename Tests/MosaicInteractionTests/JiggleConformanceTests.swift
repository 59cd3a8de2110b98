import Mosaic
import MosaicTestSupport
import Testing

/// Edit mode's jiggle changes transforms only: a jiggling layout keeps every invariant the
/// conformance kit checks, left to right and mirrored.
@Suite("Jiggling layouts conform")
struct JiggleConformanceTests {
  static func jiggling(_ flow: Flow, frame: UInt64) -> ConformanceSubject {
    ConformanceSubject(name: "jiggle over flow") { input throws(LayoutError) in
      JiggleLayout(
        base: try LayoutConfiguration(strategy: flow, input: input).prepare(),
        options: EditModeOptions(), frame: frame)
    }
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func jiggleOverFlow(direction: LayoutDirection) {
    var options = ConformanceOptions()
    options.cellsMayOverflowAcross = true
    let limits = options.inputs
    options.makeInput = { generator in
      var input = RandomLayoutInput.make(using: &generator, limits: limits)
      input.viewport.layoutDirection = direction
      return input
    }
    let report = LayoutConformance.expect(options: options) { generator in
      var flow = FlowOptions()
      flow.itemSize = Size(
        width: Double(Int.random(in: 1...120, using: &generator)),
        height: Double(Int.random(in: 1...120, using: &generator)))
      return Self.jiggling(
        Flow(options: flow), frame: UInt64.random(in: 0...100, using: &generator))
    }
    #expect(report.checkedLayouts > 50)
  }
}
