import Foundation
import Histogram

/// The measuring context a suite runs in: the options, the figures so far, and the helpers that
/// time Swift against C interleaved and count allocations.
///
/// A suite calls ``measurePair(suite:workload:metric:count:kind:budget:swift:c:)`` for timings,
/// ``recordUsage(suite:workload:metric:count:swift:c:)`` for bytes and allocations, and
/// ``check(_:_:)`` for its agreement checks; everything else (repetitions, medians, the table,
/// JSON) is here.
final class Bench {
  /// How long one figure is sampled, and within which bounds of rounds.
  struct Budget {
    var seconds: Double
    var minimumRounds: Int
    var maximumRounds: Int
  }

  /// What a timed figure is: one preparation per sample, or a batch of queries per sample.
  enum Kind {
    /// Each sample is one run (prepare, build); figures in milliseconds.
    case run
    /// Each sample is a batch of `queries` queries; figures in nanoseconds per query.
    case queries(Int)
  }

  let quick: Bool
  let filter: String?
  let countsOverride: [Int]?
  private(set) var report: Report
  /// Budgets for one-run and query figures.
  let runBudget: Budget
  let queryBudget: Budget
  /// For samples that each take up to a second or so (a scroll sweep across 10^6 items).
  let sweepBudget: Budget

  init(quick: Bool, filter: String?, counts: [Int]?, report: Report) {
    self.quick = quick
    self.filter = filter
    self.countsOverride = counts
    self.report = report
    if quick {
      runBudget = Budget(seconds: 0.05, minimumRounds: 3, maximumRounds: 7)
      queryBudget = Budget(seconds: 0.03, minimumRounds: 3, maximumRounds: 7)
      sweepBudget = Budget(seconds: 0.03, minimumRounds: 2, maximumRounds: 5)
    } else {
      runBudget = Budget(seconds: 4, minimumRounds: 11, maximumRounds: 61)
      queryBudget = Budget(seconds: 2, minimumRounds: 21, maximumRounds: 1_001)
      sweepBudget = Budget(seconds: 3, minimumRounds: 3, maximumRounds: 21)
    }
  }

  // MARK: Selection

  /// The counts a suite runs: `--counts` when given, else two small counts under `--quick`, else
  /// the suite's own.
  func counts(_ full: [Int], quick quickCounts: [Int] = [1_000, 10_000]) -> [Int] {
    if let countsOverride { return countsOverride }
    return quick ? quickCounts : full
  }

  /// True when `--filter` selects `name` ("suite/workload"): it contains the filter, or one of
  /// its comma-separated parts; or there is no filter.
  func wants(_ name: String) -> Bool {
    guard let filter, !filter.isEmpty else { return true }
    // Several substrings, comma-separated: any of them (one run measuring several workloads).
    let name = name.lowercased()
    return filter.lowercased().split(separator: ",").contains { name.contains($0) }
  }

  /// Prints a progress line on standard error (the table goes to standard output).
  func progress(_ line: String) {
    var standardError = StandardError()
    print(line, to: &standardError)
  }

  // MARK: Checks

  /// Records a disagreement between Swift and C when `agree` is false; the run then exits 1.
  func check(_ agree: Bool, _ what: @autoclosure () -> String) {
    guard !agree else { return }
    let message = what()
    report.mismatches.append(message)
    progress("MISMATCH: \(message)")
  }

  // MARK: Timing

  /// Times `swift` and `c` alternately (Swift first on even rounds, C first on odd ones) until
  /// the budget is spent, and records their medians and 99th percentiles.
  ///
  /// Each closure performs one sample and returns the nanoseconds it timed itself, so setup and
  /// freeing stay outside the figure. For `.queries(n)` a sample is a batch of `n` queries and the
  /// figure is nanoseconds per query; for `.run` it is milliseconds per run. `budget` overrides
  /// the kind's budget (for samples of a tenth of a second or more).
  func measurePair(
    suite: String, workload: String, metric: String, count: Int, kind: Kind,
    budget: Budget? = nil, swift: () -> UInt64, c: () -> UInt64
  ) {
    measure(
      suite: suite, workload: workload, metric: metric, count: count, kind: kind, swift: swift,
      c: c, hasC: true, budget: budget)
  }

  /// Times `swift` alone, for figures that have no C baseline; recorded like
  /// ``measurePair(suite:workload:metric:count:kind:budget:swift:c:)`` with no C column. `budget`
  /// overrides the kind's budget (for samples of a second or more, such as a scroll sweep).
  func measureSwift(
    suite: String, workload: String, metric: String, count: Int, kind: Kind,
    budget: Budget? = nil, swift: () -> UInt64
  ) {
    measure(
      suite: suite, workload: workload, metric: metric, count: count, kind: kind, swift: swift,
      c: { 0 }, hasC: false, budget: budget)
  }

  /// Times several Swift variants of one metric alternately, rotating which goes first each
  /// round, and records one Swift-only figure per variant (its `workload`): for comparisons with
  /// no C side, such as a carousel's multiplier 1 against 500, where interleaving keeps a load
  /// from favouring one variant.
  func measureSwiftVariants(
    suite: String, metric: String, count: Int, kind: Kind, budget: Budget? = nil,
    variants: [(workload: String, sample: () -> UInt64)]
  ) {
    let budget = budget ?? self.budget(for: kind)
    for variant in variants { _ = variant.sample() }
    var samples = variants.map { _ in Histogram<UInt64>(numberOfSignificantValueDigits: .three) }
    let start = now()
    let limit = UInt64(budget.seconds * 1e9)
    var round = 0
    while round < budget.maximumRounds
      && (round < budget.minimumRounds || now() - start < limit)
    {
      for step in 0..<variants.count {
        let which = (round + step) % variants.count
        samples[which].record(max(1, variants[which].sample()))
      }
      round += 1
    }
    let (divisor, unit) = scale(of: kind)
    for (which, variant) in variants.enumerated() {
      record(
        Figure(
          suite: suite, workload: variant.workload, metric: metric, unit: unit, count: count,
          swift: Double(samples[which].valueAtPercentile(50)) / divisor, c: nil,
          swiftP99: Double(samples[which].valueAtPercentile(99)) / divisor, samples: round))
    }
  }

  /// The budget a kind of figure samples for.
  private func budget(for kind: Kind) -> Budget {
    switch kind {
    case .run: runBudget
    case .queries: queryBudget
    }
  }

  /// What a sample's nanoseconds are divided by, and the figure's unit.
  private func scale(of kind: Kind) -> (divisor: Double, unit: String) {
    switch kind {
    case .run: (1e6, "ms")
    case .queries(let queries): (Double(queries), "ns")
    }
  }

  private func measure(
    suite: String, workload: String, metric: String, count: Int, kind: Kind,
    swift: () -> UInt64, c: () -> UInt64, hasC: Bool, budget: Budget? = nil
  ) {
    let budget = budget ?? self.budget(for: kind)
    // One untimed warm-up each.
    _ = swift()
    if hasC { _ = c() }
    var swiftSamples = Histogram<UInt64>(numberOfSignificantValueDigits: .three)
    var cSamples = Histogram<UInt64>(numberOfSignificantValueDigits: .three)
    let start = now()
    let limit = UInt64(budget.seconds * 1e9)
    var round = 0
    while round < budget.maximumRounds
      && (round < budget.minimumRounds || now() - start < limit)
    {
      if round % 2 == 0 {
        swiftSamples.record(max(1, swift()))
        if hasC { cSamples.record(max(1, c())) }
      } else {
        if hasC { cSamples.record(max(1, c())) }
        swiftSamples.record(max(1, swift()))
      }
      round += 1
    }
    let (divisor, unit) = scale(of: kind)
    func percentile(_ histogram: Histogram<UInt64>, _ value: Double) -> Double? {
      histogram.totalCount == 0 ? nil : Double(histogram.valueAtPercentile(value)) / divisor
    }
    record(
      Figure(
        suite: suite, workload: workload, metric: metric, unit: unit, count: count,
        swift: percentile(swiftSamples, 50), c: percentile(cSamples, 50),
        swiftP99: percentile(swiftSamples, 99), cP99: percentile(cSamples, 99), samples: round))
  }

  /// Records latencies measured one by one (for interactions: a drag update, a scroll step) as
  /// p50 and p99 figures, in `unit` ("µs" or "ns").
  func recordLatencies(
    suite: String, workload: String, metric: String, count: Int, unit: String,
    swiftNanoseconds: [UInt64], cNanoseconds: [UInt64]?
  ) {
    let divisor = unit == "µs" ? 1e3 : unit == "ms" ? 1e6 : 1
    func histogram(_ values: [UInt64]) -> Histogram<UInt64> {
      var histogram = Histogram<UInt64>(numberOfSignificantValueDigits: .three)
      for value in values { histogram.record(max(1, value)) }
      return histogram
    }
    let swift = histogram(swiftNanoseconds)
    let c = cNanoseconds.map(histogram)
    for (name, percentile) in [("p50", 50.0), ("p99", 99.0)] {
      record(
        Figure(
          suite: suite, workload: workload, metric: "\(metric) \(name)", unit: unit, count: count,
          swift: Double(swift.valueAtPercentile(percentile)) / divisor,
          c: c.map { Double($0.valueAtPercentile(percentile)) / divisor },
          samples: swiftNanoseconds.count))
    }
  }

  // MARK: Allocations

  /// Records bytes per item and allocation counts measured with ``Allocator/measure(_:)``;
  /// nothing without jemalloc. `perItem` divides the bytes by `count`.
  func recordUsage(
    suite: String, workload: String, metric: String, count: Int, swift: Allocator.Usage?,
    c: Allocator.Usage?, bytes: Bool = true, allocations: Bool = true
  ) {
    guard Allocator.isMeasuring else { return }
    if bytes {
      record(
        Figure(
          suite: suite, workload: workload, metric: "\(metric) B/item", unit: "B/item",
          count: count, swift: swift.map { Double($0.bytes) / Double(max(1, count)) },
          c: c.map { Double($0.bytes) / Double(max(1, count)) }))
    }
    if allocations {
      record(
        Figure(
          suite: suite, workload: workload, metric: "\(metric) allocs", unit: "allocs",
          count: count, swift: swift.map { Double($0.allocations) },
          c: c.map { Double($0.allocations) }))
    }
  }

  /// Records allocations per query: one batch of `queries` run under ``Allocator/measure(_:)``;
  /// `c` is `nil` for workloads without a C baseline.
  func recordQueryAllocations(
    suite: String, workload: String, metric: String, count: Int, queries: Int,
    swift: () -> Void, c: (() -> Void)?
  ) {
    guard Allocator.isMeasuring else { return }
    let swiftUsage = Allocator.measure(swift).usage
    let cUsage = c.flatMap { Allocator.measure($0).usage }
    record(
      Figure(
        suite: suite, workload: workload, metric: "\(metric) allocs/query",
        unit: "allocs/query", count: count,
        swift: swiftUsage.map { Double($0.allocations) / Double(queries) },
        c: cUsage.map { Double($0.allocations) / Double(queries) }))
  }

  /// Appends a figure.
  func record(_ figure: Figure) {
    report.figures.append(figure)
  }

  /// Sets the run's duration.
  func finish(seconds: Double) {
    report.seconds = seconds
  }
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    FileHandle.standardError.write(Data(string.utf8))
  }
}
