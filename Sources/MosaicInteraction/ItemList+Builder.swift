extension ItemList {
  /// Builds a list a piece at a time, merging neighbours: consecutive runs become one run, and
  /// small explicit pieces gather in a pending chunk of up to ``maximumChunk`` (so edits do not
  /// leave a list of crumbs). The pending chunk is the builder's own array, so it grows in place;
  /// a large explicit chunk of another list is kept by reference, not copied. Labels travel with
  /// their items (``ItemLabels``); an item appended alone, or from a collection, has none.
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
    var numbering: Numbering<Item>?

    init(numbering: Numbering<Item>?, chunks capacity: Int = 0) {
      self.numbering = numbering
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
        chunks.append(.items(pending, labels: pendingLabels))
        ends.append(total)
      }
      return ItemList(chunks: chunks, ends: ends, numbering: numbering, labelDirectory: directory)
    }

    /// Closes the pending chunk.
    private mutating func flush() {
      guard !pending.isEmpty else { return }
      directory.append(chunk: chunks.count, firstLabel: pendingLabels.first ?? ItemLabels.none)
      chunks.append(.items(pending, labels: pendingLabels))
      ends.append((ends.last ?? 0) + pending.count)
      pending = []
      pendingLabels = LabelRuns()
    }

    /// Appends explicit items `range` of `items` and their labels to the pending chunk, closing
    /// it first when they do not fit.
    private mutating func gather(_ range: Range<Int>, of items: [Item], labels: LabelRuns) {
      if pending.count + range.count > ItemList.maximumChunk { flush() }
      if pending.isEmpty {
        // Room for a few arrivals beside the piece: an edit usually appends them next.
        pending.reserveCapacity(Swift.min(ItemList.maximumChunk, range.count + 8))
      }
      pendingLabels.append(range, of: labels)
      pending.append(contentsOf: items[range])
    }

    /// Counts `count` pending items without labels.
    private mutating func gatherUnlabelled(count: Int) {
      pendingLabels.append(LabelRuns.Run(first: ItemLabels.none, step: 0, count: count))
    }

    /// Appends `chunk` (maybe empty), merged with its neighbour where it can be.
    mutating func append(_ chunk: Chunk) {
      let count = chunk.count
      guard count > 0 else { return }
      total += count
      switch chunk {
      case .run(let next):
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
        if pending.count + items.count <= ItemList.maximumChunk
          && (!pending.isEmpty || items.count < ItemList.maximumChunk / 2)
        {
          gather(0..<items.count, of: items, labels: labels)
        } else {
          // Kept by reference: shared with the list it came from.
          flush()
          directory.append(chunk: chunks.count, firstLabel: labels.first ?? ItemLabels.none)
          chunks.append(chunk)
          ends.append(total)
        }
      }
    }

    /// Appends one item, without a label.
    mutating func append(_ item: Item) {
      total += 1
      if pending.count == ItemList.maximumChunk { flush() }
      gatherUnlabelled(count: 1)
      pending.append(item)
    }

    /// Appends `items`, in chunks, without labels.
    mutating func append(contentsOf items: some Collection<Item>) {
      var rest = items[...]
      while !rest.isEmpty {
        if pending.count == ItemList.maximumChunk { flush() }
        let piece = rest.prefix(ItemList.maximumChunk - pending.count)
        gatherUnlabelled(count: piece.count)
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
          case .items(let items, let labels):
            total += to - from
            gather(from..<to, of: items, labels: labels)
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
