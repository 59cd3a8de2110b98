import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicFlow

/// Per-item sizes stored as runs (``SizeList``) lay out exactly as the same sizes given one by
/// one: a run goes in as an arithmetic page of its complete lines, and nothing about that may
/// show in a frame.
@Suite struct FlowSizeRunsTests {
  /// The sizes of `count` items as pieces: runs of one size (long and short) between explicit
  /// sizes, drawn from a few sizes so that runs meet explicit sizes equal to them.
  static func pieces<G: RandomNumberGenerator>(count: Int, using generator: inout G) -> SizeList {
    let palette = (0..<3).map { _ in FlowPropertyTests.randomSize(using: &generator) }
    var builder = SizeList.Builder()
    while builder.total < count {
      let left = count - builder.total
      let size = palette.randomElement(using: &generator) ?? Size(width: 10, height: 10)
      if Bool.random(using: &generator) {
        builder.append(run: size, count: Int.random(in: 1...min(left, 60), using: &generator))
      } else {
        for _ in 0..<Int.random(in: 1...min(left, 5), using: &generator) {
          builder.append(palette.randomElement(using: &generator) ?? size)
        }
      }
    }
    return builder.finish()
  }

  @Test(arguments: 0..<4)
  func runsLayOutAsTheSameSizesOneByOne(batch: Int) throws {
    var runCases = 0
    for index in 0..<250 {
      let seed = 0x5123_0000 + UInt64(batch * 250 + index)
      var generator = SeededGenerator(seed: seed)
      let flowCase = FlowPropertyTests.randomCase(using: &generator)
      var runs = flowCase.sections
      var arrays = flowCase.sections
      for section in runs.indices where Bool.random(using: &generator) {
        let count = Int.random(in: 0...300, using: &generator)
        let list = Self.pieces(count: count, using: &generator)
        if list.contiguousSizes == nil { runCases += 1 }
        runs[section] = SectionData(
          itemCount: count, itemSizes: .perItem(list), header: runs[section].header,
          footer: runs[section].footer)
        arrays[section] = runs[section]
        arrays[section].itemSizes = .perItem(Array(list))
      }
      let flow = try Flow(options: flowCase.options, sectionOptions: flowCase.sectionOptions)
      let fromRuns = try flow.prepare(LayoutInput(sections: runs, viewport: flowCase.viewport))
      let fromArrays = try flow.prepare(LayoutInput(sections: arrays, viewport: flowCase.viewport))
      #expect(fromRuns.contentSize == fromArrays.contentSize, "seed \(seed)")
      guard fromRuns.allElements() == fromArrays.allElements() else {
        Issue.record("seed \(seed): frames differ")
        return
      }
    }
    // Most batches must lay out lists of several pieces, or this test checks nothing.
    #expect(runCases > 100)
  }

  /// 4·10^7 items at an estimate with one measured near the end: the runs are a few pages, not
  /// 4·10^7 stored cells, and the measured item sits where a line-by-line packing puts it.
  @Test func aHugeRunWithOneMeasuredItemStoresAFewLines() throws {
    let flow = Flow(options: FlowOptions(estimatedItemSize: Size(width: 300, height: 44)))
    var sizes = SizeList(repeating: Size(width: 300, height: 44), count: 40_000_000)
    sizes[39_999_990] = Size(width: 300, height: 1_000)
    let input = LayoutInput(
      sections: [SectionData(itemCount: sizes.count, itemSizes: .perItem(sizes))],
      viewport: Viewport(width: 390, height: 844))
    let layout = try flow.prepare(input)
    #expect(layout.byteCount < 100_000)
    // One item a line (300 of 390 pt), lines 44 pt apart (no spacing given: UIKit's 10).
    let before = try #require(
      layout.attributes(for: .cell(IndexPath(section: 0, item: 39_999_989))))
    let measured = try #require(
      layout.attributes(for: .cell(IndexPath(section: 0, item: 39_999_990))))
    let after = try #require(layout.attributes(for: .cell(IndexPath(section: 0, item: 39_999_991))))
    #expect(measured.frame.minY == before.frame.maxY + 10)
    #expect(measured.frame.height == 1_000)
    #expect(after.frame.minY == measured.frame.maxY + 10)
    #expect(layout.contentSize.height == after.frame.maxY + 8 * 54)
  }
}
