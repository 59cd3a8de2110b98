extension LiveSuite {
  /// The table lines of an estimated workload at one count (row name and cells, after the
  /// workload and count columns): preparing n estimated items beside preparing 10 (the ratio
  /// column is n over 10) with the time target, the bytes retained with the storage target, and
  /// the queries against the same sizes given.
  static func estimatedLines(_ metrics: [String: Figure]) -> [(row: String, cells: String)] {
    let number = Output.number
    func pad(_ text: String) -> String {
      String(repeating: " ", count: max(0, 10 - text.count)) + text
    }
    func kilobytes(_ bytes: Double?) -> String {
      bytes.map { number($0 / 1_024) + " KB" } ?? "—"
    }
    var lines: [(row: String, cells: String)] = []
    if let prepare = metrics["prepare estimated"] {
      let ten = metrics["prepare estimated / 10 items"]
      var ratio: Double?
      if let n = prepare.swift, let small = ten?.swift, small > 0 { ratio = n / small }
      var target = "≤ \(number(estimatedTargets.microseconds)) µs"
      if let p99 = prepare.swiftP99 {
        target +=
          p99 <= estimatedTargets.microseconds
          ? ": met" : ": missed ×" + Output.ratio(p99 / estimatedTargets.microseconds)
      }
      lines.append(
        (
          "prepare n est.",
          pad(number(prepare.swift)) + pad(number(prepare.swiftP99)) + pad(number(ten?.swift))
            + pad(number(ten?.swiftP99))
            + String(repeating: " ", count: max(0, 7 - Output.ratio(ratio).count))
            + Output.ratio(ratio) + "  " + target + " (prep: 10 estimated items; ratio n/10)"
        ))
    }
    if let bytes = metrics["estimated bytes"] {
      let count = Double(max(1, bytes.count))
      var verdict = "≤ 64 KB"
      if let retained = bytes.swift {
        verdict +=
          retained <= estimatedTargets.bytes
          ? ": met" : ": missed ×" + Output.ratio(retained / estimatedTargets.bytes)
      }
      let perItem = bytes.swift.map { $0 / count }
      var text =
        "retains \(kilobytes(bytes.swift)), \(number(perItem)) B/item, "
        + "\(number(metrics["estimated allocs"]?.swift)) allocs (\(verdict))"
      if let ten = metrics["estimated 10 items bytes"] {
        text +=
          "; 10 items \(number(ten.swift)) B, "
          + "\(number(metrics["estimated 10 items allocs"]?.swift)) allocs"
      }
      if let given = metrics["uniform bytes"]?.swift {
        text += "; sizes given \(number(given / count)) B/item"
      }
      lines.append(("memory", text))
    }
    if let point = metrics["estimated point"], let rect = metrics["estimated viewport"] {
      func versus(_ a: Figure, _ b: Figure?) -> String {
        guard let x = a.swift else { return "—" }
        guard let y = b?.swift, y > 0 else { return "\(number(x)) ns" }
        return "\(number(x)) vs \(number(y)) ns, \(Output.ratio(x / y))×"
      }
      lines.append(
        (
          "queries",
          "point \(versus(point, metrics["estimated point / uniform"])); viewport "
            + versus(rect, metrics["estimated viewport / uniform"]) + " (vs: the sizes given)"
        ))
      let allocations = ["estimated point allocs/query", "estimated viewport allocs/query"]
        .compactMap { metrics[$0]?.swift }
      if !allocations.isEmpty {
        lines.append(
          (
            "",
            "allocs/query point \(number(allocations.first)), "
              + "viewport \(number(allocations.last))"
              + (allocations.allSatisfy { $0 == 0 } ? " (must be 0: met)" : " (must be 0: MISSED)")
          ))
      }
    }
    for metric in ["measure first screen", "measure later screen"] {
      guard let update = metrics[metric] else { continue }
      let prepare = metrics["\(metric) / prepare"]
      var ratio: Double?
      if let a = update.swift, let b = prepare?.swift, b > 0 { ratio = a / b }
      var target = "≤ \(number(measuringTarget)) µs p50"
      if let p50 = update.swift {
        target +=
          p50 <= measuringTarget ? ": met" : ": missed ×" + Output.ratio(p50 / measuringTarget)
      }
      lines.append(
        (
          metric,
          pad(number(update.swift)) + pad(number(update.swiftP99)) + pad(number(prepare?.swift))
            + pad(number(prepare?.swiftP99))
            + String(repeating: " ", count: max(0, 7 - Output.ratio(ratio).count))
            + Output.ratio(ratio) + "  " + target + " (prep: a fresh prepare of the same sizes)"
        ))
    }
    return lines
  }
}
