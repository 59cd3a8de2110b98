import Foundation
import MosaicCore
import MosaicFlow
import MosaicSticky

/// Flow with pinned section headers (`Sticky` over `Flow`): a scroll sweep across the whole
/// content, one viewport query per step, to show that a step costs O(visible), not O(items).
///
/// Sections of 100 items of 80×120 (4 columns, spacing 10, section insets 20 left and right and
/// 10 top and bottom) under a 40 pt header, in a 390×844 viewport. A sweep scrolls from the top to
/// the bottom of the content in steps of 100 pt (a fast fling at 60 fps); each step sets the
/// viewport's content offset and asks `elements(in: viewport.bounds, viewport:into:)` into a
/// reused buffer, as a collection view does every frame.
///
/// - `sticky`: the `StickyLayout`; `flow-only`: the same sweep over the flow layout alone, both
///   through `any PreparedLayout`, sampled alternately, so the difference is what pinning adds.
/// - `sweep step (ns)`: a whole sweep's time over its steps (median of sweeps). It must stay flat
///   from 10^3 to 10^6 items: the query visits the buckets and sections the viewport overlaps
///   (sections by binary search), never the whole content.
/// - `step p50 / p99 (µs)`: each step of one sweep timed on its own (includes ~40 ns of clock).
/// No C baseline (no C twin of the sticky modifier): the target compares Swift at 10^3 with 10^6.
enum StickySuite: BenchSuite {
  static let name = "flow+sticky"
  static let workloads = ["sticky", "flow-only"]
  static let hasCBaseline = false
  static let defaultCounts = [1_000, 10_000, 100_000, 1_000_000]
  static let itemsPerSection = 100
  static let step = 100.0

  static func run(_ bench: Bench) {
    guard workloads.contains(where: { bench.wants("\(name)/\($0)") }) else { return }
    for count in bench.counts(defaultCounts) { measure(count: count, bench: bench) }
  }

  static func measure(count: Int, bench: Bench) {
    let started = now()
    let viewport = Viewport(width: 390, height: 844)
    var sections: [SectionData] = []
    var remaining = count
    while remaining > 0 {
      sections.append(SectionData(itemCount: min(itemsPerSection, remaining)))
      remaining -= itemsPerSection
    }
    let input = LayoutInput(sections: sections, viewport: viewport)
    let flow = Flow(
      options: FlowOptions(
        itemSize: Size(width: 80, height: 120), minimumLineSpacing: 10,
        minimumInteritemSpacing: 10,
        sectionInset: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20),
        headerReferenceSize: Size(width: 0, height: 40)))
    let (base, sticky) = Bench.accepted {
      () throws(LayoutError) -> (any PreparedLayout, any PreparedLayout) in
      let prepared = try flow.prepare(input)
      return (
        prepared,
        try Sticky(options: StickyOptions(headers: true)).apply(to: prepared, input: input)
      )
    }
    let scrollable = max(0, sticky.contentSize.height - viewport.size.height)
    let offsets = Array(stride(from: 0, through: scrollable, by: step))
    let label = "flow+sticky n=\(count)"

    // Sanity: every step shows the header pinned at the top of its section, so a sweep is
    // really answering with pinned frames.
    var results: [LayoutAttributes] = []
    results.reserveCapacity(1_024)
    var unpinned = 0
    for y in offsets {
      let at = viewport.scrolled(to: Point(x: 0, y: y))
      results.removeAll(keepingCapacity: true)
      sticky.elements(in: at.bounds, viewport: at, into: &results)
      if !results.contains(where: { $0.id.category == .header && $0.frame.y <= y }) {
        unpinned += 1
      }
    }
    bench.check(unpinned == 0, "\(label): \(unpinned) sweep steps show no pinned header")

    bench.record(
      Figure(
        suite: name, workload: "sticky", metric: "sweep steps", unit: "steps", count: count,
        swift: Double(offsets.count), c: nil))
    var stickyBuffer = results
    var baseBuffer = results
    bench.measureSwiftVariants(
      suite: name, metric: "sweep step", count: count, kind: .queries(offsets.count),
      budget: bench.sweepBudget,
      variants: [
        ("sticky", { timedSweep(sticky, offsets, viewport, &stickyBuffer) }),
        ("flow-only", { timedSweep(base, offsets, viewport, &baseBuffer) }),
      ])

    var latencies = [UInt64](repeating: 0, count: offsets.count)
    steps(sticky, offsets, viewport, &stickyBuffer, latencies: &latencies)
    bench.recordLatencies(
      suite: name, workload: "sticky", metric: "step", count: count, unit: "µs",
      swiftNanoseconds: latencies, cNanoseconds: nil)

    bench.recordQueryAllocations(
      suite: name, workload: "sticky", metric: "step", count: count, queries: offsets.count,
      swift: { blackHole(sweep(sticky, offsets, viewport, &stickyBuffer)) }, c: nil)
    bench.progress(
      "\(label): \(offsets.count) steps, "
        + Output.elapsed(since: started))
  }

  static func timedSweep(
    _ layout: any PreparedLayout, _ offsets: [Double], _ viewport: Viewport,
    _ results: inout [LayoutAttributes]
  ) -> UInt64 {
    let start = now()
    let sum = sweep(layout, offsets, viewport, &results)
    let end = now()
    blackHole(sum)
    return end - start
  }

  /// One sweep: a viewport query at each offset into the reused `results`; returns the number of
  /// elements reported (a checksum).
  @inline(never)
  static func sweep(
    _ layout: any PreparedLayout, _ offsets: [Double], _ viewport: Viewport,
    _ results: inout [LayoutAttributes]
  ) -> Int {
    var sum = 0
    var viewport = viewport
    for y in offsets {
      viewport.contentOffset = Point(x: 0, y: y)
      results.removeAll(keepingCapacity: true)
      layout.elements(in: viewport.bounds, viewport: viewport, into: &results)
      sum &+= results.count
    }
    return sum
  }

  /// One sweep with every step timed on its own into `latencies`.
  @inline(never)
  static func steps(
    _ layout: any PreparedLayout, _ offsets: [Double], _ viewport: Viewport,
    _ results: inout [LayoutAttributes], latencies: inout [UInt64]
  ) {
    var viewport = viewport
    for (step, y) in offsets.enumerated() {
      let start = now()
      viewport.contentOffset = Point(x: 0, y: y)
      results.removeAll(keepingCapacity: true)
      layout.elements(in: viewport.bounds, viewport: viewport, into: &results)
      latencies[step] = now() - start
    }
    blackHole(results.count)
  }
}
