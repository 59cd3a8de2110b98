/// Where a list's explicit chunks are and the first label of each (see ``ItemLabels``): a binary
/// search over it finds the chunk that may hold a label.
struct LabelDirectory: Sendable {
  /// The explicit chunks' indexes in the list's chunks, in order.
  private(set) var chunkIndexes: [Int] = []
  /// `firstLabels[j]`: the label of the first item of chunk `chunkIndexes[j]` (``ItemLabels/none``
  /// for a chunk without labels).
  private(set) var firstLabels: [Int64] = []

  /// An empty directory.
  init() {}

  /// The directory of `chunks`.
  /// - Complexity: O(chunks).
  init<Item>(_ chunks: [ItemList<Item>.Chunk]) {
    for (index, chunk) in chunks.enumerated() {
      guard case .items(_, let labels) = chunk else { continue }
      chunkIndexes.append(index)
      firstLabels.append(labels.first ?? ItemLabels.none)
    }
  }

  /// Adds explicit chunk `index` (after every chunk listed) whose first label is `label`.
  mutating func append(chunk index: Int, firstLabel label: Int64) {
    chunkIndexes.append(index)
    firstLabels.append(label)
  }

  /// Records that explicit chunk `index` now starts with `label`.
  /// - Complexity: O(log chunks).
  mutating func setFirstLabel(_ label: Int64, ofChunk index: Int) {
    let low = chunkIndexes.partitionPoint { $0 >= index }
    if low < chunkIndexes.count, chunkIndexes[low] == index { firstLabels[low] = label }
  }

  /// The index in the list's chunks of the last explicit chunk whose first label is at most
  /// `label`, or `nil` when there is none.
  /// - Complexity: O(log chunks).
  func chunk(mayHolding label: Int64) -> Int? {
    let low = firstLabels.partitionPoint { $0 > label }
    return low == 0 ? nil : chunkIndexes[low - 1]
  }
}
