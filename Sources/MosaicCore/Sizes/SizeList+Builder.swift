extension SizeList {
  /// Builds a list a piece at a time, merging neighbours: runs of one size become one run (a
  /// size appended beside a run of it extends the run), and small explicit pieces gather in a
  /// pending chunk of up to ``SizeList/maximumChunk`` (so edits do not leave a list of crumbs).
  /// A large explicit piece of another list is kept by reference, not copied.
  package struct Builder {
    private var pieces: [Piece] = []
    /// Explicit sizes not yet closed into a piece; the builder's own array, so it grows in place.
    private var pending: [Size] = []
    /// The number of sizes appended so far.
    package private(set) var total = 0

    /// An empty builder with room for `capacity` pieces.
    package init(capacity: Int = 0) {
      pieces.reserveCapacity(capacity)
    }

    /// The list built.
    package var list: SizeList {
      var pieces = pieces
      if !pending.isEmpty { pieces.append(.sizes(pending)) }
      return SizeList(pieces: pieces)
    }

    /// Closes the pending chunk.
    private mutating func flush() {
      guard !pending.isEmpty else { return }
      pieces.append(.sizes(pending))
      pending = []
    }

    /// Appends `count` items of `size` as a run, merged with a run of the same size before it.
    package mutating func append(run size: Size, count: Int) {
      guard count > 0 else { return }
      total += count
      flush()
      if let last = pieces.indices.last, case .run(let previous, let length) = pieces[last],
        previous == size
      {
        pieces[last] = .run(size, count: length + count)
      } else {
        pieces.append(.run(size, count: count))
      }
    }

    /// Appends one size: it extends a run of the same size it follows, else joins the pending
    /// chunk.
    package mutating func append(_ size: Size) {
      if pending.isEmpty, let last = pieces.indices.last, case .run(let previous, _) = pieces[last],
        previous == size
      {
        append(run: size, count: 1)
        return
      }
      total += 1
      if pending.count == SizeList.maximumChunk { flush() }
      pending.append(size)
    }

    /// Appends `sizes` as explicit sizes, in chunks.
    package mutating func append(contentsOf sizes: some Collection<Size>) {
      var rest = sizes[...]
      while !rest.isEmpty {
        if pending.count == SizeList.maximumChunk { flush() }
        let part = rest.prefix(SizeList.maximumChunk - pending.count)
        pending.append(contentsOf: part)
        total += part.count
        rest = rest.dropFirst(part.count)
      }
    }

    /// Appends sizes `range` of an explicit piece: a whole piece that is large (or does not fit
    /// the pending chunk) is shared, anything else copied into the pending chunk.
    private mutating func append(explicit sizes: [Size], _ range: Range<Int>) {
      let gathers =
        pending.count + range.count <= SizeList.maximumChunk
        && (!pending.isEmpty || range.count < SizeList.maximumChunk / 2)
      if range.count == sizes.count, !gathers {
        flush()
        pieces.append(.sizes(sizes))
        total += range.count
      } else {
        append(contentsOf: sizes[range])
      }
    }

    /// Appends sizes `range` (in range) of `list`: its whole pieces shared where they are large,
    /// the two it cuts sliced.
    package mutating func append(_ range: Range<Int>, of list: SizeList) {
      guard !range.isEmpty else { return }
      var (index, start) = list.ends.piece(holding: range.lowerBound)
      while start < range.upperBound {
        let piece = list.pieces[index]
        let from = Swift.max(range.lowerBound, start) - start
        let to = Swift.min(range.upperBound, start + piece.count) - start
        switch piece {
        case .sizes(let sizes): append(explicit: sizes, from..<to)
        case .run(let size, _): append(run: size, count: to - from)
        }
        start += piece.count
        index += 1
      }
    }
  }
}
