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
  /// The explicit chunks' labels, by payload number (in order: the `k`th explicit chunk's).
  var labelRuns: [LabelRuns]
  /// The explicit chunks' indexes and first labels, for finding an item by its label in
  /// O(log chunks).
  var labelDirectory: LabelDirectory

  /// No chunks.
  init() {
    chunks = []
    ends = []
    labelRuns = []
    labelDirectory = LabelDirectory()
  }

  /// The table of `chunks`, whose explicit chunks' labels are `labelRuns` (by payload).
  /// - Complexity: O(chunks).
  init(chunks: [ItemChunk], labelRuns: [LabelRuns] = []) {
    var ends: [Int] = []
    ends.reserveCapacity(chunks.count)
    for chunk in chunks { ends.append((ends.last ?? 0) + chunk.count) }
    self.init(
      chunks: chunks, ends: ends, labelRuns: labelRuns,
      labelDirectory: LabelDirectory(chunks, labelRuns: labelRuns))
  }

  /// A table whose ends and directory are known (a builder keeps them as it appends).
  init(chunks: [ItemChunk], ends: [Int], labelRuns: [LabelRuns], labelDirectory: LabelDirectory) {
    self.chunks = chunks
    self.ends = ends
    self.labelRuns = labelRuns
    self.labelDirectory = labelDirectory
  }

  /// The number of items.
  var count: Int { ends.last ?? 0 }

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
    guard case .items(_, let payload) = chunks[index] else { return nil }
    return labelRuns[payload][position - start]
  }

  /// The number of the item at `position` (in range) when a run holds it, else `nil`.
  /// - Complexity: O(log chunks).
  func runNumber(at position: Int) -> Int? {
    let (index, start) = ends.piece(holding: position)
    guard case .run(let numbers) = chunks[index] else { return nil }
    return numbers.lowerBound + position - start
  }

  /// The position of the explicit item labelled `label`, or `nil` when no item has that label.
  /// - Complexity: O(log chunks + log label runs).
  func position(ofLabel label: Int64) -> Int? {
    guard let index = labelDirectory.chunk(mayHolding: label),
      case .items(_, let payload) = chunks[index],
      let offset = labelRuns[payload].offset(of: label)
    else { return nil }
    return (index == 0 ? 0 : ends[index - 1]) + offset
  }

  /// Whether every explicit item has a label and the labels increase along the list, within
  /// ``ItemLabels/limit``.
  /// - Complexity: O(chunks + label runs).
  var isLabelled: Bool {
    var previous = -ItemLabels.limit - 1
    for labels in labelRuns {
      guard let last = labels.checked(after: previous) else { return false }
      previous = last
    }
    return true
  }

  /// Labels every explicit item afresh, `0, s, 2s, …` (a run a chunk).
  /// - Complexity: O(chunks).
  mutating func labelAfresh() {
    let explicit = labelRuns.reduce(0) { $0 + $1.count }
    let step = ItemLabels.spacing(forCount: explicit)
    var next: Int64 = 0
    for payload in labelRuns.indices {
      let count = labelRuns[payload].count
      labelRuns[payload] = LabelRuns(first: next, step: step, count: count)
      labelDirectory.setFirstLabel(next, ofPayload: payload)
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
      if case .items(_, let payload) = chunks[index],
        let found = labelRuns[payload].labelled(atOrBefore: offset)
      {
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
      if case .items(_, let payload) = chunks[index],
        let found = labelRuns[payload].labelled(atOrAfter: offset)
      {
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
