import MosaicCore
import MosaicTestKit
import MosaicTestSupport
import Testing

@testable import MosaicCompositional

/// Random compositional layouts pass the conformance kit, the update rule included: every
/// update answers as a fresh prepare.
@Suite struct CompositionalConformanceTests {
  @Test func randomLayouts() {
    var options = ConformanceOptions()
    // A band reaches past the content across, as UIKit's orthogonal sections scroll sideways.
    options.cellsMayOverflowAcross = true
    options.updatesPerCase = 3
    let report = LayoutConformance.expect(options: options) { generator in
      .strategy(RandomCompositionalCase(using: &generator).strategy)
    }
    #expect(report.checkedLayouts > 50)
    #expect(report.checkedUpdates > 100)
  }

  /// Sections cut into pages of a few groups, sections of several screenfuls, items sized alike
  /// now and then (so pages repeat): updates lay out again from the page holding a change and
  /// keep the old pages after it, and still answer as a fresh prepare.
  @Test(arguments: [false, true]) func smallPages(oneSizePerSection: Bool) {
    var options = ConformanceOptions()
    options.cellsMayOverflowAcross = true
    options.updatesPerCase = 4
    options.inputs.maximumItemsPerSection = 160
    options.inputs.oneSizePerSection = oneSizePerSection
    let report = LayoutConformance.expect(options: options) { generator in
      var strategy = RandomCompositionalCase(using: &generator).strategy
      strategy.pageCells = Int.random(in: 1...24, using: &generator)
      strategy.pageLimit = Int.random(in: 4...60, using: &generator)
      return .strategy(strategy)
    }
    #expect(report.checkedLayouts > 50)
    #expect(report.checkedUpdates > 150)
  }
}
