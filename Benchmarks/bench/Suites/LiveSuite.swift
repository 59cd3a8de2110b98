import Foundation
import MosaicCore
import MosaicShelf

/// Live updates: `LiveLayout.updated(to:change:)` with a change built directly (as a model hands
/// it over, never diffed), each figure beside a full prepare (`LiveLayout(_:)`) of the same
/// updated input, sampled in turn in the same run.
///
/// Shapes (390×844 viewport, vertical): flow/uniform's and flow/per-item's items in one section
/// of n or in 1,000 sections of n/1,000, `waterfall` with 3 columns over per-item sizes in one
/// and in 1,000 sections, flow with 40 pt headers under `Sticky` in 1,000 sections (drag rows
/// only), and flow in 1,000 sections under a `Shelf` of planks under its lines (`flow+rows`) or
/// of section backgrounds (`flow+backgrounds`), whose rows add the shelf's own layer:
/// `Shelf.update` beside `Shelf.apply` over the same updated base; and flow and waterfall in one
/// and in 1,000 sections given by a count alone with `estimatedItemSize` set (`…/estimated`,
/// ``measureEstimated(_:bench:)``: a prepare of n beside one of 10, bytes, queries). Rows:
/// - `prepare`: the shape's input prepared in full, the baseline;
/// - `resize 1`, `resize 30`: the middle item, or 30 consecutive items from it, 37 pt taller
///   (a self-sizing report; in a uniform shape the resized section becomes per-item);
/// - `resize 2 apart`: the items a quarter and three quarters into the middle section 37 pt
///   taller, one change of two runs;
/// - `append 20`, `insert 20 top`, `delete 1`;
/// - `drag within` (the middle item about 10 places down its section), `drag across` (into the
///   next section);
/// - queries on the layout after `resize 30` against a fresh prepare of the same input: point
///   hit-tests and 390×844 viewports, allocations per query, and points against the C bucket
///   grid (`mc_bench_points`) built over the updated layout's own cell frames;
/// - memory: the updated layout's bytes per item (its old layout freed), and what an update
///   retains and allocates beside the old layout it shares with.
/// Each update starts from the same old layout (it stays valid), and its result is freed
/// outside the timed region. Updates are timed one by one, and after each prepare sample come
/// updates until they have taken as long (at most 64), so both sides sample under the same load
/// and a fast update still gets many samples. No C twin of updates: the C column is only
/// the hit-test row's. The suite prints its own table (``table(_:)``) with the live-update targets.
enum LiveSuite: BenchSuite {
  static let name = "live"
  static let workloads = [
    "flow-1/uniform", "flow-1/per-item", "flow-1000/uniform", "flow-1000/per-item",
    "waterfall-1/per-item", "waterfall-1000/per-item", "flow+sticky-1000/uniform",
    "flow+sticky-1000/per-item", "flow+rows-1000/uniform", "flow+backgrounds-1000/per-item",
    "flow-1/estimated", "flow-1000/estimated", "waterfall-1/estimated", "waterfall-1000/estimated",
    "sections-1/uniform", "sections-1/per-item", "sections-1000/per-item",
    "paged-flow-1/uniform", "paged-flow-1/per-item", "paged-flow-1000/uniform",
    "paged-flow-1000/per-item", "paged-flow+rows-1000/uniform",
  ]
  static let defaultCounts = [10_000, 100_000, 1_000_000]

  static func run(_ bench: Bench) {
    for count in bench.counts(defaultCounts, quick: [10_000]) {
      for workload in workloads where bench.wants("\(name)/\(workload)") {
        if workload.hasSuffix("/estimated") {
          measureEstimated(estimatedShape(workload, count: count), bench: bench)
        } else {
          measure(shape(workload, count: count), bench: bench)
        }
      }
    }
  }

  /// The shape a workload names.
  static func shape(_ workload: String, count: Int) -> LiveShape {
    let prefixes: [(String, LiveShape.Strategy)] = [
      ("waterfall", .waterfall), ("flow+sticky", .flowSticky), ("flow+rows", .flowShelf(.rows)),
      ("flow+backgrounds", .flowShelf(.sectionBackground)), ("sections", .sections),
      ("paged-flow+rows", .pagedFlowRows), ("paged-flow", .pagedFlow),
    ]
    let strategy = prefixes.first { workload.hasPrefix($0.0) }?.1 ?? .flow
    return LiveShape(
      strategy: strategy, sectionCount: workload.contains("-1000/") ? 1_000 : 1,
      perItem: workload.hasSuffix("per-item"), count: count)
  }

  /// The changes measured on `shape`, with their targets.
  static func changes(_ shape: LiveShape) -> [LiveChange] {
    func change(_ name: String, _ updated: LiveChange.Input) -> LiveChange {
      LiveChange(
        name, updated,
        target: shape.strategy == .waterfall ? .sectionTail : .microseconds)
    }
    var changes: [LiveChange] = []
    if shape.strategy != .flowSticky {
      changes += [
        change("resize 1", shape.resize(1)),
        change("resize 30", shape.resize(30)),
        change("resize 2 apart", shape.resizeApart()),
        change("append 20", shape.appendAtEnd()),
        change("insert 20 top", shape.insertAtTop()),
        change("delete 1", shape.deleteMiddle()),
      ]
    }
    changes.append(change("drag within", shape.dragWithin()))
    if let across = shape.dragAcross() { changes.append(change("drag across", across)) }
    return changes
  }

  /// Every row of `shape`: the prepare baseline, then each change with its extra lines.
  static func measure(_ shape: LiveShape, bench: Bench) {
    let started = now()
    let count = shape.itemCount
    let label = "live/\(shape.workload) n=\(count)"
    let live = Bench.accepted { () throws(LayoutError) in try LiveLayout(shape.configuration) }

    // The baseline: the shape's own input, prepared in full.
    let prepare = latencies(bench) {
      timed { Bench.accepted { () throws(LayoutError) in try LiveLayout(shape.configuration) } }
    }
    record(bench, shape, "prepare", count, prepare)

    for change in changes(shape) {
      // The update rule, checked before anything is timed: the updated layout answers as a
      // fresh prepare of the same input does (content size and every section's frame here; the
      // query rows compare hit-tests and rects).
      let updated = update(live, change)
      var next = shape.configuration
      next.input = change.input
      let fresh = Bench.accepted { () throws(LayoutError) in try LiveLayout(next) }
      bench.check(
        sameSections(updated.layout, fresh.layout),
        "\(label) \(change.name): the updated layout differs from a fresh prepare")

      let (updates, prepares) = pairedLatencies(
        bench, update: { timed { update(live, change) } },
        prepare: { timed { Bench.accepted { () throws(LayoutError) in try LiveLayout(next) } } })
      record(bench, shape, change.name, count, updates)
      record(bench, shape, "\(change.name) / prepare", count, prepares)
      if case .sectionTail = change.target,
        case let changed = change.changedSections(oldSections: shape.sections), !changed.isEmpty
      {
        let tail = shape.tails(changed, in: change.input)
        let tailTimes = latencies(bench) {
          timed { Bench.accepted { () throws(LayoutError) in try LiveLayout(tail) } }
        }
        record(bench, shape, "\(change.name) / section tail", count, tailTimes)
      }
      if let shelf = shape.configuration.modifiers.first as? Shelf {
        measureShelfLayer(shape, shelf, live: live, updated: updated, change: change, bench: bench)
      }
      if change.name == "resize 1" {
        // What LiveLayout.updated pays before any layer (LiveLayout.checkUpdate: the new
        // input's structure, the change, and the sizes the change says may differ), a floor under
        // every update.
        let floor = latencies(bench) {
          timed {
            Bench.accepted { () throws(LayoutError) in
              try live.checkUpdate(to: change.input, change: change.change)
            }
          }
        }
        record(bench, shape, "validate", count, floor)
        let usage = Allocator.measure {
          Bench.accepted { () throws(LayoutError) in
            try live.checkUpdate(to: change.input, change: change.change)
          }
        }.usage
        bench.recordUsage(
          suite: name, workload: shape.workload, metric: "validate", count: count, swift: usage,
          c: nil, bytes: false)
      }
      if change.name == "resize 30"
        || (shape.strategy == .flowSticky && change.name == "drag within")
      {
        measureQueries(
          shape, change: change, updated: updated.layout, strategyLayout: updated.strategyLayout,
          fresh: fresh.layout, bench: bench)
        measureMemory(shape, live: live, change: change, bench: bench)
      }
    }
    bench.progress("\(label): " + Output.elapsed(since: started))
  }

  /// `live` updated by `change`; the bench's changes are valid, so a rejection stops it.
  static func update(_ live: LiveLayout, _ change: LiveChange) -> LiveLayout {
    Bench.accepted { () throws(LayoutError) in
      try live.updated(to: change.input, change: change.change)
    }
  }

  /// True when both layouts have the same content size and section frames.
  static func sameSections(_ a: any PreparedLayout, _ b: any PreparedLayout) -> Bool {
    guard a.contentSize == b.contentSize, a.sectionCount == b.sectionCount else { return false }
    for section in 0..<a.sectionCount where a.sectionFrame(section) != b.sectionFrame(section) {
      return false
    }
    return true
  }

  /// Runs `body` once and returns the nanoseconds it took; its result is freed after the clock
  /// stops.
  @inline(__always)
  static func timed<T>(_ body: () -> T) -> UInt64 {
    let start = now()
    let result = body()
    let end = now()
    blackHole(result)
    return end - start
  }

  /// How long a row samples: its prepares within the run budget's bounds of rounds.
  static func budget(_ bench: Bench) -> Bench.Budget {
    bench.quick
      ? Bench.Budget(seconds: 0.05, minimumRounds: 5, maximumRounds: 60)
      : Bench.Budget(seconds: 1.5, minimumRounds: 11, maximumRounds: 1_001)
  }

  /// One-by-one latencies of `sample`, after one warm-up, for the row's budget.
  static func latencies(_ bench: Bench, _ sample: () -> UInt64) -> [UInt64] {
    _ = sample()
    let budget = budget(bench)
    let limit = UInt64(budget.seconds * 1e9)
    var values: [UInt64] = []
    let start = now()
    while values.count < budget.maximumRounds
      && (values.count < budget.minimumRounds || now() - start < limit)
    {
      values.append(sample())
    }
    return values
  }

  /// Updates and prepares sampled in turn: each round one prepare, then updates until they have
  /// taken as long as it did (at least 1, at most 64); which side goes first alternates.
  static func pairedLatencies(
    _ bench: Bench, update: () -> UInt64, prepare: () -> UInt64
  ) -> (updates: [UInt64], prepares: [UInt64]) {
    _ = update()
    _ = prepare()
    let budget = budget(bench)
    let limit = UInt64(budget.seconds * 1e9)
    var updates: [UInt64] = []
    var prepares: [UInt64] = []
    let start = now()
    var round = 0
    while round < budget.maximumRounds
      && (round < budget.minimumRounds || now() - start < limit)
    {
      var spent: UInt64 = 0
      var taken = 0
      if round % 2 == 1 {
        let previous = prepares.last ?? 0
        repeat {
          let time = update()
          updates.append(time)
          spent += time
          taken += 1
        } while spent < previous && taken < 64
      }
      let preparation = prepare()
      prepares.append(preparation)
      if round % 2 == 0 {
        repeat {
          let time = update()
          updates.append(time)
          spent += time
          taken += 1
        } while spent < preparation && taken < 64
      }
      round += 1
    }
    return (updates, prepares)
  }

  /// Records `values` (nanoseconds) as one figure in µs: the median, with the p99 beside it.
  static func record(
    _ bench: Bench, _ shape: LiveShape, _ metric: String, _ count: Int, _ values: [UInt64]
  ) {
    let (p50, p99) = percentiles(values)
    bench.record(
      Figure(
        suite: name, workload: shape.workload, metric: metric, unit: "µs", count: count,
        swift: p50 / 1e3, c: nil, swiftP99: p99 / 1e3, samples: values.count))
  }

  /// The 50th and 99th percentiles (nearest rank) of `values`.
  static func percentiles(_ values: [UInt64]) -> (Double, Double) {
    guard !values.isEmpty else { return (0, 0) }
    let sorted = values.sorted()
    func rank(_ percent: Double) -> Double {
      let index = Int((percent / 100 * Double(sorted.count)).rounded(.up)) - 1
      return Double(sorted[min(sorted.count - 1, max(0, index))])
    }
    return (rank(50), rank(99))
  }
}
