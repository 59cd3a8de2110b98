extension LiveSuite {
  /// The suite's own table: per shape and count, each update's p50 and p99 beside the prepare of
  /// the same updated input, their ratio and the live-update target with the verdict, then the query
  /// and memory figures. `nil` when the run measured none of the suite.
  static func table(_ figures: [Figure]) -> String? {
    let figures = figures.filter { $0.suite == name }
    guard !figures.isEmpty else { return nil }
    var groups: [String] = []
    var byGroup: [String: [String: Figure]] = [:]
    var rows: [String: [String]] = [:]
    for figure in figures {
      let group = "\(figure.workload)@\(figure.count)"
      if byGroup[group] == nil { groups.append(group) }
      byGroup[group, default: [:]][figure.metric] = figure
      rows[group, default: []].append(figure.metric)
    }
    func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
      Output.pad(text, width, left: left)
    }
    let number = Output.number
    var lines = [
      "live: LiveLayout.updated(to:change:) beside a full prepare of the same updated input "
        + "(µs, one by one; ratio = update p50 / prepare p50; targets at 10^6)",
      pad("workload", 31, left: true) + pad("n", 6, left: true) + " "
        + pad("row", 15, left: true) + pad("p50", 10) + pad("p99", 10) + pad("prep p50", 10)
        + pad("prep p99", 10) + pad("ratio", 7) + "  target",
      String(repeating: "-", count: 127),
    ]
    for group in groups {
      guard let metrics = byGroup[group], let first = metrics.values.first else { continue }
      var head =
        pad(first.workload, 31, left: true) + pad(Output.countLabel(first.count), 6, left: true)
      func line(_ row: String, _ cells: String) {
        lines.append(head + " " + pad(row, 15, left: true) + cells)
        head = String(repeating: " ", count: 37)
      }
      if first.workload.hasSuffix("/estimated") {
        for entry in estimatedLines(metrics) { line(entry.row, entry.cells) }
        continue
      }
      for metric in rows[group] ?? [] where metric.firstIndex(of: "/") == nil {
        guard let figure = metrics[metric], figure.unit == "µs" else { continue }
        let timing = pad(number(figure.swift), 10) + pad(number(figure.swiftP99), 10)
        if metric == "prepare" || metric == "validate" {
          line(
            metric == "prepare" ? "prepare n" : "validate",
            timing + String(repeating: " ", count: 27)
              + (metric == "prepare"
                ? "  the baseline"
                : "  floor: input and change checks before any layer"
                  + (metrics["validate allocs"]?.swift.map { ", \(number($0)) allocs" } ?? "")))
          continue
        }
        let prepare = metrics["\(metric) / prepare"]
        var ratio: Double?
        if let update = figure.swift, let full = prepare?.swift, full > 0 { ratio = update / full }
        var target: String
        if let tail = metrics["\(metric) / section tail"] {
          // A waterfall: a prepare of each changed section from its first changed item on, plus
          // a fixed allowance for the rest (validation, reading the change, the directory).
          let bound = tail.swift.map { $0 + Self.tailAllowance }
          target = "p50 ≤ section tail \(number(tail.swift)) + \(number(Self.tailAllowance)) µs"
          if let bound, let p50 = figure.swift {
            target += p50 <= bound ? ": met" : ": missed ×" + Output.ratio(p50 / bound)
          }
        } else if first.workload.hasPrefix("sections") {
          // An extension's section layout: a change costs the pages it touches, a small part
          // of a prepare. Sized alike, a prepare is a few pages placed again and again, so an
          // update (a page or two laid out) must only never cost more than starting over.
          let bound = first.workload.hasSuffix("/uniform") ? 1 : Self.sectionsRatio
          target =
            bound < 1
            ? "update ≪ prepare: ratio ≤ \(Output.ratio(bound))" : "update ≤ prepare: ratio ≤ 1"
          if let ratio {
            target += ratio <= bound ? ": met" : ": missed ×" + Output.ratio(ratio / bound)
          }
        } else {
          target = "p50 ≤ \(number(Self.p50Target)), p99 ≤ \(number(Self.p99Target)) µs"
          if let p50 = figure.swift, let p99 = figure.swiftP99 {
            let over = Swift.max(p50 / Self.p50Target, p99 / Self.p99Target)
            target += over <= 1 ? ": met" : ": missed ×" + Output.ratio(over)
          }
        }
        line(
          metric,
          timing + pad(number(prepare?.swift), 10) + pad(number(prepare?.swiftP99), 10)
            + pad(Output.ratio(ratio), 7) + "  " + target)
        if let shelf = metrics["\(metric) / shelf update"],
          let apply = metrics["\(metric) / shelf apply"]
        {
          var layer: Double?
          if let update = shelf.swift, let anew = apply.swift, anew > 0 { layer = update / anew }
          line(
            "  shelf layer",
            pad(number(shelf.swift), 10) + pad(number(shelf.swiftP99), 10)
              + pad(number(apply.swift), 10) + pad(number(apply.swiftP99), 10)
              + pad(Output.ratio(layer), 7) + "  Shelf.update beside Shelf.apply, same base")
        }
      }
      if let updated = metrics["point updated"], let fresh = metrics["point fresh"],
        let rectUpdated = metrics["viewport updated"], let rectFresh = metrics["viewport fresh"]
      {
        func versus(_ a: Figure, _ b: Figure, limit: Double) -> String {
          guard let x = a.swift, let y = b.swift, y > 0 else { return "—" }
          return "\(number(x)) vs \(number(y)) ns fresh, \(Output.ratio(x / y))× (≤ \(limit)×: "
            + (x / y <= limit ? "met" : "missed") + ")"
        }
        line("queries", "point \(versus(updated, fresh, limit: 1.15))")
        line("", "viewport \(versus(rectUpdated, rectFresh, limit: 1.15))")
        let allocations = ["point allocs/query", "viewport allocs/query"].compactMap {
          metrics[$0]?.swift
        }
        if !allocations.isEmpty {
          line(
            "",
            "allocs/query point \(number(allocations.first)), viewport \(number(allocations.last))"
              + (allocations.allSatisfy { $0 == 0 } ? " (must be 0: met)" : " (must be 0: MISSED)"))
        }
        // Through the public API, as an app asks, against the C grid over the same cell frames:
        // each held to 1.25×; the updated layout's own index (waterfall's) beside the warm points.
        for (metric, row) in [
          ("point vs C", "point warm"), ("point cold vs C", "point cold"),
          ("viewport vs C", "viewport"),
          ("viewport index paths vs C", "viewport, cells' index paths alone"),
        ] {
          guard let figure = metrics[metric], let ratio = figure.ratio else { continue }
          var text =
            "vs C grid, API \(row): \(number(figure.swift)) vs \(number(figure.c)) ns, "
            + "\(Output.ratio(ratio))× (≤ 1.25×: \(ratio <= 1.25 ? "met" : "missed"))"
          if metric == "point vs C", let index = metrics["index point vs C"],
            let indexRatio = index.ratio
          {
            text += "; its bucket index \(number(index.swift)) ns, \(Output.ratio(indexRatio))×"
          }
          if metric == "viewport vs C", let floor = metrics["viewport floor vs C"],
            let floorRatio = floor.ratio
          {
            text +=
              "; appending its answers alone \(number(floor.swift)) ns, "
              + "\(Output.ratio(floorRatio))×"
          }
          line("", text)
        }
      }
      if let updated = metrics["updated B/item"]?.swift {
        let prepared = metrics["prepare B/item"]?.swift
        let update = metrics["update B/item"]?.swift
        let allocations = metrics["update allocs"]?.swift
        line(
          "memory",
          "updated \(number(updated)) B/item (≤ 42: \(updated <= 42 ? "met" : "missed")), "
            + "prepare \(number(prepared)); an update beside its old layout retains "
            + "\(number(update)) B/item, \(number(allocations)) allocs")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The most an update of the `sections-…` shapes may cost, as a fraction of a prepare (p50).
  static let sectionsRatio = 0.02

  /// The live-update targets of every flow-based update at 10^6 items, in µs: p50 and p99.
  static let p50Target = 20.0
  static let p99Target = 100.0
  /// What a waterfall update may cost beyond a prepare of its changed sections' tails (p50, µs).
  static let tailAllowance = 20.0
}
