/// One measured figure: a metric of a workload at an item count, for Swift and, where a baseline
/// exists, for C.
struct Figure: Codable, Sendable {
  /// The suite, e.g. "flow".
  var suite: String
  /// The workload inside the suite, e.g. "uniform".
  var workload: String
  /// What is measured, e.g. "prepare".
  var metric: String
  /// The unit of `swift` and `c`: "ms", "ns", "µs", "B/item", "allocs", "allocs/query".
  var unit: String
  /// The number of items.
  var count: Int
  /// The Swift figure (a median for timings).
  var swift: Double?
  /// The C baseline's figure, measured in the same run, interleaved with Swift's.
  var c: Double?
  /// `swift / c`, when both exist and `c` is not 0.
  var ratio: Double?
  /// The 99th percentile, for timings.
  var swiftP99: Double?
  var cP99: Double?
  /// How many samples each side's median is taken over.
  var samples: Int?

  /// The stable identity `--compare` matches on: "suite/workload/metric@count".
  var id: String { "\(suite)/\(workload)/\(metric)@\(count)" }

  /// The row of the table: everything but the count.
  var row: String {
    ["ms", "ns", "µs"].contains(unit)
      ? "\(suite)/\(workload) \(metric) (\(unit))" : "\(suite)/\(workload) \(metric)"
  }

  init(
    suite: String, workload: String, metric: String, unit: String, count: Int,
    swift: Double?, c: Double?, swiftP99: Double? = nil, cP99: Double? = nil, samples: Int? = nil
  ) {
    self.suite = suite
    self.workload = workload
    self.metric = metric
    self.unit = unit
    self.count = count
    self.swift = swift
    self.c = c
    if let swift, let c, c != 0 { ratio = swift / c }
    self.swiftP99 = swiftP99
    self.cP99 = cP99
    self.samples = samples
  }
}

/// Everything one run measured: what `--json` writes and `--compare` reads.
struct Report: Codable, Sendable {
  var tool = "mosaic bench"
  /// UTC date and time the run started.
  var date: String
  /// The allocator line.
  var allocator: String
  var jemallocVersion: String?
  /// "release" or "debug".
  var configuration: String
  var quick: Bool
  var filter: String?
  var figures: [Figure] = []
  /// Workloads where Swift and C disagreed (frames, index shape or query answers).
  var mismatches: [String] = []
  /// Wall-clock seconds of the whole run.
  var seconds: Double = 0
}
