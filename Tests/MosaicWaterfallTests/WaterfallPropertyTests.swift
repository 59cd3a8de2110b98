import Mosaic
import MosaicTestSupport
import MosaicWaterfallTestSupport
import Testing

/// A thousand seeded random waterfall layouts: every frame equals a plain port of CHT's
/// algorithm, and every query agrees with a linear scan.
@Suite struct WaterfallPropertyTests {
  static let layoutCount = 1_000
  static let batches = 10

  @Test(arguments: 0..<batches)
  func randomLayoutsMatchTheReferenceAndALinearScan(batch: Int) throws {
    let perBatch = Self.layoutCount / Self.batches
    for index in (batch * perBatch)..<((batch + 1) * perBatch) {
      let seed = 0xFA11_0000 + UInt64(index)
      var generator = SeededGenerator(seed: seed)
      let testCase = RandomWaterfallCase(using: &generator)
      let layout = try testCase.waterfall.prepare(testCase.input)

      var problems = Self.referenceMismatches(layout, ReferenceWaterfall(testCase))
      problems += QueryAgreement.mismatches(of: layout, using: &generator)
      if !problems.isEmpty {
        Issue.record("seed \(seed): \(problems.prefix(5).joined(separator: "; "))")
        return
      }
    }
  }

  static func referenceMismatches(_ layout: PagedLayout, _ expected: ReferenceWaterfall)
    -> [String]
  {
    var problems: [String] = []
    if layout.contentSize != expected.contentSize {
      problems.append("contentSize \(layout.contentSize), expected \(expected.contentSize)")
    }
    if layout.sectionCount != expected.sections.count {
      return problems + ["\(layout.sectionCount) sections, expected \(expected.sections.count)"]
    }
    for section in 0..<layout.sectionCount {
      let cells = layout.cellFrames(section: section)
      if cells != expected.cells[section] {
        let first = zip(cells, expected.cells[section]).enumerated().first {
          $0.element.0 != $0.element.1
        }
        problems.append(
          "section \(section) cells differ at item \(first?.offset ?? -1): \(first.map { "\($0.element.0) vs \($0.element.1)" } ?? "counts \(cells.count) vs \(expected.cells[section].count)")"
        )
      }
      let header = layout.attributes(for: .header(section: section))?.frame
      if header != expected.headers[section] {
        problems.append(
          "header \(section): \(String(describing: header)), expected \(String(describing: expected.headers[section]))"
        )
      }
      let footer = layout.attributes(for: .footer(section: section))?.frame
      if footer != expected.footers[section] {
        problems.append(
          "footer \(section): \(String(describing: footer)), expected \(String(describing: expected.footers[section]))"
        )
      }
      if layout.sectionFrame(section) != expected.sections[section] {
        problems.append(
          "section frame \(section): \(String(describing: layout.sectionFrame(section))), expected \(expected.sections[section])"
        )
      }
    }
    return problems
  }
}
