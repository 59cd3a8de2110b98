import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicHitTest

/// A section layout written the way an extension author writes one: items in rows of
/// `perRow`, `spacing` apart (a section option overrides it), a header before and a footer after.
struct RowsOfItems: SectionLayoutStrategy, Hashable {
  struct Options: LayoutOptions {
    var perRow = 3
    var spacing = 4.0
    var scrollDirection = ScrollDirection.vertical
    init() {}
    init(perRow: Int, spacing: Double, scrollDirection: ScrollDirection) {
      self.perRow = perRow
      self.spacing = spacing
      self.scrollDirection = scrollDirection
    }
  }

  static let name = "rows-of-items"
  static let summary = "test fixture: items in rows"
  var options: Options
  var sectionOptions: [Int: Options]

  init(options: Options, sectionOptions: [Int: Options]) {
    self.options = options
    self.sectionOptions = sectionOptions
  }

  var scrollDirection: ScrollDirection { options.scrollDirection }

  func validateOptions() throws(LayoutError) {
    guard options.perRow > 0 else {
      throw LayoutError(path: "layout.options.perRow", message: "expected at least 1")
    }
  }

  func options(forSection section: Int) -> Options? { sectionOptions[section] }

  func layOutSection(
    _ data: SectionData, options override: Options?, into writer: inout SectionWriter
  )
    throws(LayoutError) -> Double
  {
    let axis = writer.scrollAxis
    let spacing = override?.spacing ?? options.spacing
    var position = 0.0
    if let header = data.header, header.value(along: axis) > 0 {
      writer.setHeader(
        Rect(
          axis: axis, along: 0, across: 0, alongExtent: header.value(along: axis),
          acrossExtent: writer.dimension))
      position = header.value(along: axis)
    }
    var rowExtent = 0.0
    var across = 0.0
    for item in 0..<data.itemCount {
      if item > 0, item % options.perRow == 0 {
        position += rowExtent + spacing
        rowExtent = 0
        across = 0
      }
      let size = data.size(ofItem: item, default: Size(width: 30, height: 20))
      writer.appendCell(
        Rect(
          axis: axis, along: position, across: across, alongExtent: size.value(along: axis),
          acrossExtent: size.value(along: axis.other)))
      across += size.value(along: axis.other) + spacing
      rowExtent = max(rowExtent, size.value(along: axis))
    }
    position += rowExtent
    if let footer = data.footer, footer.value(along: axis) > 0 {
      writer.setFooter(
        Rect(
          axis: axis, along: position, across: 0, alongExtent: footer.value(along: axis),
          acrossExtent: writer.dimension))
      position += footer.value(along: axis)
    }
    return position
  }
}

@Suite struct SectionLayoutTests {
  /// The conformance kit's every rule, the update rule included, with random options, section
  /// overrides and directions.
  @Test func conformsToTheLayoutInvariantsAndTheUpdateRule() {
    let report = LayoutConformance.expect { generator in
      let options = RowsOfItems.Options(
        perRow: Int.random(in: 1...5, using: &generator),
        spacing: Double(Int.random(in: 0...8, using: &generator)) / 4,
        scrollDirection: Bool.random(using: &generator) ? .vertical : .horizontal)
      var overrides: [Int: RowsOfItems.Options] = [:]
      for section in 0..<4 where Bool.random(using: &generator) {
        var override = options
        override.spacing = Double(Int.random(in: 0...20, using: &generator))
        overrides[section] = override
      }
      return .strategy(RowsOfItems(options: options, sectionOptions: overrides))
    }
    #expect(report.checkedUpdates > 0)
  }

  /// Frames worked out by hand: sections stack, each from where the previous one ends.
  @Test func sectionsStackAndFramesAreWhereTheSectionWroteThem() throws {
    let input = LayoutInput(
      sections: [
        SectionData(
          itemCount: 4, itemSize: Size(width: 30, height: 20), header: Size(width: 0, height: 10)),
        SectionData(itemCount: 1, itemSize: Size(width: 50, height: 5)),
      ],
      viewport: Viewport(width: 200, height: 400))
    let layout = try RowsOfItems(options: .init()).prepare(input)
    // Section 0: header 0..<10, row one at 10 (three items), row two at 34; ends at 54.
    #expect(
      layout.attributes(for: .header(section: 0))?.frame == Rect(x: 0, y: 0, width: 200, height: 10)
    )
    #expect(
      layout.attributes(for: .cell(section: 0, item: 2))?.frame
        == Rect(x: 68, y: 10, width: 30, height: 20))
    #expect(
      layout.attributes(for: .cell(section: 0, item: 3))?.frame
        == Rect(x: 0, y: 34, width: 30, height: 20))
    #expect(layout.sectionFrame(0) == Rect(x: 0, y: 0, width: 200, height: 54))
    #expect(
      layout.attributes(for: .cell(section: 1, item: 0))?.frame
        == Rect(x: 0, y: 54, width: 50, height: 5))
    #expect(layout.contentSize == Size(width: 200, height: 59))
    #expect(layout.indexPathForItem(at: Point(x: 70, y: 12)) == IndexPath(section: 0, item: 2))
    #expect(layout.indexPathForItem(at: Point(x: 32, y: 12)) == nil)
  }

  /// Twenty sections of 1,000 items make a page each (too heavy to share one); a resize in
  /// section 10 lays out again only its page, and shares every other page with the old layout.
  @Test func anUpdateLaysOutOnlyThePagesItTouches() throws {
    let sizes = (0..<1_000).map { Size(width: 10 + Double($0 % 7), height: 5 + Double($0 % 11)) }
    let (old, updated) = try Self.resizingOneItem(
      of: sizes, sections: 20, section: 10, item: 500, growth: 13,
      viewport: Viewport(width: 320, height: 480))
    #expect(old.pageCount == 20)
    let shared = (0..<20).filter { updated.pages[$0] === old.pages[$0] }
    #expect(shared == Array(0..<10) + Array(11..<20))
  }

  /// Small sections share pages and a heavy one has its own: nine sections of 100 items, then
  /// one of 1,000, three times. An inserted small section joins the page of small ones before the
  /// heavy one, as a fresh prepare groups it; the pages after it are kept, since the grouping
  /// meets an old page's start again at the heavy section.
  @Test func insertedSectionsRegroupAsAFreshPrepare() throws {
    let small = SectionData(
      itemSizes: (0..<100).map { Size(width: 10, height: 5 + Double($0 % 3)) })
    let heavy = SectionData(
      itemSizes: (0..<1_000).map { Size(width: 12, height: 4 + Double($0 % 5)) })
    var sections = (0..<30).map { $0 % 10 == 9 ? heavy : small }
    let viewport = Viewport(width: 200, height: 480)
    let strategy = RowsOfItems(options: .init())
    let old = try strategy.prepare(LayoutInput(sections: sections, viewport: viewport))
    #expect(old.pageCount == 6)
    sections.insert(SectionData(itemCount: 3), at: 4)
    var change = LayoutChange.identity(sectionCount: 31)
    for section in 0..<31 {
      change.sections[section] =
        section == 4
        ? .new(itemCount: 3) : .unchanged(from: section < 4 ? section : section - 1)
    }
    let input = LayoutInput(sections: sections, viewport: viewport)
    let updated = try strategy.update(old, to: input, change: change)
    let fresh = try strategy.prepare(input)
    #expect(updated.allElements() == fresh.allElements())
    #expect(updated.pageCount == 6 && fresh.pageCount == 6)
    #expect(updated.page(0).sectionCount == 10)
    let shared = (1..<6).filter { updated.pages[$0] === old.pages[$0] }
    #expect(shared == [1, 2, 3, 4, 5])
  }

  /// 100 sections of a page each make blocks of one run of 32 sections: a resize in section 40
  /// rebuilds that run's block and shares the others, block and all; lengths of a tenth of a
  /// point (off the grid of exact sums) still give a fresh prepare's answers to the bit, since
  /// both cut the same blocks.
  @Test func anUpdateSharesTheBlocksOfOtherRuns() throws {
    let sizes = (0..<4_100).map { Size(width: 10.1, height: 5.3 + Double($0 % 3) / 10) }
    let (old, updated) = try Self.resizingOneItem(
      of: sizes, sections: 100, section: 40, item: 7, growth: 0.7,
      viewport: Viewport(width: 333, height: 480))
    #expect(old.pageCount == 100 && old.blocks.count == 4)
    let shared = (0..<4).filter { updated.blocks[$0] === old.blocks[$0] }
    #expect(shared == [0, 2, 3])
  }

  /// Pages of two sections of three items (weight 5 each, at most 12 a page) in blocks of one run
  /// of 32 sections. An update keeps the blocks before a change one after the other, but the
  /// last of them only where its last page still ends where the grouping rule ends it: emptying
  /// section 32 lets section 32 join the page of sections 30 and 31 (5 + 5 + 2), so block 0 is
  /// laid out again; a resize in section 80 regroups nothing, so blocks 0, 1 and 3 are shared.
  @Test func keptBlocksEndWhereTheGroupingRuleEndsThem() throws {
    let settings = SectionLayoutSettings(paging: SectionPaging(weightLimit: 12))
    let strategy = RowsOfItems(options: .init())
    let viewport = Viewport(width: 200, height: 480)
    let sizes = [
      Size(width: 10, height: 5), Size(width: 11, height: 6), Size(width: 12, height: 7),
    ]
    let sections = Array(repeating: SectionData(itemSizes: sizes), count: 100)
    func prepared(_ sections: [SectionData]) throws -> PagedLayout {
      try strategy.prepare(
        LayoutInput(sections: sections, viewport: viewport), settings: settings
      ) { _ throws(LayoutError) in }
    }
    let old = try prepared(sections)
    #expect(old.pageCount == 50 && old.blocks.count == 4)
    // Section 32's three items deleted (an empty range where they were), section 80's resized.
    for (section, edited, changed, blocks) in [
      (32, SectionData(itemSizes: []), 0..<0, [Int]()),
      (80, SectionData(itemSizes: [sizes[0], sizes[2], sizes[1]]), 0..<3, [0, 1, 3]),
    ] {
      var new = sections
      new[section] = edited
      var change = LayoutChange.identity(sectionCount: 100)
      change.sections[section] = SectionChange(oldSection: section, changedItems: changed)
      let updated = try strategy.update(
        old, to: LayoutInput(sections: new, viewport: viewport), change: change,
        settings: settings
      ) { _ throws(LayoutError) in }
      let fresh = try prepared(new)
      #expect(updated.allElements() == fresh.allElements())
      #expect(
        (0..<updated.pageCount).map(updated.firstSection(ofPage:))
          == (0..<fresh.pageCount).map(fresh.firstSection(ofPage:)))
      let shared = (0..<Swift.min(4, updated.blocks.count)).filter {
        updated.blocks[$0] === old.blocks[$0]
      }
      #expect(shared == blocks, "section \(section)")
    }
  }

  /// `count` sections of `sizes` in rows, prepared, then item `item` of section `section` made
  /// `growth` taller and the layout updated: the old layout and the updated one, which must
  /// answer as a fresh prepare of the new data (its elements and content size are compared).
  static func resizingOneItem(
    of sizes: [Size], sections count: Int, section: Int, item: Int, growth: Double,
    viewport: Viewport
  ) throws -> (old: PagedLayout, updated: PagedLayout) {
    var sections = Array(repeating: SectionData(itemSizes: sizes), count: count)
    let strategy = RowsOfItems(options: .init())
    let old = try strategy.prepare(LayoutInput(sections: sections, viewport: viewport))
    var resized = sizes
    resized[item].height += growth
    sections[section] = SectionData(itemSizes: resized)
    var change = LayoutChange.identity(sectionCount: count)
    change.sections[section] = SectionChange(oldSection: section, changedItems: item..<(item + 1))
    let input = LayoutInput(sections: sections, viewport: viewport)
    let updated = try strategy.update(old, to: input, change: change)
    let fresh = try strategy.prepare(input)
    #expect(updated.allElements() == fresh.allElements())
    #expect(updated.contentSize == fresh.contentSize)
    return (old, updated)
  }

  /// A section layout that writes the wrong number of cells, or throws, is named by section.
  @Test func errorsNameTheSection() throws {
    struct Short: SectionLayoutStrategy, Hashable {
      static let name = "short"
      static let summary = "writes one cell too few"
      init(options: NoSectionOptions, sectionOptions: [Int: NoSectionOptions]) {}
      var scrollDirection: ScrollDirection { .vertical }
      func layOutSection(
        _ data: SectionData, options _: NoSectionOptions?, into writer: inout SectionWriter
      ) throws(LayoutError) -> Double {
        if data.itemCount == 7 { throw LayoutError(path: "items", message: "seven is refused") }
        let written = data.itemCount == 2 ? 1 : data.itemCount
        for _ in 0..<written { writer.appendCell(Rect(x: 0, y: 0, width: 1, height: 1)) }
        return 1
      }
    }
    let viewport = Viewport(width: 100, height: 100)
    #expect(
      throws: LayoutError(path: "data.sections[1]", message: "the layout wrote 1 cells for 2 items")
    ) {
      try Short(options: NoSectionOptions()).prepare(
        LayoutInput(
          sections: [SectionData(itemCount: 1), SectionData(itemCount: 2)], viewport: viewport))
    }
    #expect(throws: LayoutError(path: "data.sections[0].items", message: "seven is refused")) {
      try Short(options: NoSectionOptions()).prepare(
        LayoutInput(sections: [SectionData(itemCount: 7)], viewport: viewport))
    }
  }
}
