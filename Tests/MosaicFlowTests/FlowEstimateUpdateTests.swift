import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import Testing

@testable import MosaicFlow

/// Measured sizes reported into sections of estimated items: each update equals a fresh prepare of
/// the new data, and the section keeps nothing per unmeasured item (its complete lines of
/// estimates stay arithmetic pages).
@Suite struct FlowEstimateUpdateTests {
  static let estimate = Size(width: 48, height: 30)

  /// Every pair of directions, alignments (the grid's and others) and scales.
  static let flows: [Flow] = {
    var flows: [Flow] = []
    for direction in [ScrollDirection.vertical, .horizontal] {
      for (line, last) in [
        (LineAlignment.justified, LineAlignment.leading), (.center, .center), (.leading, .trailing),
      ] {
        var options = FlowOptions(
          scrollDirection: direction, estimatedItemSize: estimate, minimumLineSpacing: 7.3,
          minimumInteritemSpacing: 3.1,
          sectionInset: EdgeInsets(top: 5, left: 3, bottom: 2, right: 9),
          headerReferenceSize: Size(width: 21, height: 13.7), lineAlignment: line,
          lastLineAlignment: last)
        if direction == .horizontal { options.itemSize = Size(width: 30, height: 48) }
        flows.append(Flow(options: options))
      }
    }
    return flows
  }()

  /// The sizes of a section of `count` estimates with `measured` reported.
  static func sizes(count: Int, measured: [Int: Size]) -> [Size] {
    var sizes = [Size](repeating: estimate, count: count)
    for (item, size) in measured { sizes[item] = size }
    return sizes
  }

  /// Chains of 100 updates — one measured item, a screenful of 30, 20 inserted at the top, 20
  /// appended, one deleted in the middle — each equal to a fresh prepare.
  @Test(arguments: 0..<flows.count * 2)
  func chainsOfMeasurementsEqualAFreshPrepare(index: Int) throws {
    let flow = Self.flows[index / 2]
    let scale: Double? = index % 2 == 0 ? nil : 3
    let viewport = Viewport(size: Size(width: 333, height: 333), scale: scale)
    var generator = SeededGenerator(seed: 0xE57_0000 + UInt64(index))
    var sections = [
      SectionData(itemCount: 40), SectionData(itemCount: 2_000), SectionData(itemCount: 7),
    ]
    var layout = try flow.prepare(LayoutInput(sections: sections, viewport: viewport))
    func random(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    func measured() -> Size {
      [
        Size(width: 0, height: 0), Size(width: 48, height: 30), Size(width: 500, height: 20),
        Size(width: Double(random(10...90)), height: Double(random(5...60))) + 0.25,
      ][random(0...3)]
    }
    for step in 0..<100 {
      let section = [0, 1, 1, 1, 2][random(0...4)]
      var list = sections[section].itemSizes.sizes(
        count: sections[section].itemCount, default: Self.estimate)
      var change = LayoutChange.identity(sectionCount: sections.count)
      var label = ""
      switch random(0...5) {
      case 0, 1:
        let item = random(0...(list.count - 1))
        list[item] = measured()
        change.sections[section].changedItems = item..<(item + 1)
        label = "measure \(item)"
      case 2:
        let count = min(30, list.count)
        let first = random(0...(list.count - count))
        for item in first..<(first + count) { list[item] = measured() }
        change.sections[section].changedItems = first..<(first + count)
        label = "measure 30 from \(first)"
      case 3:
        list.insert(
          contentsOf: (0..<20).map { _ in random(0...1) == 0 ? Self.estimate : measured() }, at: 0)
        change.sections[section].changedItems = 0..<20
        label = "insert 20 at the top"
      case 4:
        list.append(contentsOf: [Size](repeating: Self.estimate, count: 20))
        change.sections[section].changedItems = (list.count - 20)..<list.count
        label = "append 20"
      default:
        let item = list.count / 2
        list.remove(at: item)
        change.sections[section].changedItems = item..<item
        label = "delete \(item)"
      }
      sections[section] = SectionData(itemSizes: list)
      let input = LayoutInput(sections: sections, viewport: viewport)
      let updated = try flow.update(layout, to: input, change: change)
      let fresh = try flow.prepare(input)
      let problems =
        step % 10 == 9
        ? FlowMoveTests.differences(updated, fresh, using: &generator)
        : (updated.allElements() == fresh.allElements() && updated.contentSize == fresh.contentSize
          ? [] : ["elements or content size"])
      if !problems.isEmpty {
        Issue.record("flow \(index / 2), step \(step) (\(label)): \(problems.prefix(4))")
        return
      }
      layout = updated
    }
  }

  /// A million estimated items: measuring one, or a screenful, stores the lines it touches and
  /// nothing per unmeasured item, and the frames around it and at the end are a fresh prepare's.
  @Test(arguments: 0..<3)
  func aMeasurementInAMillionEstimatesStoresOnlyItsLines(flowIndex: Int) throws {
    let flow = Self.flows[flowIndex]
    let count = 1_000_000
    let viewport = Viewport(size: Size(width: 390, height: 844), scale: 3)
    let before = [SectionData(itemCount: count, header: Size(width: 10, height: 10))]
    let layout = try flow.prepare(LayoutInput(sections: before, viewport: viewport))
    #expect(layout.byteCount < 64 * 1_024)
    for measured in [
      [500_000: Size(width: 20.5, height: 77)],
      Dictionary(
        uniqueKeysWithValues: (1_000..<1_030).map {
          ($0, Size(width: 100, height: Double($0 % 50)))
        }),
    ] {
      let sizes = Self.sizes(count: count, measured: measured)
      let after = [SectionData(itemSizes: sizes, header: Size(width: 10, height: 10))]
      var change = LayoutChange.identity(sectionCount: 1)
      let items = measured.keys
      change.sections[0].changedItems = items.min()!..<(items.max()! + 1)
      let input = LayoutInput(sections: after, viewport: viewport)
      let updated = try flow.update(layout, to: input, change: change)
      // Complete lines of estimates stay arithmetic: a few pages of the lines touched.
      #expect(updated.byteCount < 64 * 1_024, "\(updated.byteCount) bytes")
      let fresh = try flow.prepare(input)
      #expect(updated.contentSize == fresh.contentSize)
      for item in Array(0..<50) + Array(items.min()! - 40..<items.max()! + 40)
        + Array(count - 50..<count)
      {
        let id = ElementID.cell(section: 0, item: item)
        if updated.attributes(for: id) != fresh.attributes(for: id) {
          Issue.record("item \(item) differs")
          return
        }
      }
      let frame = try #require(fresh.attributes(for: .cell(section: 0, item: items.min()!))).frame
      let rect = Rect(x: 0, y: frame.y - 300, width: 500, height: 900)
      #expect(updated.elements(in: rect) == fresh.elements(in: rect))
      #expect(
        updated.indexPathForItem(at: frame.center) == fresh.indexPathForItem(at: frame.center))
    }
  }
}

extension SectionData.ItemSizes {
  /// Every item's size, `fallback` for a section given by a count alone.
  fileprivate func sizes(count: Int, default fallback: Size) -> [Size] {
    switch self {
    case .perItem(let sizes): Array(sizes)
    case .uniform(let size): [Size](repeating: size ?? fallback, count: count)
    }
  }
}

extension Size {
  fileprivate static func + (size: Size, extra: Double) -> Size {
    Size(width: size.width + extra, height: size.height + extra)
  }
}
