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
