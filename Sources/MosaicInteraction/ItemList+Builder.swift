extension ItemList {
  /// Builds a list a piece at a time, merging neighbours: consecutive runs become one run, and
  /// small explicit pieces gather in a pending chunk of up to ``maximumChunk`` (so edits do not
  /// leave a list of crumbs). The pending chunk is the builder's own array, so it grows in place;
  /// a large explicit chunk of another list is kept by reference, not copied.
  struct Builder {
    private var chunks: [Chunk] = []
    /// Explicit items not yet closed into a chunk.
    private var pending: [Item] = []
    /// The number of items appended so far.
    private(set) var total = 0
    var numbering: Numbering<Item>?

    init(numbering: Numbering<Item>?, chunks capacity: Int = 0) {
      self.numbering = numbering
      chunks.reserveCapacity(capacity)
    }

    /// The list built.
    var list: ItemList {
      var chunks = chunks
      if !pending.isEmpty { chunks.append(.items(pending)) }
      return ItemList(chunks: chunks, numbering: numbering)
    }

    /// Closes the pending chunk.
    private mutating func flush() {
      guard !pending.isEmpty else { return }
      chunks.append(.items(pending))
      pending = []
    }

    /// Appends explicit items to the pending chunk, closing it first when they do not fit.
    private mutating func gather(_ items: ArraySlice<Item>) {
      if pending.count + items.count > ItemList.maximumChunk { flush() }
      if pending.isEmpty {
        // Room for a few arrivals beside the piece: an edit usually appends them next.
        pending.reserveCapacity(Swift.min(ItemList.maximumChunk, items.count + 8))
      }
      pending.append(contentsOf: items)
    }

    /// Appends `chunk` (maybe empty), merged with its neighbour where it can be.
    mutating func append(_ chunk: Chunk) {
      let count = chunk.count
      guard count > 0 else { return }
      total += count
      switch chunk {
      case .run(let next):
        flush()
        if let last = chunks.indices.last, case .run(let previous) = chunks[last],
          previous.upperBound == next.lowerBound
        {
          chunks[last] = .run(previous.lowerBound..<next.upperBound)
        } else {
          chunks.append(chunk)
        }
      case .items(let items):
        if pending.count + items.count <= ItemList.maximumChunk
          && (!pending.isEmpty || items.count < ItemList.maximumChunk / 2)
        {
          gather(items[...])
        } else {
          // Kept by reference: shared with the list it came from.
          flush()
          chunks.append(chunk)
        }
      }
    }

    /// Appends one item.
    mutating func append(_ item: Item) {
      total += 1
      if pending.count == ItemList.maximumChunk { flush() }
      pending.append(item)
    }

    /// Appends `items`, in chunks.
    mutating func append(contentsOf items: some Collection<Item>) {
      var rest = items[...]
      while !rest.isEmpty {
        if pending.count == ItemList.maximumChunk { flush() }
        let piece = rest.prefix(ItemList.maximumChunk - pending.count)
        pending.append(contentsOf: piece)
        total += piece.count
        rest = rest.dropFirst(piece.count)
      }
    }

    /// Appends items `range` (in range) of `list`: its whole chunks shared where they are large,
    /// the two it cuts sliced.
    mutating func append(_ range: Range<Int>, of list: ItemList) {
      guard !range.isEmpty else { return }
      if numbering == nil { numbering = list.numbering }
      var (index, start) = list.ends.piece(holding: range.lowerBound)
      while start < range.upperBound {
        let chunk = list.chunks[index]
        let from = Swift.max(range.lowerBound, start) - start
        let to = Swift.min(range.upperBound, start + chunk.count) - start
        if from == 0 && to == chunk.count {
          append(chunk)
        } else {
          switch chunk {
          case .items(let items):
            total += to - from
            gather(items[from..<to])
          case .run(let numbers):
            append(.run(numbers.lowerBound + from..<numbers.lowerBound + to))
          }
        }
        start += chunk.count
        index += 1
      }
    }
  }
}
