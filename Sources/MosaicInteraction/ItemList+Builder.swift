extension ItemList {
  /// Builds a list a piece at a time, merging neighbours: consecutive runs become one run, and
  /// small explicit chunks fill up to ``maximumChunk`` (so edits do not leave a list of crumbs).
  struct Builder {
    private(set) var chunks: [Chunk] = []
    /// The number of items appended so far.
    private(set) var total = 0
    var numbering: Numbering<Item>?

    init(numbering: Numbering<Item>?, chunks capacity: Int = 0) {
      self.numbering = numbering
      chunks.reserveCapacity(capacity)
    }

    var list: ItemList { ItemList(chunks: chunks, numbering: numbering) }

    /// Appends `chunk` (maybe empty), merged with the last one where it can be.
    // No tuple or optional of chunks is matched here: in this generic code each would look its
    // type's metadata up at run time.
    mutating func append(_ chunk: Chunk) {
      let count = chunk.count
      guard count > 0 else { return }
      total += count
      let last = chunks.count - 1
      guard last >= 0 else {
        chunks.append(chunk)
        return
      }
      switch chunk {
      case .run(let next):
        if case .run(let previous) = chunks[last], previous.upperBound == next.lowerBound {
          chunks[last] = .run(previous.lowerBound..<next.upperBound)
          return
        }
      case .items(let next):
        if appendInPlace(next[...]) { return }
      }
      chunks.append(chunk)
    }

    /// Appends `items` to the last chunk when it is explicit and has room for them all.
    private mutating func appendInPlace(_ items: ArraySlice<Item>) -> Bool {
      let last = chunks.count - 1
      guard last >= 0, case .items(var previous) = chunks[last],
        previous.count + items.count <= ItemList.maximumChunk
      else { return false }
      chunks[last] = .run(0..<0)  // so `previous` is uniquely held and grows in place
      previous.append(contentsOf: items)
      chunks[last] = .items(previous)
      return true
    }

    /// Appends one item.
    mutating func append(_ item: Item) {
      total += 1
      let last = chunks.count - 1
      if last >= 0, case .items(var previous) = chunks[last],
        previous.count < ItemList.maximumChunk
      {
        chunks[last] = .run(0..<0)
        previous.append(item)
        chunks[last] = .items(previous)
      } else {
        chunks.append(.items([item]))
      }
    }

    /// Appends `items`, in chunks.
    mutating func append(contentsOf items: some Collection<Item>) {
      var rest = items[...]
      while !rest.isEmpty {
        var room = ItemList.maximumChunk
        if case .items(let last)? = chunks.last { room -= last.count }
        if room == 0 { room = ItemList.maximumChunk }
        let piece = rest.prefix(room)
        append(.items(Array(piece)))
        rest = rest.dropFirst(piece.count)
      }
    }

    /// Appends items `range` (in range) of `list`: its whole chunks shared, the two it cuts
    /// sliced.
    mutating func append(_ range: Range<Int>, of list: ItemList) {
      guard !range.isEmpty else { return }
      if numbering == nil { numbering = list.numbering }
      var (index, start) = list.chunk(holding: range.lowerBound)
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
            if !appendInPlace(items[from..<to]) {
              // Room for the rest of the chunk it was cut from and a few arrivals: an edit
              // usually appends them next, and growing by doubling cost a third of a batch.
              var piece: [Item] = []
              piece.reserveCapacity(Swift.min(ItemList.maximumChunk, items.count + 8))
              piece.append(contentsOf: items[from..<to])
              chunks.append(.items(piece))
            }
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
