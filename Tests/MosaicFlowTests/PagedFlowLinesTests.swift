import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicFlow
@testable import MosaicHitTest

/// The lines of flow on the page engine, read from the pages' line indexes
/// (``PagedLayout/keepsLines``): Flow's lines, and every line query consistent with the others.
@Suite struct PagedFlowLinesTests {
  /// Random flows (``FlowPropertyTests``' cases) on pages of 1–16 cells and pages holding a few
  /// sections: each section has Flow's lines, in order, with Flow's frames (a grid whose pitch is
  /// off `AdvanceGrid` within ``PagedFlowTests/allowance(for:input:flow:)``, as its cells); one
  /// line by index and the lines crossing a random span are those of the list; the derivation
  /// from the cells finds the same lines where no line is of zero thickness.
  @Test(arguments: 0..<4)
  func linesAreFlowsLines(batch: Int) throws {
    var failures: [String] = []
    for index in 0..<100 {
      let seed = 0x11E5_0000 + UInt64(batch * 100 + index)
      var generator = SeededGenerator(seed: seed)
      let (flow, paged, input) = PagedFlowTests.randomPagedFlow(using: &generator)
      let layout = try paged.prepare(input)
      let expected = try flow.prepare(input)
      // Kept when there are cells: pages without cells are not indexed by lines.
      var problems = layout.keepsLines || layout.cellCount == 0 ? [] : ["the lines are not kept"]
      for section in -1...input.sections.count {
        problems += Self.lineProblems(
          section, of: layout, expected: expected, input: input, flow: flow, using: &generator)
      }
      failures += problems.prefix(3).map { "seed \(seed): \($0)" }
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(6).joined(separator: "\n"))")
  }

  /// Where `section`'s lines in `layout` differ from Flow's (`expected`) or from one another.
  static func lineProblems<G: RandomNumberGenerator>(
    _ section: Int, of layout: PagedLayout, expected: FlowLayout, input: LayoutInput, flow: Flow,
    using generator: inout G
  ) -> [String] {
    var problems: [String] = []
    let lines = layout.lineFrames(inSection: section)
    let flowLines = expected.lineFrames(inSection: section)
    let count = layout.lineCount(inSection: section)
    guard count == lines.count, count == flowLines.count else {
      return [
        "section \(section): \(count) lines, \(lines.count) listed, Flow's \(flowLines.count)"
      ]
    }
    guard section >= 0, section < input.sections.count else { return problems }
    let axis = flow.options.scrollDirection.scrollAxis
    let allowed = PagedFlowTests.allowance(
      for: .footer(section: section), input: input, flow: flow)
    for (line, (frame, flowFrame)) in zip(lines, flowLines).enumerated() {
      if layout.lineFrame(inSection: section, at: line) != frame {
        problems.append("section \(section) line \(line): by index ≠ listed")
      }
      let along = Swift.abs(frame.minimum(along: axis) - flowFrame.minimum(along: axis))
      let matches =
        allowed == 0 && !PagedFlowTests.isGrid(section, input: input, flow: flow)
        ? frame == flowFrame
        : along <= allowed
          && Swift.abs(frame.extent(along: axis) - flowFrame.extent(along: axis))
            <= 2 * allowed + 1e-9 * (1 + Swift.abs(flowFrame.extent(along: axis)))
      if !matches {
        problems.append("section \(section) line \(line): \(frame) ≠ Flow's \(flowFrame)")
      }
    }
    if layout.lineFrame(inSection: section, at: count) != nil
      || layout.lineFrame(inSection: section, at: -1) != nil
    {
      problems.append("section \(section): a line out of range")
    }
    // Lines crossing a random span: exactly those of the list that meet it.
    let extent = layout.contentSize.value(along: axis)
    let low = Double.random(in: -10...(extent + 10), using: &generator)
    let range = low...(low + Double.random(in: 0...200, using: &generator))
    var crossing: [Int] = []
    layout.forEachLineFrame(inSection: section, crossing: range) { line, frame in
      crossing.append(line)
      if line >= lines.count || frame != lines[line] {
        problems.append("section \(section) line \(line) crossing: another frame")
      }
    }
    let meeting = lines.indices.filter {
      let low = lines[$0].minimum(along: axis)
      return low <= range.upperBound && low + lines[$0].extent(along: axis) >= range.lowerBound
    }
    if crossing != meeting {
      problems.append("section \(section) crossing \(range): \(crossing) ≠ \(meeting)")
    }
    // The cells' own lines, where none is of zero thickness (the derivation's one ambiguity).
    if lines.allSatisfy({ $0.extent(along: axis) > 0 }) {
      var derived: [Rect] = []
      LineDerivation.appendLines(ofSection: section, in: layout, into: &derived)
      if derived != lines { problems.append("section \(section): derived lines differ") }
    }
    return problems
  }
}
