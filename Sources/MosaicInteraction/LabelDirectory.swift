/// Where a list's explicit chunks are and the first label of each (see ``ItemLabels``): a binary
/// search over it finds the chunk that may hold a label.
struct LabelDirectory: Sendable {
  /// An explicit chunk: its index in the list's chunks and its first label (``ItemLabels/none``
  /// for a chunk without labels).
  struct Entry: Sendable {
    var chunk: Int
    var firstLabel: Int64
  }

  /// The explicit chunks, in order (one array: one allocation a list). Entry `k` is the list's
  /// payload `k`.
  private(set) var entries: [Entry] = []

  /// An empty directory.
  init() {}

  /// The directory of `chunks`, whose explicit chunks' labels are `labelRuns` (by payload).
  /// - Complexity: O(chunks).
  init(_ chunks: [ItemChunk], labelRuns: [LabelRuns]) {
    for (index, chunk) in chunks.enumerated() {
      guard case .items(_, let payload) = chunk else { continue }
      entries.append(Entry(chunk: index, firstLabel: labelRuns[payload].first ?? ItemLabels.none))
    }
  }

  /// Adds explicit chunk `index` (after every chunk listed) whose first label is `label`.
  mutating func append(chunk index: Int, firstLabel label: Int64) {
    entries.append(Entry(chunk: index, firstLabel: label))
  }

  /// Adds the entries of `other` for its chunks `indexes`, whose indexes here are `shift` more
  /// (after every chunk listed); returns the indexes in `other` of the entries added.
  /// - Complexity: O(log chunks of `other` + the entries added).
  @discardableResult
  mutating func append(
    _ indexes: Range<Int>, of other: LabelDirectory, shiftedBy shift: Int
  ) -> Range<Int> {
    let low = other.entries.partitionPoint { $0.chunk >= indexes.lowerBound }
    let high = other.entries[low...].partitionPoint { $0.chunk >= indexes.upperBound }
    let needed = entries.count + high - low
    if entries.capacity < needed {
      entries.reserveCapacity(Swift.max(needed, 2 * entries.capacity))
    }
    // In bulk, then shifted in place: appended one by one, each entry paid for a capacity check.
    let start = entries.count
    entries.append(contentsOf: other.entries[low..<high])
    if shift != 0 {
      for index in start..<entries.count { entries[index].chunk += shift }
    }
    return low..<high
  }

  /// Records that the explicit chunk whose payload is `payload` now starts with `label`.
  /// - Complexity: O(1).
  mutating func setFirstLabel(_ label: Int64, ofPayload payload: Int) {
    entries[payload].firstLabel = label
  }

  /// The index in the list's chunks of the last explicit chunk whose first label is at most
  /// `label`, or `nil` when there is none.
  /// - Complexity: O(log chunks).
  func chunk(mayHolding label: Int64) -> Int? {
    let low = entries.partitionPoint { $0.firstLabel > label }
    return low == 0 ? nil : entries[low - 1].chunk
  }
}
