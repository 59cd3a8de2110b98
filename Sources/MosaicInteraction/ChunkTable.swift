import MosaicCore

/// The shape of an ``ItemList``: its chunks (their counts, labels and runs), where each ends,
/// and where its explicit chunks' labels start. Everything about a list but its explicit items,
/// and not generic: an edit's bookkeeping — cutting, merging, labelling arrivals, finding a
/// label — runs as plain code, whatever the item type.
struct ChunkTable: Sendable {
  /// The chunks, in order; none is empty.
  var chunks: [ItemChunk]
  /// `ends[k]`: the number of items in chunks `0...k`.
  var ends: [Int]
  /// Every explicit chunk's label runs, in chunk order, one after another (each chunk's `labels`
  /// is its part): one array of plain values for the whole list.
  var labelRuns: [LabelRuns.Run]
  /// The explicit chunks' indexes and first labels, for finding an item by its label in
  /// O(log chunks).
  var labelDirectory: LabelDirectory

  /// A part of a table, as ``init(_:)`` takes it.
  enum Part {
    /// Explicit items with these labels.
    case items(LabelRuns)
    /// The identities numbered so.
    case run(Range<Int>)
  }

  /// No chunks.
  init() {
    chunks = []
    ends = []
    labelRuns = []
    labelDirectory = LabelDirectory()
  }

  /// The table of `parts` (none empty), the explicit ones numbered as payloads in order.
  /// - Complexity: O(parts + their label runs).
  init(_ parts: [Part]) {
    self.init()
    for part in parts {
      switch part {
      case .items(let labels):
        let first = labelRuns.count
        labelDirectory.append(chunk: chunks.count, firstLabel: labels.first ?? ItemLabels.none)
        labelRuns.append(contentsOf: labels.runs)
        chunks.append(
          .items(
            labels: first..<labelRuns.count, count: labels.count,
            payload: labelDirectory.entries.count - 1))
      case .run(let numbers):
        chunks.append(.run(numbers))
      }
      ends.append((ends.last ?? 0) + chunks[chunks.count - 1].count)
    }
  }

  /// A table whose parts are known (a builder keeps them as it appends).
  init(
    chunks: [ItemChunk], ends: [Int], labelRuns: [LabelRuns.Run], labelDirectory: LabelDirectory
  ) {
    self.chunks = chunks
    self.ends = ends
    self.labelRuns = labelRuns
    self.labelDirectory = labelDirectory
  }

  /// The labels of explicit chunk `index`, or `nil` for a run.
  @inline(__always)
  func labels(ofChunk index: Int) -> LabelRuns? {
    guard case .items(let labels, _, _) = chunks[index] else { return nil }
    return LabelRuns(storage: labelRuns, bounds: labels)
  }

  /// The number of items.
  var count: Int { ends.last ?? 0 }

  /// Whether any chunk is a run.
  var hasRuns: Bool { chunks.contains { $0.isRun } }

  /// The position of the item numbered `number` when a run holds it.
  /// - Complexity: O(chunks).
  func index(ofRunNumber number: Int) -> Int? {
    var start = 0
    for chunk in chunks {
      if case .run(let numbers) = chunk, numbers.contains(number) {
        return start + number - numbers.lowerBound
      }
      start += chunk.count
    }
    return nil
  }

  /// The label of the item at `position` (in range), or `nil` for an item in a run.
  /// - Complexity: O(log chunks + log label runs).
  func label(at position: Int) -> Int64? {
    let (index, start) = ends.piece(holding: position)
    return labels(ofChunk: index)?[position - start]
  }

  /// The position of the explicit item labelled `label`, or `nil` when no item has that label.
  /// - Complexity: O(log chunks + log label runs).
  func position(ofLabel label: Int64) -> Int? {
    guard let index = labelDirectory.chunk(mayHolding: label),
      let offset = labels(ofChunk: index)?.offset(of: label)
    else { return nil }
    return (index == 0 ? 0 : ends[index - 1]) + offset
  }

  /// Whether every explicit item has a label and the labels increase along the list, within
  /// ``ItemLabels/limit``.
  /// - Complexity: O(chunks + label runs).
  var isLabelled: Bool {
    var previous = -ItemLabels.limit - 1
    for index in chunks.indices {
      guard let labels = labels(ofChunk: index) else { continue }
      guard let last = labels.checked(after: previous) else { return false }
      previous = last
    }
    return true
  }

  /// Labels every explicit item afresh, `0, s, 2s, …` (a run a chunk).
  /// - Complexity: O(chunks).
  mutating func labelAfresh() {
    var explicit = 0
    for chunk in chunks where !chunk.isRun { explicit += chunk.count }
    let step = ItemLabels.spacing(forCount: explicit)
    var next: Int64 = 0
    // One run a chunk: the runs are laid out afresh.
    labelRuns = []
    for index in chunks.indices {
      guard case .items(_, let count, let payload) = chunks[index] else { continue }
      var run = LabelRuns.Run(first: next, step: step, count: count)
      run.end = count
      chunks[index] = .items(
        labels: labelRuns.count..<labelRuns.count + 1, count: count, payload: payload)
      labelRuns.append(run)
      labelDirectory.setFirstLabel(next, ofChunk: index)
      next += step * Int64(count)
    }
  }

  /// The labelled explicit item nearest before `position`, skipping runs.
  /// - Complexity: O(log chunks + the chunks skipped).
  func labelled(before position: Int) -> (position: Int, label: Int64)? {
    guard position > 0 else { return nil }
    var (index, start) = ends.piece(holding: position - 1)
    var offset = position - 1 - start
    while true {
      if let found = labels(ofChunk: index)?.labelled(atOrBefore: offset) {
        return (start + found.offset, found.label)
      }
      guard index > 0 else { return nil }
      index -= 1
      start -= chunks[index].count
      offset = chunks[index].count - 1
    }
  }

  /// The labelled explicit item nearest after `position`, skipping runs and unlabelled items.
  /// - Complexity: O(log chunks + the chunks skipped).
  func labelled(after position: Int) -> (position: Int, label: Int64)? {
    guard position + 1 < count else { return nil }
    var (index, start) = ends.piece(holding: position + 1)
    var offset = position + 1 - start
    while true {
      if let found = labels(ofChunk: index)?.labelled(atOrAfter: offset) {
        return (start + found.offset, found.label)
      }
      start += chunks[index].count
      index += 1
      offset = 0
      guard index < chunks.count else { return nil }
    }
  }

  /// The number of explicit items in `range`.
  /// - Complexity: O(log chunks + chunks in the range).
  func explicitCount(in range: Range<Int>) -> Int {
    var count = 0
    var (index, start) = ends.piece(holding: range.lowerBound)
    while start < range.upperBound {
      let chunkCount = chunks[index].count
      if !chunks[index].isRun {
        count +=
          Swift.min(range.upperBound, start + chunkCount) - Swift.max(range.lowerBound, start)
      }
      start += chunkCount
      index += 1
    }
    return count
  }
}
