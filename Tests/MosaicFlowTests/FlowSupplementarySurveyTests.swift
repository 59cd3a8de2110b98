import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicFlow

/// `firstSection(withSupplementary:)` answers from what a layout stores, so it is checked against
/// its definition: the first section whose header (footer) `attributes(for:viewport:)` gives.
@Suite struct FlowSupplementarySurveyTests {
  /// The first section `layout` gives a `category` element for, one look-up a section.
  static func linearFirst(_ category: ElementCategory, in layout: any PreparedLayout) -> Int? {
    (0..<layout.sectionCount).first {
      layout.attributes(
        for: ElementID(category: category, section: $0, item: 0), viewport: layout.preparedViewport)
        != nil
    }
  }

  /// Many sections of one count (repeated blocks on the page engine) with headers and footers,
  /// given by the data or by per-section options, in none, some or only the last sections.
  @Test(arguments: 0..<4)
  func answersAsALinearSurvey(batch: Int) throws {
    for index in 0..<8 {
      var generator = SeededGenerator(seed: 0x5EC7_0000 + UInt64(batch * 8 + index))
      let base = FlowPropertyTests.randomCase(using: &generator)
      let count = Int.random(in: 40...300, using: &generator)
      // Where supplementary elements may start: none (count), only the last few, or anywhere.
      let from = [count, count - Int.random(in: 1...5, using: &generator), 0][
        Int.random(in: 0..<3, using: &generator)]
      var sections = (0..<count).map { _ in SectionData(itemCount: 7) }
      var overrides: [Int: FlowSectionOptions] = [:]
      for section in from..<count where Int.random(in: 0..<3, using: &generator) == 0 {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: sections[section].header = Size(width: 30, height: 20)
        case 1: sections[section].footer = Size(width: 30, height: 12)
        default:
          overrides[section] = FlowSectionOptions(
            headerReferenceSize: Size(width: 40, height: 16),
            footerReferenceSize: Size(width: 40, height: 9))
        }
      }
      var options = base.options
      options.headerReferenceSize = .zero
      options.footerReferenceSize = .zero
      let flow = Flow(options: options, sectionOptions: overrides)
      let input = LayoutInput(sections: sections, viewport: base.viewport)
      // Small pages too: blocks of many pages, a section's header on a later one.
      var smallPages = PagedFlow(flow)
      smallPages.cellsPerPage = 16
      smallPages.pageWeightLimit = 8
      let layouts: [(String, any PreparedLayout)] = [
        ("Flow", try flow.prepare(input)),
        ("PagedFlow", try PagedFlow(flow).prepare(input)),
        ("PagedFlow, pages of 16 cells", try smallPages.prepare(input)),
      ]
      for (name, layout) in layouts {
        for category in ElementCategory.allCases {
          let expected =
            category == .header || category == .footer
            ? Self.linearFirst(category, in: layout) : nil
          #expect(
            layout.firstSection(withSupplementary: category) == expected,
            "\(name) \(category) from \(from) of \(count), seed batch \(batch) index \(index)")
        }
      }
    }
  }

  /// A layout with no header or footer anywhere answers `nil` for both.
  @Test func noneAnywhereIsNil() throws {
    let flow = Flow(options: FlowOptions(itemSize: Size(width: 40, height: 40)))
    let input = LayoutInput(
      sections: Array(repeating: SectionData(itemCount: 9), count: 500),
      viewport: Viewport(width: 390, height: 844))
    for layout in [try flow.prepare(input), try PagedFlow(flow).prepare(input)]
      as [any PreparedLayout]
    {
      #expect(layout.firstSection(withSupplementary: .header) == nil)
      #expect(layout.firstSection(withSupplementary: .footer) == nil)
    }
  }
}
