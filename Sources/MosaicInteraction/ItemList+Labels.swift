extension ItemList {
  /// The label of the item at `position` (in range), or `nil` for an item in a run.
  /// - Complexity: O(log chunks + log label runs).
  func label(at position: Int) -> Int64? {
    let (index, start) = ends.piece(holding: position)
    guard case .items(_, let labels) = chunks[index] else { return nil }
    return labels[position - start]
  }

  /// The position of the explicit item labelled `label`, or `nil` when no item has that label.
  /// - Complexity: O(log chunks + log label runs).
  func position(ofLabel label: Int64) -> Int? {
    guard let index = labelDirectory.chunk(mayHolding: label),
      case .items(_, let labels) = chunks[index], let offset = labels.offset(of: label)
    else { return nil }
    return (index == 0 ? 0 : ends[index - 1]) + offset
  }

  /// Whether every explicit item has a label and the labels increase along the list, within
  /// ``ItemLabels/limit``.
  /// - Complexity: O(chunks + label runs).
  var isLabelled: Bool {
    var previous = -ItemLabels.limit - 1
    for chunk in chunks {
      guard case .items(_, let labels) = chunk else { continue }
      guard let last = labels.checked(after: previous) else { return false }
      previous = last
    }
    return true
  }

  /// Labels every explicit item afresh, `0, s, 2s, …` (a run a chunk); the items are shared.
  /// - Complexity: O(chunks).
  mutating func labelAfresh() {
    var explicit = 0
    for chunk in chunks {
      if case .items(let items, _) = chunk { explicit += items.count }
    }
    let step = ItemLabels.spacing(forCount: explicit)
    var next: Int64 = 0
    for index in chunks.indices {
      guard case .items(let items, _) = chunks[index] else { continue }
      chunks[index] = .items(items, labels: LabelRuns(first: next, step: step, count: items.count))
      labelDirectory.setFirstLabel(next, ofChunk: index)
      next += step * Int64(items.count)
    }
  }

  /// Calls `body` with every explicit item and its label, in order.
  /// - Complexity: O(explicit items).
  func forEachLabelled(_ body: (Item, Int64) -> Void) {
    for chunk in chunks {
      guard case .items(let items, let labels) = chunk else { continue }
      var offset = 0
      for run in labels.runs {
        // Indexes, not `zip`: unspecialised, a zip looks up type metadata per element.
        let base = items.startIndex + offset
        for step in 0..<run.count { body(items[base + step], run.label(at: step)) }
        offset += run.count
      }
    }
  }
}
