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
  /// False for suites measured without a C baseline (their C and S/C columns show —); the
  /// table's footer names them.
  static var hasCBaseline: Bool { get }
  /// The suite's own table of `figures` (the whole run's), printed after the main table, which
  /// then leaves the suite's figures out; `nil` (the default) keeps them in the main table.
  static func table(_ figures: [Figure]) -> String?
}

extension BenchSuite {
  static var hasCBaseline: Bool { true }
  static func table(_ figures: [Figure]) -> String? { nil }
}

/// Every suite, in the order of the table.
var allSuites: [any BenchSuite.Type] {
  [
    FlowSuite.self,
    HitTestSuite.self,
    WaterfallSuite.self,
    StickySuite.self,
    ShelfSuite.self,
    CarouselSuite.self,
    ReorderSuite.self,
    BatchUpdateSuite.self,
    ModelSuite.self,
    LiveSuite.self,
    TransitionSuite.self,
    CompositionalSuite.self,
  ]
}
