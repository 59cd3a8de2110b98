import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicHitTest

/// Sections cut into pages (``SectionLayoutStrategy/cellsPerPage(of:options:)``): laid out a page at a time
/// from the state the previous page ended in, and updated from the page holding the first
/// changed item until the new layout realigns with the old pages.
@Suite struct SectionCutTests {
  /// The conformance kit's every rule, the update rule included, on a list cut into pages of a
  /// few cells (so the kit's small sections are cut), with random spacings, section overrides
  /// and directions, placed on the viewport's pixel grid or not.
  @Test func aListCutIntoPagesConforms() {
    let report = LayoutConformance.expect { generator in
      let options = ListOfItems.Options(
        spacing: Double(Int.random(in: 0...8, using: &generator)) / 3,
        cellsPerPage: Int.random(in: 1...6, using: &generator),
        scrollDirection: Bool.random(using: &generator) ? .vertical : .horizontal,
        pagesRepeat: Bool.random(using: &generator),
        placesOriginsOnPixelGrid: Bool.random(using: &generator))
      var overrides: [Int: ListOfItems.Options] = [:]
      for section in 0..<4 where Bool.random(using: &generator) {
        var override = options
        override.spacing = Double(Int.random(in: 0...20, using: &generator))
        overrides[section] = override
      }
      return .strategy(ListOfItems(options: options, sectionOptions: overrides))
    }
    #expect(report.checkedUpdates > 0)
  }

  /// The same with state carried from page to page: columns whose ends continue on the next
  /// page, where an update seldom realigns and mostly lays out the rest of the section.
  @Test func columnsCutIntoPagesConform() {
    let report = LayoutConformance.expect { generator in
      .strategy(
        ColumnsOfItems(
          options: ColumnsOfItems.Options(
            columns: Int.random(in: 1...4, using: &generator),
            spacing: Double(Int.random(in: 0...8, using: &generator)) / 3,
            cellsPerPage: Int.random(in: 1...6, using: &generator)),
          sectionOptions: [:]))
    }
    #expect(report.checkedUpdates > 0)
  }

  /// The kit on sections long enough to be cut at a realistic page size (100 cells): up to 400
  /// items a section, so an update resumes mid-section and realigns pages on.
  @Test func aListOfLongSectionsConforms() {
    var options = ConformanceOptions()
    options.inputs.maximumItemsPerSection = 400
    options.cases = 6
    let report = LayoutConformance.expect(
      ListOfItems(options: .init(), sectionOptions: [:]), options: options)
    #expect(report.checkedUpdates > 0)
  }

  /// Pages placed again (``SectionLayoutStrategy/pagesRepeat``), under the kit: sections sized
  /// alike, cut into pages of 1–6 cells, as lists and as columns.
  @Test func repeatedPagesConform() {
    var options = ConformanceOptions()
    options.inputs.oneSizePerSection = true
    let report = LayoutConformance.expect(options: options) { generator in
      let cellsPerPage = Int.random(in: 1...6, using: &generator)
      return Bool.random(using: &generator)
        ? .strategy(
          ListOfItems(
            options: .init(
              spacing: 1, cellsPerPage: cellsPerPage, scrollDirection: .vertical,
              pagesRepeat: true), sectionOptions: [:]))
        : .strategy(
          ColumnsOfItems(
            options: .init(
              columns: Int.random(in: 1...3, using: &generator), spacing: 2,
              cellsPerPage: cellsPerPage), sectionOptions: [:]))
    }
    #expect(report.checkedUpdates > 0)
  }

  /// A list of 10^5 items sized alike on pages of 100 holds three pages — the first (with the
  /// header), one placed 998 times, the last (with the footer) — and answers as the same list
  /// laid out page by page; a resize in the middle lays out one page and keeps the repeated one.
  @Test func pagesOfOneSizeRepeat() throws {
    let input = LayoutInput(
      sections: [
        SectionData(
          itemCount: 100_000, itemSize: Size(width: 30, height: 12),
          header: Size(width: 0, height: 9), footer: Size(width: 0, height: 4))
      ],
      viewport: Viewport(width: 320, height: 480))
    let repeating = ListOfItems(
      options: .init(spacing: 2, cellsPerPage: 100, scrollDirection: .vertical, pagesRepeat: true),
      sectionOptions: [:])
    var once = repeating
    once.options.pagesRepeat = false
    let layout = try repeating.prepare(input)
    #expect(layout.pageCount == 1_000)
    #expect(Set(layout.pages.map(ObjectIdentifier.init)).count == 3)
    #expect(layout.allElements() == (try once.prepare(input)).allElements())
    // Runs of two sizes: a page repeats only over items of its own size.
    var runs = SizeList.Builder()
    runs.append(run: Size(width: 30, height: 12), count: 5_050)
    runs.append(run: Size(width: 30, height: 7), count: 4_950)
    let twoSizes = LayoutInput(
      sections: [SectionData(itemCount: 10_000, itemSizes: .perItem(runs.finish()))],
      viewport: input.viewport)
    let mixed = try repeating.prepare(twoSizes)
    #expect(Set(mixed.pages.map(ObjectIdentifier.init)).count == 5)
    #expect(mixed.allElements() == (try once.prepare(twoSizes)).allElements())

    var resized = input
    resized.sections[0] = SectionData(
      itemSizes: (0..<100_000).map { Size(width: 30, height: $0 == 50_050 ? 15 : 12) },
      header: Size(width: 0, height: 9), footer: Size(width: 0, height: 4))
    var change = LayoutChange.identity(sectionCount: 1)
    change.sections[0] = SectionChange(oldSection: 0, changedItems: 50_050..<50_051)
    let updated = try repeating.update(layout, to: resized, change: change)
    #expect(updated.allElements() == (try once.prepare(resized)).allElements())
    #expect(updated.page(1) === layout.page(1) && updated.page(600) === layout.page(1))
    #expect(updated.page(500) !== layout.page(1))
  }

  /// Frames worked out by hand across a cut: pages of two cells, items 10 tall 2 apart after a
  /// header of 5; the section frame spans its three pages and the footer is on the last.
  @Test func framesDoNotDependOnTheCuts() throws {
    let input = LayoutInput(
      sections: [
        SectionData(
          itemCount: 5, itemSize: Size(width: 30, height: 10), header: Size(width: 0, height: 5),
          footer: Size(width: 0, height: 3))
      ],
      viewport: Viewport(width: 100, height: 400))
    let options = ListOfItems.Options(spacing: 2, cellsPerPage: 2, scrollDirection: .vertical)
    let layout = try ListOfItems(options: options, sectionOptions: [:]).prepare(input)
    #expect(layout.pageCount == 3)
    #expect((0..<3).map { layout.firstItem(ofPage: $0) } == [0, 2, 4])
    #expect(
      (0..<5).map { layout.attributes(for: .cell(section: 0, item: $0))?.frame.y }
        == [5, 17, 29, 41, 53])
    #expect(layout.attributes(for: .footer(section: 0))?.frame.y == 65)
    #expect(layout.sectionFrame(0) == Rect(x: 0, y: 0, width: 100, height: 68))
    #expect(layout.indexPathForItem(at: Point(x: 10, y: 45)) == IndexPath(section: 0, item: 3))
    #expect(layout.indexPathForItem(at: Point(x: 10, y: 52)) == nil)
  }

  /// A resize in a list of 10,000 items on pages of 100 lays out the page holding it and
  /// realigns at the next cut: every other page is the old one, shared.
  @Test func aResizeLaysOutOnePage() throws {
    let (old, updated) = try Self.editing(at: 1_550, inserting: 0, deleting: 0, resizing: true)
    #expect(old.pageCount == 100 && updated.pageCount == 100)
    let shared = (0..<100).filter { updated.page($0) === old.page($0) }
    #expect(shared == Array(0..<15) + Array(16..<100))
  }

  /// Deleting the last items leaves no changed item to resume at: the page holding the new last
  /// item is laid out again, so the section still ends on a page with its footer. (Resuming at
  /// the deleted items' page laid out nothing, and the section ended on a kept middle page.)
  @Test func deletingTheLastItemsLaysOutTheNewLastPage() throws {
    for deleting in [1, 10, 100, 150] {
      let (old, updated) = try Self.editing(
        at: 10_000 - deleting, inserting: 0, deleting: deleting, resizing: false)
      let last = updated.pageCount - 1
      #expect(updated.firstItem(ofPage: last) + updated.page(last).cellCount == 10_000 - deleting)
      #expect(updated.page(last) !== old.page(last), "deleting \(deleting)")
      #expect(updated.attributes(for: .footer(section: 0)) != nil)
    }
  }

  /// An insertion lays out the page holding it one cell longer and keeps the old pages after
  /// it, now starting one item later; a deletion, one item earlier.
  @Test func insertionsAndDeletionsKeepThePagesAfterThem() throws {
    let (old, inserted) = try Self.editing(at: 1_550, inserting: 1, deleting: 0, resizing: false)
    #expect(inserted.pageCount == 100)
    #expect(inserted.page(15).cellCount == 101)
    #expect((16..<100).allSatisfy { inserted.page($0) === old.page($0) })
    #expect(inserted.firstItem(ofPage: 16) == 1_601)
    let (before, deleted) = try Self.editing(
      at: 1_550, inserting: 0, deleting: 1, resizing: false)
    #expect(deleted.page(15).cellCount == 99)
    #expect(deleted.firstItem(ofPage: 16) == 1_599)
    #expect((16..<100).allSatisfy { deleted.page($0) === before.page($0) })
  }

  /// 150 items inserted: the pages after them start further on than two pages of cells, so the
  /// layout goes on in pages of 100 and realigns at the first old cut it meets from there.
  @Test func aLongInsertionRealignsFurtherOn() throws {
    let (old, updated) = try Self.editing(at: 1_550, inserting: 150, deleting: 0, resizing: false)
    #expect(updated.pageCount == 101)
    #expect(updated.firstItem(ofPage: 16) == 1_600 && updated.firstItem(ofPage: 17) == 1_750)
    #expect((17..<101).allSatisfy { updated.page($0) === old.page($0 - 1) })
  }

  /// Two resizes far apart, given as two runs, lay out the two pages holding them; every other
  /// page is the old one. An item inserted in each run's page moves the pages between them one
  /// item on and those after both, two.
  @Test func runsFarApartLayOutTheirPagesAlone() throws {
    let sizes = (0..<10_000).map { Size(width: 30, height: 10 + Double($0 % 5)) }
    let strategy = ListOfItems(options: .init(), sectionOptions: [:])
    let viewport = Viewport(width: 320, height: 480)
    func input(_ sizes: [Size]) -> LayoutInput {
      LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport)
    }
    let old = try strategy.prepare(input(sizes))
    var resized = sizes
    resized[1_550].height += 3
    resized[7_250].height += 6
    var change = LayoutChange.identity(sectionCount: 1)
    change.setRuns(
      [
        ItemEdit(items: 1_550..<1_551, oldItemCount: 1),
        ItemEdit(items: 7_250..<7_251, oldItemCount: 1),
      ], ofSection: 0)
    let updated = try strategy.update(old, to: input(resized), change: change)
    #expect(updated.allElements() == (try strategy.prepare(input(resized))).allElements())
    let shared = (0..<100).filter { updated.page($0) === old.page($0) }
    #expect(shared == Array(0..<15) + Array(16..<72) + Array(73..<100))

    var inserted = sizes
    inserted.insert(Size(width: 30, height: 7), at: 7_250)
    inserted.insert(Size(width: 30, height: 7), at: 1_550)
    change = LayoutChange.identity(sectionCount: 1)
    change.setRuns(
      [
        ItemEdit(items: 1_550..<1_551, oldItemCount: 0),
        ItemEdit(items: 7_251..<7_252, oldItemCount: 0),
      ], ofSection: 0)
    let grown = try strategy.update(old, to: input(inserted), change: change)
    #expect(grown.allElements() == (try strategy.prepare(input(inserted))).allElements())
    #expect(grown.firstItem(ofPage: 16) == 1_601 && grown.firstItem(ofPage: 73) == 7_302)
    #expect((16..<72).allSatisfy { grown.page($0) === old.page($0) })
    #expect((73..<100).allSatisfy { grown.page($0) === old.page($0) })
  }

  /// Columns carry their ends across cuts: an update that changes a size lays the section out
  /// from the page holding it, and answers as a fresh prepare; the pages before are kept.
  @Test func columnsResumeFromThePageHoldingTheChange() throws {
    let sizes = (0..<3_000).map { Size(width: 40, height: 10 + Double($0 % 13)) }
    let strategy = ColumnsOfItems(
      options: ColumnsOfItems.Options(columns: 3, spacing: 2, cellsPerPage: 200),
      sectionOptions: [:])
    let viewport = Viewport(width: 320, height: 480)
    let old = try strategy.prepare(
      LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport))
    var resized = sizes
    resized[2_100].height += 7
    let input = LayoutInput(sections: [SectionData(itemSizes: resized)], viewport: viewport)
    var change = LayoutChange.identity(sectionCount: 1)
    change.sections[0] = SectionChange(oldSection: 0, changedItems: 2_100..<2_101)
    let updated = try strategy.update(old, to: input, change: change)
    let fresh = try strategy.prepare(input)
    #expect(updated.allElements() == fresh.allElements())
    #expect(updated.contentSize == fresh.contentSize)
    #expect((0..<10).allSatisfy { updated.page($0) === old.page($0) })
    #expect(updated.page(10) !== old.page(10))
  }

  /// A list of 10,000 items (sizes varied, every 7th item 3 taller), on pages of 100, prepared;
  /// then at item `item` `inserting` new items, `deleting` old ones, or the item made 5 taller
  /// (`resizing`), and the layout updated: the old layout and the updated one, which must answer
  /// as a fresh prepare of the new data.
  static func editing(at item: Int, inserting: Int, deleting: Int, resizing: Bool) throws
    -> (old: PagedLayout, updated: PagedLayout)
  {
    var sizes = (0..<10_000).map { Size(width: 30, height: 10 + ($0 % 7 == 0 ? 3 : 0)) }
    let strategy = ListOfItems(options: .init(), sectionOptions: [:])
    let viewport = Viewport(width: 320, height: 480)
    func input(_ sizes: [Size]) -> LayoutInput {
      LayoutInput(
        sections: [
          SectionData(
            itemSizes: sizes, header: Size(width: 0, height: 9), footer: Size(width: 0, height: 4))
        ],
        viewport: viewport)
    }
    let old = try strategy.prepare(input(sizes))
    if resizing { sizes[item].height += 5 }
    sizes.removeSubrange(item..<(item + deleting))
    sizes.insert(contentsOf: repeatElement(Size(width: 30, height: 17), count: inserting), at: item)
    var change = LayoutChange.identity(sectionCount: 1)
    change.sections[0] = SectionChange(
      oldSection: 0, changedItems: item..<(item + inserting + (resizing ? 1 : 0)))
    let updated = try strategy.update(old, to: input(sizes), change: change)
    let fresh = try strategy.prepare(input(sizes))
    #expect(updated.allElements() == fresh.allElements())
    #expect(updated.contentSize == fresh.contentSize)
    return (old, updated)
  }

  /// Past 2^33 pt sums are no longer exact, and pages kept at origins summed from other cuts
  /// could land elsewhere than a fresh prepare's: the update prepares in full and agrees.
  @Test func contentBeyondTheExactRangeIsPreparedInFull() throws {
    let strategy = ListOfItems(
      options: .init(spacing: 0.1, cellsPerPage: 2, scrollDirection: .vertical),
      sectionOptions: [:])
    let viewport = Viewport(width: 390, height: 844)
    var sizes = Array(repeating: Size(width: 1, height: 1e12 / 3), count: 12)
    let old = try strategy.prepare(
      LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport))
    #expect(old.contentSize.height > AdvanceGrid.exactLimit)
    sizes[0].height = 0.7
    let input = LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport)
    var change = LayoutChange.identity(sectionCount: 1)
    change.sections[0] = SectionChange(oldSection: 0, changedItems: 0..<1)
    let updated = try strategy.update(old, to: input, change: change)
    #expect((0..<old.pageCount).allSatisfy { updated.page($0) !== old.page($0) })
    #expect(updated.allElements() == (try strategy.prepare(input)).allElements())
  }

  /// A layout that writes too few cells for a page is named with the section and the items.
  @Test func aShortPageIsNamed() throws {
    struct Short: SectionLayoutStrategy, Hashable {
      static let name = "short-pages"
      static let summary = "writes one cell too few on a later page"
      init(options: NoSectionOptions, sectionOptions: [Int: NoSectionOptions]) {}
      var scrollDirection: ScrollDirection { .vertical }
      func cellsPerPage(of data: SectionData, options: NoSectionOptions?) -> Int? { 3 }
      func layOutSection(
        _ data: SectionData, options: NoSectionOptions?, into writer: inout SectionWriter
      ) throws(LayoutError) -> Double {
        try layOutItems(
          0..<data.itemCount, of: data, options: options, continuing: [], into: &writer
        )
        .length
      }
      func layOutItems(
        _ items: Range<Int>, of data: SectionData, options _: NoSectionOptions?,
        continuing _: [Double], into writer: inout SectionWriter
      ) throws(LayoutError) -> SectionCut {
        let written = items.lowerBound == 3 ? items.count - 1 : items.count
        for _ in 0..<written { writer.appendCell(Rect(x: 0, y: 0, width: 1, height: 1)) }
        return SectionCut(length: 1)
      }
    }
    #expect(
      throws: LayoutError(
        path: "data.sections[0]", message: "the layout wrote 2 cells for items 3..<6")
    ) {
      try Short(options: NoSectionOptions()).prepare(
        LayoutInput(sections: [SectionData(itemCount: 7)], viewport: Viewport(width: 9, height: 9)))
    }
  }
}
