import Mosaic
import MosaicTestKit
import MosaicTestSupport
import MosaicWaterfallTestSupport
import Testing

/// Every built-in strategy and modifier through the conformance kit in right-to-left viewports:
/// stacks prepared as a configuration does, so the one mirroring layer (`MirroredLayout`, which
/// `LiveLayout` puts on top) answers every query, updates included.
@Suite struct MirroredConformanceTests {
  /// `options` with every random input read right to left.
  static func rightToLeft(_ options: ConformanceOptions = ConformanceOptions())
    -> ConformanceOptions
  {
    var options = options
    let limits = options.inputs
    options.makeInput = { generator in
      var input = RandomLayoutInput.make(using: &generator, limits: limits)
      input.viewport.layoutDirection = .rightToLeft
      return input
    }
    return options
  }

  @Test func flow() {
    let report = LayoutConformance.expect(
      options: Self.rightToLeft(BuiltInConformanceTests.flowOptions)
    ) {
      generator in
      .stack([], over: Flow(options: BuiltInConformanceTests.randomFlowOptions(using: &generator)))
    }
    #expect(report.checkedLayouts > 50)
    #expect(report.checkedUpdates > 100)
  }

  @Test func waterfall() {
    let report = LayoutConformance.expect(options: Self.rightToLeft()) { generator in
      let random = RandomWaterfallCase(using: &generator)
      return .stack(
        [], over: Waterfall(options: random.options, sectionOptions: random.sectionOptions))
    }
    #expect(report.checkedLayouts > 50)
  }

  @Test func stickyAndShelfOverFlow() {
    let report = LayoutConformance.expect(
      options: Self.rightToLeft(BuiltInConformanceTests.flowOptions)
    ) {
      generator in
      var options = BuiltInConformanceTests.randomFlowOptions(using: &generator)
      options.headerReferenceSize = Size(width: 40, height: 40)
      let style = ShelfStyle.allCases.randomElement(using: &generator) ?? .rows
      return .stack(
        [Sticky(options: StickyOptions()), Shelf(options: ShelfOptions(style: style))],
        over: Flow(options: options))
    }
    #expect(report.checkedLayouts > 50)
  }

  @Test func stickyAndShelfOverWaterfall() {
    let report = LayoutConformance.expect(options: Self.rightToLeft()) { generator in
      let random = RandomWaterfallCase(using: &generator, withHeaders: true)
      let sticky = StickyOptions(headers: true, footers: random.options.footerHeight > 0)
      return .stack(
        [Sticky(options: sticky), Shelf(options: ShelfOptions())],
        over: Waterfall(options: random.options, sectionOptions: random.sectionOptions))
    }
    #expect(report.checkedLayouts > 50)
  }

  @Test func carousel() {
    var options = ConformanceOptions(elementScope: .window)
    options.cellsMayOverflowAcross = true
    options.inputs.maximumSections = 1
    options.inputs.headersAndFooters = false
    options = Self.rightToLeft(options)
    let report = LayoutConformance.expect(options: options) { generator in
      var carousel = CarouselOptions()
      carousel.scrollDirection = Bool.random(using: &generator) ? .horizontal : .vertical
      carousel.wraps = Bool.random(using: &generator)
      carousel.centersItems = Bool.random(using: &generator)
      carousel.itemSpacing = Double(Int.random(in: 0...20, using: &generator))
      if Bool.random(using: &generator) { carousel.itemSize = Size(width: 200, height: 150) }
      return .stack([], over: Carousel(options: carousel))
    }
    #expect(report.checkedLayouts > 30)
  }

  @Test func anExtensionStrategy() {
    let report = LayoutConformance.expect(options: Self.rightToLeft()) { _ in
      .stack([], over: ColumnStackStrategy(options: .init()))
    }
    #expect(report.checkedLayouts > 50)
  }
}
