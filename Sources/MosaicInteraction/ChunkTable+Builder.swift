extension ChunkTable {
  /// Builds a table a chunk at a time, for ``ItemList/Builder``, which keeps the items: every
  /// count, label and run an edit appends goes through here, as plain code. The pending chunk's
  /// labels wait here while its items wait in the list's builder; the list's builder closes it
  /// (``closePending()``) before any chunk of another kind is appended.
  struct Builder {
    private var chunks: [ItemChunk] = []
    /// `ends[k]`: the number of items in closed chunks `0...k`.
    private var ends: [Int] = []
    /// The closed explicit chunks' labels, by payload.
    private var labelRuns: [LabelRuns] = []
    /// The explicit chunks closed so far.
    private var directory = LabelDirectory()
    /// The labels of the explicit items not yet closed into a chunk.
    private var pendingLabels = LabelRuns()
    /// The number of items appended so far, the pending ones included (the caller counts each
    /// item it appends).
    var total = 0

    /// An empty table with room for `capacity` chunks.
    init(chunks capacity: Int) {
      chunks.reserveCapacity(capacity)
      ends.reserveCapacity(capacity)
      labelRuns.reserveCapacity(capacity)
    }

    /// The number of items in the pending chunk.
    var pendingCount: Int { pendingLabels.count }

    /// Whether the last closed chunk is a run.
    var endsWithRun: Bool {
      guard let last = chunks.last, case .run = last else { return false }
      return true
    }

    /// The table built, the pending chunk closed. Consuming, so the table holds the builder's
    /// arrays alone (a copy that closed the pending chunk copied every chunk, and the
    /// labelling that follows copied them again).
    consuming func finish() -> ChunkTable {
      closePending()
      return ChunkTable(
        chunks: chunks, ends: ends, labelRuns: labelRuns, labelDirectory: directory)
    }

    /// Closes the pending chunk, if any.
    mutating func closePending() {
      let count = pendingLabels.count
      guard count > 0 else { return }
      let payload = directory.entries.count
      directory.append(chunk: chunks.count, firstLabel: pendingLabels.first ?? ItemLabels.none)
      chunks.append(.items(count: count, payload: payload))
      labelRuns.append(pendingLabels)
      ends.append((ends.last ?? 0) + count)
      pendingLabels = LabelRuns()
    }

    /// Adds labels `range` (in range) of `labels` to the pending chunk.
    mutating func gatherLabels(_ range: Range<Int>, of labels: LabelRuns) {
      pendingLabels.append(range, of: labels)
    }

    /// Adds `count` unlabelled items to the pending chunk.
    mutating func gatherUnlabelled(count: Int) {
      pendingLabels.append(LabelRuns.Run(first: ItemLabels.none, step: 0, count: count))
    }

    /// Appends an explicit chunk of labels `range` (in range) of `labels` (a shared part of
    /// another list's chunk, whose items `total` already counts), the pending chunk closed.
    mutating func appendShared(_ range: Range<Int>, of labels: LabelRuns) {
      var shared = labels
      if range.count != labels.count {
        shared = LabelRuns()
        shared.append(range, of: labels)
      }
      let payload = directory.entries.count
      directory.append(chunk: chunks.count, firstLabel: shared.first ?? ItemLabels.none)
      chunks.append(.items(count: shared.count, payload: payload))
      labelRuns.append(shared)
      ends.append(total)
    }

    /// Appends run `next` (not empty), merged with the last chunk when it is a run that `next`
    /// continues, the pending chunk closed. Counts its items.
    mutating func appendRun(_ next: Range<Int>) {
      total += next.count
      let last = chunks.count - 1
      if last >= 0, case .run(let previous) = chunks[last], previous.upperBound == next.lowerBound {
        chunks[last] = .run(previous.lowerBound..<next.upperBound)
        ends[last] = total
      } else {
        chunks.append(.run(next))
        ends.append(total)
      }
    }

    /// Appends chunks `indexes` (whole, not the first) of `other` as they are, the pending chunk
    /// closed. Counts their items; returns the payloads of `other` they hold, which the caller
    /// appends.
    /// - Complexity: O(the chunks appended + log chunks of `other`).
    mutating func appendWhole(_ indexes: Range<Int>, of other: ChunkTable) -> Range<Int> {
      let before = other.ends[indexes.lowerBound - 1]
      // The explicit chunks' payloads keep their order, so they are renumbered by one shift:
      // entry `k` of a directory is payload `k`.
      let firstEntry = directory.entries.count
      let payloads = directory.append(
        indexes, of: other.labelDirectory, shiftedBy: chunks.count - indexes.lowerBound)
      let shift = firstEntry - payloads.lowerBound
      let start = chunks.count
      // In bulk: chunk by chunk, a section 50 batches had cut into hundreds cost a quarter of
      // a batch here (callgrind).
      chunks.append(contentsOf: other.chunks[indexes])
      if shift != 0, !payloads.isEmpty {
        for index in start..<chunks.count {
          guard case .items(let count, let payload) = chunks[index] else { continue }
          chunks[index] = .items(count: count, payload: payload + shift)
        }
      }
      labelRuns.append(contentsOf: other.labelRuns[payloads])
      let offset = total - before
      let firstEnd = ends.count
      ends.append(contentsOf: other.ends[indexes])
      if offset != 0 {
        for index in firstEnd..<ends.count { ends[index] += offset }
      }
      total += other.ends[indexes.upperBound - 1] - before
      return payloads
    }
  }
}
