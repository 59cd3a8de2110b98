import MosaicCarousel
import MosaicCore
import MosaicTestSupport
import Testing

/// Seeded random carousels: rect queries, hit-tests and `attributes(for:)` agree with a linear
/// scan over a window of virtual items (at the start, the middle and the end of the virtual
/// range), and, with a single copy, with `QueryAgreement` over `allElements`.
@Suite struct CarouselPropertyTests {
  struct Case {
    var options: CarouselOptions
    var section: SectionData?
    var viewport: Viewport
  }

  static let caseCount = 1_000
  static let batches = 4

  static func randomCase(using generator: inout SeededGenerator) -> Case {
    func chance(_ probability: Double) -> Bool {
      Double.random(in: 0..<1, using: &generator) < probability
    }
    func extent() -> Double {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: 0
      case 1...6: Double(Int.random(in: 1...300, using: &generator))
      default: (Double.random(in: 1...300, using: &generator) * 8).rounded() / 8
      }
    }
    var options = CarouselOptions()
    options.scrollDirection = chance(0.5) ? .horizontal : .vertical
    if chance(0.7) { options.itemSize = Size(width: extent(), height: extent()) }
    options.itemSpacing =
      chance(0.3) ? 0 : (Double.random(in: 0...40, using: &generator) * 4).rounded() / 4
    options.multiplier =
      [1, 2, 3, 500, Int.random(in: 1...1_000, using: &generator)]
      .randomElement(using: &generator) ?? 500
    options.wraps = chance(0.8)
    options.centersItems = chance(0.7)

    let count =
      chance(0.1)
      ? Int.random(in: 0...1, using: &generator) : Int.random(in: 2...40, using: &generator)
    var section: SectionData? = SectionData(itemCount: count)
    if chance(0.3), count > 0 {
      // One extent along the scroll axis, any extent across.
      let along = extent()
      let sizes = (0..<count).map { _ -> Size in
        options.scrollDirection == .horizontal
          ? Size(width: along, height: extent()) : Size(width: extent(), height: along)
      }
      section = SectionData(itemSizes: sizes)
    } else if chance(0.2) {
      section = SectionData(itemCount: count, itemSize: Size(width: extent(), height: extent()))
    } else if chance(0.05) {
      section = nil
    }
    let size = Size(
      width: Double(Int.random(in: 0...500, using: &generator)),
      height: Double(Int.random(in: 0...500, using: &generator)))
    let inset =
      chance(0.3)
      ? EdgeInsets(
        top: Double(Int.random(in: 0...20, using: &generator)),
        left: Double(Int.random(in: 0...20, using: &generator)),
        bottom: Double(Int.random(in: 0...20, using: &generator)),
        right: Double(Int.random(in: 0...20, using: &generator))) : .zero
    let scale: Double? = [nil, nil, 1, 2, 3].randomElement(using: &generator) ?? nil
    return Case(
      options: options, section: section,
      viewport: Viewport(size: size, contentInset: inset, scale: scale))
  }

  @Test(arguments: 0..<batches)
  func queriesAgreeWithALinearScanOverAWindow(batch: Int) throws {
    let perBatch = Self.caseCount / Self.batches
    for index in (batch * perBatch)..<((batch + 1) * perBatch) {
      let seed = 0xCA20_0000 + UInt64(index)
      var generator = SeededGenerator(seed: seed)
      let carouselCase = Self.randomCase(using: &generator)
      let layout = try Carousel(options: carouselCase.options).prepare(
        LayoutInput(
          sections: carouselCase.section.map { [$0] } ?? [], viewport: carouselCase.viewport))
      var problems = Self.windowMismatches(layout, using: &generator)
      problems += Self.windowViolations(layout)
      if layout.geometry.multiplier == 1 {
        problems += QueryAgreement.mismatches(of: layout, using: &generator)
      }
      if !problems.isEmpty {
        Issue.record("seed \(seed): \(problems.prefix(5).joined(separator: "; "))")
        return
      }
    }
  }

  /// Windows of virtual items at the start, in the middle and at the end of the range: a query
  /// confined to a window's inner span can only find items of the window widened by a margin, so
  /// a linear scan over that widened window is the exact answer.
  static func windowMismatches(
    _ layout: CarouselLayout, using generator: inout SeededGenerator
  ) -> [String] {
    let geometry = layout.geometry
    guard geometry.virtualCount > 0 else {
      return layout.elements(in: Rect(x: -1e9, y: -1e9, width: 2e18, height: 2e18)).isEmpty
        ? [] : ["an empty carousel found elements"]
    }
    var problems: [String] = []
    let axis = geometry.scrollDirection.scrollAxis
    let width = min(geometry.virtualCount, 12)
    // Rounding moves an origin by at most half a pixel: a handful of pitches when the pitch is
    // tiny.
    let margin =
      3
      + (geometry.pitch > 0
        ? min(geometry.virtualCount, Int((1 / geometry.pitch).rounded(.up)))
        : geometry.virtualCount)
    let starts = [0, max(0, geometry.virtualCount / 2 - width / 2), geometry.virtualCount - width]
    var buffer: [LayoutAttributes] = []
    buffer.reserveCapacity(64)
    for start in starts {
      let window = start..<(start + width)
      let wide = max(0, start - margin)..<min(geometry.virtualCount, start + width + margin)
      let scan = layout.attributes(ofVirtualItems: wide)
      if scan.count != wide.count { problems.append("attributes(for:) missing in \(wide)") }
      let spanLow = geometry.scrollOrigin(ofVirtualItem: window.lowerBound)
      let spanHigh =
        geometry.scrollOrigin(ofVirtualItem: window.upperBound - 1) + geometry.itemExtent
      let across = geometry.dimension
      func coordinate(_ low: Double, _ high: Double) -> Double {
        let value = Double.random(in: min(low, high)...max(low, high), using: &generator)
        return Bool.random(using: &generator) ? value : (value * 4).rounded() / 4
      }
      func rect(along: (Double, Double), across: (Double, Double)) -> Rect {
        Rect(
          axis: axis, along: along.0, across: across.0, alongExtent: along.1 - along.0,
          acrossExtent: across.1 - across.0)
      }
      for _ in 0..<12 {
        let a = coordinate(spanLow, spanHigh)
        let b = coordinate(spanLow, spanHigh)
        let c = coordinate(-10, across + 10)
        let d = coordinate(-10, across + 10)
        let query = rect(along: (min(a, b), max(a, b)), across: (min(c, d), max(c, d)))
        buffer.removeAll(keepingCapacity: true)
        layout.elements(in: query, viewport: layout.preparedViewport, into: &buffer)
        let expected = LinearScan.elements(in: query, of: scan)
        if buffer != expected {
          problems.append(
            "rect \(query): got \(buffer.map(\.id.item)), expected \(expected.map(\.id.item))")
        }
        let point = Point(
          x: axis == .horizontal ? a : c, y: axis == .horizontal ? c : a)
        let hit = layout.indexPathForItem(at: point)
        if hit != LinearScan.indexPathForItem(at: point, in: scan) {
          problems.append("hit-test at \(point): got \(hit.map(\.description) ?? "nil")")
        }
      }
      // Each item's own frame and the rects touching its edges.
      for attributes in layout.attributes(ofVirtualItems: window) {
        let frame = attributes.frame
        for query in [
          frame, Rect(x: frame.maxX, y: frame.minY, width: 5, height: frame.height),
          Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: 5),
        ]
        where query.minimum(along: axis) >= spanLow
          && query.minimum(along: axis) + query.extent(along: axis) <= spanHigh
        {
          if layout.elements(in: query) != LinearScan.elements(in: query, of: scan) {
            problems.append("edge rect \(query)")
          }
        }
        for point in [
          frame.origin, Point(x: frame.maxX.nextDown, y: frame.maxY.nextDown), frame.center,
        ]
        where layout.indexPathForItem(at: point) != LinearScan.indexPathForItem(at: point, in: scan)
        {
          problems.append("edge point \(point) of item \(attributes.id.item)")
        }
      }
    }
    return problems
  }

  /// `allElements` is one copy of the data: `count` consecutive virtual items around the
  /// viewport's offset, each data item once, equal to `attributes(for:)`.
  static func windowViolations(_ layout: CarouselLayout) -> [String] {
    let geometry = layout.geometry
    var problems: [String] = []
    for item in [0, geometry.virtualCount / 2, geometry.virtualCount - 1]
    where geometry.virtualCount > 0 {
      let offset = geometry.restingOffset(ofVirtualItem: item)
      let viewport = layout.preparedViewport.scrolled(
        to: geometry.scrollDirection == .horizontal
          ? Point(x: offset, y: 0) : Point(x: 0, y: offset))
      let all = layout.allElements(at: viewport)
      let items = all.map(\.id.item)
      if all.count != geometry.count
        || items != Array((items.first ?? 0)..<((items.first ?? 0) + all.count))
      {
        problems.append("allElements at item \(item): \(items.count) items")
      }
      if geometry.pitch > 0, !items.contains(item) {
        problems.append("allElements at item \(item) does not contain it")
      }
      if Set(items.map { geometry.dataIndex(ofVirtualItem: $0) }).count != geometry.count {
        problems.append("allElements does not show each data item once")
      }
      if all
        != layout.attributes(ofVirtualItems: (items.first ?? 0)..<((items.first ?? 0) + all.count))
      {
        problems.append("allElements disagrees with attributes(for:)")
      }
    }
    return problems
  }
}
