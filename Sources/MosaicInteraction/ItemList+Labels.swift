import MosaicCore

extension ItemList {
  /// The label of the item at `position` (in range), or `nil` for an item in a run.
  /// - Complexity: O(log chunks + log label runs).
  func label(at position: Int) -> Int64? { table.label(at: position) }

  /// The position of the explicit item labelled `label`, or `nil` when no item has that label.
  /// - Complexity: O(log chunks + log label runs).
  func position(ofLabel label: Int64) -> Int? { table.position(ofLabel: label) }

  /// Whether every explicit item has a label and the labels increase along the list, within
  /// ``ItemLabels/limit``.
  /// - Complexity: O(chunks + label runs).
  var isLabelled: Bool { table.isLabelled }

  /// Labels every explicit item afresh, `0, s, 2s, …` (a run a chunk); the items are shared.
  /// - Complexity: O(chunks).
  mutating func labelAfresh() { table.labelAfresh() }

  /// Gives the unlabelled explicit items at `positions` labels (``ChunkTable``'s
  /// `labelArrivals(at:origins:report:)`), reporting every label given or changed with its
  /// item's hash value.
  /// - Complexity: O(k log chunks) for k arrivals, plus, amortised, O(log n) relabels each.
  mutating func labelArrivals(
    at positions: [Int], origins: [ItemPlace?] = [], report: inout [LabelChange]
  ) {
    let first = report.count
    table.labelArrivals(at: positions, origins: origins, report: &report)
    for index in first..<report.count {
      let (chunk, start) = table.ends.piece(holding: report[index].position)
      // A label change is always an explicit item's.
      guard case .items(_, let payload) = table.chunks[chunk] else { continue }
      let items = payloads[payload].items(Item.self)
      report[index].hash = items[report[index].position - start].hashValue
    }
  }

  /// Calls `body` with every explicit item and its label, in order.
  /// - Complexity: O(explicit items).
  func forEachLabelled(_ body: (Item, Int64) -> Void) {
    for (payload, labels) in table.labelRuns.enumerated() {
      let items = payloads[payload].items(Item.self)
      var offset = 0
      for run in labels.runs {
        // Indexes, not `zip`: unspecialised, a zip looks up type metadata per element.
        let base = offset
        for step in 0..<run.count { body(items[base + step], run.label(at: step)) }
        offset += run.count
      }
    }
  }
}
