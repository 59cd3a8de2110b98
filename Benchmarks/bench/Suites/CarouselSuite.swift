import Foundation
import MosaicCarousel
import MosaicCore

/// The carousel strategy with its data repeated once (`x1`) and 500 times (`x500`, the default
/// ×500 wrap): the cost must not grow with the multiplier.
///
/// A horizontal carousel in a 390×844 viewport of n data items, each 300 wide (one pitch, spacing
/// 10) with seeded heights of 400…700 (per-item sizes, centred across the scroll axis), so
/// `x500` holds 500·n virtual cells. `count` is the number of data items.
/// - `prepare (ms)`: `Carousel.prepare`, which validates the n sizes (O(n)) and computes the
///   geometry (O(1)); `x1` and `x500` sampled alternately.
/// - `prepare B/item`, `allocs`: what a prepared carousel retains (the sizes are the input's own
///   array, shared), and the allocations a prepare makes.
/// - `viewport random (ns)`: `elements(in:viewport:into:)` of 390×844 viewports at random offsets
///   over the whole virtual content, into a reused buffer; `x1` and `x500` alternately.
/// No C baseline: there is no C twin of the carousel; what matters is `x500` against `x1`.
enum CarouselSuite: BenchSuite {
  static let name = "carousel"
  static let workloads = ["x1", "x500"]
  static let hasCBaseline = false
  static let defaultCounts = [1_000, 10_000, 100_000, 1_000_000]

  static func run(_ bench: Bench) {
    guard workloads.contains(where: { bench.wants("\(name)/\($0)") }) else { return }
    for count in bench.counts(defaultCounts) { measure(count: count, bench: bench) }
  }

  static func measure(count: Int, bench: Bench) {
    let started = now()
    let label = "carousel n=\(count)"
    var generator = SplitMix64(seed: 0x6361_726F_7573)
    let sizes = (0..<count).map { _ in
      Size(width: 300, height: Double(Int.random(in: 400...700, using: &generator)))
    }
    let input = LayoutInput(
      sections: [SectionData(itemSizes: sizes)], viewport: Viewport(width: 390, height: 844))
    let multipliers = [("x1", 1), ("x500", 500)]
    func carousel(_ multiplier: Int) -> Carousel {
      Carousel(options: CarouselOptions(itemSpacing: 10, multiplier: multiplier))
    }
    func prepare(_ carousel: Carousel) -> CarouselLayout {
      Bench.accepted { () throws(LayoutError) in try carousel.prepare(input) }
    }
    let layouts = multipliers.map { prepare(carousel($0.1)) }
    for ((workload, multiplier), layout) in zip(multipliers, layouts) {
      bench.check(
        layout.virtualCount == count * multiplier,
        "\(label) \(workload): \(layout.virtualCount) virtual cells")
    }

    bench.measureSwiftVariants(
      suite: name, metric: "prepare", count: count, kind: .run,
      variants: multipliers.map { workload, multiplier in
        let strategy = carousel(multiplier)
        return (
          workload,
          {
            let start = now()
            let layout = prepare(strategy)
            let end = now()
            blackHole(layout.virtualCount)
            return end - start
          }
        )
      })
    for (workload, multiplier) in multipliers {
      let strategy = carousel(multiplier)
      bench.recordUsage(
        suite: name, workload: workload, metric: "prepare", count: count,
        swift: Allocator.measure { prepare(strategy) }.usage, c: nil)
    }

    // Random viewports over each layout's whole virtual content, seeded alike.
    let batch = bench.quick ? 256 : 2_048
    var buffers = layouts.map { _ in [LayoutAttributes]() }
    for index in buffers.indices { buffers[index].reserveCapacity(64) }
    let rects = layouts.map { layout in
      var generator = SplitMix64(seed: UInt64(count) &* 0x9E37_79B9)
      let scrollable = max(0, layout.contentSize.width - 390)
      return (0..<batch).map { _ in
        Rect(
          x: Double.random(in: 0...scrollable, using: &generator), y: 0, width: 390, height: 844)
      }
    }
    for index in layouts.indices {
      // Sanity: a 390-wide viewport over 300-wide items 10 apart always shows 2 or 3 cells.
      let hits = queries(layouts[index], rects[index], &buffers[index])
      bench.check(
        hits >= 2 * batch && hits <= 3 * batch,
        "\(label) \(multipliers[index].0): \(hits) cells in \(batch) viewports")
    }
    var first = buffers[0]
    var second = buffers[1]
    bench.measureSwiftVariants(
      suite: name, metric: "viewport random", count: count, kind: .queries(batch),
      variants: [
        (multipliers[0].0, { HitTestSuite.timed { queries(layouts[0], rects[0], &first) } }),
        (multipliers[1].0, { HitTestSuite.timed { queries(layouts[1], rects[1], &second) } }),
      ])
    for index in layouts.indices {
      bench.recordQueryAllocations(
        suite: name, workload: multipliers[index].0, metric: "viewport", count: count,
        queries: batch,
        swift: { blackHole(queries(layouts[index], rects[index], &buffers[index])) }, c: nil)
    }
    bench.progress("\(label): " + Output.elapsed(since: started))
  }

  /// A batch of viewport queries into the reused `results`; returns the number of cells
  /// reported (a checksum).
  @inline(never)
  static func queries(
    _ layout: CarouselLayout, _ rects: [Rect], _ results: inout [LayoutAttributes]
  ) -> Int {
    let viewport = layout.preparedViewport
    var sum = 0
    for rect in rects {
      results.removeAll(keepingCapacity: true)
      layout.elements(in: rect, viewport: viewport, into: &results)
      sum &+= results.count
    }
    return sum
  }
}
