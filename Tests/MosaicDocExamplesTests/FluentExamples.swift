import Mosaic
import Testing

/// The fluent form's examples (README, Getting started, Configuration reference): each region
/// between `doc:begin` and `doc:end` is one of their code blocks, character for character.
@Suite("Fluent examples")
struct FluentExamples {
  @Test func fluentConfiguration() throws {
    // doc:begin fluent-configuration
    // The document's layout object in Swift: a strategy, then its modifiers in order.
    let sections = Array(
      repeating: SectionData(itemCount: 12, header: Size(width: 0, height: 40)), count: 10)
    let layout = try Flow(itemSize: Size(width: 80, height: 80))
      .sticky()
      .shelf(.sectionBackground)
      .prepare(sections: sections, viewport: Viewport(width: 390, height: 844))

    // Queries take content points; results print as UIKit's do.
    if let hit = layout.indexPathForItem(at: Point(x: 330, y: 60)),
      let cell = layout.attributes(for: .cell(hit))
    {
      print(cell)  // <cell 0.3 frame (310, 40, 80, 80)>
    }

    // What is on screen once scrolled: visible index paths, the pinned header.
    let scrolled = layout.preparedViewport.scrolled(to: Point(x: 0, y: 600))
    let visibleItems = layout.indexPathsForVisibleItems(in: scrolled)
    let headers = layout.visibleSupplementaryElements(ofKind: .header, in: scrolled)
    // doc:end fluent-configuration
    let cell = try #require(layout.attributes(for: .cell(section: 0, item: 3)))
    #expect("\(cell)" == "<cell 0.3 frame (310, 40, 80, 80)>")
    #expect(layout.indexPathForItem(at: Point(x: 330, y: 60)) == IndexPath(section: 0, item: 3))
    // Sections are 40 + 3 lines of 80 with 2 gaps of 10 = 300 points: 600 starts section 2.
    #expect(headers.contains { $0.id.section == 2 && $0.frame.minY == 600 })
    #expect(visibleItems.contains(IndexPath(section: 2, item: 0)))
    #expect(!visibleItems.contains(IndexPath(section: 1, item: 11)))
    #expect(
      layout.visibleSupplementaryElements(ofKind: .decoration, in: scrolled).allSatisfy {
        $0.id.kind == "sectionBackground"
      })
  }

  @Test func presets() throws {
    // doc:begin presets
    let viewport = Viewport(width: 390, height: 844)
    // Three square columns 15 points apart, sized from the viewport: 120 × 120.
    let grid = try LayoutStack.grid(columns: 3, spacing: 15)
      .configuration(sections: [SectionData(itemCount: 30)], viewport: viewport)
    // Tags: leading-aligned lines of items that start at an estimate until measured.
    let tags = try LayoutStack.tags(estimatedItemSize: Size(width: 80, height: 32))
      .configuration(sections: [SectionData(itemCount: 50)], viewport: viewport)
    // A two-column waterfall feed with pinned headers, and an infinite carousel of pages.
    let feed = LayoutStack.feed(columns: 2, spacing: 8).sticky()
    let gallery = LayoutStack.gallery(itemSize: Size(width: 300, height: 180))
    // doc:end presets
    let gridLayout = try grid.prepare()
    #expect(gridLayout.attributes(for: .cell(section: 0, item: 2))?.frame.maxX == 390)
    #expect(gridLayout.attributes(for: .cell(section: 0, item: 3))?.frame.minX == 0)
    #expect(try tags.prepare().attributes(for: .cell(section: 0, item: 1))?.frame.minX == 88)
    let feedLayout = try feed.prepare(
      sections: [SectionData(itemCount: 4, header: Size(width: 0, height: 30))], viewport: viewport)
    #expect(feedLayout.attributes(for: .header(section: 0)) != nil)
    #expect(feed.modifiers.count == 1)
    let galleryLayout = try gallery.prepare(
      sections: [SectionData(itemCount: 5)], viewport: viewport)
    #expect(galleryLayout.contentSize.width > 390)
  }

  @Test func swiftEqualsDocument() throws {
    // doc:begin swift-equals-document
    let document = try StrategyRegistry.builtIn.configuration(
      fromJSON: """
        {"layout": {"strategy": "flow", "options": {"itemSize": {"width": 80, "height": 80}},
                    "modifiers": [{"name": "sticky"},
                                  {"name": "shelf", "options": {"style": "sectionBackground"}}]},
         "viewport": {"width": 390, "height": 844},
         "data": {"sections": [{"items": 40, "header": {"width": 0, "height": 40}}]}}
        """)
    let swift = try Flow(itemSize: Size(width: 80, height: 80))
      .sticky()
      .shelf(.sectionBackground)
      .configuration(
        sections: [SectionData(itemCount: 40, header: Size(width: 0, height: 40))],
        viewport: Viewport(width: 390, height: 844))
    let same = swift == document  // true: strategy, options, modifiers and input are equal
    // doc:end swift-equals-document
    #expect(same)
    let other = try Flow(itemSize: Size(width: 80, height: 80)).sticky()
      .configuration(
        sections: [SectionData(itemCount: 40, header: Size(width: 0, height: 40))],
        viewport: Viewport(width: 390, height: 844))
    #expect(other != document)
  }
}
