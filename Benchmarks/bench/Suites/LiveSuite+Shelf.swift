import MosaicCore
import MosaicShelf

extension LiveSuite {
  /// The shelf's own layer: `Shelf.update` over the already updated base against
  /// `Shelf.apply` over the same base, sampled in turn, so the figure is what reusing the
  /// decorations of sections the change left in place saves, apart from the base's update.
  static func measureShelfLayer(
    _ shape: LiveShape, _ shelf: Shelf, live: LiveLayout, updated: LiveLayout,
    change: LiveChange, bench: Bench
  ) {
    let previous = live.layout
    let base = updated.strategyLayout
    let input = change.input
    func update() -> any PreparedLayout {
      Bench.accepted { () throws(LayoutError) in
        try shelf.update(previous, over: base, input: input, change: change.change)
      }
    }
    func apply() -> any PreparedLayout {
      Bench.accepted { () throws(LayoutError) in try shelf.apply(to: base, input: input) }
    }
    bench.check(
      (update() as? ShelfLayout)?.decorationCount == (apply() as? ShelfLayout)?.decorationCount,
      "live/\(shape.workload) n=\(shape.itemCount) \(change.name): the shelf's update and "
        + "apply made different decorations")
    let (updates, applies) = pairedLatencies(
      bench, update: { timed(update) }, prepare: { timed(apply) })
    record(bench, shape, "\(change.name) / shelf update", shape.itemCount, updates)
    record(bench, shape, "\(change.name) / shelf apply", shape.itemCount, applies)
  }
}
