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
    private var payloads: [ItemPart] = []
    /// The block of the explicit items not yet closed into a chunk (their labels wait in
    /// `table`), or `nil` when there are none. Only this builder holds it, so it is written in
    /// place.
    private var pending: ItemBlock?
    /// Makes the blocks.
    private let maker = ItemBlock.Maker<Item>()
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

    /// The number of items in the pending chunk.
    private var pendingCount: Int { pending?.count ?? 0 }

    /// The list built (consuming: see ``ChunkTable/Builder/finish()``).
    consuming func finish() -> ItemList {
      flush()
      return ItemList(table: table.finish(), payloads: payloads, numbering: numbering)
    }

    /// Closes the pending chunk, fitted to its items when it was given room for a top-up it did
    /// not get (a chunk keeps the room it was given).
    @inline(__always)
    private mutating func flush() {
      guard var block = pending else { return }
      pending = nil
      guard block.count > 0 else { return }
      if block.capacity >= 4 * block.count + 64 {
        let fitted = maker.make(capacity: block.count)
        fitted.items(Item.self).moveInitialize(from: block.items(Item.self), count: block.count)
        fitted.count = block.count
        block.count = 0
        block = fitted
      }
      table.closePending()
      payloads.append(ItemPart(block: block, start: 0, count: block.count))
    }

    /// Gives the pending chunk room for `capacity` items in all: a block when it has none, a
    /// larger one (its items moved) when its block is smaller.
    @inline(__always)
    private mutating func reserve(_ capacity: Int) {
      guard let block = pending else {
        pending = maker.make(capacity: capacity)
        return
      }
      guard block.capacity < capacity else { return }
      let larger = maker.make(capacity: capacity)
      larger.items(Item.self).moveInitialize(from: block.items(Item.self), count: block.count)
      larger.count = block.count
      block.count = 0
      pending = larger
    }

    /// The pending chunk's block (which exists) with room for `count` more items (up to
    /// ``ItemList/maximumChunk`` in all), grown to twice what it then holds when it has less.
    @inline(__always)
    private mutating func pendingBlock(roomFor count: Int) -> ItemBlock {
      let needed = pendingCount + count
      if pending.unsafelyUnwrapped.capacity < needed {
        reserve(Swift.min(ItemList.maximumChunk, 2 * needed))
      }
      return pending.unsafelyUnwrapped
    }

    /// Copies `count` items from `source` to the end of the pending chunk (which has a block).
    @inline(__always)
    private mutating func put(_ source: UnsafePointer<Item>, count: Int) {
      let block = pendingBlock(roomFor: count)
      (block.items(Item.self) + block.count).initialize(from: source, count: count)
      block.count += count
    }

    /// Copies items `range` (offsets in the part) of an explicit chunk and their labels into
    /// the pending chunk, closing it first when they do not fit. `total` already counts them.
    @inline(__always)
    private mutating func gather(_ range: Range<Int>, of part: ItemPart, labels: LabelRuns) {
      if pendingCount + range.count > ItemList.maximumChunk { flush() }
      makeRoom(for: range.count)
      table.gatherLabels(range, of: labels)
      put(part.items(Item.self) + range.lowerBound, count: range.count)
    }

    /// Appends items `range` (offsets in the part) of an explicit chunk, shared or copied by
    /// ``PartSharing``'s rule.
    @inline(__always)
    private mutating func append(explicit range: Range<Int>, of part: ItemPart, labels: LabelRuns) {
      table.total += range.count
      var range = range
      let (topUp, sharesRest) = PartSharing.plan(count: range.count, pending: pendingCount)
      if topUp > 0 {
        // One step to the size it closes at, not a doubling or two.
        reserve(pendingCount + topUp)
        gather(range.lowerBound..<range.lowerBound + topUp, of: part, labels: labels)
        range = range.lowerBound + topUp..<range.upperBound
      }
      guard sharesRest else {
        if !range.isEmpty { gather(range, of: part, labels: labels) }
        return
      }
      flush()
      table.appendShared(range, of: labels)
      payloads.append(
        ItemPart(block: part.block, start: part.start + range.lowerBound, count: range.count))
    }

    /// Gives an empty pending chunk a block with room for `count` items (`total` already counts
    /// them) and a few arrivals, never more than the list still expects. After an explicit chunk
    /// it has room for a top-up to ``PartSharing/minimumShared`` too, so an arrival's block is
    /// not made again when the part after it tops it up (sized batch of 1,000: 20.59 → 20.10 M
    /// instructions, callgrind); after a run, where an arrival is usually followed by a run,
    /// only for a few, and a block left with room it did not use is fitted when closed.
    @inline(__always)
    private mutating func makeRoom(for count: Int) {
      guard pending == nil else { return }
      var room = table.endsWithRun ? count + 8 : Swift.max(count + 8, PartSharing.minimumShared)
      if expected > 0 { room = Swift.min(room, expected - total + count) }
      pending = maker.make(capacity: Swift.max(1, Swift.min(ItemList.maximumChunk, room)))
    }

    /// Appends run `numbers` (not empty), merged with a run it continues.
    @inline(__always)
    private mutating func append(run numbers: Range<Int>) {
      flush()
      table.appendRun(numbers)
    }

    /// Appends the run item numbered `number`, merged with a run it continues; `numbering` (a
    /// run's, so not `nil`) converts numbers when the list has no runs yet.
    mutating func append(runNumber number: Int, numbering: Numbering<Item>?) {
      if !hasNumbering, let numbering {
        self.numbering = numbering
        hasNumbering = true
      }
      append(run: number..<number + 1)
    }

    /// Appends one item, without a label.
    mutating func append(_ item: Item) {
      table.total += 1
      if pendingCount == ItemList.maximumChunk { flush() }
      makeRoom(for: 1)
      table.gatherUnlabelled(count: 1)
      let block = pendingBlock(roomFor: 1)
      (block.items(Item.self) + block.count).initialize(to: item)
      block.count += 1
    }

    /// Appends `items`, in chunks, without labels.
    mutating func append(contentsOf items: some Collection<Item>) {
      let copied: Void? = items.withContiguousStorageIfAvailable { append(contiguous: $0) }
      guard copied == nil else { return }
      for item in items { append(item) }
    }

    /// Appends `items`, in chunks, without labels.
    private mutating func append(contiguous items: UnsafeBufferPointer<Item>) {
      guard let base = items.baseAddress else { return }
      var next = 0
      while next < items.count {
        if pendingCount == ItemList.maximumChunk { flush() }
        let piece = Swift.min(items.count - next, ItemList.maximumChunk - pendingCount)
        if pending == nil { pending = maker.make(capacity: piece) }
        table.gatherUnlabelled(count: piece)
        put(base + next, count: piece)
        table.total += piece
        next += piece
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
