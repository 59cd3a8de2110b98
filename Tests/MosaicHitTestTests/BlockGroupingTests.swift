import MosaicCore
import MosaicTestKit
import Testing

@testable import MosaicHitTest

/// The block rule's closed form for a chain of one page placed again
/// (``BlockGrouping/afterChain(of:page:nextContinues:)``) against the rule applied page by page
/// (``BlockGrouping/afterBlock(of:_:nextContinues:)``).
@Suite struct BlockGroupingTests {
  /// A page of one cell continuing its section from item 5.
  static let continuing: LayoutPage = {
    var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: 1)
    builder.appendCell(Rect(x: 0, y: 0, width: 10, height: 10))
    builder.endSection(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    return LayoutPage(
      store: builder.build(contentSize: Size(width: 10, height: 10)), axis: .vertical, length: 10,
      firstItem: 5)
  }()

  @Test func theChainsClosedFormIsTheRule() {
    var generator = SeededGenerator(seed: 0x4348_4149_4E)
    var agreed = 0
    for _ in 0..<5_000 {
      var grouping = BlockGrouping(
        pageLimit: Int.random(in: 1...5, using: &generator),
        sectionRun: Int.random(in: 1...4, using: &generator))
      grouping.sections = Int.random(in: 0...9, using: &generator)
      grouping.chain = Int.random(in: 0...12, using: &generator)
      grouping.blockPages = Int.random(in: 0...6, using: &generator)
      grouping.blockRun = Int.random(in: -1...3, using: &generator)
      let count = Int.random(in: 1...12, using: &generator)
      let next: Bool? = [nil, true, false].randomElement(using: &generator) ?? nil
      let closed = grouping.afterChain(of: count, page: Self.continuing, nextContinues: next)
      let stepped = grouping.afterBlock(of: count, { _ in Self.continuing }, nextContinues: next)
      #expect(
        closed == stepped,
        "\(grouping), \(count) places, next continues: \(String(describing: next))")
      if closed != nil { agreed += 1 }
    }
    // Both answers occur: some chains make a block of their own, some do not.
    #expect(agreed > 100 && agreed < 4_900)
  }
}
