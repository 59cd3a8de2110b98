import MosaicCore

extension LiveSuite {
  /// The bound on preparing 10^6 estimated items: time (p99, µs) and bytes retained.
  static let estimatedTargets = (microseconds: 100.0, bytes: 64.0 * 1_024)

  /// The estimated shape `workload` names.
  static func estimatedShape(_ workload: String, count: Int) -> LiveEstimatedShape {
    LiveEstimatedShape(
      strategy: workload.hasPrefix("waterfall") ? .waterfall : .flow,
      sectionCount: workload.contains("-1000/") ? 1_000 : 1, count: count)
  }

  /// The estimated rows of `shape`: preparing n estimated items beside preparing 10 in the same
  /// run (sampled in turn), the bytes and allocations each retains, and point and viewport
  /// queries on the n-item layout against the same on a layout of the same sizes given up front.
  static func measureEstimated(_ shape: LiveEstimatedShape, bench: Bench) {
    let started = now()
    let count = shape.itemCount
    let label = "live/\(shape.workload) n=\(count)"
    func prepare(_ configuration: LayoutConfiguration) -> LiveLayout {
      Bench.accepted { () throws(LayoutError) in try LiveLayout(configuration) }
    }
    let estimated = prepare(shape.configuration)
    let uniform = prepare(shape.uniform)
    // Unmeasured items sit at the estimate: the layout is the one of the same sizes given.
    bench.check(
      sameSections(estimated.layout, uniform.layout),
      "\(label): estimated items laid out unlike the same sizes given")

    // n is the slow side today, so it paces the rounds and 10 items fill each round's time.
    let (tens, ns) = pairedLatencies(
      bench, update: { timed { prepare(shape.ten) } },
      prepare: { timed { prepare(shape.configuration) } })
    record(bench, workload: shape.workload, "prepare estimated", count, ns)
    record(bench, workload: shape.workload, "prepare estimated / 10 items", count, tens)

    for (metric, configuration) in [
      ("estimated", shape.configuration), ("estimated 10 items", shape.ten),
      ("uniform", shape.uniform),
    ] {
      guard let usage = Allocator.measure({ prepare(configuration) }).usage else { continue }
      bench.record(
        Figure(
          suite: name, workload: shape.workload, metric: "\(metric) bytes", unit: "B",
          count: count, swift: Double(usage.bytes), c: nil))
      bench.record(
        Figure(
          suite: name, workload: shape.workload, metric: "\(metric) allocs", unit: "allocs",
          count: count, swift: Double(usage.allocations), c: nil))
    }

    measureEstimatedQueries(
      shape, estimated: estimated.layout, uniform: uniform.layout, bench: bench)
    measureScreenfuls(shape, bench: bench)
    bench.progress("\(label): " + Output.elapsed(since: started))
  }

  /// Point hit-tests and 390×844 viewports on the estimated layout against the same on the
  /// layout of the same sizes given, sampled in turn, after checking they answer alike; and
  /// allocations per query on the estimated layout.
  static func measureEstimatedQueries(
    _ shape: LiveEstimatedShape, estimated: any PreparedLayout, uniform: any PreparedLayout,
    bench: Bench
  ) {
    let count = shape.itemCount
    let viewport = estimated.preparedViewport
    var generator = SplitMix64(seed: UInt64(count) &* 0x6573_7469)
    let size = estimated.contentSize
    let points = (0..<(bench.quick ? 512 : 4_096)).map { _ in
      Point(
        x: Double.random(in: 0..<max(size.width, 1), using: &generator),
        y: Double.random(in: 0..<max(size.height, 1), using: &generator))
    }
    let scrollable = max(0, size.height - viewport.size.height)
    let rects = (0..<(bench.quick ? 256 : 2_048)).map { _ in
      Rect(
        x: 0, y: Double.random(in: 0...scrollable, using: &generator),
        width: viewport.size.width, height: viewport.size.height)
    }
    var starts: [Int] = []
    var total = 0
    for section in shape.configuration.input.sections {
      starts.append(total)
      total += section.itemCount
    }
    var estimatedBuffer: [LayoutAttributes] = []
    estimatedBuffer.reserveCapacity(1_024)
    var uniformBuffer = estimatedBuffer
    bench.check(
      pointQueries(estimated, points, viewport, starts)
        == pointQueries(uniform, points, viewport, starts)
        && rectQueries(estimated, rects, viewport, &estimatedBuffer)
          == rectQueries(uniform, rects, viewport, &uniformBuffer),
      "live/\(shape.workload) n=\(count): estimated items answer queries unlike given sizes")

    let pointTimes = alternatingQueries(
      bench, queries: points.count,
      updated: { pointQueries(estimated, points, viewport, starts) },
      fresh: { pointQueries(uniform, points, viewport, starts) })
    let rectTimes = alternatingQueries(
      bench, queries: rects.count,
      updated: { rectQueries(estimated, rects, viewport, &estimatedBuffer) },
      fresh: { rectQueries(uniform, rects, viewport, &uniformBuffer) })
    for (metric, values) in [
      ("estimated point", pointTimes.updated), ("estimated point / uniform", pointTimes.fresh),
      ("estimated viewport", rectTimes.updated),
      ("estimated viewport / uniform", rectTimes.fresh),
    ] {
      bench.record(
        Figure(
          suite: name, workload: shape.workload, metric: metric, unit: "ns", count: count,
          swift: percentiles(values).0 / 1e3, c: nil, samples: values.count))
    }
    bench.recordQueryAllocations(
      suite: name, workload: shape.workload, metric: "estimated point", count: count,
      queries: points.count,
      swift: { blackHole(pointQueries(estimated, points, viewport, starts)) }, c: nil)
    bench.recordQueryAllocations(
      suite: name, workload: shape.workload, metric: "estimated viewport", count: count,
      queries: rects.count,
      swift: { blackHole(rectQueries(estimated, rects, viewport, &estimatedBuffer)) }, c: nil)
  }

  /// Records `values` (nanoseconds) as one figure of `workload` in µs: the median, with the p99.
  static func record(
    _ bench: Bench, workload: String, _ metric: String, _ count: Int, _ values: [UInt64]
  ) {
    let (p50, p99) = percentiles(values)
    bench.record(
      Figure(
        suite: name, workload: workload, metric: metric, unit: "µs", count: count,
        swift: p50 / 1e3, c: nil, swiftP99: p99 / 1e3, samples: values.count))
  }
}
