import Foundation
import MosaicCore
import MosaicFlow
import MosaicInteraction
import MosaicWaterfall

/// Drag-to-reorder over flow (`ReorderSession`): the latency of a drag update, `move(toViewportPoint:)` with
/// the finger over another cell, so that the target changes every time.
///
/// One section of n items in a 390×844 viewport scrolled to the middle of the content, laid out
/// by flow (spacing 10, section insets 20 left and right); a drag lifts a cell near the
/// viewport's centre, then each update moves the finger to a seeded random point over a cell other
/// than the current target (chosen untimed).
/// - `same-size`: every item 80×120 (the section sizes its items alike), so a move within the
///   section leaves the section data as it was and the committed layout is reused: an update is
///   a hit-test and a new live layout, independent of n.
/// - `per-item`: the flow/per-item sizes, so each update re-packs the lines between source and
///   target over the committed layout (`Flow.update` of a move within a section), plus one
///   addition per later line when the move changes the lines' extent.
/// - `across-sections`: two sections of n/2 items of 80×120, the boundary mid-viewport; a cell of
///   the first is lifted and every update targets a cell of the second, so each is a move across
///   sections, which flow does not update incrementally yet: the proposed data is prepared in
///   full.
/// - `masonry`: a waterfall (3 columns, spacing 10, section insets 10 left and right) of the
///   flow/per-item sizes, each scaled to its column: every update lays out the proposed order,
///   the items between source and target and those after reflowing as they would after the drop
///   (`Waterfall.update` of a move within a section). Target: p50 ≤ 100 µs at 10^5.
/// `drag update p50 / p99 (µs)` are percentiles of the updates one by one (hdrhistogram). The
/// update also frees the previous proposed layout, as in an app. No C baseline (no C twin of the
/// interaction model); the targets are p99 ≤ 1 ms at 10^5 and ≤ 16 ms (one frame) at 10^6.
enum ReorderSuite: BenchSuite {
  static let name = "reorder"
  static let workloads = ["same-size", "per-item", "across-sections", "masonry"] + beyondWorkloads
  static let hasCBaseline = false
  static let defaultCounts = [100_000, 1_000_000]

  static func run(_ bench: Bench) {
    for count in bench.counts(defaultCounts, quick: [1_000, 10_000]) {
      for workload in workloads where bench.wants("reorder/\(workload)") {
        if beyondWorkloads.contains(workload) {
          measureBeyond(workload: workload, count: count, bench: bench)
        } else {
          measure(workload: workload, count: count, bench: bench)
        }
      }
    }
  }

  static func measure(workload: String, count: Int, bench: Bench) {
    let started = now()
    let label = "reorder/\(workload) n=\(count)"
    let sections: [CollectionModel<Int>.Section]
    if workload == "same-size" {
      sections = [.init(items: Array(0..<count), itemSize: Size(width: 80, height: 120))]
    } else if workload == "across-sections" {
      let half = count / 2
      sections = [
        .init(items: Array(0..<half), itemSize: Size(width: 80, height: 120)),
        .init(items: Array(half..<count), itemSize: Size(width: 80, height: 120)),
      ]
    } else {
      sections = [.init(items: Array(0..<count), sizes: Bench.perItemSizes(count: count))]
    }
    let strategy: any LayoutStrategy =
      workload == "masonry"
      ? Waterfall(
        options: WaterfallOptions(
          columnCount: 3, minimumColumnSpacing: 10, minimumInteritemSpacing: 10,
          sectionInset: EdgeInsets(left: 10, right: 10)))
      : FlowSuite.flow()
    var session = Bench.accepted { () throws(LayoutError) in
      // Kept live: every change of target is an update of the committed layout.
      try ReorderSession(
        model: try CollectionModel(sections: sections),
        configuration: LayoutConfiguration(
          strategy: strategy, input: LayoutInput(sections: [], viewport: FlowSuite.viewport)))
    }
    let viewportSize = FlowSuite.viewport.size
    // Across sections: the boundary in the middle of the viewport, a cell of the first section
    // lifted above it, and every update over a cell of the second.
    let acrossSections = workload == "across-sections"
    let middle =
      acrossSections
      ? (session.layout.sectionFrame(0)?.maxY ?? 0)
      : (session.layout.contentSize.height / 2)
    session.scroll(toContentOffset: Point(x: 0, y: (middle - viewportSize.height / 2).rounded()))
    var began = false
    for dy in stride(from: 0.0, through: 300, by: 7) where !began {
      for x in [150.0, 240, 60, 330] where !began {
        let y = viewportSize.height / 2 + (acrossSections ? -60 - dy : dy)
        began = session.begin(atViewportPoint: Point(x: x, y: y))
      }
    }
    guard began else {
      bench.check(false, "\(label): no cell to lift")
      return
    }

    // Updates until the budget is spent, each to a point over a cell other than the target.
    let budget =
      bench.quick
      ? Bench.Budget(seconds: 0.05, minimumRounds: 10, maximumRounds: 200)
      : Bench.Budget(seconds: 4, minimumRounds: 60, maximumRounds: 4_000)
    var generator = SplitMix64(seed: UInt64(count) &* 0x7265_6F72)
    var latencies: [UInt64] = []
    latencies.reserveCapacity(budget.maximumRounds)
    var unchanged = 0
    let limit = UInt64(budget.seconds * 1e9)
    let start = now()
    while latencies.count < budget.maximumRounds
      && (latencies.count < budget.minimumRounds || now() - start < limit)
    {
      guard
        let (finger, expected) = nextFinger(
          session, inSection: acrossSections ? 1 : nil, &generator)
      else { break }
      let before = now()
      session.move(toViewportPoint: finger)
      let after = now()
      latencies.append(after - before)
      if session.target != expected { unchanged += 1 }
    }
    bench.check(
      unchanged == 0 && latencies.count >= budget.minimumRounds,
      "\(label): \(unchanged) of \(latencies.count) drag updates kept their target")
    session.cancel()
    bench.recordLatencies(
      suite: name, workload: workload, metric: "drag update", count: count, unit: "µs",
      swiftNanoseconds: latencies, cNanoseconds: nil)
    bench.progress(
      "\(label): \(latencies.count) updates, "
        + Output.elapsed(since: started))
  }

  /// A seeded finger position (viewport coordinates) over a cell of the proposed layout other
  /// than the current target (in `section`, when given), and that cell: where the next update
  /// will retarget to.
  static func nextFinger(
    _ session: ReorderSession<Int>, inSection section: Int?, _ generator: inout SplitMix64
  ) -> (Point, MosaicCore.IndexPath)? {
    guard let live = session.layout as? LiveReorderLayout, let target = session.target else {
      return nil
    }
    let offset = session.viewport.contentOffset
    for _ in 0..<1_000 {
      let finger = Point(
        x: Double.random(in: 0..<session.viewport.size.width, using: &generator),
        y: Double.random(in: 0..<session.viewport.size.height, using: &generator))
      let content = Point(x: finger.x + offset.x, y: finger.y + offset.y)
      if let path = live.base.indexPathForItem(at: content, viewport: session.viewport),
        path != target, section == nil || path.section == section
      {
        return (finger, path)
      }
    }
    return nil
  }
}
