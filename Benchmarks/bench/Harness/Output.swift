import Foundation

/// The readable table, the JSON file and the comparison with an earlier run.
enum Output {
  // MARK: Numbers

  /// A count as a power of ten where it is one ("10^6", "4·10^6"), else with separators.
  /// `text` padded with spaces to `width`: on the left (right-aligned), or on the right when
  /// `left` (left-aligned).
  static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? text + padding : padding + text
  }

  static func countLabel(_ count: Int) -> String {
    var mantissa = count
    var exponent = 0
    while mantissa >= 10 && mantissa % 10 == 0 {
      mantissa /= 10
      exponent += 1
    }
    if exponent >= 3 && mantissa < 10 {
      return mantissa == 1 ? "10^\(exponent)" : "\(mantissa)·10^\(exponent)"
    }
    return grouped(count)
  }

  /// An integer with thousands separators.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (offset, character) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return value < 0 ? "-" + result : result
  }

  /// A figure with three significant digits or so, keeping integers whole.
  static func number(_ value: Double?) -> String {
    guard let value else { return "—" }
    if value == 0 { return "0" }
    let magnitude = abs(value)
    if magnitude >= 1_000 { return grouped(Int(value.rounded())) }
    if magnitude >= 100 { return String(format: "%.0f", value) }
    if magnitude >= 10 { return String(format: "%.1f", value) }
    if magnitude >= 1 { return String(format: "%.2f", value) }
    return String(format: "%.3g", value)
  }

  /// The time since `start` (a ``now()`` reading) for a progress line: "0.42 ms", "38 ms" or
  /// "2.4 s", so a quick workload does not read "0.0 s".
  static func elapsed(since start: UInt64) -> String {
    let seconds = Double(now() &- start) / 1e9
    if seconds >= 1 { return String(format: "%.1f s", seconds) }
    return number(seconds * 1e3) + " ms"
  }

  /// A ratio such as "1.18".
  static func ratio(_ value: Double?) -> String {
    guard let value else { return "—" }
    return value >= 99.5 ? String(format: "%.0f", value) : String(format: "%.2f", value)
  }

  // MARK: Table

  /// One line per workload and metric, one column group (Swift, C, Swift/C) per item count.
  static func table(_ figures: [Figure]) -> String {
    let counts = Array(Set(figures.map(\.count))).sorted()
    var rows: [String] = []
    var cells: [String: [Int: Figure]] = [:]
    for figure in figures {
      if cells[figure.row] == nil { rows.append(figure.row) }
      cells[figure.row, default: [:]][figure.count] = figure
    }
    // Rows of one "suite/workload" together, groups in order of first appearance (suites that
    // sample several workloads alternately record their figures interleaved).
    var groupOrder: [String: Int] = [:]
    for row in rows {
      let group = String(row.prefix { $0 != " " })
      if groupOrder[group] == nil { groupOrder[group] = groupOrder.count }
    }
    rows = rows.enumerated().sorted { a, b in
      let groupA = groupOrder[String(a.element.prefix { $0 != " " })] ?? 0
      let groupB = groupOrder[String(b.element.prefix { $0 != " " })] ?? 0
      return groupA != groupB ? groupA < groupB : a.offset < b.offset
    }.map(\.element)
    let labelWidth = max(20, rows.map(\.count).max() ?? 0)
    let columnWidth = 8
    let ratioWidth = 6
    func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
      Self.pad(text, width, left: left)
    }
    let groupWidth = 2 * columnWidth + ratioWidth + 2
    var lines: [String] = []
    lines.append(
      pad("n =", labelWidth, left: true) + " |"
        + counts.map { " " + pad(countLabel($0), groupWidth - 1) + " |" }.joined())
    lines.append(
      pad("workload metric (unit)", labelWidth, left: true) + " |"
        + counts.map { _ in
          pad("Swift", columnWidth) + pad("C", columnWidth) + pad("S/C", ratioWidth + 1) + " |"
        }.joined())
    lines.append(String(repeating: "-", count: labelWidth + 2 + counts.count * (groupWidth + 1)))
    var previousGroup = ""
    for row in rows {
      let group = String(row.prefix { $0 != " " })
      if !previousGroup.isEmpty && group != previousGroup { lines.append("") }
      previousGroup = group
      var line = pad(row, labelWidth, left: true) + " |"
      for count in counts {
        if let figure = cells[row]?[count] {
          line +=
            pad(number(figure.swift), columnWidth) + pad(number(figure.c), columnWidth)
            + pad(ratio(figure.ratio), ratioWidth + 1) + " |"
        } else {
          line += String(repeating: " ", count: groupWidth - 1) + " |"
        }
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  // MARK: JSON

  static func write(_ report: Report, to path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(report).write(to: URL(fileURLWithPath: path))
  }

  static func read(_ path: String) throws -> Report {
    try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  }

  // MARK: Comparison

  /// The change of every figure present in both runs, and the figures only one run has.
  static func comparison(old: Report, new: Report) -> String {
    let oldByID = Dictionary(
      old.figures.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let newIDs = Set(new.figures.map(\.id))
    func change(_ before: Double?, _ after: Double?) -> String {
      guard let before, let after else { return pad(number(after), 9) + "          " }
      let text = pad(number(before), 9) + " → " + pad(number(after), 9)
      guard before != 0 else { return text + (after == 0 ? "   (=)" : "   (new)") }
      let percent = (after - before) / abs(before) * 100
      return text + String(format: " %+7.1f%%", percent)
    }
    func pad(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(0, width - text.count)) + text
    }
    let idWidth = max(40, new.figures.map(\.id.count).max() ?? 0)
    var lines = [
      "compared with \(old.date) (\(old.configuration), \(old.allocator))",
      (("figure" as String) + String(repeating: " ", count: idWidth - 6))
        + "   Swift: old → new (change)          C: old → new (change)         Swift/C",
    ]
    for figure in new.figures {
      let name = figure.id + String(repeating: " ", count: max(0, idWidth - figure.id.count))
      guard let before = oldByID[figure.id] else {
        lines.append("\(name)   new: Swift \(number(figure.swift)), C \(number(figure.c))")
        continue
      }
      lines.append(
        "\(name)  \(change(before.swift, figure.swift))  \(change(before.c, figure.c))  "
          + "\(ratio(before.ratio)) → \(ratio(figure.ratio))")
    }
    let gone = old.figures.filter { !newIDs.contains($0.id) }
    if !gone.isEmpty {
      let shown = gone.prefix(6).map(\.id).joined(separator: ", ")
      lines.append(
        "\(gone.count) figure(s) of the old run not measured in this run: \(shown)"
          + (gone.count > 6 ? ", …" : ""))
    }
    return lines.joined(separator: "\n")
  }
}
