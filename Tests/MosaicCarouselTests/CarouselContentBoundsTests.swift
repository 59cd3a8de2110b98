import MosaicCarousel
import MosaicCore
import MosaicTestSupport
import Testing

/// Every frame lies within the content along the scroll axis, items longer than the viewport
/// included: centring never puts item 0 before the content's origin.
@Suite struct CarouselContentBoundsTests {
  /// The case the conformance kit found: 18 items 57 wide, 9 apart, not wrapping, centred, in a
  /// viewport 37.5 wide with a 20-point left inset (V = 17.5) at scale 3. Centring gave
  /// `leading = (17.5 − 57)/2 = −19.75` (item 0 at x −19.67 after rounding) in a content
  /// 1,139.5 wide.
  static let oversized = LayoutInput(
    sections: [SectionData(itemCount: 18, itemSize: Size(width: 57, height: 96))],
    viewport: Viewport(
      size: Size(width: 37.5, height: 60),
      contentInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 0), scale: 3))

  static let oversizedCarousel = Carousel(
    options: CarouselOptions(itemSpacing: 9, wraps: false, centersItems: true))

  @Test func anItemLongerThanTheViewportStartsAtTheContentsEdge() throws {
    let layout = try Self.oversizedCarousel.prepare(Self.oversized)
    #expect(layout.geometry.leading == 0)
    // 18·57 + 17·9: no leading space at either end.
    #expect(layout.contentSize.width == 1_179)
    #expect(layout.attributes(for: .cell(section: 0, item: 0))?.frame.x == 0)
    let last = try #require(layout.attributes(for: .cell(section: 0, item: 17))?.frame)
    #expect(last.x == 17 * 66 && last.maxX == 1_179)
    // At item 0's resting offset (−20, the inset) it starts at the visible rect's leading edge.
    #expect(layout.geometry.restingOffset(ofVirtualItem: 0) == -20)
    // An item that fits is still centred: (17.5 − 10)/2.
    var input = Self.oversized
    input.sections = [SectionData(itemCount: 18, itemSize: Size(width: 10, height: 10))]
    let fitting = try Self.oversizedCarousel.prepare(input)
    #expect(fitting.geometry.leading == 3.75)
    #expect(fitting.attributes(for: .cell(section: 0, item: 0))?.frame.x == 11.0 / 3)
  }

  /// The kit, on that one input at its prepared offset and several others: the content bounds
  /// every cell.
  @Test func theKitPassesTheCaseItFound() {
    var options = ConformanceOptions(elementScope: .window)
    options.cellsMayOverflowAcross = true
    options.cases = 3
    options.inputs.maximumSections = 1
    options.inputs.headersAndFooters = false
    options.makeInput = { _ in Self.oversized }
    let report = LayoutConformance.check(.strategy(Self.oversizedCarousel), options: options)
    #expect(report.violations.isEmpty, "\(report)")
    #expect(report.checkedLayouts >= 3)
  }

  /// Random carousels, from the carousel tests' own mix and from the kit's inputs with the kit's
  /// option mix: at the start, middle and end of the virtual range (every item when there are few)
  /// each frame lies within the content along the scroll axis, and across it unless the item is
  /// larger than the room there (then it is centred and overflows both sides, as flow's does).
  /// Rounding origins to the pixel grid may move an edge by half a pixel.
  @Test(arguments: 0..<4)
  func everyFrameLiesWithinTheContent(batch: Int) throws {
    var checked = 0
    var oversized = 0
    for index in (batch * 500)..<((batch + 1) * 500) {
      var generator = SeededGenerator(seed: 0xB0_0000 + UInt64(index))
      let carousel: Carousel
      let input: LayoutInput
      if index.isMultiple(of: 2) {
        let random = CarouselPropertyTests.randomCase(using: &generator)
        carousel = Carousel(options: random.options)
        input = LayoutInput(sections: random.section.map { [$0] } ?? [], viewport: random.viewport)
      } else {
        carousel = Self.kitMixCarousel(using: &generator)
        var limits = InputLimits()
        limits.maximumSections = 1
        limits.headersAndFooters = false
        input = RandomLayoutInput.make(using: &generator, limits: limits)
      }
      // The kit's palettes may give items different extents along the scroll axis: refused.
      guard let layout = try? carousel.prepare(input) else { continue }
      let problems = Self.framesOutsideTheContent(layout)
      if !problems.isEmpty {
        Issue.record("case \(index): \(problems.prefix(3).joined(separator: "; "))")
        return
      }
      checked += layout.virtualCount > 0 ? 1 : 0
      let geometry = layout.geometry
      if carousel.options.centersItems, geometry.itemExtent > geometry.visibleExtent,
        geometry.virtualCount > 0
      {
        oversized += 1
      }
    }
    // Most cases have items, and many centre items longer than the viewport.
    #expect(checked > 300)
    #expect(oversized > 20)
  }

  /// The kit's carousel options (as its built-in conformance test draws them).
  static func kitMixCarousel(using generator: inout SeededGenerator) -> Carousel {
    var options = CarouselOptions()
    options.scrollDirection = Bool.random(using: &generator) ? .horizontal : .vertical
    options.wraps = Bool.random(using: &generator)
    options.centersItems = Bool.random(using: &generator)
    options.itemSpacing = Double(Int.random(in: 0...20, using: &generator))
    if Bool.random(using: &generator) { options.itemSize = Size(width: 200, height: 150) }
    return Carousel(options: options)
  }

  static func framesOutsideTheContent(_ layout: CarouselLayout) -> [String] {
    let geometry = layout.geometry
    let count = geometry.virtualCount
    guard count > 0 else { return [] }
    let content = layout.contentSize
    let axis = geometry.scrollDirection.scrollAxis
    let tolerance =
      1e-9 * max(1, content.width, content.height)
      + (layout.preparedViewport.scale.map { 0.5 / $0 } ?? 0)
    let items: [Int] =
      count <= 60
      ? Array(0..<count)
      : Array(0..<20) + Array((count / 2 - 10)..<(count / 2 + 10)) + Array((count - 20)..<count)
    var problems: [String] = []
    for item in items {
      guard let frame = layout.attributes(for: .cell(section: 0, item: item))?.frame else {
        problems.append("item \(item) has no attributes")
        continue
      }
      // A cell without area draws nothing.
      guard !frame.isEmpty else { continue }
      var axes = [axis]
      if frame.extent(along: axis.other) <= geometry.dimension { axes.append(axis.other) }
      for checked in axes {
        let low = frame.minimum(along: checked)
        let high = low + frame.extent(along: checked)
        if low < -tolerance || high > content.value(along: checked) + tolerance {
          problems.append(
            "item \(item) at \(frame) lies outside the content (0, 0, \(content.width), \(content.height))"
          )
        }
      }
    }
    return problems
  }
}
