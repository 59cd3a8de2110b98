extension ReorderSuite {
  /// The suite's table: each row's p50 and p99 (µs) with its target and verdict. UIKit's drag
  /// (same-size, per-item, across-sections): p99 ≤ 1 ms at 10^5 and ≤ 16 ms (a frame) at 10^6;
  /// the interactions beyond it: a target change ≤ 100 µs at every count, p50 and p99; a drag in
  /// masonry (its live preview): ≤ 100 µs p50.
  static func table(_ figures: [Figure]) -> String? {
    let figures = figures.filter { $0.suite == name }
    guard !figures.isEmpty else { return nil }
    // Rows keyed by workload, metric and count; a drag update's p50 and p99 are two figures.
    var rows: [(workload: String, metric: String, count: Int, p50: Double?, p99: Double?)] = []
    for figure in figures {
      var metric = figure.metric
      var p50 = figure.swift
      var p99 = figure.swiftP99
      if metric.hasSuffix(" p50") || metric.hasSuffix(" p99") {
        let isP99 = metric.hasSuffix(" p99")
        metric = String(metric.dropLast(4))
        if isP99,
          let index = rows.firstIndex(where: {
            $0.workload == figure.workload && $0.metric == metric && $0.count == figure.count
          })
        {
          rows[index].p99 = figure.swift
          continue
        }
        (p50, p99) = isP99 ? (nil, figure.swift) : (figure.swift, nil)
      }
      rows.append((figure.workload, metric, figure.count, p50, p99))
    }
    func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
      Output.pad(text, width, left: left)
    }
    let number = Output.number
    var lines = [
      "reorder: one drag update at a time (µs; a finger's move, a keyboard step, a crossing)",
      pad("workload", 16, left: true) + pad("n", 6, left: true) + " "
        + pad("row", 15, left: true) + pad("p50", 11) + pad("p99", 11) + "  target",
      String(repeating: "-", count: 96),
    ]
    for row in rows {
      let bound: (value: Double, both: Bool)? =
        switch (row.workload, row.metric) {
        case (_, "target change"): (targetChangeBound, true)
        // Masonry's live preview (Benchmarks/README.md, reorder/masonry): ≤ 100 µs p50.
        case ("masonry", "drag update"): (targetChangeBound, false)
        case (_, "drag update"): (row.count >= 1_000_000 ? 16_000 : 1_000, false)
        default: nil
        }
      var verdict = row.metric == "lift" || row.metric == "crossing" ? "once a lift or entry" : ""
      if let bound {
        let onP50 = row.workload == "masonry"
        let checked = bound.both ? [row.p50, row.p99] : [onP50 ? row.p50 : row.p99]
        let worst = checked.compactMap { $0 }.max() ?? 0
        verdict =
          (bound.both ? "p50, p99" : onP50 ? "p50" : "p99") + " ≤ \(number(bound.value)) µs: "
          + (worst <= bound.value ? "met" : "missed ×\(number(worst / bound.value))")
      }
      let head: String =
        pad(row.workload, 16, left: true) + pad(Output.countLabel(row.count), 6, left: true) + " "
      let figures: String =
        pad(row.metric, 15, left: true) + pad(number(row.p50), 11) + pad(number(row.p99), 11)
      lines.append(head + figures + "  " + verdict)
    }
    return lines.joined(separator: "\n")
  }
}
