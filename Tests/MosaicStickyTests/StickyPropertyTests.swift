import Mosaic
import MosaicTestSupport
import MosaicWaterfallTestSupport
import Testing

/// Random layouts with pinning at random scroll positions: every query agrees with a linear scan
/// over `allElements(viewport:)` at that position, and every pinned frame equals UIKit's
/// step-by-step arithmetic.
@Suite struct StickyPropertyTests {
  static let layoutsPerBase = 300
  static let offsetsPerLayout = 4

  @Test(arguments: 0..<3)
  func flowWithPinning(batch: Int) throws {
    for index in 0..<(Self.layoutsPerBase / 3) {
      let seed = 0x571C_F000 + UInt64(batch * 1_000 + index)
      var generator = SeededGenerator(seed: seed)
      let (flow, input) = Self.randomFlow(using: &generator)
      let base = try flow.prepare(input)
      try Self.check(base: base, input: input, seed: seed, using: &generator)
    }
  }

  @Test(arguments: 0..<3)
  func waterfallWithPinning(batch: Int) throws {
    for index in 0..<(Self.layoutsPerBase / 3) {
      let seed = 0x571C_FA00_0000 + UInt64(batch * 1_000 + index)
      var generator = SeededGenerator(seed: seed)
      let testCase = RandomWaterfallCase(using: &generator, withHeaders: true)
      let base = try testCase.waterfall.prepare(testCase.input)
      try Self.check(base: base, input: testCase.input, seed: seed, using: &generator)
    }
  }

  /// Random frame stores have decorations, headers and footers added in shuffled order, odd
  /// zIndexes and non-finite cells: pinning keeps UIKit's element order over all of them.
  @Test func randomFrameStoresWithPinning() throws {
    for index in 0..<Self.layoutsPerBase {
      let seed = 0x571C_5700_0000 + UInt64(index)
      var generator = SeededGenerator(seed: seed)
      let random = RandomFrameStore(using: &generator)
      let viewport = Viewport(
        size: random.scrollDirection == .vertical
          ? Size(width: 390, height: 844) : Size(width: 844, height: 390))
      let base = IndexedLayout(
        store: random.store, scrollDirection: random.scrollDirection, viewport: viewport)
      try Self.check(
        base: base, input: LayoutInput(sections: [], viewport: viewport), seed: seed,
        using: &generator)
    }
  }

  /// Pins whatever `base` has at random offsets and checks queries and frames.
  static func check(
    base: some PreparedLayout, input: LayoutInput, seed: UInt64,
    using generator: inout SeededGenerator
  ) throws {
    let hasHeader = (0..<base.sectionCount).contains {
      base.attributes(for: .header(section: $0)) != nil
    }
    let hasFooter = (0..<base.sectionCount).contains {
      base.attributes(for: .footer(section: $0)) != nil
    }
    let options = StickyOptions(
      headers: hasHeader && Int.random(in: 0..<4, using: &generator) > 0,
      footers: hasFooter && Bool.random(using: &generator))
    guard options.headers || options.footers else { return }
    let layout = try Sticky(options: options).apply(to: base, input: input)

    let axis = base.scrollDirection.scrollAxis
    let length = base.contentSize.value(along: axis)
    for _ in 0..<Self.offsetsPerLayout {
      var viewport = input.viewport
      let offset = (Double.random(in: -300...(length + 300), using: &generator) * 2).rounded() / 2
      viewport.contentOffset = axis == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
      if Bool.random(using: &generator) {
        viewport.contentInset = EdgeInsets(
          top: Double(Int.random(in: 0...40, using: &generator)), left: 0,
          bottom: Double(Int.random(in: 0...40, using: &generator)), right: 0)
        if axis == .horizontal { viewport.contentInset = viewport.contentInset.transposed }
      }
      #expect(layout.needsPrepare(for: viewport) == base.needsPrepare(for: viewport))

      var problems = QueryAgreement.mismatches(of: layout, viewport: viewport, using: &generator)
      problems += pinningMismatches(layout, base: base, options: options, viewport: viewport)
      if !problems.isEmpty {
        Issue.record(
          "seed \(seed), offset \(offset): \(problems.prefix(4).joined(separator: "; "))")
        return
      }
    }
  }

  /// Differences between `layout`'s `allElements` at `viewport` and the base's elements with
  /// UIKit's pinned origins: same elements, pinned ones moved along the scroll axis only.
  static func pinningMismatches(
    _ layout: any PreparedLayout, base: any PreparedLayout, options: StickyOptions,
    viewport: Viewport
  ) -> [String] {
    let axis = base.scrollDirection.scrollAxis
    let pinned = allElements(layout, at: viewport)
    let natural = allElements(base, at: viewport)
    var problems: [String] = []
    if Set(pinned.map(\.id)) != Set(natural.map(\.id)) || pinned.count != natural.count {
      problems.append("pinning changed the set of elements")
    }
    let order = pinned.map { ($0.id.category, $0.id.category == .decoration ? 0 : $0.id.section) }
    for (earlier, later) in zip(order, order.dropFirst())
    where earlier.0 != .cell || later.0 != .cell {
      if earlier.0 > later.0
        || (earlier.0 == later.0 && earlier.0 != .decoration && earlier.1 > later.1)
      {
        problems.append("out of order: \(earlier) before \(later)")
      }
    }
    for attributes in pinned {
      let id = attributes.id
      guard let original = base.attributes(for: id, viewport: viewport) else {
        problems.append("\(id) is not in the base")
        continue
      }
      let pins =
        (id.category == .header && options.headers) || (id.category == .footer && options.footers)
      guard pins else {
        if !same(attributes, original) { problems.append("\(id) changed though it does not pin") }
        continue
      }
      guard
        let origin = uikitPinnedOrigin(
          id.category, section: id.section, in: base, viewport: viewport)
      else {
        continue
      }
      var expected = original.frame
      if axis == .vertical { expected.y = origin } else { expected.x = origin }
      if attributes.frame != expected {
        problems.append("\(id) at \(attributes.frame), expected \(expected)")
      }
      if attributes.zIndex < max(original.zIndex, 10) {
        problems.append("\(id) zIndex \(attributes.zIndex)")
      }
    }
    return problems
  }

  /// A random flow layout whose sections mostly have headers and footers.
  static func randomFlow(using generator: inout SeededGenerator) -> (Flow, LayoutInput) {
    let direction: ScrollDirection = Bool.random(using: &generator) ? .vertical : .horizontal
    func size(_ scrollExtent: Double, across: Double = 0) -> Size {
      direction == .vertical
        ? Size(width: across, height: scrollExtent) : Size(width: scrollExtent, height: across)
    }
    var options = FlowOptions(
      scrollDirection: direction,
      itemSize: Size(
        width: Double(Int.random(in: 10...200, using: &generator)),
        height: Double(Int.random(in: 10...200, using: &generator))),
      minimumLineSpacing: Double(Int.random(in: 0...12, using: &generator)),
      minimumInteritemSpacing: Double(Int.random(in: 0...12, using: &generator)),
      headerReferenceSize: size(Double(Int.random(in: 1...60, using: &generator))),
      footerReferenceSize: size(Double([0, 0, 10, 25].randomElement(using: &generator) ?? 0)))
    if Bool.random(using: &generator) {
      options.sectionInset = EdgeInsets(
        top: Double(Int.random(in: 0...30, using: &generator)),
        left: Double(Int.random(in: 0...30, using: &generator)),
        bottom: Double(Int.random(in: 0...30, using: &generator)),
        right: Double(Int.random(in: 0...30, using: &generator)))
    }
    var sections: [SectionData] = []
    for _ in 0..<Int.random(in: 1...12, using: &generator) {
      let count = Int.random(in: 0...25, using: &generator)
      var section: SectionData
      if Bool.random(using: &generator) {
        section = SectionData(itemCount: count)
      } else {
        section = SectionData(
          itemSizes: (0..<count).map { _ in
            Size(
              width: Double(Int.random(in: 0...150, using: &generator)),
              height: Double(Int.random(in: 0...150, using: &generator)))
          })
      }
      switch Int.random(in: 0..<6, using: &generator) {
      case 0: section.header = size(0)  // no header here
      case 1: section.header = size(Double(Int.random(in: 1...90, using: &generator)), across: 7)
      case 2: section.footer = size(Double(Int.random(in: 0...50, using: &generator)))
      default: break
      }
      sections.append(section)
    }
    let viewport =
      direction == .vertical ? Viewport(width: 320, height: 480) : Viewport(width: 480, height: 320)
    return (Flow(options: options), LayoutInput(sections: sections, viewport: viewport))
  }

  /// Equal attributes, counting NaN coordinates (random stores have them) as equal.
  static func same(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
    func same(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }
    var a = a
    var b = b
    guard
      same(a.frame.x, b.frame.x) && same(a.frame.y, b.frame.y) && same(a.frame.width, b.frame.width)
        && same(a.frame.height, b.frame.height)
    else { return false }
    a.frame = .zero
    b.frame = .zero
    return a == b
  }
}
