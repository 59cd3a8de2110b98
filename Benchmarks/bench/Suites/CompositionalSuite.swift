import MosaicCompositional
import MosaicCore

/// `Compositional` over a mix of section layouts (``CompositionalShape``: 100 sections cycling
/// through `grid`, `list`, `mosaic` and `band`, n items), through `LiveLayout` as an app keeps
/// it, beside `Flow` over the same section counts and similar cell sizes (`flow-only`).
///
/// Rows, at each count:
/// - `prepare`: `LiveLayout(_:)` of the input, compositional and flow sampled in turn (p50 and
///   p99 of the run budget's samples); `prepare B/item` and `allocs`: what the prepared layout
///   retains (jemalloc's `stats.allocated` while it is alive) and the allocations it made;
/// - `resize 1 list`, `insert 1 grid`, `delete 1 mosaic`: one-item changes in the middle of the
///   middle section of that kind, through `LiveLayout.updated(to:change:)` with the change built
///   directly (never diffed), one by one from the same old layout, each result freed outside
///   the clock (p50 and p99); target p50 ≤ 20 µs;
/// - `point`, `viewport`: hit-tests (`indexPathForItem(at:viewport:)`) at points uniform over
///   the content and 390×844 rects (`elements(in:viewport:into:)` into a reused buffer) at
///   random offsets, through `LiveLayout.layout` as an app asks, compositional and flow batches
///   in turn, each layout at the same fractions of its own content; target: compositional
///   ≤ 1.25× flow; with allocations per query.
/// Before anything is timed, each update's layout is checked against a fresh prepare of the
/// updated input: content size and section frames, the attributes of the cells around the change
/// and of a few seeded others, the elements in rects around the change and at seeded offsets,
/// and hit-tests at their centres. No C twin: the suite prints its own table (``table(_:)``).
enum CompositionalSuite: BenchSuite {
  static let name = "compositional"
  static let workloads = ["mixed", "flow-only"]
  static let hasCBaseline = false
  static let defaultCounts = [1_000_000]

  static func run(_ bench: Bench) {
    // The flow figures are only a reference for compositional's: either name runs both.
    guard workloads.contains(where: { bench.wants("\(name)/\($0)") }) else { return }
    for count in bench.counts(defaultCounts, quick: [10_000]) {
      measure(CompositionalShape(count: count), bench: bench)
    }
  }

  /// Every row of `shape`.
  static func measure(_ shape: CompositionalShape, bench: Bench) {
    let started = now()
    let count = shape.count
    let label = "compositional n=\(count)"
    let live = Bench.accepted { () throws(LayoutError) in try LiveLayout(shape.configuration) }
    let flow = Bench.accepted { () throws(LayoutError) in try LiveLayout(shape.flowConfiguration) }
    bench.check(
      live.layout.sectionCount == CompositionalShape.sectionCount
        && live.input.totalItemCount == count,
      "\(label): the input is not \(CompositionalShape.sectionCount) sections of \(count) items")
    // The list rows must take their measured heights, not the 44 pt estimate.
    let list = CompositionalShape.middleSection(of: "list")
    let sized = (0..<min(50, shape.sections[list].itemCount)).allSatisfy { item in
      live.layout.attributes(for: .cell(section: list, item: item), viewport: live.input.viewport)?
        .frame.height
        == shape.sections[list].size(ofItem: item, default: Size(width: 0, height: 0)).height
    }
    bench.check(sized, "\(label): list rows are not at their measured heights")

    bench.measureSwiftVariants(
      suite: name, metric: "prepare", count: count, kind: .run,
      variants: [
        ("mixed", { LiveSuite.timed { prepared(shape.configuration) } }),
        ("flow-only", { LiveSuite.timed { prepared(shape.flowConfiguration) } }),
      ])
    for (workload, configuration) in [
      ("mixed", shape.configuration), ("flow-only", shape.flowConfiguration),
    ] {
      let usage = Allocator.measure { prepared(configuration) }.usage
      bench.recordUsage(
        suite: name, workload: workload, metric: "prepare", count: count, swift: usage, c: nil)
    }

    for (name, edit) in [
      ("resize 1 list", shape.resizeList()), ("insert 1 grid", shape.insertGrid()),
      ("delete 1 mosaic", shape.deleteMosaic()),
    ] {
      let (section, item, updated) = edit
      let change = LiveChange(name, updated, target: .microseconds)
      var next = shape.configuration
      next.input = change.input
      let fresh = prepared(next)
      checkUpdate(
        LiveSuite.update(live, change).layout, against: fresh.layout, section: section,
        item: item, label: "\(label) \(name)", bench: bench)
      let latencies = updateLatencies(bench) { LiveSuite.timed { LiveSuite.update(live, change) } }
      bench.recordLatencies(
        suite: Self.name, workload: "mixed", metric: name, count: count, unit: "µs",
        swiftNanoseconds: latencies, cNanoseconds: nil)
    }

    measureQueries(live.layout, flow: flow.layout, count: count, bench: bench)
    bench.progress("\(label): " + Output.elapsed(since: started))
  }

  /// `configuration` prepared; the bench's inputs are valid, so a rejection stops it.
  static func prepared(_ configuration: LayoutConfiguration) -> LiveLayout {
    Bench.accepted { () throws(LayoutError) in try LiveLayout(configuration) }
  }

  /// One-by-one latencies of `sample`, after one warm-up: many samples, since a p99 is asked of
  /// updates of some 10 µs.
  static func updateLatencies(_ bench: Bench, _ sample: () -> UInt64) -> [UInt64] {
    _ = sample()
    let budget =
      bench.quick
      ? Bench.Budget(seconds: 0.05, minimumRounds: 10, maximumRounds: 500)
      : Bench.Budget(seconds: 2, minimumRounds: 200, maximumRounds: 20_000)
    let limit = UInt64(budget.seconds * 1e9)
    var values: [UInt64] = []
    values.reserveCapacity(budget.maximumRounds)
    let start = now()
    while values.count < budget.maximumRounds
      && (values.count < budget.minimumRounds || now() - start < limit)
    {
      values.append(sample())
    }
    return values
  }

  /// Checks that `updated` answers as `fresh` (a prepare of the same input) does: content size
  /// and section frames; the attributes of the cells around item `item` of section `section`,
  /// of that section's ends, of the next section's first cell, of the last cell and of eight
  /// seeded cells; the elements in a 390×844 rect centred on the change, at the top, at the
  /// bottom and at six seeded offsets; and hit-tests at those cells' and rects' centres.
  static func checkUpdate(
    _ updated: any PreparedLayout, against fresh: any PreparedLayout, section: Int, item: Int,
    label: String, bench: Bench
  ) {
    let viewport = fresh.preparedViewport
    var generator = SplitMix64(seed: UInt64(section &* 1_000_003 &+ item))
    var cells: [(Int, Int)] = []
    let sections = fresh.sectionCount
    func itemCount(_ section: Int) -> Int { fresh.itemCount(inSection: section) }
    let items = itemCount(section)
    for near in (item - 2)...(item + 2) where near >= 0 && near < items {
      cells.append((section, near))
    }
    cells += [(section, 0), (section, max(0, items - 1))]
    if section + 1 < sections { cells.append((section + 1, 0)) }
    cells.append((sections - 1, max(0, itemCount(sections - 1) - 1)))
    for _ in 0..<8 {
      let random = Int.random(in: 0..<sections, using: &generator)
      cells.append((random, Int.random(in: 0..<max(1, itemCount(random)), using: &generator)))
    }

    var agrees = LiveSuite.sameSections(updated, fresh)
    var points: [Point] = []
    for (section, item) in cells {
      let id = ElementID.cell(section: section, item: item)
      let answer = fresh.attributes(for: id, viewport: viewport)
      agrees = agrees && updated.attributes(for: id, viewport: viewport) == answer
      if let frame = answer?.frame { points.append(Point(x: frame.midX, y: frame.midY)) }
    }

    let size = fresh.contentSize
    let height = viewport.size.height
    let scrollable = max(0, size.height - height)
    let centre = points.first?.y ?? 0
    var tops = [min(scrollable, max(0, centre - height / 2)), 0, scrollable]
    for _ in 0..<6 { tops.append(Double.random(in: 0...scrollable, using: &generator)) }
    var updatedElements: [LayoutAttributes] = []
    var freshElements: [LayoutAttributes] = []
    for top in tops {
      let rect = Rect(x: 0, y: top, width: viewport.size.width, height: height)
      updatedElements.removeAll(keepingCapacity: true)
      freshElements.removeAll(keepingCapacity: true)
      updated.elements(in: rect, viewport: viewport, into: &updatedElements)
      fresh.elements(in: rect, viewport: viewport, into: &freshElements)
      agrees = agrees && !freshElements.isEmpty && updatedElements == freshElements
      points.append(Point(x: rect.midX, y: rect.midY))
    }
    for point in points {
      agrees =
        agrees
        && updated.indexPathForItem(at: point, viewport: viewport)
          == fresh.indexPathForItem(at: point, viewport: viewport)
    }
    bench.check(agrees, "\(label): the updated layout answers unlike a fresh prepare")
  }

  /// Point hit-tests and viewports on `layout` against the same on `flow`, batches in turn; each
  /// layout is asked at the same fractions of its own content. Records ns per query (p50 of the
  /// batches, p99 beside) and allocations per query.
  static func measureQueries(
    _ layout: any PreparedLayout, flow: any PreparedLayout, count: Int, bench: Bench
  ) {
    var generator = SplitMix64(seed: UInt64(count) &* 0x7175_6572)
    let fractions = (0..<(bench.quick ? 512 : 4_096)).map { _ in
      (Double.random(in: 0..<1, using: &generator), Double.random(in: 0..<1, using: &generator))
    }
    let offsets = (0..<(bench.quick ? 256 : 2_048)).map { _ in
      Double.random(in: 0...1, using: &generator)
    }
    func points(_ layout: any PreparedLayout) -> [Point] {
      let size = layout.contentSize
      return fractions.map { Point(x: $0.0 * size.width, y: $0.1 * size.height) }
    }
    func rects(_ layout: any PreparedLayout) -> [Rect] {
      let viewport = layout.preparedViewport.size
      let scrollable = max(0, layout.contentSize.height - viewport.height)
      return offsets.map {
        Rect(x: 0, y: $0 * scrollable, width: viewport.width, height: viewport.height)
      }
    }
    // Flat cell numbers for the checksums (the two layouts have the same section counts).
    var starts: [Int] = []
    var total = 0
    for section in 0..<layout.sectionCount {
      starts.append(total)
      total += layout.itemCount(inSection: section)
    }
    let viewport = layout.preparedViewport
    let flowViewport = flow.preparedViewport
    let (layoutPoints, flowPoints) = (points(layout), points(flow))
    let (layoutRects, flowRects) = (rects(layout), rects(flow))
    var buffer: [LayoutAttributes] = []
    buffer.reserveCapacity(1_024)
    var flowBuffer = buffer

    let pointTimes = LiveSuite.alternatingQueries(
      bench, queries: fractions.count,
      updated: { LiveSuite.pointQueries(layout, layoutPoints, viewport, starts) },
      fresh: { LiveSuite.pointQueries(flow, flowPoints, flowViewport, starts) })
    let rectTimes = LiveSuite.alternatingQueries(
      bench, queries: offsets.count,
      updated: { LiveSuite.rectQueries(layout, layoutRects, viewport, &buffer) },
      fresh: { LiveSuite.rectQueries(flow, flowRects, flowViewport, &flowBuffer) })
    for (workload, metric, picoseconds) in [
      ("mixed", "point", pointTimes.updated), ("flow-only", "point", pointTimes.fresh),
      ("mixed", "viewport", rectTimes.updated), ("flow-only", "viewport", rectTimes.fresh),
    ] {
      let (p50, p99) = LiveSuite.percentiles(picoseconds)
      bench.record(
        Figure(
          suite: name, workload: workload, metric: metric, unit: "ns", count: count,
          swift: p50 / 1e3, c: nil, swiftP99: p99 / 1e3, samples: picoseconds.count))
    }

    bench.recordQueryAllocations(
      suite: name, workload: "mixed", metric: "point", count: count, queries: fractions.count,
      swift: { blackHole(LiveSuite.pointQueries(layout, layoutPoints, viewport, starts)) },
      c: nil)
    bench.recordQueryAllocations(
      suite: name, workload: "mixed", metric: "viewport", count: count, queries: offsets.count,
      swift: { blackHole(LiveSuite.rectQueries(layout, layoutRects, viewport, &buffer)) },
      c: nil)
  }
}
