import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import Testing

@testable import MosaicFlow

/// A line holds at most ``Flow/maximumItemsPerLine`` items: items with no extent across the line
/// and no spacing all fit one line, and a section of 10^9 of them was one line of 10^9 cells (a
/// hang and gigabytes, by configuration alone). Both engines cut such lines alike.
@Suite struct FlowLineLimitTests {
  static let viewport = Viewport(width: 390, height: 844)
  static let limit = Flow.maximumItemsPerLine

  /// Zero-width items, no spacing, 10 pt tall lines 5 apart, under `alignment` (justified keeps
  /// a grid's pitch; the others pack lines).
  static func flow(_ alignment: LineAlignment) -> Flow {
    var options = FlowOptions(
      itemSize: Size(width: 0, height: 10), minimumLineSpacing: 5, minimumInteritemSpacing: 0)
    options.lineAlignment = alignment
    return Flow(options: options, sectionOptions: [:])
  }

  /// The line each item of a section starts, read from its frame's top.
  static func line(of frame: Rect) -> Int { Int(frame.y / 15) }

  /// 2 × limit + 1 items, given by a count or one by one: lines of `limit`, `limit` and 1 item,
  /// whatever the alignment, every frame the same on both engines (a grid's across within the
  /// rounding ``PagedFlowTests/differences(_:_:input:flow:)`` allows).
  @Test(arguments: [LineAlignment.leading, .center, .trailing, .justified], [false, true])
  func zeroWidthItemsFillLinesOfTheLimit(alignment: LineAlignment, perItem: Bool) throws {
    let count = 2 * Self.limit + 1
    let section =
      perItem
      ? SectionData(itemSizes: Array(repeating: Size(width: 0, height: 10), count: count))
      : SectionData(itemCount: count)
    let input = LayoutInput(sections: [section], viewport: Self.viewport)
    let flow = Self.flow(alignment)
    let reference = try flow.prepare(input)
    let paged = try PagedFlow(flow).prepare(input)
    let differences = PagedFlowTests.differences(paged, reference, input: input, flow: flow)
    #expect(differences.isEmpty, "\(differences.prefix(3))")
    for layout in [reference, paged] as [any PreparedLayout] {
      #expect(layout.contentSize.height == 2 * 15 + 10)
      for (item, line) in [
        (0, 0), (Self.limit - 1, 0), (Self.limit, 1), (2 * Self.limit - 1, 1), (count - 1, 2),
      ] {
        let frame = try #require(
          layout.attributes(for: .cell(section: 0, item: item), viewport: Self.viewport)?.frame)
        #expect(Self.line(of: frame) == line, "item \(item)")
      }
    }
  }

  /// 10^9 zero-width items given by a count prepare at once under every alignment, into
  /// 250,000 lines, on both engines, in memory that does not follow the count (`Flow`: its
  /// lines as arithmetic beside one line's origins and its last line, under 256 KB; `PagedFlow`: a few pages of a few lines, one placed
  /// again); the last item is on the last line.
  @Test(arguments: [LineAlignment.leading, .center, .trailing, .justified])
  func aBillionZeroWidthItemsPrepareInLinesOfTheLimit(alignment: LineAlignment) throws {
    let count = 1_000_000_000
    let input = LayoutInput(sections: [SectionData(itemCount: count)], viewport: Self.viewport)
    let flow = Self.flow(alignment)
    let lines = count / Self.limit
    let reference = try flow.prepare(input)
    let paged = try PagedFlow(flow).prepare(input)
    #expect(reference.byteCount < 262_144, "\(reference.byteCount) bytes")
    #expect(paged.materializedElementCount <= 4 * Self.limit)
    for layout in [reference, paged] as [any PreparedLayout] {
      #expect(layout.contentSize.height == Double(lines - 1) * 15 + 10)
      let last = try #require(
        layout.attributes(for: .cell(section: 0, item: count - 1), viewport: Self.viewport))
      #expect(Self.line(of: last.frame) == lines - 1)
    }
  }

  /// A grid of items a ten-thousandth of a point wide: the limit, not the room (3,900,000 fit),
  /// sets its columns, and a full line spreads them over the whole width.
  @Test func aGridOfHairlinesHasTheLimitsColumns() throws {
    var options = FlowOptions(
      itemSize: Size(width: 0.0001, height: 10), minimumLineSpacing: 5,
      minimumInteritemSpacing: 0)
    options.lineAlignment = .justified
    let flow = Flow(options: options, sectionOptions: [:])
    let input = LayoutInput(
      sections: [SectionData(itemCount: 3 * Self.limit)], viewport: Self.viewport)
    for layout in [try flow.prepare(input), try PagedFlow(flow).prepare(input)]
      as [any PreparedLayout]
    {
      let first = try #require(
        layout.attributes(for: .cell(section: 0, item: Self.limit - 1), viewport: Self.viewport))
      let next = try #require(
        layout.attributes(for: .cell(section: 0, item: Self.limit), viewport: Self.viewport))
      #expect(first.frame.y == 0 && next.frame.y == 15)
      #expect(abs(first.frame.maxX - 390) < 0.01)
      #expect(next.frame.x == 0)
    }
  }
}
