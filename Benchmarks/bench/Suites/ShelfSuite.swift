import Foundation
import MosaicCore
import MosaicFlow
import MosaicShelf

/// Flow with a bookshelf (`Shelf` rows over `Flow`): one decoration under every line of items.
///
/// - `rows`: the flow/uniform grid (one section of 80×120 items, 4 columns, spacing 10, section
///   insets 20 left and right) with a 4 pt shelf under each of its n/4 lines, in a 390×844
///   viewport. The shelf reads the lines the flow layout records (`appendLineFrames`) and indexes
///   its decorations on their own.
/// - `prepare (ms)`, `B/item`, `allocs`: `Flow.prepare` plus `Shelf.apply` (compare with
///   flow/uniform's prepare at the same count for what the shelves add).
/// - `viewport random (ns)`: `elements(in:viewport:into:)` of 390×844 viewports at random offsets
///   into a reused buffer; `flow-only` is the same query over the flow layout alone, sampled
///   alternately with `rows`.
/// No C baseline: there is no C twin of the shelf modifier; `rows` compares with `flow-only`.
enum ShelfSuite: BenchSuite {
  static let name = "flow+shelf"
  static let workloads = ["rows", "flow-only"]
  static let hasCBaseline = false
  static let defaultCounts = [1_000, 10_000, 100_000, 1_000_000]

  static func run(_ bench: Bench) {
    guard workloads.contains(where: { bench.wants("\(name)/\($0)") }) else { return }
    for count in bench.counts(defaultCounts) { measure(count: count, bench: bench) }
  }

  static func measure(count: Int, bench: Bench) {
    let started = now()
    let label = "flow+shelf n=\(count)"
    let flow = FlowSuite.flow()
    let input = LayoutInput(
      sections: [SectionData(itemCount: count)], viewport: FlowSuite.viewport)
    let shelf = Shelf(options: ShelfOptions(style: .rows))
    func prepare() -> (base: FlowLayout, shelved: any PreparedLayout) {
      Bench.accepted { () throws(LayoutError) in
        let base = try flow.prepare(input)
        return (base, try shelf.apply(to: base, input: input))
      }
    }
    let (base, shelved) = prepare()
    let lines = (count + 3) / 4
    bench.check(
      (shelved as? ShelfLayout)?.decorationCount == lines,
      "\(label): expected \(lines) shelves, one per line")

    bench.measureSwift(
      suite: name, workload: "rows", metric: "prepare", count: count, kind: .run,
      swift: {
        let start = now()
        let layout = prepare()
        let end = now()
        blackHole(layout.shelved.contentSize)
        return end - start
      })
    let usage = Allocator.measure { prepare() }.usage
    bench.recordUsage(
      suite: name, workload: "rows", metric: "prepare", count: count, swift: usage, c: nil)

    // Random viewports over the whole content, seeded.
    var generator = SplitMix64(seed: UInt64(count) &* 0x5348_454C_46)
    let scrollable = max(0, base.contentSize.height - 844)
    let rects = (0..<(bench.quick ? 256 : 2_048)).map { _ in
      Rect(x: 0, y: Double.random(in: 0...scrollable, using: &generator), width: 390, height: 844)
    }
    var shelvedBuffer: [LayoutAttributes] = []
    shelvedBuffer.reserveCapacity(1_024)
    var baseBuffer = shelvedBuffer
    // Sanity: the shelved answers are the flow's plus one shelf per visible line at least.
    let withShelves = queries(shelved, rects, &shelvedBuffer)
    let withoutShelves = queries(base, rects, &baseBuffer)
    bench.check(
      withShelves > withoutShelves, "\(label): the viewport queries found no shelves")
    bench.measureSwiftVariants(
      suite: name, metric: "viewport random", count: count, kind: .queries(rects.count),
      variants: [
        ("rows", { HitTestSuite.timed { queries(shelved, rects, &shelvedBuffer) } }),
        ("flow-only", { HitTestSuite.timed { queries(base, rects, &baseBuffer) } }),
      ])
    bench.recordQueryAllocations(
      suite: name, workload: "rows", metric: "viewport", count: count, queries: rects.count,
      swift: { blackHole(queries(shelved, rects, &shelvedBuffer)) }, c: nil)
    bench.progress(
      "\(label): " + Output.elapsed(since: started))
  }

  /// A batch of viewport queries into the reused `results`; returns the number of elements
  /// reported (a checksum).
  @inline(never)
  static func queries(
    _ layout: any PreparedLayout, _ rects: [Rect], _ results: inout [LayoutAttributes]
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
