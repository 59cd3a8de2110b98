import MosaicCompositional
import MosaicCore
import MosaicTestKit
import Testing

/// Bands scrolled sideways by the viewport's `orthogonalOffsets`: every query sees the shifted
/// cells, exactly as a linear scan of the shifted elements does, and nothing is laid out again.
@Suite struct OrthogonalOffsetTests {
  /// Random layouts with bands, random inputs, random offsets of their sections: rect queries,
  /// hit-tests and look-ups agree with a linear scan of `allElements` at the same viewport, and
  /// every band cell sits its section's offset back from where it is at offset 0.
  @Test func queriesSeeTheShiftedCells() throws {
    var generator = SeededGenerator(seed: 24)
    var checked = 0
    for _ in 0..<150 {
      let random = RandomCompositionalCase(using: &generator)
      var limits = InputLimits()
      limits.maximumItemsPerSection = 60
      var input = RandomLayoutInput.make(using: &generator, limits: limits)
      guard let layout = try? random.strategy.prepare(input) else { continue }
      let still = input.viewport
      for section in 0..<input.sections.count where Bool.random(using: &generator) {
        input.viewport.orthogonalOffsets[section] = Double(
          Int.random(in: -300...900, using: &generator))
      }
      let viewport = input.viewport
      var all: [LayoutAttributes] = []
      layout.allElements(viewport: viewport, into: &all)
      var unshifted: [LayoutAttributes] = []
      layout.allElements(viewport: still, into: &unshifted)
      #expect(all.map(\.id) == unshifted.map(\.id))
      for (moved, original) in zip(all, unshifted) {
        let offset = viewport.orthogonalOffsets[moved.id.section] ?? 0
        let isBand =
          moved.id.category == .cell
          && random.options.sectionLayouts[
            random.sectionOptions[moved.id.section]?.sectionLayout ?? "layout0"]?
            .orthogonalScrollingBehavior.isOrthogonal == true
        let across =
          random.options.scrollDirection == .vertical
          ? moved.frame.x - original.frame.x : moved.frame.y - original.frame.y
        #expect(abs(across - (isBand ? -offset : 0)) < 1e-9, "\(moved.id)")
        #expect(layout.attributes(for: moved.id, viewport: viewport) == moved, "\(moved.id)")
      }
      let content = layout.contentSize
      for _ in 0..<12 {
        let rect = Rect(
          x: Double.random(in: -100...content.width + 100, using: &generator),
          y: Double.random(in: -100...content.height + 100, using: &generator),
          width: Double.random(in: 0...400, using: &generator),
          height: Double.random(in: 0...400, using: &generator))
        var found: [LayoutAttributes] = []
        layout.elements(in: rect, viewport: viewport, into: &found)
        #expect(found == LinearScan.elements(in: rect, of: all), "\(rect)")
        let point = Point(x: rect.x, y: rect.y)
        #expect(
          layout.indexPathForItem(at: point, viewport: viewport)
            == LinearScan.indexPathForItem(at: point, in: all), "\(point)")
      }
      checked += 1
    }
    #expect(checked > 100)
  }

  /// Golden: the banner of the grid-and-banner document scrolled by 120: every banner cell 120
  /// to the left, the grid where it was; a hit at the first banner cell's old place finds the
  /// cell now there.
  @Test func aScrolledBannerMovesItsCellsOnly() throws {
    let configuration = try CompositionalTestSupport.configuration(
      CompositionalGoldenTests.gridAndBanner.replacingOccurrences(
        of: #""height": 844}"#,
        with: #""height": 844, "orthogonalOffsets": [{"section": 0, "offset": 120}]}"#))
    #expect(configuration.input.viewport.orthogonalOffsets == [0: 120])
    let layout = try configuration.prepare()
    let viewport = configuration.input.viewport
    let first = try #require(layout.attributes(for: .cell(section: 0, item: 0), viewport: viewport))
    #expect(abs(first.frame.x - (33.9 - 120)) < 1e-9)
    #expect(layout.attributes(for: .cell(section: 1, item: 0), viewport: viewport)?.frame.x == 18)
    #expect(
      layout.indexPathForItem(at: Point(x: 250, y: 100), viewport: viewport)
        == IndexPath(item: 1, section: 0))
    #expect(
      layout.indexPathForItem(at: Point(x: 200, y: 100), viewport: viewport)
        == IndexPath(item: 0, section: 0))
  }

  @Test(arguments: [
    (
      #"[{"section": -1, "offset": 3}]"#,
      "viewport.orthogonalOffsets[0].section: expected a whole number in 0"
    ),
    (#"[{"section": 0}]"#, "viewport.orthogonalOffsets[0].offset"),
    (
      #"[{"section": 0, "offset": 1}, {"section": 0, "offset": 2}]"#,
      "viewport.orthogonalOffsets[1].section: section 0 is given an offset twice"
    ),
    (#"[{"section": 0, "offset": 1, "x": 2}]"#, "viewport.orthogonalOffsets[0].x: unknown key"),
    (#"{"0": 1}"#, "viewport.orthogonalOffsets"),
  ])
  func badOffsetsAreRefused(offsets: String, message: String) {
    let json = CompositionalGoldenTests.gridAndBanner.replacingOccurrences(
      of: #""height": 844}"#, with: #""height": 844, "orthogonalOffsets": \#(offsets)}"#)
    let error = CompositionalTestSupport.error(json)
    #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
  }
}
