import Mosaic
import MosaicTestSupport
import Testing

/// Strategies and modifiers composed from configuration alone, as a configuration document does:
/// `flow + shelf + sticky` and `waterfall + shelf + sticky`, queried at random scroll positions.
@Suite("Compositions from configuration")
struct CompositionTests {
  static func document(strategy: String, options: String, sections: String, offset: Double)
    -> String
  {
    """
    {"layout": {"strategy": "\(strategy)", "options": \(options),
                "modifiers": [{"name": "shelf", "options": {"style": "sectionBackground"}},
                              {"name": "sticky", "options": {"headers": true, "footers": true}}]},
     "viewport": {"width": 390, "height": 500, "contentOffset": {"x": 0, "y": \(offset)}},
     "data": {"sections": \(sections)}}
    """
  }

  static func randomSections(_ generator: inout SeededGenerator) -> String {
    let sections = (0..<Int.random(in: 1...6, using: &generator)).map { _ -> String in
      let count = Int.random(in: 0...14, using: &generator)
      let sizes = (0..<count).map { _ in
        "{\"width\": \(Int.random(in: 20...160, using: &generator)), \"height\": \(Int.random(in: 10...140, using: &generator))}"
      }
      let header = Int.random(in: 0...2, using: &generator) * 20
      let footer = Int.random(in: 0...1, using: &generator) * 15
      return
        "{\"itemSizes\": [\(sizes.joined(separator: ", "))], \"header\": {\"width\": 0, \"height\": \(header)}, \"footer\": {\"width\": 0, \"height\": \(footer)}}"
    }
    return "[\(sections.joined(separator: ", "))]"
  }

  @Test(arguments: ["flow", "waterfall"])
  func shelfThenStickyAgreesWithALinearScan(strategy: String) throws {
    var generator = SeededGenerator(seed: strategy == "flow" ? 0xC0_F1 : 0xC0_FA)
    var checked = 0
    for _ in 0..<300 {
      let options =
        strategy == "flow"
        ? "{\"minimumLineSpacing\": \(Int.random(in: 0...12, using: &generator)), \"sectionInset\": {\"top\": 8, \"left\": 6, \"bottom\": 8, \"right\": 6}}"
        : "{\"columnCount\": \(Int.random(in: 1...4, using: &generator)), \"sectionInset\": {\"top\": 8, \"left\": 6, \"bottom\": 8, \"right\": 6}}"
      let sections = Self.randomSections(&generator)
      let base = Self.document(strategy: strategy, options: options, sections: sections, offset: 0)
      // Sticky needs a header.
      guard base.contains("\"height\": 20") || base.contains("\"height\": 40") else { continue }
      let configuration: LayoutConfiguration
      do {
        configuration = try StrategyRegistry.builtIn.configuration(fromJSON: base)
      } catch {
        Issue.record("\(error)")
        continue
      }
      // No header at all: refused by sticky.
      guard let layout = try? configuration.prepare() else { continue }
      for _ in 0..<4 {
        let offset = Double.random(in: -50...max(0, layout.contentSize.height), using: &generator)
        let viewport = layout.preparedViewport.scrolled(to: Point(x: 0, y: offset))
        let problems = QueryAgreement.mismatches(of: layout, viewport: viewport, using: &generator)
        #expect(problems.isEmpty, "\(problems.prefix(3)) in \(base) at \(offset)")
      }
      checked += 1
    }
    #expect(checked > 150)
  }

  @Test func theDesignDocumentExample() throws {
    let json = try String(
      contentsOfFile: RepositoryFiles.path("Examples/flow-sticky-shelf.json"), encoding: .utf8)
    let layout = try StrategyRegistry.builtIn.configuration(fromJSON: json).prepare()
    let elements = layout.allElements()
    #expect(
      elements.filter { $0.id.category == .decoration }.count == 3,
      "one background per non-empty section")
    // At offset 300 section 0's header is pinned at the top of the visible rect.
    let header = try #require(layout.attributes(for: .header(section: 0)))
    #expect(header.frame.y == 300)
    #expect(
      layout.indexPathForItem(at: Point(x: 20, y: 310)) != nil,
      "hit-tests stay cells-only under a pinned header")
  }
}

/// `shelf` and `sticky` in either order: the same decorations, the same pinned headers.
@Suite struct ShelfAndStickyOrderTests {
  @Test(arguments: ["sectionBackground", "rows"])
  func eitherOrderAnswersAlike(style: String) throws {
    func document(_ modifiers: String) -> String {
      """
      {"layout": {"strategy": "flow", "options": {"itemSize": {"width": 80, "height": 60},
         "headerReferenceSize": {"width": 0, "height": 30},
         "footerReferenceSize": {"width": 0, "height": 20},
         "sectionInset": {"top": 6, "left": 8, "bottom": 6, "right": 8}},
         "modifiers": [\(modifiers)]},
       "viewport": {"width": 300, "height": 400},
       "data": {"sections": [{"items": 14}, {"items": 3}, {"items": 30}, {"items": 9}]}}
      """
    }
    let sticky = #"{"name": "sticky", "options": {"headers": true, "footers": true}}"#
    let shelf = #"{"name": "shelf", "options": {"style": "\#(style)"}}"#
    let shelfFirst = try StrategyRegistry.builtIn.configuration(
      fromJSON: document("\(shelf), \(sticky)")
    ).prepare()
    let stickyFirst = try StrategyRegistry.builtIn.configuration(
      fromJSON: document("\(sticky), \(shelf)")
    ).prepare()
    func sorted(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
      elements.sorted {
        ($0.id.category.rawValue, $0.id.section, $0.id.item)
          < ($1.id.category.rawValue, $1.id.section, $1.id.item)
      }
    }
    var pinned = 0
    for offset in stride(from: 0.0, through: shelfFirst.contentSize.height, by: 45) {
      let viewport = shelfFirst.preparedViewport.scrolled(to: Point(x: 0, y: offset))
      var a: [LayoutAttributes] = []
      var b: [LayoutAttributes] = []
      shelfFirst.elements(in: viewport.visibleRect, viewport: viewport, into: &a)
      stickyFirst.elements(in: viewport.visibleRect, viewport: viewport, into: &b)
      #expect(sorted(a) == sorted(b), "at \(offset)")
      let header = shelfFirst.attributes(for: .header(section: 2), viewport: viewport)
      if let header, header.frame.y == offset { pinned += 1 }
    }
    #expect(pinned > 0, "some offsets pin section 2's header")
    #expect(
      sorted(shelfFirst.allElements().filter { $0.id.category == .decoration })
        == sorted(stickyFirst.allElements().filter { $0.id.category == .decoration }))
  }
}

/// A shelf over a carousel decorates every copy of its data, and never holds a frame per copy
/// for one background.
@Suite struct ShelfOverACarouselTests {
  @Test func aBackgroundOverFiftyMillionCopiesIsOneFrameAndNoBuffer() throws {
    let input = LayoutInput(
      sections: [SectionData(itemCount: 100_000)], viewport: Viewport(width: 390, height: 844))
    let carousel = try Carousel(options: CarouselOptions()).prepare(input)
    #expect(carousel.lineCount(inSection: 0) == 50_000_000)
    let shelf = try Shelf(options: ShelfOptions()).apply(to: carousel, input: input)
    let decorations = shelf.allElements().filter { $0.id.category == .decoration }
    #expect(decorations.map(\.frame) == [carousel.sectionFrame(0)])
  }

  @Test func rowsOverFiftyMillionCopiesAreRefusedByTheBudget() throws {
    let input = LayoutInput(
      sections: [SectionData(itemCount: 100_000)], viewport: Viewport(width: 390, height: 844))
    let carousel = try Carousel(options: CarouselOptions()).prepare(input)
    #expect(throws: LayoutError.self) {
      try Shelf(options: ShelfOptions(style: .rows)).apply(to: carousel, input: input)
    }
  }
}
