extension ItemList {
  /// An explicit item and its label, as a labelling reports it.
  struct Relabel {
    /// The item.
    var item: Item
    /// Its label before (``ItemLabels/none`` for an item that had none).
    var old: Int64
    /// Its label now.
    var new: Int64
  }

  /// The label of the item at `position` (in range), or `nil` for an item in a run.
  /// - Complexity: O(log chunks).
  func label(at position: Int) -> Int64? {
    let (index, start) = ends.piece(holding: position)
    guard case .items(_, let labels) = chunks[index] else { return nil }
    return labels.isEmpty ? ItemLabels.none : labels[position - start]
  }

  /// The position of the explicit item labelled `label`, or `nil` when no item has that label.
  /// - Complexity: O(log n).
  func position(ofLabel label: Int64) -> Int? {
    guard let index = labelDirectory.chunk(mayHolding: label),
      case .items(_, let labels) = chunks[index]
    else { return nil }
    var low = 0
    var high = labels.count
    while low < high {
      let middle = (low + high) / 2
      if labels[middle] < label { low = middle + 1 } else { high = middle }
    }
    guard low < labels.count, labels[low] == label else { return nil }
    return (index == 0 ? 0 : ends[index - 1]) + low
  }

  /// Whether every explicit item has a label and the labels increase along the list, within
  /// ``ItemLabels/limit``.
  /// - Complexity: O(explicit items).
  var isLabelled: Bool {
    var previous = -ItemLabels.limit - 1
    for chunk in chunks {
      guard case .items(_, let labels) = chunk else { continue }
      guard !labels.isEmpty else { return false }
      for label in labels {
        guard label > previous, label <= ItemLabels.limit else { return false }
        previous = label
      }
    }
    return true
  }

  /// Labels every explicit item afresh, `0, s, 2s, …`; the items themselves are shared.
  /// - Complexity: O(explicit items).
  mutating func labelAfresh() {
    var explicit = 0
    for chunk in chunks {
      if case .items(let items, _) = chunk { explicit += items.count }
    }
    let step = ItemLabels.spacing(forCount: explicit)
    var next: Int64 = 0
    for index in chunks.indices {
      guard case .items(let items, _) = chunks[index] else { continue }
      var labels: [Int64] = []
      labels.reserveCapacity(items.count)
      for _ in 0..<items.count {
        labels.append(next)
        next += step
      }
      chunks[index] = .items(items, labels: labels)
    }
    labelDirectory = LabelDirectory(chunks)
  }

  /// Calls `body` with every explicit item and its label, in order.
  /// - Complexity: O(explicit items).
  func forEachLabelled(_ body: (Item, Int64) -> Void) {
    for chunk in chunks {
      guard case .items(let items, let labels) = chunk else { continue }
      for offset in items.indices {
        body(items[offset], labels.isEmpty ? ItemLabels.none : labels[offset])
      }
    }
  }
}
