import MosaicCore

extension ItemList {
  /// Builds a list a piece at a time, merging neighbours: consecutive runs become one run, and
  /// a part of another list's explicit chunk is kept by reference, as a slice of the same
  /// storage, or copied into a pending chunk of up to ``maximumChunk`` by ``PartSharing``'s rule
  /// (so an edit copies at most about 2 × ``PartSharing/minimumShared`` items around each place
  /// it cuts, and does not leave a list of crumbs). The pending chunk is the builder's own
  /// array, so it grows in place. Labels travel with their items
  /// (``ItemLabels``); an item appended alone, or from a collection, has none.
  struct Builder {
    private var chunks: [Chunk] = []
    /// `ends[k]`: the number of items in closed chunks `0...k` (the list's ``ItemList/ends``).
    private var ends: [Int] = []
    /// Explicit items not yet closed into a chunk.
    private var pending: [Item] = []
    /// Their labels.
    private var pendingLabels = LabelRuns()
    /// The explicit chunks closed so far.
    private var directory = LabelDirectory()
    /// The number of items appended so far.
    private(set) var total = 0
    /// The number of items the list will hold when the caller knows it (else 0): a pending chunk
    /// is given room for what is still to come, so it never regrows.
    private let expected: Int
    var numbering: Numbering<Item>?

    init(numbering: Numbering<Item>?, chunks capacity: Int = 0, expectedCount: Int = 0) {
      self.numbering = numbering
      expected = expectedCount
      chunks.reserveCapacity(capacity)
      ends.reserveCapacity(capacity)
    }

    /// The list built.
    var list: ItemList {
      var chunks = chunks
      var ends = ends
      var directory = directory
      if !pending.isEmpty {
        directory.append(chunk: chunks.count, firstLabel: pendingLabels.first ?? ItemLabels.none)
        chunks.append(.items(pending[...], labels: pendingLabels))
        ends.append(total)
      }
      return ItemList(chunks: chunks, ends: ends, numbering: numbering, labelDirectory: directory)
    }

    /// Closes the pending chunk.
    private mutating func flush() {
      guard !pending.isEmpty else { return }
      directory.append(chunk: chunks.count, firstLabel: pendingLabels.first ?? ItemLabels.none)
      chunks.append(.items(pending[...], labels: pendingLabels))
      ends.append((ends.last ?? 0) + pending.count)
      pending = []
      pendingLabels = LabelRuns()
    }

    /// Copies items `range` (offsets in the chunk) of an explicit chunk and their labels into the
    /// pending chunk, closing it first when they do not fit. `total` already counts them.
    private mutating func gather(
      _ range: Range<Int>, of items: ArraySlice<Item>, labels: LabelRuns
    ) {
      if pending.count + range.count > ItemList.maximumChunk { flush() }
      makeRoom(for: range.count)
      pendingLabels.append(range, of: labels)
      let base = items.startIndex
      pending.append(contentsOf: items[base + range.lowerBound..<base + range.upperBound])
    }

    /// Appends items `range` (offsets in the chunk) of an explicit chunk, shared or copied by
    /// ``PartSharing``'s rule.
    private mutating func append(
      explicit range: Range<Int>, of items: ArraySlice<Item>, labels: LabelRuns
    ) {
      total += range.count
      var range = range
      let (topUp, sharesRest) = PartSharing.plan(count: range.count, pending: pending.count)
      if topUp > 0 {
        // One step to the size it closes at, not a doubling or two.
        pending.reserveCapacity(pending.count + topUp)
        gather(range.lowerBound..<range.lowerBound + topUp, of: items, labels: labels)
        range = range.lowerBound + topUp..<range.upperBound
      }
      guard sharesRest else {
        if !range.isEmpty { gather(range, of: items, labels: labels) }
        return
      }
      flush()
      var shared = labels
      if range.count != labels.count {
        shared = LabelRuns()
        shared.append(range, of: labels)
      }
      let base = items.startIndex
      directory.append(chunk: chunks.count, firstLabel: shared.first ?? ItemLabels.none)
      chunks.append(
        .items(items[base + range.lowerBound..<base + range.upperBound], labels: shared))
      ends.append(total)
    }

    /// Gives an empty pending chunk room for `count` items (`total` already counts them) and a
    /// few arrivals, never more than the list still expects: a chunk is kept with the room it
    /// was given, so room for a top-up it may never get would stay unused (2 KB beside each item
    /// moved in between two runs); a top-up makes its own room (``append(explicit:of:labels:)``).
    private mutating func makeRoom(for count: Int) {
      guard pending.isEmpty else { return }
      var room = count + 8
      if expected > 0 { room = Swift.min(room, expected - total + count) }
      pending.reserveCapacity(Swift.min(ItemList.maximumChunk, room))
    }

    /// Counts `count` pending items without labels.
    private mutating func gatherUnlabelled(count: Int) {
      pendingLabels.append(LabelRuns.Run(first: ItemLabels.none, step: 0, count: count))
    }

    /// Appends `chunk` (maybe empty), merged with its neighbour where it can be.
    mutating func append(_ chunk: Chunk) {
      let count = chunk.count
      guard count > 0 else { return }
      switch chunk {
      case .run(let next):
        total += count
        flush()
        // `count - 1`, not `indices.last`: unspecialised, `indices` costs a generic call.
        let last = chunks.count - 1
        if last >= 0, case .run(let previous) = chunks[last], previous.upperBound == next.lowerBound
        {
          chunks[last] = .run(previous.lowerBound..<next.upperBound)
          ends[last] = total
        } else {
          chunks.append(chunk)
          ends.append(total)
        }
      case .items(let items, let labels):
        append(explicit: 0..<count, of: items, labels: labels)
      }
    }

    /// Appends one item, without a label.
    mutating func append(_ item: Item) {
      total += 1
      if pending.count == ItemList.maximumChunk { flush() }
      makeRoom(for: 1)
      gatherUnlabelled(count: 1)
      pending.append(item)
    }

    /// Appends `items`, in chunks, without labels.
    mutating func append(contentsOf items: some Collection<Item>) {
      var rest = items[...]
      while !rest.isEmpty {
        if pending.count == ItemList.maximumChunk { flush() }
        let piece = rest.prefix(ItemList.maximumChunk - pending.count)
        if pending.isEmpty { pending.reserveCapacity(piece.count) }
        gatherUnlabelled(count: piece.count)
        pending.append(contentsOf: piece)
        total += piece.count
        rest = rest.dropFirst(piece.count)
      }
    }

    /// Appends items `range` (in range) of `list`: its chunks and the parts of the two it cuts
    /// shared where they are long, copied where short. The whole chunks between the first and
    /// the last are copied as they are, in one piece: chunk by chunk, each cost a few thousand
    /// instructions of generic code, and a section that 50 batches had cut into hundreds of
    /// runs and short explicit chunks cost a batch of 1,000 edits 150 M (callgrind).
    mutating func append(_ range: Range<Int>, of list: ItemList) {
      guard !range.isEmpty else { return }
      if numbering == nil { numbering = list.numbering }
      var (index, start) = list.ends.piece(holding: range.lowerBound)
      let first = index
      let last = list.ends.piece(holding: range.upperBound - 1).piece
      while start < range.upperBound {
        // Past the first chunk (which may merge with what precedes it), before the last.
        if index > first, last - index >= 2 {
          appendWhole(index..<last, of: list)
          start = list.ends[last - 1]
          index = last
          continue
        }
        let chunk = list.chunks[index]
        let from = Swift.max(range.lowerBound, start) - start
        let to = Swift.min(range.upperBound, start + chunk.count) - start
        switch chunk {
        case .items(let items, let labels):
          append(explicit: from..<to, of: items, labels: labels)
        case .run(let numbers):
          append(.run(numbers.lowerBound + from..<numbers.lowerBound + to))
        }
        start += chunk.count
        index += 1
      }
    }

    /// Appends chunks `indexes` (whole, not the list's first) of `list` as they are, after
    /// closing the pending chunk.
    private mutating func appendWhole(_ indexes: Range<Int>, of list: ItemList) {
      flush()
      let before = list.ends[indexes.lowerBound - 1]
      let shift = chunks.count - indexes.lowerBound
      chunks.append(contentsOf: list.chunks[indexes])
      for index in indexes { ends.append(total + list.ends[index] - before) }
      total += list.ends[indexes.upperBound - 1] - before
      directory.append(indexes, of: list.labelDirectory, shiftedBy: shift)
    }
  }
}
