import Foundation
import MosaicCore

/// What a UI asks after an update, at n items: the item mapping of the batch, the anchored content
/// offset, the transitions of the elements shown before or after, and the full `moved` list
/// `mosaic simulate` prints; each beside a full prepare of the updated input (`LiveLayout(_:)`).
///
/// Shapes: flow over per-item sizes in one section of n and in 1,000 sections (the `live` suite's
/// `flow-1/per-item` and `flow-1000/per-item`), 390×844 viewport scrolled to the middle of the
/// content. Changes: `insert 20 top` (every item after them moves), `delete 1` (the middle item),
/// `resize 30` (30 middle items 37 pt taller, the identity mapping). Rows, µs, one by one:
/// - `prepare`: the updated input prepared in full, the baseline;
/// - `mapping`: the batch's `ItemMapping` from its parts (what `applying(_:)` builds);
/// - `anchor`: `Scrolling.contentOffset(from:to:viewport:mapping:)`, the anchored offset;
/// - `transition`: a `LayoutTransition` of the two live layouts and its visible transitions
///   (elements in the old or the new visible rect, start and end attributes each);
/// - `moved list`: the full list of items whose path changed, O(those items), which only the
///   command line materialises.
/// The anchor is checked first: the anchor cell is at the same place on screen afterwards.
enum TransitionSuite: BenchSuite {
  static let name = "transition"
  static let workloads = ["flow-1/per-item", "flow-1000/per-item"]
  static let hasCBaseline = false
  static let defaultCounts = [10_000, 1_000_000]

  static func run(_ bench: Bench) {
    for count in bench.counts(defaultCounts, quick: [1_000_000]) {
      for workload in workloads where bench.wants("\(name)/\(workload)") {
        measure(LiveSuite.shape(workload, count: count), bench: bench)
      }
    }
  }

  /// The mapping of each change the suite measures, built as a batch's plan builds it.
  static func changes(_ shape: LiveShape) -> [(String, LiveChange.Input, () -> ItemMapping)] {
    let counts = shape.sections.map(\.itemCount)
    let middle = shape.middleSection
    let sections = counts.indices.map { Optional($0) }
    var inserted = counts
    inserted[0] += 20
    var deleted = counts
    deleted[middle] -= 1
    return [
      (
        "insert 20 top", shape.insertAtTop(),
        {
          ItemMapping(
            oldSectionOfNew: sections, oldItemCounts: counts, newItemCounts: inserted,
            departures: [], arrivals: (0..<20).map { IndexPath(section: 0, item: $0) })
        }
      ),
      (
        "delete 1", shape.deleteMiddle(),
        {
          ItemMapping(
            oldSectionOfNew: sections, oldItemCounts: counts, newItemCounts: deleted,
            departures: [IndexPath(section: middle, item: counts[middle] / 2)], arrivals: [])
        }
      ),
      ("resize 30", shape.resize(30), { ItemMapping.identity(itemCounts: counts) }),
    ]
  }

  static func measure(_ shape: LiveShape, bench: Bench) {
    let started = now()
    let count = shape.itemCount
    let label = "\(name)/\(shape.workload) n=\(count)"
    let old = Bench.accepted { () throws(LayoutError) in try LiveLayout(shape.configuration) }
    var viewport = shape.configuration.input.viewport
    viewport.contentOffset.y = (old.layout.contentSize.height / 2).rounded()
    for (change, updated, makeMapping) in changes(shape) {
      var next = shape.configuration
      next.input = updated.input
      let new = Bench.accepted { () throws(LayoutError) in
        try old.updated(to: updated.input, change: updated.change)
      }
      let mapping = makeMapping()
      let offset = Scrolling.contentOffset(
        from: old.layout, to: new.layout, viewport: viewport, mapping: mapping)
      let anchor = Scrolling.anchor(in: old.layout, viewport: viewport, mapping: mapping)
      let moved = anchor.flatMap { new.layout.attributes(for: .cell($0.newIndexPath)) }
      bench.check(
        anchor != nil
          && moved.map { $0.frame.minY - offset.y }
            == anchor.map { $0.oldOrigin - viewport.contentOffset.y },
        "\(label) \(change): the anchor moved on screen")
      let after = viewport.scrolled(to: offset)
      let rows: [(String, () -> Int)] = [
        (
          "prepare",
          { Bench.accepted { () throws(LayoutError) in try LiveLayout(next) }.layout.sectionCount }
        ),
        ("mapping", { makeMapping().newItemCounts.count }),
        (
          "anchor",
          {
            Int(
              Scrolling.contentOffset(
                from: old.layout, to: new.layout, viewport: viewport, mapping: mapping
              ).y)
          }
        ),
        (
          "transition",
          {
            LayoutTransition(from: old, in: viewport, to: new, in: after, mapping: mapping)
              .visibleTransitions().count
          }
        ),
        ("moved list", { mapping.moved().count }),
      ]
      for (row, body) in rows {
        bench.recordLatencies(
          suite: name, workload: shape.workload, metric: "\(change): \(row)", count: count,
          unit: "µs", swiftNanoseconds: samples(bench, body), cNanoseconds: nil)
      }
    }
    bench.progress("\(label): " + Output.elapsed(since: started))
  }

  /// One-by-one times of `body`, after one warm-up, for the run's budget.
  static func samples(_ bench: Bench, _ body: () -> Int) -> [UInt64] {
    blackHole(body())
    let budget = LiveSuite.budget(bench)
    let limit = UInt64(budget.seconds * 1e9)
    var values: [UInt64] = []
    let start = now()
    while values.count < budget.maximumRounds
      && (values.count < budget.minimumRounds || now() - start < limit)
    {
      let begin = now()
      let result = body()
      values.append(now() - begin)
      blackHole(result)
    }
    return values
  }
}
