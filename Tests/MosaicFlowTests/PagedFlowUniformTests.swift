import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicFlow
@testable import MosaicHitTest

/// A section of items of one size given by a count is laid out by its own path
/// (`FlowSectionLines.layOutUniformLines`), which measures and aligns one complete line for all:
/// its lines must be the ones the general path packs from the same sizes listed item by item.
@Suite struct PagedFlowUniformTests {
  /// `input` with every section of items of one size given by a count listed item by item
  /// instead (the sizes the flow lays such items out at).
  static func listed(_ input: LayoutInput, flow: Flow) -> LayoutInput {
    var listed = input
    listed.sections = input.sections.map { data in
      guard case .uniform(let size) = data.itemSizes else { return data }
      return SectionData(
        itemSizes: Array(repeating: size ?? flow.unsizedItemSize, count: data.itemCount),
        header: data.header, footer: data.footer)
    }
    return listed
  }

  /// A thousand random flows (alignments, insets, overrides, both directions, scales, grids,
  /// pages of 1–16 cells): the sections given by a count lay out, bit for bit, as the same
  /// sizes listed item by item do.
  @Test(arguments: 0..<8)
  func aCountLaysOutAsItsSizesListed(batch: Int) throws {
    var failures: [String] = []
    var uniformSections = 0
    for index in 0..<PagedFlowTests.layoutsPerBatch {
      let seed = 0x0F0E_0000 + UInt64(batch * PagedFlowTests.layoutsPerBatch + index)
      var generator = SeededGenerator(seed: seed)
      let (flow, paged, input) = PagedFlowTests.randomPagedFlow(using: &generator)
      uniformSections +=
        input.sections.filter {
          if case .uniform = $0.itemSizes { $0.itemCount > 1 } else { false }
        }.count
      let counted = try paged.prepare(input)
      let listed = try paged.prepare(Self.listed(input, flow: flow))
      if counted.allElements() != listed.allElements() || counted.contentSize != listed.contentSize
      {
        failures.append("seed \(seed): a count lays out otherwise than its sizes listed")
      }
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    // The cases hold sections of one size to compare.
    #expect(uniformSections > 50)
  }

  /// A flow of items 30.5 × 100/3 (off the pixel grid at scale 3) and the paged layout of it
  /// with small pages: `cellsPerPage` cells, 24 for a long section of one size.
  static func smallPages(cellsPerPage: Int) -> (Flow, PagedFlow) {
    let flow = Flow(
      options: FlowOptions(
        itemSize: Size(width: 30.5, height: 100.0 / 3), minimumLineSpacing: 0.1,
        minimumInteritemSpacing: 7, sectionInset: EdgeInsets(top: 3, left: 5, bottom: 1, right: 2)))
    var paged = PagedFlow(flow)
    paged.cellsPerPage = cellsPerPage
    paged.cellsPerPageOfOneSize = 24
    return (flow, paged)
  }

  /// The viewport the updates below are laid out in.
  static let viewport = Viewport(size: Size(width: 333, height: 600), scale: 3)

  /// Updates of sections of one size (items inserted, deleted or moved, the section staying one
  /// size) answer as a fresh prepare does, and as the same sizes listed item by item.
  @Test func updatesOfACountAgreeWithAFreshPrepare() throws {
    var generator = SeededGenerator(seed: 0x0F0E_5EED)
    let (flow, paged) = Self.smallPages(cellsPerPage: 40)
    let viewport = Self.viewport
    var sections = (0..<6).map {
      SectionData(itemCount: 50 + 37 * $0, header: Size(width: 0, height: 9))
    }
    var layout = try paged.prepare(LayoutInput(sections: sections, viewport: viewport))
    for _ in 0..<60 {
      let section = Int.random(in: 0..<sections.count, using: &generator)
      let count = sections[section].itemCount
      let at = Int.random(in: 0...count, using: &generator)
      let delta = Int.random(in: -min(5, count - at)...5, using: &generator)
      sections[section].itemCount = count + delta
      var changes = (0..<sections.count).map { SectionChange.unchanged(from: $0) }
      changes[section] = SectionChange(
        oldSection: section, changedItems: at..<(at + Swift.max(0, delta)))
      let input = LayoutInput(sections: sections, viewport: viewport)
      layout = try paged.update(layout, to: input, change: LayoutChange(sections: changes))
      let fresh = try paged.prepare(input)
      #expect(layout.allElements() == fresh.allElements())
      #expect(layout.contentSize == fresh.contentSize)
      #expect(
        fresh.allElements() == (try paged.prepare(Self.listed(input, flow: flow))).allElements())
    }
  }

  /// A section of one size whose first lines repeat (kept once on its page) and then gets one
  /// item resized: the update copies what it keeps of the old page from lines stored once, and
  /// answers as a fresh prepare does, and its queries as a linear scan over its frames.
  @Test func aResizeInASectionOfOneSizeCopiesItsRepeatedLines() throws {
    var generator = SeededGenerator(seed: 0x0F0E_5EEE)
    let (flow, paged) = Self.smallPages(cellsPerPage: 60)
    let viewport = Self.viewport
    let size = flow.options.itemSize
    for round in 0..<40 {
      let count = Int.random(in: 2...300, using: &generator)
      let sections = [
        SectionData(itemCount: 7), SectionData(itemCount: count, header: Size(width: 0, height: 9)),
      ]
      let old = try paged.prepare(LayoutInput(sections: sections, viewport: viewport))
      let item = Int.random(in: 0..<count, using: &generator)
      var sizes = Array(repeating: size, count: count)
      sizes[item] = Size(width: Double.random(in: 1...200, using: &generator), height: 12.25)
      var resized = sections
      resized[1] = SectionData(itemSizes: sizes, header: Size(width: 0, height: 9))
      let input = LayoutInput(sections: resized, viewport: viewport)
      let change = LayoutChange(sections: [
        .unchanged(from: 0), SectionChange(oldSection: 1, changedItems: item..<(item + 1)),
      ])
      let layout = try paged.update(old, to: input, change: change)
      #expect(
        layout.allElements() == (try paged.prepare(input)).allElements(),
        "round \(round): \(count) items, item \(item) resized")
      #expect(QueryAgreement.mismatches(of: old, using: &generator).isEmpty)
      #expect(QueryAgreement.mismatches(of: layout, using: &generator).isEmpty)
    }
  }
}
