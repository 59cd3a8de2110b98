extension CompositionalSuite {
  /// The most a one-item update may take (p50, µs).
  static let updateTarget = 20.0
  /// The most compositional's queries may cost, as a multiple of flow's over the same counts.
  static let queryRatioTarget = 1.25

  /// The suite's own table: per count, the prepare beside flow's, the bytes, each update's p50
  /// and p99 with its target and verdict, then the queries against flow's with their ratios.
  /// `nil` when the run measured none of the suite.
  static func table(_ figures: [Figure]) -> String? {
    let figures = figures.filter { $0.suite == name }
    guard !figures.isEmpty else { return nil }
    var counts: [Int] = []
    var byKey: [String: Figure] = [:]
    var updates: [Int: [String]] = [:]
    for figure in figures {
      if !counts.contains(figure.count) { counts.append(figure.count) }
      byKey["\(figure.workload)/\(figure.metric)@\(figure.count)"] = figure
      // An update is recorded as two figures, "NAME p50" and "NAME p99".
      if figure.workload == "mixed", figure.metric.hasSuffix(" p50") {
        updates[figure.count, default: []].append(String(figure.metric.dropLast(4)))
      }
    }
    func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
      Output.pad(text, width, left: left)
    }
    let number = Output.number
    var lines = [
      "compositional: 100 sections of grid, list, mosaic and band section layouts, beside flow "
        + "of the same counts (flow-only); µs, targets at 10^6",
      pad("workload", 10, left: true) + pad("n", 6, left: true) + " "
        + pad("row", 16, left: true) + pad("p50", 11) + pad("p99", 11) + "  target",
      String(repeating: "-", count: 110),
    ]
    for count in counts {
      func figure(_ workload: String, _ metric: String) -> Figure? {
        byKey["\(workload)/\(metric)@\(count)"]
      }
      var head = pad("mixed", 10, left: true) + pad(Output.countLabel(count), 6, left: true)
      func line(_ row: String, _ cells: String) {
        lines.append(head + " " + pad(row, 16, left: true) + cells)
        head = String(repeating: " ", count: 16)
      }
      if let prepare = figure("mixed", "prepare") {
        // Prepares are recorded in ms; the table reads µs throughout.
        let flow = figure("flow-only", "prepare")
        var beside = "flow-only \(number(flow?.swift.map { $0 * 1e3 })) µs"
        if let mine = prepare.swift, let theirs = flow?.swift, theirs > 0 {
          beside += ", \(Output.ratio(mine / theirs))×"
        }
        line(
          "prepare n",
          pad(number(prepare.swift.map { $0 * 1e3 }), 11)
            + pad(number(prepare.swiftP99.map { $0 * 1e3 }), 11) + "  beside " + beside)
      }
      if let bytes = figure("mixed", "prepare B/item") {
        let allocations = figure("mixed", "prepare allocs")
        let flowBytes = figure("flow-only", "prepare B/item")
        let flowAllocations = figure("flow-only", "prepare allocs")
        line(
          "memory",
          "retains \(number(bytes.swift)) B/item, \(number(allocations?.swift)) allocs to prepare; "
            + "flow-only \(number(flowBytes?.swift)) B/item, "
            + "\(number(flowAllocations?.swift)) allocs")
      }
      for update in updates[count] ?? [] {
        let p50 = figure("mixed", "\(update) p50")?.swift
        let p99 = figure("mixed", "\(update) p99")?.swift
        var target = "p50 ≤ \(number(updateTarget)) µs"
        if let p50 {
          target += p50 <= updateTarget ? ": met" : ": missed ×" + Output.ratio(p50 / updateTarget)
        }
        line(update, pad(number(p50), 11) + pad(number(p99), 11) + "  " + target)
      }
      var row = "queries"
      for metric in ["point", "viewport"] {
        guard let mine = figure("mixed", metric), let theirs = figure("flow-only", metric),
          let x = mine.swift, let y = theirs.swift, y > 0
        else { continue }
        let ratio = x / y
        line(
          row,
          "\(metric) \(number(x)) vs \(number(y)) ns flow (p99 \(number(mine.swiftP99)) vs "
            + "\(number(theirs.swiftP99))), \(Output.ratio(ratio))× (≤ \(queryRatioTarget)×: "
            + (ratio <= queryRatioTarget ? "met" : "missed") + ")")
        row = ""
      }
      let allocations = ["point allocs/query", "viewport allocs/query"].compactMap {
        figure("mixed", $0)?.swift
      }
      if !allocations.isEmpty {
        line(
          row,
          "allocs/query point \(number(allocations.first)), viewport \(number(allocations.last))")
      }
    }
    return lines.joined(separator: "\n")
  }
}
