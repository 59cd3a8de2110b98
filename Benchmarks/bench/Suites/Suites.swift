/// A group of workloads for one strategy or subsystem: one file in `Suites/`.
///
/// Adding a strategy's benchmark is one file: a type conforming to this protocol whose `run`
/// builds its inputs, checks Swift against the C baseline where there is one (``Bench/check``),
/// and records figures through ``Bench``'s helpers; then one line in ``allSuites``.
protocol BenchSuite {
  /// The first part of every figure's id and of what `--filter` matches ("flow").
  static var name: String { get }
  /// The workloads, for `--list` ("uniform", "per-item").
  static var workloads: [String] { get }
  /// Measures every workload `bench.wants("name/workload")` selects, at `bench.counts(…)`.
  static func run(_ bench: Bench)
}

/// Every suite, in the order of the table.
var allSuites: [any BenchSuite.Type] {
  [
    FlowSuite.self,
    HitTestSuite.self,
  ]
}

/// Workloads issue 3 asks for whose strategy has not landed yet. Each becomes one suite file when
/// it does; none is measured or estimated before then.
let plannedWorkloads: [(name: String, what: String)] = [
  (
    "waterfall",
    "prepare ms, bytes/item, allocations at 10^3…10^6 (C baseline mc_waterfall_prepare is ready)"
  ),
  ("flow+sticky", "a scroll sweep across the whole content: per-step time, flat from 10^3 to 10^6"),
  ("flow+shelf", "prepare and viewport queries with section backgrounds and row shelves"),
  ("carousel", "multiplier 1 vs 500: prepare, queries and bytes, within 10%"),
  ("reorder", "drag update latency p50/p99 (µs) at 10^5 and 10^6 items"),
  ("batch-updates", "10^3 random operations applied to 10^5 items"),
]
