extension ItemList {
  /// Builds a list a piece at a time, merging neighbours: consecutive runs become one run, and
  /// small explicit chunks fill up to ``maximumChunk`` (so edits do not leave a list of crumbs).
  struct Builder {
    private(set) var chunks: [Chunk] = []
    /// The number of items appended so far.
    private(set) var total = 0
    var numbering: Numbering<Item>?

    init(numbering: Numbering<Item>?) { self.numbering = numbering }

    var list: ItemList { ItemList(chunks: chunks, numbering: numbering) }

    /// Appends `chunk` (maybe empty), merged with the last one where it can be.
    mutating func append(_ chunk: Chunk) {
      guard chunk.count > 0 else { return }
      total += chunk.count
      switch (chunks.last, chunk) {
      case (.run(let last)?, .run(let next)) where last.upperBound == next.lowerBound:
        chunks[chunks.count - 1] = .run(last.lowerBound..<next.upperBound)
      case (.items(var last)?, .items(let next))
      where last.count + next.count <= ItemList.maximumChunk:
        chunks[chunks.count - 1] = .items([])  // so `last` is uniquely held and grows in place
        last.append(contentsOf: next)
        chunks[chunks.count - 1] = .items(last)
      default:
        chunks.append(chunk)
      }
    }

    /// Appends one item.
    mutating func append(_ item: Item) {
      total += 1
      if case .items(var last)? = chunks.last, last.count < ItemList.maximumChunk {
        chunks[chunks.count - 1] = .items([])
        last.append(item)
        chunks[chunks.count - 1] = .items(last)
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
          case .items(let items): append(.items(Array(items[from..<to])))
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
