import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import Testing

@testable import MosaicFlow

/// A layout whose every section is a grid stores no cell and computes each frame on demand; it
/// must answer every query exactly as the stored layout of the same input does.
@Suite struct FlowArithmeticTests {
  static let batches = 8
  static let casesPerBatch = 250

  /// One random input: the strategy, its sections and the viewport.
  struct Case {
    var flow: Flow
    var sections: [SectionData]
    var viewport: Viewport
    /// False when the case was made to fall off the grid path (a non-grid section).
    var allGrid: Bool
  }

  @Test(arguments: 0..<batches)
  func gridLayoutsAnswerEveryQueryAsTheStoredLayout(batch: Int) throws {
    var arithmeticCases = 0
    for index in 0..<Self.casesPerBatch {
      let seed = 0xA217_0000 + UInt64(batch * Self.casesPerBatch + index)
      var generator = SeededGenerator(seed: seed)
      let flowCase = Self.randomCase(using: &generator)
      let input = LayoutInput(sections: flowCase.sections, viewport: flowCase.viewport)
      let computed = try flowCase.flow.prepare(input)
      let stored = Self.stored(computed)
      #expect(computed.isArithmetic == flowCase.allGrid, "seed \(seed)")
      if computed.isArithmetic { arithmeticCases += 1 }
      let problems = Self.differences(computed, stored, using: &generator)
      if !problems.isEmpty {
        Issue.record("seed \(seed): \(problems.prefix(4).joined(separator: "; "))")
        return
      }
    }
    // Most cases must exercise the grid path, or this test checks nothing.
    #expect(arithmeticCases > Self.casesPerBatch * 3 / 4)
  }

  @Test func aGridLayoutUpdatedToAnyInputIsAPrepareOfIt() throws {
    let flow = Flow(options: FlowOptions(estimatedItemSize: Size(width: 40, height: 30)))
    let viewport = Viewport(size: Size(width: 333, height: 500), scale: 2)
    let before = LayoutInput(sections: [SectionData(itemCount: 1000)], viewport: viewport)
    let layout = try flow.prepare(before)
    #expect(layout.isArithmetic)
    for after in [
      LayoutInput(sections: [SectionData(itemCount: 1001)], viewport: viewport),
      LayoutInput(
        sections: [
          SectionData(itemSizes: [Size(width: 10, height: 10), Size(width: 20, height: 5)])
        ],
        viewport: viewport),
    ] {
      let change = LayoutChange(from: before.sections, to: after.sections)
      let updated = try flow.update(layout, to: after, change: change)
      let fresh = try flow.prepare(after)
      #expect(updated.isArithmetic == (after.sections[0].itemCount == 1001))
      #expect(updated.allElements() == fresh.allElements())
      #expect(updated.contentSize == fresh.contentSize)
    }
  }

  @Test func manyItemsInFewSectionsAnswerAsStored() throws {
    let flow = Flow(
      options: FlowOptions(
        scrollDirection: .horizontal, estimatedItemSize: Size(width: 33.3, height: 21.7),
        minimumLineSpacing: 3.3, minimumInteritemSpacing: 1.1,
        sectionInset: EdgeInsets(top: 2, left: 4, bottom: 6, right: 8),
        headerReferenceSize: Size(width: 40, height: 10)))
    let input = LayoutInput(
      sections: [
        SectionData(itemCount: 150_000), SectionData(itemCount: 0),
        SectionData(itemCount: 50_000, itemSize: Size(width: 7, height: 90)),
      ],
      viewport: Viewport(size: Size(width: 700, height: 301.5), scale: 3))
    let computed = try flow.prepare(input)
    let stored = Self.stored(computed)
    #expect(computed.isArithmetic && computed.materializedElementCount == 3)
    #expect(computed.byteCount < 4096)
    var generator = SeededGenerator(seed: 0xA217)
    let problems = Self.differences(computed, stored, using: &generator)
    #expect(problems.isEmpty, "\(problems.prefix(4))")
  }

  /// `layout`'s frames written out and answered by a bucket index: the reference its own queries
  /// are checked against.
  static func stored(_ layout: FlowLayout) -> IndexedLayout {
    IndexedLayout(
      store: layout.frameStore(), scrollDirection: layout.scrollDirection,
      viewport: layout.preparedViewport)
  }

  /// Every way `computed` answers differently from `stored`.
  static func differences<G: RandomNumberGenerator>(
    _ computed: FlowLayout, _ stored: IndexedLayout, using generator: inout G
  ) -> [String] {
    var problems: [String] = []
    let all = stored.allElements()
    if computed.allElements() != all { problems.append("allElements differ") }
    if computed.contentSize != stored.contentSize { problems.append("contentSize differs") }
    for section in -1...(stored.sectionCount) {
      if computed.sectionFrame(section) != stored.sectionFrame(section) {
        problems.append("sectionFrame(\(section)) differs")
      }
    }
    let cells = all.filter { $0.id.category == .cell }.count
    if computed.isArithmetic {
      if computed.materializedElementCount != all.count - cells || computed.cellFrameStore != nil {
        problems.append("an arithmetic layout reports stored cells")
      }
    }

    // Every element, and the absent ones around them.
    var ids = all.map(\.id)
    for section in -1...(stored.sectionCount) {
      ids += [
        .cell(section: section, item: -1), .cell(section: section, item: 0),
        .cell(section: section, item: 1_000_000), .header(section: section),
        .footer(section: section),
        ElementID(category: .decoration, kind: "x", section: section, item: 0),
      ]
      if section >= 0, section < stored.sectionCount {
        let count = all.filter { $0.id.category == .cell && $0.id.section == section }.count
        ids.append(.cell(section: section, item: count))
      }
    }
    for id in ids where computed.attributes(for: id) != stored.attributes(for: id) {
      problems.append("attributes(for: \(id)) differ")
    }

    // Rects: random ones, frames, and rects whose edges lie exactly on frame edges (touching, and
    // spanning the gap to the next element).
    let content = stored.contentSize
    func coordinate(_ extent: Double) -> Double {
      Double.random(in: -30...(max(0, extent) + 30), using: &generator)
    }
    var rects: [Rect] = []
    for _ in 0..<12 {
      let x = coordinate(content.width)
      let y = coordinate(content.height)
      rects.append(
        Rect(
          x: x, y: y, width: Double.random(in: 0...200, using: &generator),
          height: Double.random(in: 0...200, using: &generator)))
    }
    rects.append(Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
    var points: [Point] = []
    for _ in 0..<20 {
      points.append(Point(x: coordinate(content.width), y: coordinate(content.height)))
    }
    if !all.isEmpty {
      for _ in 0..<8 {
        let index = Int.random(in: 0..<all.count, using: &generator)
        let frame = all[index].frame
        let next = all[min(all.count - 1, index + 1)].frame
        rects += [
          frame, Rect(x: frame.maxX, y: frame.y, width: 10, height: frame.height),
          Rect(x: frame.x - 10, y: frame.y, width: 10, height: frame.height),
          Rect(x: frame.x, y: frame.maxY, width: frame.width, height: 10),
          Rect(x: frame.x, y: frame.y - 10, width: frame.width, height: 10),
          Rect(x: frame.maxX, y: frame.maxY, width: max(0, next.x - frame.maxX), height: 5),
          Rect(
            x: min(frame.x, next.x), y: frame.maxY, width: abs(next.maxX - frame.x),
            height: max(0, next.y - frame.maxY)),
        ]
        points += [
          frame.origin, Point(x: frame.maxX, y: frame.y), Point(x: frame.x, y: frame.maxY),
          Point(x: frame.maxX, y: frame.maxY), frame.center,
          Point(x: frame.maxX.nextDown, y: frame.maxY.nextDown),
          Point(x: frame.x.nextDown, y: frame.y),
        ]
      }
    }
    var buffer: [LayoutAttributes] = []
    for rect in rects {
      buffer.removeAll(keepingCapacity: true)
      computed.elements(in: rect, viewport: computed.preparedViewport, into: &buffer)
      if buffer != stored.elements(in: rect) {
        problems.append("elements(in: \(rect)) differ")
      }
    }
    for point in points
    where computed.indexPathForItem(at: point) != stored.indexPathForItem(at: point) {
      problems.append("indexPathForItem(at: \(point)) differs")
    }
    problems += QueryAgreement.mismatches(of: computed, using: &generator)
    return problems
  }

  static func randomCase<G: RandomNumberGenerator>(using generator: inout G) -> Case {
    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &generator)] }
    func extent() -> Double {
      pick([0, 0.5, 1, 7, 13.3, 20, 33.75, 50, 99.9, 150, 400])
    }
    func size() -> Size { Size(width: extent(), height: extent()) }
    func spacing() -> Double { pick([0, 0, 1, 2.5, 10, 17.3]) }
    func insets() -> EdgeInsets {
      EdgeInsets(
        top: pick([0, 3, 10.5]), left: pick([0, 3, 10.5, 200]), bottom: pick([0, 4, 7.25]),
        right: pick([0, 5, 12.75, 300]))
    }
    var options = FlowOptions(
      scrollDirection: Bool.random(using: &generator) ? .vertical : .horizontal,
      itemSize: size(), minimumLineSpacing: spacing(), minimumInteritemSpacing: spacing(),
      sectionInset: insets(), headerReferenceSize: pick([.zero, size()]),
      footerReferenceSize: pick([.zero, size()]))
    if Bool.random(using: &generator) { options.estimatedItemSize = size() }
    let sectionCount = Int.random(in: 0...6, using: &generator)
    var sections: [SectionData] = []
    var overrides: [Int: FlowSectionOptions] = [:]
    // One case in eight has a section off the grid path (another alignment, or unequal sizes).
    let offGrid = Int.random(in: 0..<8, using: &generator) == 0 && sectionCount > 0
    var allGrid = true
    for section in 0..<sectionCount {
      let count = pick([0, 1, 2, 3, 5, 9, 17, 40, 120])
      let header: Size? = pick([nil, nil, size()])
      let footer: Size? = pick([nil, nil, size()])
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: sections.append(SectionData(itemCount: count, header: header, footer: footer))
      case 1:
        sections.append(
          SectionData(itemCount: count, itemSize: size(), header: header, footer: footer))
      default:
        sections.append(
          SectionData(
            itemSizes: Array(repeating: size(), count: count), header: header, footer: footer))
      }
      if Bool.random(using: &generator) {
        overrides[section] = FlowSectionOptions(
          minimumLineSpacing: pick([nil, spacing()]),
          minimumInteritemSpacing: pick([nil, spacing()]),
          sectionInset: pick([nil, insets()]), headerReferenceSize: pick([nil, size()]),
          footerReferenceSize: pick([nil, size()]))
      }
      // An empty section's alignments do not matter.
      if count == 0, Bool.random(using: &generator) {
        overrides[section, default: FlowSectionOptions()].lineAlignment = .center
      }
    }
    if offGrid {
      let section = Int.random(in: 0..<sectionCount, using: &generator)
      if sections[section].itemCount >= 2 {
        allGrid = false
        if Bool.random(using: &generator) {
          overrides[section, default: FlowSectionOptions()].lastLineAlignment = .center
        } else {
          var sizes = Array(
            repeating: Size(width: 30, height: 20), count: sections[section].itemCount)
          sizes[0] = Size(width: 31, height: 20)
          sections[section] = SectionData(itemSizes: sizes)
        }
      }
    }
    let viewport = Viewport(
      size: Size(width: pick([0, 50, 100.5, 320, 375, 1000]), height: pick([0, 200, 480.5])),
      contentInset: pick([.zero, EdgeInsets(top: 5, left: 7.5, bottom: 0, right: 3)]),
      scale: pick([nil, 1, 2, 3, 0.25]))
    return Case(
      flow: Flow(options: options, sectionOptions: overrides), sections: sections,
      viewport: viewport, allGrid: allGrid)
  }
}

extension FlowLayout {
  /// The frames of `section`'s lines.
  fileprivate func lineFrames(inSection section: Int) -> [Rect] {
    var frames: [Rect] = []
    appendLineFrames(inSection: section, into: &frames)
    return frames
  }
}
