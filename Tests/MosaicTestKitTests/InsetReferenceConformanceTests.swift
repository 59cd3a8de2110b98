import Mosaic
import MosaicTestKit
import MosaicTestSupport
import MosaicWaterfallTestSupport
import Testing

/// Flow and waterfall with a random `sectionInsetReference` through the conformance kit, left to
/// right and right to left: the random viewports carry safe areas and margins, some within the
/// content inset and some past it, and every update must equal a fresh prepare.
@Suite struct InsetReferenceConformanceTests {
  static func reference(using generator: inout SeededGenerator) -> SectionInsetReference {
    SectionInsetReference.allCases.randomElement(using: &generator) ?? .fromSafeArea
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func flow(_ direction: LayoutDirection) {
    var options = BuiltInConformanceTests.flowOptions
    if direction == .rightToLeft { options = MirroredConformanceTests.rightToLeft(options) }
    let report = LayoutConformance.expect(options: options) { generator in
      var flow = BuiltInConformanceTests.randomFlowOptions(using: &generator)
      flow.sectionInsetReference = Self.reference(using: &generator)
      return .stack([], over: Flow(options: flow))
    }
    #expect(report.checkedLayouts > 50)
    #expect(report.checkedUpdates > 100)
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func waterfall(_ direction: LayoutDirection) {
    var options = ConformanceOptions()
    if direction == .rightToLeft { options = MirroredConformanceTests.rightToLeft(options) }
    let report = LayoutConformance.expect(options: options) { generator in
      var random = RandomWaterfallCase(using: &generator)
      random.options.sectionInsetReference = Self.reference(using: &generator)
      return .stack(
        [], over: Waterfall(options: random.options, sectionOptions: random.sectionOptions))
    }
    #expect(report.checkedLayouts > 50)
    #expect(report.checkedUpdates > 50)
  }

  /// The random inputs do carry safe areas and margins (drawn beside the other draws, so seeds
  /// replayed alone keep their cases).
  @Test func randomViewportsCarrySafeAreasAndMargins() {
    var generator = SeededGenerator(seed: 0x5AFE)
    var safeAreas = 0
    var margins = 0
    for _ in 0..<200 {
      let viewport = RandomLayoutInput.make(using: &generator).viewport
      if viewport.safeAreaInsets != .zero { safeAreas += 1 }
      if viewport.layoutMargins != .zero { margins += 1 }
    }
    #expect(safeAreas > 20 && margins > 20)
  }
}
