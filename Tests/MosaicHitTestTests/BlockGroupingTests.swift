import MosaicCore
import MosaicTestKit
import Testing

@testable import MosaicHitTest

/// The block rule for a page placed again down its section: a run of at least a block's page
/// limit of places after its first is one block however many (a shorter one is grouped as any
/// pages), whether appended one by one or at once, and stored once.
@Suite struct BlockGroupingTests {
  /// A page of one cell and 10 pt, starting its section (`firstItem` 0) or continuing it.
  static func page(firstItem: Int, length: Double = 10) -> LayoutPage {
    var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: 1)
    builder.appendCell(Rect(x: 0, y: 0, width: 10, height: 10))
    builder.endSection(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    return LayoutPage(
      store: builder.build(contentSize: Size(width: 10, height: 10)), axis: .vertical,
      length: length, firstItem: firstItem)
  }

  /// What the builder made, block by block: pages, the page of a block of places, where its
  /// first item continues from, its chain; and the elements stored, as the builder counted them
  /// while pages came and as the blocks count them.
  struct Shape: Equatable {
    var blocks: [[String]] = []
    var stored = 0
    var storedByBlocks = 0
  }

  static func shape(
    _ builder: inout PagedLayoutBuilder, names: [ObjectIdentifier: String]
  ) -> Shape {
    let (blocks, firstItems) = builder.finish()
    var shape = Shape(
      stored: builder.storedElementCount,
      storedByBlocks: blocks.reduce(0) { $0 + $1.storedElementCount })
    for (block, first) in zip(blocks, firstItems) {
      shape.blocks.append(
        [
          "pages \(block.pageCount)", "first \(first)", "chain \(block.leadingChain)",
          "places of \(block.repeatedPage.map { names[ObjectIdentifier($0)] ?? "?" } ?? "-")",
        ] + (0..<block.pageCount).map { names[ObjectIdentifier(block.page($0))] ?? "?" })
    }
    return shape
  }

  /// 10,000 places of a continuing page after a page starting the section: the first place
  /// joins the first page's block, the other 9,999 are one block of that page, which stores it
  /// once (each block counts the pages it holds: the continuing page twice in all).
  @Test func thePlacesOfAPageAreOneBlockHoweverMany() {
    let head = Self.page(firstItem: 0)
    let place = Self.page(firstItem: 1)
    var builder = PagedLayoutBuilder()
    builder.append(head)
    builder.append(place, firstItem: 1, times: 10_000, itemStride: 1)
    let (blocks, firstItems) = builder.finish()
    #expect(blocks.map(\.pageCount) == [2, 9_999])
    #expect(firstItems == [0, 2])
    #expect(blocks[1].repeatedPage === place && blocks[0].repeatedPage == nil)
    #expect(blocks[1].distinctPages.count == 1)
    #expect(builder.storedElementCount == 3)
    #expect(builder.cellCount == 10_001)
  }

  /// 31 places after the first go in as any pages (the chain rule starts a block at the 32nd
  /// continuing page: the head and 31 pages, then the last place and the page after); 32 are a
  /// block of places.
  @Test(arguments: [31, 32])
  func aShortRunIsGroupedAsAnyPages(places: Int) {
    let head = Self.page(firstItem: 0)
    let place = Self.page(firstItem: 1)
    let last = Self.page(firstItem: 2 + places)
    var builder = PagedLayoutBuilder()
    builder.append(head)
    builder.append(place, firstItem: 1, times: 1 + places, itemStride: 1)
    builder.append(last)
    let (blocks, _) = builder.finish()
    if places == 32 {
      #expect(blocks.map(\.pageCount) == [2, 32, 1])
      #expect(blocks[1].repeatedPage === place)
      #expect(builder.storedElementCount == 4)
    } else {
      #expect(blocks.map(\.pageCount) == [32, 2])
      #expect(blocks.allSatisfy { $0.repeatedPage == nil })
      #expect(builder.storedElementCount == 34)
    }
  }

  /// Random runs of pages (a page starting its section, two continuing ones, some placed again
  /// several times) appended at once and one place at a time, with small page limits: the same
  /// blocks, first items, chains and stored elements.
  @Test func placesAppendedAtOnceAreTheRuleAppliedPlaceByPlace() {
    var generator = SeededGenerator(seed: 0x504C_4143_4553)
    for _ in 0..<500 {
      let pageLimit = Int.random(in: 1...5, using: &generator)
      let sectionRun = Int.random(in: 1...4, using: &generator)
      var atOnce = PagedLayoutBuilder(pageLimit: pageLimit, sectionRun: sectionRun)
      var oneByOne = PagedLayoutBuilder(pageLimit: pageLimit, sectionRun: sectionRun)
      var names: [ObjectIdentifier: String] = [:]
      var item = 0
      var log: [String] = []
      for step in 0..<Int.random(in: 1...12, using: &generator) {
        if item == 0 || Int.random(in: 0..<5, using: &generator) == 0 {
          // A section starts (a page of one cell, no item continued).
          let head = Self.page(firstItem: 0)
          names[ObjectIdentifier(head)] = "h\(step)"
          atOnce.append(head)
          oneByOne.append(head)
          item = 1
          log.append("head")
          continue
        }
        // A continuing page, on the advance grid or not, placed `times` times.
        let length = Bool.random(using: &generator) ? 10 : 10.1
        let place = Self.page(firstItem: item, length: length)
        names[ObjectIdentifier(place)] = "p\(step)"
        let times = Int.random(in: 1...12, using: &generator)
        atOnce.append(place, firstItem: item, times: times, itemStride: 1)
        for offset in 0..<times { oneByOne.append(place, firstItem: item + offset) }
        item += times
        log.append("\(times) × \(length)")
      }
      let expected = Self.shape(&oneByOne, names: names)
      #expect(expected.stored == expected.storedByBlocks)
      #expect(Self.shape(&atOnce, names: names) == expected, "\(log), limit \(pageLimit)")
    }
  }
}
