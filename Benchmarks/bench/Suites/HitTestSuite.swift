import CBaselines
import Foundation
import MosaicCore
import MosaicHitTest

/// The bucket index (`BucketIndex`) against its C twin over the same frames: build, point
/// queries, random and scrolling 390×844 viewports, bytes per item and allocations per query.
///
/// - `grid4`: the anchors' grid, 4 columns of 80×120 with spacing 10 in 390-wide content (the
///   frames `Flow` produces; the flow suite checks they are bit-identical to C's);
/// - `masonry3`: 3 columns of width 120 with seeded heights 50…300, spacing 10, placed in the
///   shortest column (`mc_waterfall_prepare`), the anchors' masonry.
///
/// Queries are seeded: points uniform over the content; random viewports at x = 0 with y uniform
/// over the scrollable range; scrolling viewports step 20 pt down from a random start, wrapping.
/// `point warm` repeats one batch of 4,096 points, whose buckets and frames stay in the cache
/// from one sample to the next; `point cold` runs once over 10^6 distinct points per sample, so
/// on a large layout nearly every query misses the cache (what an R-tree comparison measures).
/// Swift runs `BucketIndex.cell(at:store:)` and `appendElements(in:store:into:)` into a reused
/// buffer; C runs the same algorithm in a loop written in C. Answers are checked equal first.
enum HitTestSuite: BenchSuite {
  static let name = "hittest"
  static let workloads = ["grid4", "masonry3"]
  static let defaultCounts = [1_000, 10_000, 100_000, 1_000_000, 4_000_000]

  static func run(_ bench: Bench) {
    for count in bench.counts(defaultCounts) {
      if bench.wants("hittest/grid4") {
        measure(workload: "grid4", count: count, bench: bench) { layout in
          var parameters = FlowSuite.cParameters()
          return mc_flow_grid_prepare(
            &parameters, mc_size(width: 80, height: 120), count, &layout)
        }
      }
      if bench.wants("hittest/masonry3") {
        var generator = SplitMix64(seed: 0x6D61_736F_6E72_7933)
        let sizes = (0..<count).map { _ in
          mc_size(width: 120, height: Double(Int.random(in: 50...300, using: &generator)))
        }
        measure(workload: "masonry3", count: count, bench: bench) { layout in
          var parameters = mc_waterfall_params(
            dimension: 380, column_count: 3, column_spacing: 10, interitem_spacing: 10,
            inset_top: 0, inset_left: 0, inset_bottom: 0, inset_right: 0, scale: 0)
          return sizes.withUnsafeBufferPointer { sizes in
            mc_waterfall_prepare(&parameters, sizes.baseAddress, count, &layout)
          }
        }
      }
    }
  }

  /// The number of queries in one timed batch.
  static func batch(_ bench: Bench, _ full: Int) -> Int { bench.quick ? full / 8 : full }

  static func measure(
    workload: String, count: Int, bench: Bench, makeFrames: (inout mc_layout) -> Int32
  ) {
    let started = now()
    let label = "hittest/\(workload) n=\(count)"
    // The frames (and C's own index over them) from the C baseline, measured for C's total.
    var (cTotal, baseline) = Allocator.measure { () -> mc_layout in
      var layout = mc_layout()
      _ = makeFrames(&layout)
      return layout
    }
    defer { mc_layout_free(&baseline) }
    let contentSize = Size(width: baseline.content_width, height: baseline.content_height)
    let (storeUsage, store) = Allocator.measure {
      Comparisons.store(from: baseline.frames, contentSize: contentSize)
    }
    var frames = baseline.frames

    // Build.
    bench.measurePair(
      suite: name, workload: workload, metric: "build", count: count, kind: .run,
      swift: {
        let start = now()
        let index = BucketIndex(store: store, axis: .vertical)
        let end = now()
        blackHole(index.entryCount)
        return end - start
      },
      c: {
        var index = mc_index()
        let start = now()
        let status = mc_index_build(&index, &frames, count)
        let end = now()
        blackHole(status)
        mc_index_free(&index)
        return end - start
      })
    let (indexUsage, index) = Allocator.measure { BucketIndex(store: store, axis: .vertical) }
    var (cIndexUsage, cIndex) = Allocator.measure { () -> mc_index in
      var index = mc_index()
      _ = mc_index_build(&index, &frames, count)
      return index
    }
    mc_index_free(&cIndex)
    bench.recordUsage(
      suite: name, workload: workload, metric: "index", count: count, swift: indexUsage,
      c: cIndexUsage, allocations: false)
    if let storeUsage, let indexUsage, let cTotal {
      bench.record(
        Figure(
          suite: name, workload: workload, metric: "total B/item", unit: "B/item",
          count: count, swift: Double(storeUsage.bytes + indexUsage.bytes) / Double(count),
          c: Double(cTotal.bytes) / Double(count)))
    }
    bench.check(
      Comparisons.sameIndex(index, baseline.index), "\(label): Swift and C indexes differ in shape")

    // Queries, seeded.
    var generator = SplitMix64(seed: UInt64(count) &* 0x9E37_79B9)
    let width = contentSize.width
    let height = contentSize.height
    let pointCount = batch(bench, 4_096)
    let points = (0..<pointCount).map { _ in
      Point(
        x: Double.random(in: 0..<max(width, 1), using: &generator),
        y: Double.random(in: 0..<max(height, 1), using: &generator))
    }
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let viewportCount = batch(bench, 2_048)
    let scrollable = max(0, height - 844)
    let randomViewports = (0..<viewportCount).map { _ in
      Rect(x: 0, y: Double.random(in: 0...scrollable, using: &generator), width: 390, height: 844)
    }
    var scrollY = Double.random(in: 0...scrollable, using: &generator)
    let scrollingViewports = (0..<viewportCount).map { _ in
      defer {
        scrollY += 20
        if scrollY > scrollable { scrollY = 0 }
      }
      return Rect(x: 0, y: scrollY, width: 390, height: 844)
    }

    // Points.
    let swiftPoints = { pointQueries(points, index: index, store: store) }
    let cPoints = { cPointQueries(xs: xs, ys: ys, baseline: baseline) }
    bench.check(swiftPoints() == cPoints(), "\(label): point answers differ")
    bench.measurePair(
      suite: name, workload: workload, metric: "point warm", count: count,
      kind: .queries(pointCount),
      swift: { timed(swiftPoints) }, c: { timed(cPoints) })
    measureColdPoints(
      workload: workload, count: count, bench: bench, index: index, store: store,
      baseline: baseline)

    // Viewports: through `elements(in:store:into:)`, which overwrites a reused ElementBuffer (the
    // per-frame API, what C's query does), and, for the scroll, through `appendElements`, which
    // appends to an [Int32] the caller empties before each query.
    var elementBuffer = ElementBuffer(minimumCapacity: 1 << 16)
    var arrayBuffer: [Int32] = []
    arrayBuffer.reserveCapacity(1 << 16)
    let capacity = 1 << 16
    let cBuffer = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    defer { cBuffer.deallocate() }
    func swiftRects(_ rects: [Rect]) -> Int {
      // One access to the captured buffer per batch, not one per query.
      bufferQueries(rects, index: index, store: store, buffer: &elementBuffer)
    }
    func cRects(_ rects: [mc_rect]) -> Int {
      rects.withUnsafeBufferPointer { rects in
        withUnsafePointer(to: baseline.index) { index in
          mc_bench_rects(index, rects.baseAddress, rects.count, cBuffer, capacity)
        }
      }
    }
    for (metric, rects) in [
      ("viewport random", randomViewports), ("viewport scroll", scrollingViewports),
    ] {
      let cRectangles = rects.map { mc_rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
      bench.check(
        swiftRects(rects) == cRects(cRectangles), "\(label): \(metric) answers differ")
      bench.measurePair(
        suite: name, workload: workload, metric: metric, count: count,
        kind: .queries(rects.count),
        swift: { timed { swiftRects(rects) } }, c: { timed { cRects(cRectangles) } })
      guard metric == "viewport scroll" else { continue }
      bench.check(
        appendQueries(rects, index: index, store: store, buffer: &arrayBuffer)
          == cRects(cRectangles), "\(label): viewport scroll append answers differ")
      bench.measurePair(
        suite: name, workload: workload, metric: "viewport scroll append", count: count,
        kind: .queries(rects.count),
        swift: { timed { appendQueries(rects, index: index, store: store, buffer: &arrayBuffer) } },
        c: { timed { cRects(cRectangles) } })
    }

    // Allocations per query (must be 0 once the buffer has capacity).
    bench.recordQueryAllocations(
      suite: name, workload: workload, metric: "point", count: count, queries: pointCount,
      swift: { blackHole(swiftPoints()) }, c: { blackHole(cPoints()) })
    let cRandom = randomViewports.map {
      mc_rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
    }
    bench.recordQueryAllocations(
      suite: name, workload: workload, metric: "viewport", count: count,
      queries: randomViewports.count,
      swift: { blackHole(swiftRects(randomViewports)) }, c: { blackHole(cRects(cRandom)) })
    bench.progress(
      "hittest/\(workload) n=\(Output.countLabel(count)): "
        + Output.elapsed(since: started))
  }

  /// `point cold`: each sample is one pass over 10^6 distinct seeded points (1/8 of that under
  /// `--quick`), uniform over the content, for Swift and for C. With a sample taking up to a
  /// few tenths of a second, it samples on the sweep budget.
  static func measureColdPoints(
    workload: String, count: Int, bench: Bench, index: BucketIndex, store: FrameStore,
    baseline: mc_layout
  ) {
    var generator = SplitMix64(seed: UInt64(count) &* 0xC01D_C01D)
    let width = max(baseline.content_width, 1)
    let height = max(baseline.content_height, 1)
    let points = (0..<batch(bench, 1_000_000)).map { _ in
      Point(
        x: Double.random(in: 0..<width, using: &generator),
        y: Double.random(in: 0..<height, using: &generator))
    }
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let swiftPoints = { pointQueries(points, index: index, store: store) }
    let cPoints = { cPointQueries(xs: xs, ys: ys, baseline: baseline) }
    bench.check(
      swiftPoints() == cPoints(), "hittest/\(workload) n=\(count): cold point answers differ")
    bench.measurePair(
      suite: name, workload: workload, metric: "point cold", count: count,
      kind: .queries(points.count), budget: bench.sweepBudget,
      swift: { timed(swiftPoints) }, c: { timed(cPoints) })
  }

  /// The Swift point batch: `cell(at:store:)` for each point; returns a checksum (the sum of the
  /// answers, -1 for none), which must equal `mc_bench_points`'.
  @inline(never)
  static func pointQueries(_ points: [Point], index: BucketIndex, store: FrameStore) -> Int {
    var sum = 0
    for point in points { sum &+= index.cell(at: point, store: store) ?? -1 }
    return sum
  }

  /// The C point batch over the same points (as two coordinate arrays): `mc_bench_points`'
  /// checksum.
  static func cPointQueries(xs: [Double], ys: [Double], baseline: mc_layout) -> Int {
    xs.withUnsafeBufferPointer { xs in
      ys.withUnsafeBufferPointer { ys in
        withUnsafePointer(to: baseline.index) { index in
          mc_bench_points(index, xs.baseAddress, ys.baseAddress, xs.count)
        }
      }
    }
  }

  /// The Swift viewport batch: `appendElements(in:store:into:)` into the reused `buffer` for each
  /// rect; returns a checksum (each hit count plus its last hit), which must equal
  /// `mc_bench_rects`'. Kept out of line with the buffer passed `inout`, so the loop pays no
  /// closure-capture or dynamic exclusivity checks that the C loop does not.
  @inline(never)
  static func appendQueries(
    _ rects: [Rect], index: BucketIndex, store: FrameStore, buffer: inout [Int32]
  ) -> Int {
    var sum = 0
    for rect in rects {
      buffer.removeAll(keepingCapacity: true)
      index.appendElements(in: rect, store: store, into: &buffer)
      sum &+= buffer.count &+ Int(buffer.last ?? 0)
    }
    return sum
  }

  /// ``appendQueries(_:index:store:buffer:)`` through `elements(in:store:into:)`, which
  /// overwrites an ``ElementBuffer``. Same checksum.
  @inline(never)
  static func bufferQueries(
    _ rects: [Rect], index: BucketIndex, store: FrameStore, buffer: inout ElementBuffer
  ) -> Int {
    var sum = 0
    for rect in rects {
      index.elements(in: rect, store: store, into: &buffer)
      sum &+= buffer.count &+ Int(buffer.last ?? 0)
    }
    return sum
  }

  /// Runs `body` once and returns the nanoseconds it took, keeping its result alive.
  @inline(__always)
  static func timed<T>(_ body: () -> T) -> UInt64 {
    let start = now()
    let result = body()
    let end = now()
    blackHole(result)
    return end - start
  }
}
