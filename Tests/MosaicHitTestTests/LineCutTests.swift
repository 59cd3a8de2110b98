import MosaicCore
import MosaicTestKit
import MosaicTestSupport
import Testing

@testable import MosaicHitTest

/// Sections that can be cut into pages only between some items (``SectionCut/end``): lines of
/// items wrapped by width, whose pages end at the last line end within the items asked for.
@Suite struct LineCutTests {
  /// Pages of three, eight items 30 wide 5 apart in 100 across (three a line, 10 tall, 3 apart):
  /// each page ends at a line's end, whatever the page size asked for, and the frames are those
  /// of the section laid out whole — the last line of two centred across.
  @Test func pagesEndAtLineEnds() throws {
    let input = LayoutInput(
      sections: [SectionData(itemCount: 8, itemSize: Size(width: 30, height: 10))],
      viewport: Viewport(width: 100, height: 400))
    func prepared(cellsPerPage: Int) throws -> PagedLayout {
      try LinesOfItems(
        options: .init(
          spacing: 5, lineSpacing: 3, cellsPerPage: cellsPerPage, scrollDirection: .vertical),
        sectionOptions: [:]
      ).prepare(input)
    }
    let whole = try prepared(cellsPerPage: 100)
    #expect(whole.pageCount == 1)
    #expect(
      (0..<8).compactMap { whole.attributes(for: .cell(section: 0, item: $0))?.frame }
        == [
          Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 35, y: 0, width: 30, height: 10),
          Rect(x: 70, y: 0, width: 30, height: 10), Rect(x: 0, y: 13, width: 30, height: 10),
          Rect(x: 35, y: 13, width: 30, height: 10), Rect(x: 70, y: 13, width: 30, height: 10),
          Rect(x: 17.5, y: 26, width: 30, height: 10), Rect(x: 52.5, y: 26, width: 30, height: 10),
        ])
    // Asked for 4, 2 (less than a line) and 7 cells a page.
    for (size, firsts) in [(4, [0, 3, 6]), (2, [0, 3, 6]), (7, [0, 6])] {
      let layout = try prepared(cellsPerPage: size)
      #expect((0..<layout.pageCount).map { layout.firstItem(ofPage: $0) } == firsts)
      #expect(layout.allElements() == whole.allElements())
      #expect(layout.contentSize == whole.contentSize)
    }
  }

  /// Random sections of random widths cut at 1–8 cells a page lay out as the same sections laid
  /// out whole, in both directions, with headers and footers.
  @Test func framesDoNotDependOnWhereLinesAreCut() throws {
    var generator = SeededGenerator(seed: 0x4C49_4E45)
    for _ in 0..<60 {
      let sections = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
        SectionData(
          itemSizes: (0..<Int.random(in: 0...40, using: &generator)).map { _ in
            Size(
              width: Double(Int.random(in: 0...70, using: &generator)) / 2,
              height: Double(Int.random(in: 0...40, using: &generator)) / 3)
          },
          header: Bool.random(using: &generator) ? Size(width: 0, height: 7) : nil,
          footer: Bool.random(using: &generator) ? Size(width: 0, height: 5) : nil)
      }
      let input = LayoutInput(sections: sections, viewport: Viewport(width: 100, height: 100))
      var options = LinesOfItems.Options(
        spacing: Double(Int.random(in: 0...9, using: &generator)) / 3, lineSpacing: 2,
        cellsPerPage: 4_000,
        scrollDirection: Bool.random(using: &generator) ? .vertical : .horizontal)
      let whole = try LinesOfItems(options: options, sectionOptions: [:]).prepare(input)
      options.cellsPerPage = Int.random(in: 1...8, using: &generator)
      let cut = try LinesOfItems(options: options, sectionOptions: [:]).prepare(input)
      #expect(cut.allElements() == whole.allElements())
      #expect(cut.contentSize == whole.contentSize)
    }
  }

  /// The conformance kit's every rule, the update rule included (an update resumes at a page's
  /// first item and realigns only where both layouts end a page), on lines cut into pages of a
  /// few cells, with random spacings, section overrides, directions and repeated pages.
  @Test func linesCutIntoPagesConform() {
    let report = LayoutConformance.expect { generator in
      let options = LinesOfItems.Options(
        spacing: Double(Int.random(in: 0...8, using: &generator)) / 3,
        lineSpacing: Double(Int.random(in: 0...6, using: &generator)) / 2,
        cellsPerPage: Int.random(in: 1...6, using: &generator),
        scrollDirection: Bool.random(using: &generator) ? .vertical : .horizontal,
        pagesRepeat: Bool.random(using: &generator))
      var overrides: [Int: LinesOfItems.Options] = [:]
      for section in 0..<4 where Bool.random(using: &generator) {
        var override = options
        override.spacing = Double(Int.random(in: 0...20, using: &generator))
        override.cellsPerPage = Int.random(in: 1...9, using: &generator)
        overrides[section] = override
      }
      return .strategy(LinesOfItems(options: options, sectionOptions: overrides))
    }
    #expect(report.checkedUpdates > 0)
  }

  /// The same on sections long enough to be cut at a realistic page size, sized alike or not.
  @Test func longSectionsOfLinesConform() {
    for oneSize in [false, true] {
      var options = ConformanceOptions()
      options.inputs.maximumItemsPerSection = 400
      options.inputs.oneSizePerSection = oneSize
      options.cases = 6
      let report = LayoutConformance.expect(
        LinesOfItems(
          options: .init(
            spacing: 1, lineSpacing: 2, cellsPerPage: 50, scrollDirection: .vertical,
            pagesRepeat: true), sectionOptions: [:]),
        options: options)
      #expect(report.checkedUpdates > 0)
    }
  }

  /// Lines of one size repeat a page: 10^5 items 30 wide in 100 across on pages of 100 asked
  /// for (99, whole lines of three) hold three distinct pages, answer as the section laid out
  /// page by page; a resize in the middle lays out again from the page before it until the lines
  /// realign (or to the end, in pages that repeat, when they never do).
  @Test func linesOfOneSizeRepeat() throws {
    let input = LayoutInput(
      sections: [
        SectionData(
          itemCount: 100_000, itemSize: Size(width: 30, height: 12),
          header: Size(width: 0, height: 9), footer: Size(width: 0, height: 4))
      ],
      viewport: Viewport(width: 100, height: 480))
    let repeating = LinesOfItems(
      options: .init(
        spacing: 5, lineSpacing: 2, cellsPerPage: 100, scrollDirection: .vertical,
        pagesRepeat: true),
      sectionOptions: [:])
    var once = repeating
    once.options.pagesRepeat = false
    let layout = try repeating.prepare(input)
    #expect(layout.firstItem(ofPage: 1) == 99 && layout.firstItem(ofPage: 2) == 198)
    #expect(Set(layout.pages.map(ObjectIdentifier.init)).count == 3)
    #expect(layout.allElements() == (try once.prepare(input)).allElements())

    // Taller: the same line breaks, so the layout realigns at the next page and keeps the
    // repeated one and the last (4 distinct pages: the first, the repeated, the changed, the
    // last). Wider: the lines break one item earlier from there on and never realign, so the
    // rest is laid out again, into a page of its own that repeats, and a new last page (5).
    for (size, realigns) in [
      (Size(width: 30, height: 15), true), (Size(width: 60, height: 12), false),
    ] {
      // Runs of one size, which pages repeat over (an array of sizes is read item by item).
      var runs = SizeList.Builder()
      runs.append(run: Size(width: 30, height: 12), count: 50_050)
      runs.append(run: size, count: 1)
      runs.append(run: Size(width: 30, height: 12), count: 49_949)
      var resized = input
      resized.sections[0] = SectionData(
        itemCount: 100_000, itemSizes: .perItem(runs.finish()),
        header: Size(width: 0, height: 9), footer: Size(width: 0, height: 4))
      var change = LayoutChange.identity(sectionCount: 1)
      change.sections[0] = SectionChange(oldSection: 0, changedItems: 50_050..<50_051)
      let updated = try repeating.update(layout, to: resized, change: change)
      #expect(updated.allElements() == (try once.prepare(resized)).allElements())
      #expect(updated.page(1) === layout.page(1))
      #expect((updated.page(updated.pageCount - 2) === layout.page(1)) == realigns)
      #expect(Set(updated.pages.map(ObjectIdentifier.init)).count == (realigns ? 4 : 5))
    }
  }

  /// A cut that ends a page where it may not — before its first item, past the section, short
  /// of the section's end when asked for its last items, or anywhere but where asked by a
  /// strategy that does not choose its page ends — is refused, naming the section and the
  /// items; a page ended early where it may be is not.
  @Test func aCutEndingOutOfPlaceIsNamed() {
    struct Misplaced: SectionLayoutStrategy, Hashable {
      static let name = "misplaced-cuts"
      static let summary = "ends pages where it is told"
      struct Options: LayoutOptions {
        var page = 0
        var cellsWritten = 0
        var choosesPageEnds = true
      }
      var options: Options
      init(options: Options, sectionOptions: [Int: NoSectionOptions]) { self.options = options }
      var scrollDirection: ScrollDirection { .vertical }
      var choosesPageEnds: Bool { options.choosesPageEnds }
      func cellsPerPage(of data: SectionData, options: NoSectionOptions?) -> Int? { 3 }
      func layOutSection(
        _ data: SectionData, options: NoSectionOptions?, into writer: inout SectionWriter
      ) throws(LayoutError) -> Double { 0 }
      func layOutItems(
        _ items: Range<Int>, of data: SectionData, options _: NoSectionOptions?,
        continuing _: [Double], into writer: inout SectionWriter
      ) throws(LayoutError) -> SectionCut {
        // Pages end where asked but the one starting at item `page`, `cellsWritten` on.
        let end =
          items.lowerBound == options.page
          ? items.lowerBound + options.cellsWritten : items.upperBound
        for _ in items.lowerBound..<Swift.max(items.lowerBound, end) {
          writer.appendCell(Rect(x: 0, y: 0, width: 1, height: 1))
        }
        return SectionCut(length: 1, end: end)
      }
    }
    // (items, the page, cells written on it, the error's end and items asked for); the last
    // ends a page at a place a layout that chooses its page ends may, but it does not.
    let cases = [
      (7, 0, 0, 0, "0..<3", true), (7, 0, 8, 8, "0..<3", true), (7, 6, 2, 8, "6..<7", true),
      (6, 3, 2, 5, "3..<6", true), (7, 0, 2, 2, "0..<3", false),
    ]
    for (count, page, written, end, asked, chooses) in cases {
      let input = LayoutInput(
        sections: [SectionData(itemCount: count)], viewport: Viewport(width: 9, height: 9))
      let options = Misplaced.Options(page: page, cellsWritten: written, choosesPageEnds: chooses)
      if chooses {
        // The same page end with the other two items of the page: accepted.
        var fine = options
        fine.cellsWritten = 2
        fine.page = 0
        #expect(throws: Never.self) {
          try Misplaced(options: fine, sectionOptions: [:]).prepare(input)
        }
      }
      #expect(
        throws: LayoutError(
          path: "data.sections[0]",
          message:
            "the layout ended a page before item \(end), asked for items \(asked) of \(count)")
      ) {
        try Misplaced(options: options, sectionOptions: [:]).prepare(input)
      }
    }
  }
}
