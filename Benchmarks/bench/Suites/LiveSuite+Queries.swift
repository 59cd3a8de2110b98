import CBaselines
import MosaicCore

extension LiveSuite {
  /// Point and viewport queries on `updated` against the same on `fresh` (a prepare of the same
  /// input), sampled in turn; allocations per query on `updated`; and `updated`'s point and
  /// viewport queries against the C bucket grid built over its cell frames.
  static func measureQueries(
    _ shape: LiveShape, change: LiveChange, updated: any PreparedLayout,
    strategyLayout: any PreparedLayout, fresh: any PreparedLayout, bench: Bench
  ) {
    let count = shape.itemCount
    let label = "live/\(shape.workload) n=\(count) \(change.name)"
    let viewport = updated.preparedViewport
    var generator = SplitMix64(seed: UInt64(count) &* 0x6C69_7665)
    let size = updated.contentSize
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
    // Flat cell numbers (C's answers), from the updated input's section counts.
    var starts: [Int] = []
    var total = 0
    for section in change.input.sections {
      starts.append(total)
      total += section.itemCount
    }

    var updatedBuffer: [LayoutAttributes] = []
    updatedBuffer.reserveCapacity(1_024)
    var freshBuffer = updatedBuffer
    bench.check(
      pointQueries(updated, points, viewport, starts)
        == pointQueries(fresh, points, viewport, starts)
        && rectQueries(updated, rects, viewport, &updatedBuffer)
          == rectQueries(fresh, rects, viewport, &freshBuffer),
      "\(label): the updated layout answers queries unlike a fresh prepare")

    let pointTimes = alternatingQueries(
      bench, queries: points.count,
      updated: { pointQueries(updated, points, viewport, starts) },
      fresh: { pointQueries(fresh, points, viewport, starts) })
    let rectTimes = alternatingQueries(
      bench, queries: rects.count,
      updated: { rectQueries(updated, rects, viewport, &updatedBuffer) },
      fresh: { rectQueries(fresh, rects, viewport, &freshBuffer) })
    for (metric, values) in [
      ("point updated", pointTimes.updated), ("point fresh", pointTimes.fresh),
      ("viewport updated", rectTimes.updated), ("viewport fresh", rectTimes.fresh),
    ] {
      bench.record(
        Figure(
          suite: name, workload: shape.workload, metric: metric, unit: "ns", count: count,
          swift: percentiles(values).0 / 1e3, c: nil, samples: values.count))
    }

    bench.recordQueryAllocations(
      suite: name, workload: shape.workload, metric: "point", count: count,
      queries: points.count, swift: { blackHole(pointQueries(updated, points, viewport, starts)) },
      c: nil)
    bench.recordQueryAllocations(
      suite: name, workload: shape.workload, metric: "viewport", count: count,
      queries: rects.count,
      swift: { blackHole(rectQueries(updated, rects, viewport, &updatedBuffer)) }, c: nil)

    measureAgainstC(
      shape, label: label, updated: updated, strategyLayout: strategyLayout, points: points,
      viewport: viewport, starts: starts,
      bench: bench)
  }

  /// `updated`'s point queries (through `indexPathForItem(at:viewport:)`, as an app asks) against
  /// `mc_bench_points` over a C bucket grid built from `updated`'s own cell frames, and through
  /// `strategyLayout`'s bucket index when it exposes one; answers are checked equal first.
  static func measureAgainstC(
    _ shape: LiveShape, label: String, updated: any PreparedLayout,
    strategyLayout: any PreparedLayout, points: [Point],
    viewport: Viewport, starts: [Int], bench: Bench
  ) {
    let frames = LiveCellFrames(updated, starts: starts)
    defer { frames.deallocate() }
    var index = mc_index()
    var cFrames = frames.cFrames
    bench.check(mc_index_build(&index, &cFrames, frames.count) == 0, "\(label): C index failed")
    defer { mc_index_free(&index) }
    measurePointsAgainstC(
      points, metric: "point vs C", budget: nil, shape: shape, label: label, updated: updated,
      index: index, viewport: viewport, starts: starts, bench: bench)
    measureColdAndViewportsAgainstC(
      shape, label: label, updated: updated, index: index, viewport: viewport, starts: starts,
      bench: bench)
    // The same points through the updated layout's own bucket index, where its type has one
    // (waterfall's): the level the hit-test suite compares with C at, without
    // the existential call and the index path the API adds. A flow layout has no cell index.
    guard let indexed = strategyLayout as? IndexedPrepared, strategyLayout.cellFrameStore != nil,
      let bucketIndex = indexed.comparedIndex
    else { return }
    let store = indexed.comparedStore
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    func cPoints() -> Int { cPointChecksum(index, xs, ys) }
    bench.check(
      HitTestSuite.pointQueries(points, index: bucketIndex, store: store) == cPoints(),
      "\(label): the updated layout's index answers unlike the C grid")
    bench.measurePair(
      suite: name, workload: shape.workload, metric: "index point vs C", count: shape.itemCount,
      kind: .queries(points.count),
      swift: { timed { HitTestSuite.pointQueries(points, index: bucketIndex, store: store) } },
      c: { timed { cPoints() } })
  }

  /// Through the public API, as an app asks, against the C grid over the same cell frames:
  /// `point cold vs C`, one pass over 10^6 distinct points uniform over the content (1/8 under
  /// `--quick`), so on a large layout nearly every query misses the cache; `viewport vs C`, random
  /// 390×844 viewports, Swift's `elements(in:viewport:into:)` into a reused buffer (its cells
  /// only are counted: headers, footers and decorations are not C's) against `mc_bench_rects`;
  /// `viewport index paths vs C`, the same viewports through
  /// `indexPathsForItems(in:viewport:into:buffer:)`, C's answer in Swift's types;
  /// `viewport floor vs C`, the same answers made beforehand and only appended to the buffer, the
  /// least any answer given as `[LayoutAttributes]` costs.
  static func measureColdAndViewportsAgainstC(
    _ shape: LiveShape, label: String, updated: any PreparedLayout, index: mc_index,
    viewport: Viewport, starts: [Int], bench: Bench
  ) {
    var generator = SplitMix64(seed: UInt64(shape.itemCount) &* 0xC01D)
    let size = updated.contentSize
    let points = (0..<(bench.quick ? 125_000 : 1_000_000)).map { _ in
      Point(
        x: Double.random(in: 0..<max(size.width, 1), using: &generator),
        y: Double.random(in: 0..<max(size.height, 1), using: &generator))
    }
    measurePointsAgainstC(
      points, metric: "point cold vs C", budget: bench.sweepBudget, shape: shape, label: label,
      updated: updated, index: index, viewport: viewport, starts: starts, bench: bench)

    let scrollable = max(0, size.height - viewport.size.height)
    let rects = (0..<(bench.quick ? 256 : 2_048)).map { _ in
      Rect(
        x: 0, y: Double.random(in: 0...scrollable, using: &generator),
        width: viewport.size.width, height: viewport.size.height)
    }
    let cRects = rects.map { mc_rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    let capacity = 1 << 16
    let cBuffer = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    defer { cBuffer.deallocate() }
    func cViewports() -> Int {
      cRects.withUnsafeBufferPointer { rects in
        withUnsafePointer(to: index) { index in
          mc_bench_rects(index, rects.baseAddress, rects.count, cBuffer, capacity)
        }
      }
    }
    var buffer: [LayoutAttributes] = []
    buffer.reserveCapacity(capacity)
    bench.check(
      cellRectQueries(updated, rects, viewport, starts, &buffer) == cViewports(),
      "\(label): viewport cells differ from the C grid's")
    bench.measurePair(
      suite: name, workload: shape.workload, metric: "viewport vs C", count: shape.itemCount,
      kind: .queries(rects.count),
      swift: { timed { cellRectQueries(updated, rects, viewport, starts, &buffer) } },
      c: { timed { cViewports() } })
    // The same viewports answered as the cells' index paths alone (what
    // `indexPathsForVisibleItems` gives): C's answer, cell numbers, in Swift's public types.
    var indexPaths: [IndexPath] = []
    indexPaths.reserveCapacity(capacity)
    bench.check(
      indexPathQueries(updated, rects, viewport, starts, &indexPaths, &buffer) == cViewports(),
      "\(label): viewport index paths differ from the C grid's cells")
    bench.measurePair(
      suite: name, workload: shape.workload, metric: "viewport index paths vs C",
      count: shape.itemCount, kind: .queries(rects.count),
      swift: { timed { indexPathQueries(updated, rects, viewport, starts, &indexPaths, &buffer) } },
      c: { timed { cViewports() } })
    // The floor under any answer given as `[LayoutAttributes]`: as many answers as viewports,
    // made beforehand and appended element by element to the reused buffer, nothing looked up.
    // Eight answers taken in turn, so that reading them stays in cache (every answer read from
    // memory cost more than the queries themselves).
    let sample = rects.prefix(8).map { rect -> [LayoutAttributes] in
      var answer: [LayoutAttributes] = []
      updated.elements(in: rect, viewport: viewport, into: &answer)
      return answer
    }
    let answers = rects.indices.map { sample[$0 % sample.count] }
    bench.measurePair(
      suite: name, workload: shape.workload, metric: "viewport floor vs C", count: shape.itemCount,
      kind: .queries(rects.count),
      swift: { timed { appendAnswers(answers, into: &buffer) } },
      c: { timed { cViewports() } })
  }

  /// Each of `answers` appended, element by element, to `results` emptied first, as a query
  /// fills it; returns the elements appended.
  @inline(never)
  static func appendAnswers(_ answers: [[LayoutAttributes]], into results: inout [LayoutAttributes])
    -> Int
  {
    var sum = 0
    for answer in answers {
      results.removeAll(keepingCapacity: true)
      for attributes in answer { results.append(attributes) }
      sum &+= results.count
    }
    return sum
  }

  /// `points` through `updated`'s public hit-test against `mc_bench_points` over `index` (the C
  /// grid over the same cells): the answers checked equal, then both timed in turn as `metric`.
  static func measurePointsAgainstC(
    _ points: [Point], metric: String, budget: Bench.Budget?, shape: LiveShape, label: String,
    updated: any PreparedLayout, index: mc_index, viewport: Viewport, starts: [Int], bench: Bench
  ) {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    func cPoints() -> Int { cPointChecksum(index, xs, ys) }
    bench.check(
      pointQueries(updated, points, viewport, starts) == cPoints(),
      "\(label): \(metric): the hit-tests differ from the C grid's")
    bench.measurePair(
      suite: name, workload: shape.workload, metric: metric, count: shape.itemCount,
      kind: .queries(points.count), budget: budget,
      swift: { timed { pointQueries(updated, points, viewport, starts) } },
      c: { timed { cPoints() } })
  }

  /// `mc_bench_points` over `index` for the points (`xs[i]`, `ys[i]`): the sum of the flat cells
  /// hit, -1 for each miss.
  static func cPointChecksum(_ index: mc_index, _ xs: [Double], _ ys: [Double]) -> Int {
    xs.withUnsafeBufferPointer { xs in
      ys.withUnsafeBufferPointer { ys in
        withUnsafePointer(to: index) { index in
          mc_bench_points(index, xs.baseAddress, ys.baseAddress, xs.count)
        }
      }
    }
  }

  /// A batch of rect queries into the reused `results`; returns `mc_bench_rects`' checksum over
  /// the cells reported (each query's cell count plus the flat number of its last cell, which
  /// is the highest: cells come first, in element order).
  @inline(never)
  static func cellRectQueries(
    _ layout: any PreparedLayout, _ rects: [Rect], _ viewport: Viewport, _ starts: [Int],
    _ results: inout [LayoutAttributes]
  ) -> Int {
    var sum = 0
    for rect in rects {
      results.removeAll(keepingCapacity: true)
      layout.elements(in: rect, viewport: viewport, into: &results)
      var cells = 0
      var last = 0
      for element in results where element.id.category == .cell {
        cells += 1
        last = starts[element.id.section] &+ element.id.item
      }
      sum &+= cells &+ last
    }
    return sum
  }

  /// ``cellRectQueries(_:_:_:_:_:)`` through `indexPathsForItems(in:viewport:into:buffer:)`: the
  /// same checksum over the index paths reported.
  @inline(never)
  static func indexPathQueries(
    _ layout: any PreparedLayout, _ rects: [Rect], _ viewport: Viewport, _ starts: [Int],
    _ indexPaths: inout [IndexPath], _ buffer: inout [LayoutAttributes]
  ) -> Int {
    var sum = 0
    for rect in rects {
      indexPaths.removeAll(keepingCapacity: true)
      layout.indexPathsForItems(in: rect, viewport: viewport, into: &indexPaths, buffer: &buffer)
      let last = indexPaths.last.map { starts[$0.section] &+ $0.item } ?? 0
      sum &+= indexPaths.count &+ last
    }
    return sum
  }

  /// Batches of queries on the updated and on the fresh layout in turn (which goes first
  /// alternates), for the query budget; picoseconds per query of each batch.
  static func alternatingQueries(
    _ bench: Bench, queries: Int, updated: () -> Int, fresh: () -> Int
  ) -> (updated: [UInt64], fresh: [UInt64]) {
    _ = updated()
    _ = fresh()
    let budget = bench.queryBudget
    let limit = UInt64(budget.seconds * 1e9)
    var updatedTimes: [UInt64] = []
    var freshTimes: [UInt64] = []
    let start = now()
    while updatedTimes.count < budget.maximumRounds
      && (updatedTimes.count < budget.minimumRounds || now() - start < limit)
    {
      // Picoseconds per query, so that a figure of a few nanoseconds keeps its decimals.
      if updatedTimes.count % 2 == 0 {
        updatedTimes.append(timed(updated) * 1_000 / UInt64(queries))
        freshTimes.append(timed(fresh) * 1_000 / UInt64(queries))
      } else {
        freshTimes.append(timed(fresh) * 1_000 / UInt64(queries))
        updatedTimes.append(timed(updated) * 1_000 / UInt64(queries))
      }
    }
    return (updatedTimes, freshTimes)
  }

  /// A batch of hit-tests; returns the sum of the flat cell numbers hit, -1 for each miss: the
  /// checksum `mc_bench_points` computes.
  @inline(never)
  static func pointQueries(
    _ layout: any PreparedLayout, _ points: [Point], _ viewport: Viewport, _ starts: [Int]
  ) -> Int {
    var sum = 0
    for point in points {
      if let path = layout.indexPathForItem(at: point, viewport: viewport) {
        sum &+= starts[path.section] &+ path.item
      } else {
        sum &-= 1
      }
    }
    return sum
  }

  /// A batch of rect queries into the reused `results`; returns a checksum of the answers (each
  /// count, and the last element's section and item).
  @inline(never)
  static func rectQueries(
    _ layout: any PreparedLayout, _ rects: [Rect], _ viewport: Viewport,
    _ results: inout [LayoutAttributes]
  ) -> Int {
    var sum = 0
    for rect in rects {
      results.removeAll(keepingCapacity: true)
      layout.elements(in: rect, viewport: viewport, into: &results)
      sum &+= results.count
      if let last = results.last { sum &+= last.id.section &* 1_009 &+ last.id.item }
    }
    return sum
  }

  /// The bytes of a prepare, of the updated layout alone (its old layout freed) and of an update
  /// beside the old layout it may share with, with the allocations of the prepare and the update.
  static func measureMemory(
    _ shape: LiveShape, live: LiveLayout, change: LiveChange, bench: Bench
  ) {
    let count = shape.itemCount
    let prepared = Allocator.measure {
      Bench.accepted { () throws(LayoutError) in try LiveLayout(shape.configuration) }
    }.usage
    bench.recordUsage(
      suite: name, workload: shape.workload, metric: "prepare", count: count, swift: prepared,
      c: nil)
    let alone = Allocator.measure { () -> LiveLayout in
      let old = Bench.accepted { () throws(LayoutError) in try LiveLayout(shape.configuration) }
      return update(old, change)
    }.usage
    bench.recordUsage(
      suite: name, workload: shape.workload, metric: "updated", count: count, swift: alone,
      c: nil, allocations: false)
    let beside = Allocator.measure { update(live, change) }.usage
    bench.recordUsage(
      suite: name, workload: shape.workload, metric: "update", count: count, swift: beside,
      c: nil)
  }
}
