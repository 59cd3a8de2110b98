import Mosaic
import MosaicTestKit
import MosaicTestSupport
import Testing

/// Flow whose every section is a grid (one item size per section, the default alignments), which
/// it lays out without storing a frame per item, passes the kit alone, under pinned headers and
/// under shelves: the random inputs elsewhere rarely make every section a grid.
@Suite struct GridFlowConformanceTests {
  /// ``BuiltInConformanceTests/flowOptions`` with every section of one item size.
  static let options: ConformanceOptions = {
    var options = BuiltInConformanceTests.flowOptions
    options.inputs.oneSizePerSection = true
    return options
  }()

  /// Random flow options that keep every section a grid, estimates on half the time.
  static func gridFlow(using generator: inout SeededGenerator) -> Flow {
    var options = BuiltInConformanceTests.randomFlowOptions(using: &generator)
    options.lineAlignment = .justified
    options.lastLineAlignment = .leading
    if Bool.random(using: &generator) {
      options.estimatedItemSize = BuiltInConformanceTests.randomEstimate(using: &generator)
    }
    return Flow(options: options)
  }

  @Test func theInputsAreGrids() throws {
    var generator = SeededGenerator(seed: Self.options.seed)
    var grids = 0
    for _ in 0..<100 {
      let flow = Self.gridFlow(using: &generator)
      let input = RandomLayoutInput.make(using: &generator, limits: Self.options.inputs)
      if try flow.prepare(input).isArithmetic { grids += 1 }
    }
    // Every input qualifies; the check guards the generator against drifting off the grid path.
    #expect(grids == 100)
  }

  @Test func flow() {
    let report = LayoutConformance.expect(options: Self.options) { generator in
      .strategy(Self.gridFlow(using: &generator))
    }
    #expect(report.checkedLayouts > 50)
  }

  @Test func stickyOverFlow() {
    let report = LayoutConformance.expect(options: Self.options) { generator in
      let flow = Self.gridFlow(using: &generator)
      let sticky = StickyOptions(headers: true, footers: Bool.random(using: &generator))
      return .modifier(Sticky(options: sticky), over: flow)
    }
    #expect(report.checkedLayouts > 50)
  }

  @Test func shelfOverFlow() {
    let report = LayoutConformance.expect(options: Self.options) { generator in
      let style = ShelfStyle.allCases.randomElement(using: &generator) ?? .rows
      return .modifier(
        Shelf(options: ShelfOptions(style: style)), over: Self.gridFlow(using: &generator))
    }
    #expect(report.checkedLayouts > 50)
  }
}
