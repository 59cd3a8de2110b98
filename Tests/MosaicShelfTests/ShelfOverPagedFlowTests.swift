import MosaicCore
import MosaicFlow
import MosaicTestSupport
import Testing

@testable import MosaicShelf

/// Shelves over flow on the page engine, whose pages keep their lines: decorations are worked
/// out from those lines when asked, as over ``FlowLayout``, and queries agree with a linear scan.
@Suite struct ShelfOverPagedFlowTests {
  /// 300 random flows under random shelves (``ShelfPropertyTests``' cases) on pages of a few
  /// cells: the shelf computes its decorations on demand, has Flow's decorations (the same
  /// elements, the same count), and every query equals a linear scan over its elements.
  @Test(arguments: 0..<3)
  func shelvesOverPagedFlowComputeFromItsLines(batch: Int) throws {
    for index in (batch * 100)..<((batch + 1) * 100) {
      let seed = 0x5E1F_9000 + UInt64(index)
      var generator = SeededGenerator(seed: seed)
      let shelfCase = RandomFlowCase.make(using: &generator)
      let input = shelfCase.input
      let flow = Flow(options: shelfCase.options, sectionOptions: shelfCase.sectionOptions)
      var paged = PagedFlow(flow)
      paged.cellsPerPage = Int.random(in: 1...8, using: &generator)
      var layout: any PreparedLayout = try paged.prepare(input)
      var flowLayout: any PreparedLayout = try flow.prepare(input)
      var problems: [String] = []
      for options in shelfCase.shelves {
        // A flow of no cells has no lines to keep: its shelves store (no) decorations.
        if !ShelfLayout.computesOnDemand(options, over: layout) && input.totalItemCount > 0 {
          problems.append("not computed on demand")
        }
        layout = try Shelf(options: options).apply(to: layout, input: input)
        flowLayout = try Shelf(options: options).apply(to: flowLayout, input: input)
      }
      let ids = layout.allElements().map(\.id)
      if ids != flowLayout.allElements().map(\.id) {
        problems.append("elements differ from Flow's")
      }
      problems += QueryAgreement.mismatches(of: layout, using: &generator)
      problems += ShelfPropertyTests.randomQueryMismatches(layout, using: &generator)
      if !problems.isEmpty {
        Issue.record("seed \(seed): \(problems.prefix(5).joined(separator: "; "))")
        return
      }
    }
  }
}
