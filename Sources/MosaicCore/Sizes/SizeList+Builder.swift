extension SizeList {
  /// Builds a list a piece at a time, merging neighbours: runs of one size become one run (a
  /// size appended beside a run of it extends the run), and small explicit pieces gather in a
  /// pending chunk of up to ``SizeList/maximumChunk`` (so edits do not leave a list of crumbs).
  /// A part of another list's explicit piece is shared as a slice of the same storage or copied
  /// by ``PartSharing``'s rule: cutting a piece of 10^4 sizes at one place copies at most about
  /// 2 × ``PartSharing/minimumShared`` of them.
  package struct Builder {
    private var pieces: [Piece] = []
    /// Explicit sizes not yet closed into a piece; the builder's own array, so it grows in place.
    private var pending: [Size] = []
    /// The number of sizes appended so far.
    package private(set) var total = 0
    /// The number of sizes the list will hold when the caller knows it (else 0).
    private let expected: Int

    /// An empty builder with room for `capacity` pieces; given the number of sizes the list will
    /// hold (`expectedCount`), no chunk is made with room for more than is still to come.
    package init(capacity: Int = 0, expectedCount: Int = 0) {
      pieces.reserveCapacity(capacity)
      expected = expectedCount
    }

    /// Starts the pending chunk when there is none, with room for `count` sizes and a few
    /// arrivals (room for a top-up to ``PartSharing/minimumShared`` after an explicit piece, so
    /// a cut's copy is not moved again), never more than the list still expects (`total` does
    /// not count them yet). A short run it follows is taken into it: a lone arrival kept as a
    /// run of one rejoins explicit sizes when they gather around it.
    private mutating func startPending(for count: Int) {
      guard pending.isEmpty else { return }
      var carried: (size: Size, count: Int)?
      if let last = pieces.last, case .run(let size, let length) = last,
        length <= SizeList.shortRun
      {
        pieces.removeLast()
        carried = (size, length)
      }
      let carriedCount = carried?.count ?? 0
      var room = count + carriedCount + 8
      if let last = pieces.last, case .sizes = last {
        room = Swift.max(room, PartSharing.minimumShared)
      }
      if expected > 0 {
        room = Swift.min(room, Swift.max(count, expected - total) + carriedCount)
      }
      pending.reserveCapacity(Swift.min(SizeList.maximumChunk, room))
      if let carried {
        pending.append(contentsOf: repeatElement(carried.size, count: carried.count))
      }
    }

    /// The list built.
    package consuming func finish() -> SizeList {
      flush()
      return SizeList(pieces: pieces)
    }

    /// Closes the pending chunk, fitted to its sizes when it was given room for a top-up it did
    /// not get.
    private mutating func flush() {
      guard !pending.isEmpty else { return }
      if pending.capacity >= 4 * pending.count + 64 {
        // A copy of its own (`Array(pending)` would share the buffer).
        var fitted: [Size] = []
        fitted.reserveCapacity(pending.count)
        fitted.append(contentsOf: pending)
        pending = fitted
      }
      pieces.append(.sizes(pending[...]))
      pending = []
    }

    /// Appends `count` items of `size` as a run, merged with a run of the same size before it;
    /// a short run after pending sizes joins them.
    package mutating func append(run size: Size, count: Int) {
      guard count > 0 else { return }
      if !pending.isEmpty, count <= SizeList.shortRun,
        pending.count + count <= SizeList.maximumChunk
      {
        pending.append(contentsOf: repeatElement(size, count: count))
        total += count
        return
      }
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

    /// Appends one size: it extends a run of the same size it follows; with nothing pending and
    /// no short run before it, it is kept as a run of one (an arrival between two shared parts
    /// copies nothing); else it joins the pending chunk.
    package mutating func append(_ size: Size) {
      if pending.isEmpty {
        var joinsShortRun = false
        if let last = pieces.last, case .run(let previous, let length) = last {
          joinsShortRun = previous != size && length <= SizeList.shortRun
        }
        guard joinsShortRun else {
          append(run: size, count: 1)
          return
        }
      }
      if pending.count == SizeList.maximumChunk { flush() }
      startPending(for: 1)
      total += 1
      pending.append(size)
    }

    /// Appends one item of `size` spanning `span` (as ``append(_:)`` when `span` is one column or
    /// `nil`).
    /// - Complexity: amortised O(1).
    package mutating func append(_ size: Size, span: ItemSpan?) {
      guard let span, !span.isSingleColumn else {
        append(size)
        return
      }
      flush()
      pieces.append(.spanned(size, span))
      total += 1
    }

    /// Appends `sizes` as explicit sizes, in chunks.
    package mutating func append(contentsOf sizes: some Collection<Size>) {
      var rest = sizes[...]
      while !rest.isEmpty {
        if pending.count == SizeList.maximumChunk { flush() }
        startPending(for: rest.count)
        let part = rest.prefix(SizeList.maximumChunk - pending.count)
        pending.append(contentsOf: part)
        total += part.count
        rest = rest.dropFirst(part.count)
      }
    }

    /// Appends sizes `range` (its positions in `sizes`) of an explicit piece, shared or copied
    /// by ``PartSharing``'s rule.
    private mutating func append(explicit sizes: ArraySlice<Size>, _ range: Range<Int>) {
      var range = range
      let (topUp, sharesRest) = PartSharing.plan(count: range.count, pending: pending.count)
      if topUp > 0 {
        pending.reserveCapacity(pending.count + topUp)
        append(contentsOf: sizes[range.lowerBound..<range.lowerBound + topUp])
        range = range.lowerBound + topUp..<range.upperBound
      }
      guard sharesRest else {
        append(contentsOf: sizes[range])
        return
      }
      flush()
      pieces.append(.sizes(sizes[range]))
      total += range.count
    }

    /// Appends sizes `range` (in range) of `list`: its whole pieces shared where they are large,
    /// the two it cuts sliced. The whole pieces between the first and the last are copied as
    /// they are, in one piece (they were merged already): piece by piece, a one-item move on a
    /// model of per-item sizes that 50 batches had cut into about a hundred pieces a section
    /// spent a seventh of its instructions here (callgrind).
    package mutating func append(_ range: Range<Int>, of list: SizeList) {
      guard !range.isEmpty else { return }
      var (index, start) = list.ends.piece(holding: range.lowerBound)
      let first = index
      let last = list.ends.piece(holding: range.upperBound - 1).piece
      while start < range.upperBound {
        if index > first, last - index >= 2 {
          flush()
          pieces.append(contentsOf: list.pieces[index..<last])
          total += list.ends[last - 1] - start
          start = list.ends[last - 1]
          index = last
          continue
        }
        let piece = list.pieces[index]
        let from = Swift.max(range.lowerBound, start) - start
        let to = Swift.min(range.upperBound, start + piece.count) - start
        switch piece {
        case .sizes(let sizes):
          append(explicit: sizes, sizes.startIndex + from..<sizes.startIndex + to)
        case .run(let size, _): append(run: size, count: to - from)
        case .spanned(let size, let span): append(size, span: span)
        }
        start += piece.count
        index += 1
      }
    }
  }
}
