import MosaicCore

extension LiveSuite {
  /// The bound on measuring a screenful of estimated items (p50, µs), for flow and waterfall
  /// alike (Benchmarks/README.md, the estimated shapes' rows).
  static let measuringTarget = 50.0

  /// Self-sizing on an estimated shape: the cells of the first screenful report measured sizes
  /// (`measure first screen`), then, with those kept, the cells of a screenful scrolled to the
  /// middle of the content, still at the estimate (`measure later screen`). Each is one update
  /// of the live layout, checked against a fresh prepare of the same input (content size, every
  /// section's frame, and every cell of the screenful) before it is timed beside that prepare.
  static func measureScreenfuls(_ shape: LiveEstimatedShape, bench: Bench) {
    let count = shape.itemCount
    let label = "live/\(shape.workload) n=\(count)"
    let live = Bench.accepted { () throws(LayoutError) in try LiveLayout(shape.configuration) }
    var generator = SplitMix64(seed: UInt64(count) &* 0x6D65_6173)
    let first = measuredScreenful(
      of: live, at: 0, estimate: LiveEstimatedShape.estimate, using: &generator)
    let afterFirst = Bench.accepted { () throws(LayoutError) in
      try live.updated(to: first.input, change: first.change)
    }
    let middle = afterFirst.layout.contentSize.height / 2
    let later = measuredScreenful(
      of: afterFirst, at: middle, estimate: LiveEstimatedShape.estimate, using: &generator)
    for (metric, base, measured) in [
      ("measure first screen", live, first), ("measure later screen", afterFirst, later),
    ] {
      var next = shape.configuration
      next.input = measured.input
      let updated = Bench.accepted { () throws(LayoutError) in
        try base.updated(to: measured.input, change: measured.change)
      }
      let fresh = Bench.accepted { () throws(LayoutError) in try LiveLayout(next) }
      let screen = Rect(
        x: 0, y: measured.offset, width: fresh.layout.contentSize.width,
        height: next.input.viewport.size.height)
      bench.check(
        sameSections(updated.layout, fresh.layout)
          && updated.layout.elements(in: screen) == fresh.layout.elements(in: screen),
        "\(label) \(metric): the updated layout differs from a fresh prepare")
      let (updates, prepares) = pairedLatencies(
        bench,
        update: {
          timed {
            Bench.accepted { () throws(LayoutError) in
              try base.updated(to: measured.input, change: measured.change)
            }
          }
        },
        prepare: { timed { Bench.accepted { () throws(LayoutError) in try LiveLayout(next) } } })
      record(bench, workload: shape.workload, metric, count, updates)
      record(bench, workload: shape.workload, "\(metric) / prepare", count, prepares)
    }
  }

  /// The input of `live` with the cells a viewport at `offset` shows measured: each gets a
  /// seeded size (the estimate's width, 60–240 tall), its section's sizes become per-item (a run
  /// of the estimate around the measured ones, as a model keeps them), and the change names the
  /// range from the first measured item to the last of each section.
  static func measuredScreenful(
    of live: LiveLayout, at offset: Double, estimate: Size, using generator: inout SplitMix64
  ) -> (input: LayoutInput, change: LayoutChange, offset: Double) {
    var input = live.configuration.input
    let viewport = input.viewport.scrolled(to: Point(x: 0, y: offset))
    let shown = live.layout.indexPathsForVisibleItems(in: viewport)
    var change = LayoutChange(sections: input.sections.indices.map(SectionChange.unchanged(from:)))
    var bySection: [Int: [Int]] = [:]
    for path in shown { bySection[path.section, default: []].append(path.item) }
    for (section, items) in bySection {
      guard let low = items.min(), let high = items.max() else { continue }
      var data = input.sections[section]
      var sizes: SizeList
      switch data.itemSizes {
      case .perItem(let list): sizes = list
      case .uniform(let size):
        sizes = SizeList(repeating: size ?? estimate, count: data.itemCount)
      }
      for item in items {
        sizes[item] = Size(
          width: estimate.width, height: Double(60 + Int(generator.next() % 181)))
      }
      data.itemSizes = .perItem(sizes)
      input.sections[section] = data
      change.sections[section] = SectionChange(oldSection: section, changedItems: low..<(high + 1))
    }
    return (input, change, offset)
  }
}
