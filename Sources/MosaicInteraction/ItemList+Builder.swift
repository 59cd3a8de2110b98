import MosaicCore

extension ItemList {
  /// Builds a list a piece at a time, merging neighbours: consecutive runs become one run, and
  /// a part of another list's explicit chunk is kept by reference, as a slice of the same
  /// storage, or copied into a pending chunk of up to ``maximumChunk`` by ``PartSharing``'s rule
  /// (so an edit copies at most about 2 × ``PartSharing/minimumShared`` items around each place
  /// it cuts, and does not leave a list of crumbs). The pending chunk is the builder's own
  /// array, so it grows in place. Labels travel with their items (``ItemLabels``); an item
  /// appended alone, or from a collection, has none.
  ///
  /// Counts, labels and runs go to a ``ChunkTable/Builder`` (plain code); only the items are
  /// handled here. Its small steps are inlined into the calls that use them, so a call asks the
  /// runtime for its types' metadata once, not once a step.
  struct Builder {
    private var table: ChunkTable.Builder
    /// The closed explicit chunks' items, in order (a chunk's `payload` numbers it).
    private var payloads: [ArraySlice<Item>] = []
    /// Explicit items not yet closed into a chunk (their labels wait in `table`, which counts
    /// them: asked of an array of a generic type, even `isEmpty` costs a metadata look-up).
    private var pending: [Item] = []
    /// The number of items the list will hold when the caller knows it (else 0): a pending chunk
    /// is given room for what is still to come, so it never regrows.
    private let expected: Int
    /// How the runs' numbers and identities convert (set by the first list with runs).
    private(set) var numbering: Numbering<Item>?
    /// Whether `numbering` is set: comparing an optional of a generic type with `nil` asks the
    /// runtime for two types' metadata.
    private var hasNumbering: Bool

    init(numbering: Numbering<Item>?, chunks capacity: Int = 0, expectedCount: Int = 0) {
      self.numbering = numbering
      hasNumbering = numbering != nil
      expected = expectedCount
      table = ChunkTable.Builder(chunks: capacity)
      payloads.reserveCapacity(capacity)
    }

    /// The number of items appended so far.
    var total: Int { table.total }

    /// The list built (consuming: see ``ChunkTable/Builder/finish()``).
    consuming func finish() -> ItemList {
      flush()
      return ItemList(table: table.finish(), payloads: payloads, numbering: numbering)
    }

    /// Closes the pending chunk.
    @inline(__always)
    private mutating func flush() {
      guard table.pendingCount > 0 else { return }
      table.closePending()
      payloads.append(pending[0..<pending.count])
      pending = []
    }

    /// Copies items `range` (offsets in the chunk) of an explicit chunk and their labels into the
    /// pending chunk, closing it first when they do not fit. `total` already counts them.
    @inline(__always)
    private mutating func gather(
      _ range: Range<Int>, of items: ArraySlice<Item>, labels: LabelRuns
    ) {
      if pending.count + range.count > ItemList.maximumChunk { flush() }
      makeRoom(for: range.count)
      table.gatherLabels(range, of: labels)
      let base = items.startIndex
      pending.append(contentsOf: items[base + range.lowerBound..<base + range.upperBound])
    }

    /// Appends items `range` (offsets in the chunk) of an explicit chunk, shared or copied by
    /// ``PartSharing``'s rule.
    @inline(__always)
    private mutating func append(
      explicit range: Range<Int>, of items: ArraySlice<Item>, labels: LabelRuns
    ) {
      table.total += range.count
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
      table.appendShared(range, of: labels)
      let base = items.startIndex
      payloads.append(items[base + range.lowerBound..<base + range.upperBound])
    }

    /// Gives an empty pending chunk room for `count` items (`total` already counts them) and a
    /// few arrivals, never more than the list still expects: a chunk is kept with the room it
    /// was given, so room for a top-up it may never get would stay unused (2 KB beside each item
    /// moved in between two runs); a top-up makes its own room (``append(explicit:of:labels:)``).
    @inline(__always)
    private mutating func makeRoom(for count: Int) {
      guard table.pendingCount == 0 else { return }
      var room = count + 8
      if expected > 0 { room = Swift.min(room, expected - total + count) }
      pending.reserveCapacity(Swift.min(ItemList.maximumChunk, room))
    }

    /// Appends run `numbers` (not empty), merged with a run it continues.
    @inline(__always)
    private mutating func append(run numbers: Range<Int>) {
      flush()
      table.appendRun(numbers)
    }

    /// Appends one item, without a label.
    mutating func append(_ item: Item) {
      table.total += 1
      if pending.count == ItemList.maximumChunk { flush() }
      makeRoom(for: 1)
      table.gatherUnlabelled(count: 1)
      pending.append(item)
    }

    /// Appends `items`, in chunks, without labels.
    mutating func append(contentsOf items: some Collection<Item>) {
      var rest = items[...]
      while !rest.isEmpty {
        if pending.count == ItemList.maximumChunk { flush() }
        let piece = rest.prefix(ItemList.maximumChunk - pending.count)
        if table.pendingCount == 0 { pending.reserveCapacity(piece.count) }
        table.gatherUnlabelled(count: piece.count)
        pending.append(contentsOf: piece)
        table.total += piece.count
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
      if !hasNumbering, let numbering = list.numbering {
        self.numbering = numbering
        hasNumbering = true
      }
      let ends = list.table.ends
      var (index, start) = ends.piece(holding: range.lowerBound)
      let first = index
      let last = ends.piece(holding: range.upperBound - 1).piece
      while start < range.upperBound {
        // Past the first chunk (which may merge with what precedes it), before the last.
        if index > first, last - index >= 2 {
          flush()
          let whole = table.appendWhole(index..<last, of: list.table)
          if !whole.isEmpty { payloads.append(contentsOf: list.payloads[whole]) }
          start = ends[last - 1]
          index = last
          continue
        }
        let chunk = list.table.chunks[index]
        let count = chunk.count
        let from = Swift.max(range.lowerBound, start) - start
        let to = Swift.min(range.upperBound, start + count) - start
        switch chunk {
        case .items(_, let payload):
          append(
            explicit: from..<to, of: list.payloads[payload], labels: list.table.labelRuns[payload])
        case .run(let numbers):
          append(run: numbers.lowerBound + from..<numbers.lowerBound + to)
        }
        start += count
        index += 1
      }
    }
  }
}
