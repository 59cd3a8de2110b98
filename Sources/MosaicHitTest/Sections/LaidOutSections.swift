import MosaicCore

/// The pages a section layout laid out in one prepare or update for runs of sections sized alike,
/// found again when a later run of sections lays out exactly as an earlier one: its pages are
/// appended again, shared, instead of being laid out.
///
/// Right by the contract of ``SectionLayoutStrategy``: a section's frames depend only on its data,
/// its section options, the strategy's options and the viewport, never on where it sits, and each
/// page is laid out from 0 with its sections from local section 0. So a run of sections each
/// equal to its counterpart in an earlier run, with equal options, has the very same pages. A feed
/// of 1,000 estimated sections of 1,000 items lays out one section's pages and places them
/// 1,000 times.
///
/// Only runs whose sections are all sized alike are kept (they compare in O(1) a section; equal
/// per-item sizes would cost a pass over them), and at most ``limit`` of them, so the table stays
/// small whatever the data.
struct LaidOutSections {
  /// One run laid out: its sections, in the input the pages were laid out from, and its pages.
  struct Run {
    let sections: Range<Int>
    let places: [PagePlace]
  }

  /// The most runs kept.
  static let limit = 256

  private var runs: [Int: [Run]] = [:]
  private var count = 0
  /// The run laid out or found last: a feed of sections alike finds it by a comparison a
  /// section, without a key.
  private var last: Run?

  /// The key of `sections` of `input`, or `nil` when one of them has per-item sizes: what
  /// ``run(keyed:repeatedBy:in:sameOptions:)`` and ``record(_:keyed:)`` take, computed once a run.
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

  /// A run laid out earlier, under `key`, whose sections lay out exactly as `sections` of
  /// `input`: as many sections, each equal to its counterpart, with the same options
  /// (`sameOptions(new, earlier)`).
  /// - Complexity: O(sections) expected.
  // Inlined: see the note atop SectionLayoutStrategy+Pages.swift.
  @inline(__always)
  func run(
    keyed key: Int, repeatedBy sections: Range<Int>, in input: LayoutInput,
    sameOptions: (_ new: Int, _ earlier: Int) -> Bool
  ) -> Run? {
    runs[key]?.first { run in
      guard run.sections.count == sections.count else { return false }
      return input.sections.withUnsafeBufferPointer { all in
        zip(sections, run.sections).allSatisfy { all[$0] == all[$1] && sameOptions($0, $1) }
      }
    }
  }

  /// The run laid out or found last, when `sections` of `input` lay out exactly as it: as many
  /// sections, each sized alike and equal to its counterpart, with the same options
  /// (`sameOptions(new, earlier)`). What a feed of sections alike asks first: a comparison a
  /// section, no key hashed.
  /// - Complexity: O(sections).
  // Inlined: see the note atop SectionLayoutStrategy+Pages.swift.
  @inline(__always)
  func lastRun(
    repeatedBy sections: Range<Int>, in input: LayoutInput,
    sameOptions: (_ new: Int, _ earlier: Int) -> Bool
  ) -> Run? {
    guard let last, last.sections.count == sections.count else { return nil }
    let equal = input.sections.withUnsafeBufferPointer { all in
      zip(sections, last.sections).allSatisfy { new, earlier in
        // Sizes alike first: comparing per-item sizes would cost a pass over them.
        guard case .uniform = all[new].itemSizes else { return false }
        return all[new] == all[earlier] && sameOptions(new, earlier)
      }
    }
    return equal ? last : nil
  }

  /// Notes `run` as the one laid out or found last (``lastRun(repeatedBy:in:sameOptions:)``).
  mutating func found(_ run: Run) { last = run }

  /// Keeps `run` under `key`, while fewer than ``limit`` are kept; it is the last run too.
  /// - Complexity: O(1) expected.
  mutating func record(_ run: Run, keyed key: Int) {
    last = run
    guard count < Self.limit else { return }
    runs[key, default: []].append(run)
    count += 1
  }
}
