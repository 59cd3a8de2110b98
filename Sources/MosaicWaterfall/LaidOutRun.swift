import MosaicCore
import MosaicHitTest

/// The pages a waterfall laid out for one run of sections (see `Waterfall.PageRun`), each with the
/// first item it continues from: what a later run appends again, shared, when its sections lay out
/// exactly as these did.
///
/// A section's pages depend only on its data, its options and the viewport, never on where the
/// section sits: each page is laid out from 0 and holds its sections from local section 0. So a
/// run of sections each equal to the corresponding section of an earlier run, under the same
/// options, has the very same pages. A feed of 1,000 estimated sections of 1,000 items lays out
/// one section's three pages and appends them 1,000 times.
struct LaidOutRun {
  /// One page and the first item its local section 0 continues from there.
  struct Place {
    let page: LayoutPage
    let firstItem: Int
  }

  /// The sections of the run, in the input the pages were laid out from.
  let sections: Range<Int>
  /// Its pages, in order.
  let places: [Place]

  /// True when `next`, the sections of another run of `input`, lay out exactly as this run's:
  /// as many sections, each equal to its counterpart here.
  /// - Complexity: O(sections of the run); sections sized alike compare in O(1).
  func isRepeated(by next: Range<Int>, in input: LayoutInput) -> Bool {
    guard next.count == sections.count else { return false }
    return input.sections.withUnsafeBufferPointer { all in
      zip(sections, next).allSatisfy { all[$0] == all[$1] }
    }
  }
}

/// The runs a waterfall laid out in one prepare or update, by what their sections hold, for
/// ``LaidOutRun`` to be found again. Only runs whose sections are all sized alike are kept (their
/// comparison is O(1) a section; equal per-item sizes would cost a pass over them), and at most
/// ``limit`` of them, so the table stays small whatever the data.
struct LaidOutRuns {
  /// The most runs kept.
  static let limit = 256

  private var runs: [Int: [LaidOutRun]] = [:]
  private var count = 0

  /// The key of `sections` of `input`, or `nil` when one of them has per-item sizes: what
  /// ``run(keyed:repeatedBy:in:)`` and ``record(_:keyed:)`` take, computed once a run.
  /// - Complexity: O(sections).
  static func key(of sections: Range<Int>, in input: LayoutInput) -> Int? {
    var hasher = Hasher()
    for section in sections {
      let data = input.sections[section]
      guard case .uniform = data.itemSizes else { return nil }
      hasher.combine(data)
    }
    return hasher.finalize()
  }

  /// A run laid out earlier, under `key`, whose sections lay out exactly as `sections` of `input`.
  /// - Complexity: O(sections) expected.
  func run(keyed key: Int, repeatedBy sections: Range<Int>, in input: LayoutInput) -> LaidOutRun? {
    runs[key]?.first { $0.isRepeated(by: sections, in: input) }
  }

  /// Keeps `run` under `key`, while fewer than ``limit`` are kept.
  /// - Complexity: O(1) expected.
  mutating func record(_ run: LaidOutRun, keyed key: Int) {
    guard count < Self.limit else { return }
    runs[key, default: []].append(run)
    count += 1
  }
}
