import CoverFlow
import Foundation
import MosaicCore
import MosaicTestKit
import Testing

@Suite struct CoverFlowTests {
  /// Scale, alpha and zIndex follow the scroll position; frames never do.
  static let declared = ConformanceOptions(viewportDependence: .appearance)

  /// The invariants every layout keeps, on seeded random inputs, with its declaration.
  @Test func conformsToTheLayoutInvariants() {
    let report = LayoutConformance.expect(
      CoverFlowLayout(options: CoverFlowOptions()), options: Self.declared)
    #expect(report.checkedLayouts > 60)
  }

  /// The same with options drawn at random for each case.
  @Test func conformsWithRandomOptions() {
    LayoutConformance.expect(options: Self.declared) { generator in
      var options = CoverFlowOptions()
      options.scrollDirection = Bool.random(using: &generator) ? .vertical : .horizontal
      options.spacing = Double(Int.random(in: 0...20, using: &generator))
      options.minimumScale = Double.random(in: 0.1...1, using: &generator)
      options.minimumAlpha = Double.random(in: 0...1, using: &generator)
      options.falloff = Double(Int.random(in: 1...600, using: &generator))
      return .strategy(CoverFlowLayout(options: options))
    }
  }

  /// Without the declaration the kit reports exactly what a scroll changes: the appearance.
  @Test func theKitNoticesTheViewportDependence() {
    let report = LayoutConformance.check(CoverFlowLayout(options: CoverFlowOptions()))
    #expect(report.brokenRules == [.viewportIndependence])
    #expect(
      report.violations.contains { $0.message.contains("declare viewportDependence = .appearance") }
    )
  }

  static let handOptions = CoverFlowOptions(
    itemSize: Size(width: 100, height: 100), spacing: 10, minimumScale: 0.5, minimumAlpha: 0.2,
    falloff: 110)
  static let handInput = LayoutInput(
    sections: [SectionData(itemCount: 5)], viewport: Viewport(width: 300, height: 200))

  /// Worked out by hand: room for the first and last item to centre, (300 − 100) / 2 = 100 on each
  /// side; pitch 110; centred across 200.
  @Test func framesWorkedOutByHand() throws {
    let layout = try CoverFlowLayout(options: Self.handOptions).prepare(Self.handInput)
    #expect(layout.contentSize == Size(width: 740, height: 200))
    let frames = layout.allElements().map(\.frame)
    #expect(
      frames == [100, 210, 320, 430, 540].map { Rect(x: $0, y: 50, width: 100, height: 100) })
    #expect(layout.indexPathForItem(at: Point(x: 205, y: 100)) == nil, "the gap")
    #expect(layout.indexPathForItem(at: Point(x: 210, y: 100)) == IndexPath(section: 0, item: 1))
  }

  /// At offset 0 the centre is x 150: item 0 is centred; item 1 is 110 away, a full falloff.
  /// At offset 55 the centre is 205, halfway between items 0 and 1.
  @Test func appearanceWorkedOutByHand() throws {
    let layout = try CoverFlowLayout(options: Self.handOptions).prepare(Self.handInput)
    let atRest = Self.handInput.viewport
    let first = try #require(layout.attributes(for: .cell(section: 0, item: 0), viewport: atRest))
    #expect(first.transform == .identity && first.alpha == 1 && first.zIndex == 0)
    let second = try #require(layout.attributes(for: .cell(section: 0, item: 1), viewport: atRest))
    #expect(second.transform == .scale(0.5, 0.5))
    #expect(abs(second.alpha - 0.2) < 1e-12)
    #expect(second.zIndex == -110)

    let halfway = atRest.scrolled(to: Point(x: 55, y: 0))
    for item in [0, 1] {
      let cell = try #require(
        layout.attributes(for: .cell(section: 0, item: item), viewport: halfway))
      #expect(cell.transform == .scale(0.75, 0.75))
      #expect(abs(cell.alpha - 0.6) < 1e-12)
      #expect(cell.zIndex == -55)
      #expect(cell.frame.x == [100.0, 210][item], "frames do not move")
    }
    #expect(!layout.needsPrepare(for: halfway))
    #expect(layout.needsPrepare(for: Viewport(width: 320, height: 200)))
  }

  /// A scroll comes to rest with the nearest item centred, inside the content.
  @Test func restingOffsetCentresTheNearestItem() throws {
    let layout = try CoverFlowLayout(options: Self.handOptions).prepare(Self.handInput)
    let viewport = Self.handInput.viewport
    // Centre 320: item 2 (centre 370) is 50 away, item 1 (260) 60.
    #expect(
      layout.restingOffset(forProposed: Point(x: 170, y: 0), viewport: viewport)
        == Point(x: 220, y: 0))
    #expect(
      layout.restingOffset(forProposed: Point(x: 20, y: 0), viewport: viewport) == Point(x: 0, y: 0)
    )
    #expect(
      layout.restingOffset(forProposed: Point(x: 1_000, y: 0), viewport: viewport)
        == Point(x: 440, y: 0))
  }

  @Test func verticalStripsMirrorHorizontalOnes() throws {
    var options = Self.handOptions
    options.scrollDirection = .vertical
    let input = LayoutInput(
      sections: Self.handInput.sections, viewport: Viewport(width: 200, height: 300))
    let layout = try CoverFlowLayout(options: options).prepare(input)
    #expect(layout.contentSize == Size(width: 200, height: 740))
    #expect(layout.allElements().map(\.frame.y) == [100, 210, 320, 430, 540])
  }

  /// Out-of-range options are errors naming their path, decoded or set in code.
  @Test func optionsAreChecked() throws {
    var registry = StrategyRegistry()
    registry.register(CoverFlowLayout.self)
    for (options, path) in [
      (#"{"minimumScale": 0}"#, "layout.options.minimumScale"),
      (#"{"minimumAlpha": 1.5}"#, "layout.options.minimumAlpha"),
      (#"{"falloff": 0}"#, "layout.options.falloff"),
      (#"{"spacing": -1}"#, "layout.options.spacing"),
      (#"{"scale": 1}"#, "layout.options.scale"),
    ] {
      let document = """
        {"layout": {"strategy": "coverFlow", "options": \(options)},
         "viewport": {"width": 390, "height": 300}, "data": {"sections": [{"items": 3}]}}
        """
      do {
        _ = try registry.configuration(fromJSON: document)
        Issue.record("decoded \(options)")
      } catch {
        #expect(error.path == path)
      }
    }
    var bad = CoverFlowOptions()
    bad.minimumScale = 2
    #expect(
      throws: LayoutError(
        path: "layout.options.minimumScale", message: "expected a number in (0, 1], got 2.0")
    ) {
      try CoverFlowLayout(options: bad).prepare(Self.handInput)
    }
  }
}
