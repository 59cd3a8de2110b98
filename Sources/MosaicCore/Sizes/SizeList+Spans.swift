// Spans ride on the sizes: a spanned item is a piece of its own, so every edit of the list
// (insert, delete, move, a new size) carries its span as it carries its size.

extension SizeList {
  /// A list of `sizes` where item `i` spans `spans[i]` columns; keys outside `sizes`' indices are
  /// ignored and a span of one column is no span.
  ///
  /// ```swift
  /// // A banner across the feed, then photos; item 5 is an ad two columns wide.
  /// var sizes = SizeList(photos, spans: [0: .full, 5: .columns(2)])
  /// sizes.setSpan(nil, at: 5)  // the ad is one column again
  /// ```
  /// - Complexity: O(items) to keep the sizes between spanned items, O(spans · log spans).
  public init(_ sizes: [Size], spans: [Int: ItemSpan]) {
    guard !spans.isEmpty else {
      self.init(sizes)
      return
    }
    var builder = Builder(capacity: 2 * spans.count + 1, expectedCount: sizes.count)
    var next = 0
    for (item, span) in spans.sorted(by: { $0.key < $1.key }) where sizes.indices.contains(item) {
      builder.append(contentsOf: sizes[next..<item])
      builder.append(sizes[item], span: span)
      next = item + 1
    }
    builder.append(contentsOf: sizes[next...])
    self = builder.finish()
  }

  /// Gives item `index` (in range) the span `span` (`nil` or one column: none), keeping its size.
  /// - Complexity: O(pieces), as any edit of one item.
  public mutating func setSpan(_ span: ItemSpan?, at index: Int) {
    guard span != self.span(at: index) || span == .columns(1) else { return }
    var builder = Builder(capacity: pieces.count + 2)
    builder.append(0..<index, of: self)
    builder.append(self[index], span: span)
    builder.append(index + 1..<count, of: self)
    self = (consume builder).finish()
  }

  /// Removes item `index` (in range) and returns its size and span: what a move carries, where
  /// `remove(at:)` (a collection of sizes) drops the span.
  /// - Complexity: O(pieces).
  @discardableResult
  package mutating func removeEntry(at index: Int) -> (size: Size, span: ItemSpan?) {
    let entry = (self[index], span(at: index))
    var builder = Builder(capacity: pieces.count + 2)
    builder.append(0..<index, of: self)
    builder.append(index + 1..<count, of: self)
    self = (consume builder).finish()
    return entry
  }

  /// Inserts an item of `size` spanning `span` at `index` (0...count).
  /// - Complexity: O(pieces).
  package mutating func insert(_ size: Size, span: ItemSpan?, at index: Int) {
    var builder = Builder(capacity: pieces.count + 3)
    builder.append(0..<index, of: self)
    builder.append(size, span: span)
    builder.append(index..<count, of: self)
    self = (consume builder).finish()
  }

  /// Moves item `from` to index `to` (both in range), its span with it.
  /// - Complexity: O(pieces).
  package mutating func moveEntry(from: Int, to: Int) {
    guard from != to else { return }
    let entry = removeEntry(at: from)
    insert(entry.size, span: entry.span, at: to)
  }

  /// Calls `body` with the size and span of each item of `range` (in range), in item order.
  /// - Complexity: O(log pieces + pieces in the range + items in it).
  @inline(__always)
  package func forEachEntry(in range: Range<Int>, _ body: (Size, ItemSpan?) -> Void) {
    guard !range.isEmpty else { return }
    var (index, start) = ends.piece(holding: range.lowerBound)
    while start < range.upperBound {
      let piece = pieces[index]
      let from = Swift.max(range.lowerBound, start)
      let to = Swift.min(range.upperBound, start + piece.count)
      switch piece {
      case .sizes(let sizes):
        let offset = sizes.startIndex - start
        for item in from..<to { body(sizes[offset + item], nil) }
      case .run(let size, _):
        for _ in from..<to { body(size, nil) }
      case .spanned(let size, let span): body(size, span)
      }
      start += piece.count
      index += 1
    }
  }

  /// The items with a span, in item order, with their spans.
  /// - Complexity: O(pieces).
  public var spannedItems: [(item: Int, span: ItemSpan)] {
    guard spanCount > 0 else { return [] }
    var result: [(item: Int, span: ItemSpan)] = []
    result.reserveCapacity(spanCount)
    for (index, piece) in pieces.enumerated() {
      if case .spanned(_, let span) = piece { result.append((ends[index] - 1, span)) }
    }
    return result
  }
}

extension SizeList: Hashable {
  /// Whether both lists hold the same sizes and spans in the same order, however they are
  /// stored.
  /// - Complexity: O(n).
  public static func == (lhs: SizeList, rhs: SizeList) -> Bool {
    if let left = lhs.contiguousSizes, let right = rhs.contiguousSizes {
      return left.base == right.base
    }
    guard lhs.count == rhs.count, lhs.spanCount == rhs.spanCount, lhs.elementsEqual(rhs) else {
      return false
    }
    return lhs.spanCount == 0
      || lhs.spannedItems.elementsEqual(rhs.spannedItems) {
        $0.item == $1.item && $0.span == $1.span
      }
  }

  /// Hashes the sizes in order, as an array of them would, and the number of spanned items.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    hasher.combine(spanCount)
    for size in self { hasher.combine(size) }
  }
}

extension SizeList: CustomStringConvertible {
  /// The sizes, written as an array of them would be, then the spans when there are any:
  /// `[Size(…), Size(…)] spans [0: full]`.
  public var description: String {
    let sizes = Array(self).description
    guard spanCount > 0 else { return sizes }
    return sizes + " spans ["
      + spannedItems.map { "\($0.item): \($0.span)" }.joined(separator: ", ") + "]"
  }
}
