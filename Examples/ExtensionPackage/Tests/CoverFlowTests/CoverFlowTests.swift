import Foundation
import MosaicCore
import MosaicTestKit
import Testing
import CoverFlow

@Suite struct CoverFlowTests {
  /// The invariants every layout keeps, on seeded random inputs: every element once, finite
  /// frames, a content size that bounds the cells, queries equal to a linear scan, lookups,
  /// determinism, scrolling, empty data, single items and invalid inputs.
  @Test func conformsToTheLayoutInvariants() {
    LayoutConformance.expect(CoverFlowLayout(options: CoverFlowOptions()))
  }

  /// The same with options drawn at random for each case.
  @Test func conformsWithRandomOptions() {
    LayoutConformance.expect { generator in
      var options = CoverFlowOptions()
      options.scrollDirection = Bool.random(using: &generator) ? .vertical : .horizontal
      options.spacing = Double(Int.random(in: 0...20, using: &generator))
      options.itemSize = Size(
        width: Double(Int.random(in: 0...200, using: &generator)),
        height: Double(Int.random(in: 0...200, using: &generator)))
      return .strategy(CoverFlowLayout(options: options))
    }
  }

  /// Frames worked out by hand. Replace them with your layout's geometry.
  @Test func framesWorkedOutByHand() throws {
    let input = LayoutInput(
      sections: [SectionData(itemCount: 2, itemSize: Size(width: 100, height: 40))],
      viewport: Viewport(width: 300, height: 600))
    let layout = try CoverFlowLayout(options: CoverFlowOptions()).prepare(input)
    #expect(layout.contentSize == Size(width: 300, height: 90))
    #expect(layout.attributes(for: .cell(section: 0, item: 0))?.frame == Rect(x: 100, y: 0, width: 100, height: 40))
    #expect(layout.attributes(for: .cell(section: 0, item: 1))?.frame == Rect(x: 100, y: 50, width: 100, height: 40))
    #expect(layout.indexPathForItem(at: Point(x: 150, y: 45)) == nil)
    #expect(layout.indexPathForItem(at: Point(x: 150, y: 50)) == IndexPath(section: 0, item: 1))
  }

  /// The example document decodes through a registry and lays out.
  @Test func exampleDocumentLaysOut() throws {
    var registry = StrategyRegistry()
    registry.register(CoverFlowLayout.self)
    #expect(registry.strategyNames == ["coverFlow"])
    let document = try String(contentsOf: Self.example, encoding: .utf8)
    let layout = try registry.configuration(fromJSON: document).prepare()
    #expect(layout.sectionCount > 0)
    #expect(!layout.allElements().isEmpty)
  }

  /// Decoding is strict: a misspelt option is an error naming its path.
  @Test func misspeltOptionIsRefused() {
    var registry = StrategyRegistry()
    registry.register(CoverFlowLayout.self)
    let document = """
      {"layout": {"strategy": "coverFlow", "options": {"spacin": 4}},
       "viewport": {"width": 390, "height": 844}, "data": {"sections": []}}
      """
    #expect(throws: LayoutError.self) { try registry.configuration(fromJSON: document) }
    do {
      _ = try registry.configuration(fromJSON: document)
    } catch {
      #expect(error.path == "layout.options.spacin")
    }
  }

  static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/cover-flow.json")
}
