import Mosaic
import Testing

/// The configuration written in Swift, fluently, is the configuration its document decodes to:
/// strategy and options, modifiers and their options, data and viewport, compared by value.
@Suite("Fluent configurations equal their documents")
struct FluentConfigurationTests {
  static let phone = Viewport(width: 390, height: 844)

  static func decoded(_ layout: String, sections: String = #"[{"items": 40}]"#) throws
    -> LayoutConfiguration
  {
    try StrategyRegistry.builtIn.configuration(
      fromJSON: """
        {"layout": \(layout), "viewport": {"width": 390, "height": 844},
         "data": {"sections": \(sections)}}
        """)
  }

  @Test func flowStickyShelf() throws {
    let swift = try Flow(itemSize: Size(width: 80, height: 80)).sticky().shelf(.sectionBackground)
      .configuration(
        sections: [SectionData(itemCount: 40, header: Size(width: 0, height: 40))],
        viewport: Self.phone)
    let document = try Self.decoded(
      #"""
      {"strategy": "flow", "options": {"itemSize": {"width": 80, "height": 80}},
       "modifiers": [{"name": "sticky"}, {"name": "shelf", "options": {"style": "sectionBackground"}}]}
      """#, sections: #"[{"items": 40, "header": {"width": 0, "height": 40}}]"#)
    #expect(swift == document)
    // The order of the modifiers is part of the value.
    let swapped = try Flow(itemSize: Size(width: 80, height: 80)).shelf().sticky()
      .configuration(
        sections: [SectionData(itemCount: 40, header: Size(width: 0, height: 40))],
        viewport: Self.phone)
    #expect(swapped != document)
  }

  @Test func eachOptionCounts() throws {
    let document = try Self.decoded(
      #"{"strategy": "flow", "options": {"itemSize": {"width": 80, "height": 80}}, "modifiers": [{"name": "sticky", "options": {"footers": true}}]}"#
    )
    let base = Flow(itemSize: Size(width: 80, height: 80))
    let sections = [SectionData(itemCount: 40)]
    #expect(
      try base.sticky(footers: true).configuration(sections: sections, viewport: Self.phone)
        == document)
    #expect(
      try base.sticky().configuration(sections: sections, viewport: Self.phone) != document)
    #expect(
      try Flow(itemSize: Size(width: 80, height: 81)).sticky(footers: true)
        .configuration(sections: sections, viewport: Self.phone) != document)
    #expect(
      try base.sticky(footers: true)
        .configuration(sections: [SectionData(itemCount: 41)], viewport: Self.phone) != document)
    #expect(
      try base.sticky(footers: true)
        .configuration(sections: sections, viewport: Viewport(width: 391, height: 844))
        != document)
    // Another strategy with the same modifiers is another configuration.
    #expect(
      try LayoutStack.feed().sticky(footers: true)
        .configuration(sections: sections, viewport: Self.phone) != document)
  }

  @Test func feedIsAWaterfall() throws {
    let sizes = [Size(width: 100, height: 120), Size(width: 100, height: 60)]
    let swift = try LayoutStack.feed(columns: 3, spacing: 8)
      .configuration(sections: [SectionData(itemSizes: sizes)], viewport: Self.phone)
    let document = try Self.decoded(
      #"{"strategy": "waterfall", "options": {"columnCount": 3, "minimumColumnSpacing": 8, "minimumInteritemSpacing": 8}}"#,
      sections: #"[{"itemSizes": [{"width": 100, "height": 120}, {"width": 100, "height": 60}]}]"#)
    #expect(swift == document)
  }

  @Test func galleryIsACarousel() throws {
    let swift = try LayoutStack.gallery(itemSize: Size(width: 300, height: 180), spacing: 12)
      .configuration(sections: [SectionData(itemCount: 5)], viewport: Self.phone)
    let document = try Self.decoded(
      #"{"strategy": "carousel", "options": {"itemSize": {"width": 300, "height": 180}, "itemSpacing": 12}}"#,
      sections: #"[{"items": 5}]"#)
    #expect(swift == document)
  }

  @Test func gridIsAFlowSizedByTheViewport() throws {
    let swift = try LayoutStack.grid(columns: 3, spacing: 15)
      .configuration(sections: [SectionData(itemCount: 40)], viewport: Self.phone)
    // (390 − 2 × 15) / 3 = 120.
    let document = try Self.decoded(
      #"{"strategy": "flow", "options": {"itemSize": {"width": 120, "height": 120}, "minimumLineSpacing": 15, "minimumInteritemSpacing": 15}}"#
    )
    #expect(swift == document)
    let tall = try LayoutStack.grid(columns: 3, spacing: 15, itemHeight: 200)
      .configuration(sections: [SectionData(itemCount: 40)], viewport: Self.phone)
    #expect(tall != document)
  }

  @Test func tagsAreALeadingFlowOfEstimates() throws {
    let swift = try LayoutStack.tags()
      .configuration(sections: [SectionData(itemCount: 40)], viewport: Self.phone)
    let document = try Self.decoded(
      #"{"strategy": "flow", "options": {"estimatedItemSize": {"width": 80, "height": 32}, "minimumLineSpacing": 8, "minimumInteritemSpacing": 8, "lineAlignment": "leading", "lastLineAlignment": "leading"}}"#
    )
    #expect(swift == document)
  }

  /// Whatever the width, scale and insets, the grid's lines hold exactly `columns` items.
  @Test(arguments: [1, 2, 3, 4, 5, 7])
  func gridLinesHoldTheColumns(columns: Int) throws {
    for width in stride(from: 200.0, through: 1_024, by: 37.5) {
      for scale in [nil, 2.0, 3.0] {
        let viewport = Viewport(
          size: Size(width: width, height: 800),
          contentInset: EdgeInsets(top: 0, left: 13, bottom: 0, right: 7), scale: scale)
        let layout = try LayoutStack.grid(columns: columns, spacing: 9)
          .prepare(sections: [SectionData(itemCount: columns * 3)], viewport: viewport)
        let firstLine = layout.allElements().filter { $0.frame.minY == 0 }
        #expect(firstLine.count == columns, "width \(width), scale \(String(describing: scale))")
      }
    }
  }

  @Test func aGridThatCannotBeMadeNamesItsArgument() {
    let sections = [SectionData(itemCount: 4)]
    #expect(throws: LayoutError(path: "grid.columns", message: "expected at least 1 column, got 0"))
    {
      try LayoutStack.grid(columns: 0).configuration(sections: sections, viewport: Self.phone)
    }
    do {
      _ = try LayoutStack.grid(columns: 100, spacing: 10)
        .configuration(sections: sections, viewport: Self.phone)
      Issue.record("100 columns 10 points apart fit 390 points")
    } catch {
      #expect(error.path == "grid.columns")
    }
    do {
      _ = try LayoutStack.grid(columns: 2, spacing: -1)
        .configuration(sections: sections, viewport: Self.phone)
      Issue.record("a negative spacing was accepted")
    } catch {
      #expect(error.path == "grid.spacing")
    }
    do {
      _ = try LayoutStack.grid(columns: 2, itemHeight: .infinity)
        .configuration(sections: sections, viewport: Self.phone)
      Issue.record("an infinite height was accepted")
    } catch {
      #expect(error.path == "grid.itemHeight")
    }
  }
}
