extension SizeList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// The number of sizes.
  public var endIndex: Int { ends.last ?? 0 }
  /// The number of sizes.
  /// - Complexity: O(1).
  public var count: Int { ends.last ?? 0 }

  /// The size at `position` (in range).
  /// - Complexity: O(log pieces). Setting one copies its piece when it is shared; setting one
  ///   inside a run cuts the run around it.
  public subscript(position: Int) -> Size {
    get {
      let (index, start) = ends.piece(holding: position)
      switch pieces[index] {
      case .sizes(let sizes): return sizes[sizes.startIndex + position - start]
      case .run(let size, _), .spanned(let size, _): return size
      }
    }
    set {
      let (index, start) = ends.piece(holding: position)
      switch pieces[index] {
      case .sizes(var sizes):
        pieces[index] = .sizes([])  // so `sizes` is uniquely held
        sizes[sizes.startIndex + position - start] = newValue
        pieces[index] = .sizes(sizes)
      case .run(let size, _):
        guard size != newValue else { return }
        replaceSubrange(position..<position + 1, with: CollectionOfOne(newValue))
      case .spanned(_, let span):
        // A new size keeps the item's span: a measurement does not change what it spans.
        pieces[index] = .spanned(newValue, span)
      }
    }
  }

  /// Replaces sizes `subrange` with `newElements`.
  /// - Complexity: O(pieces + the new sizes + the sizes of the two pieces the range cuts).
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Size>
  ) {
    var builder = Builder(capacity: pieces.count + 2)
    builder.append(0..<subrange.lowerBound, of: self)
    for size in newElements { builder.append(size) }
    builder.append(subrange.upperBound..<count, of: self)
    self = (consume builder).finish()
  }

  /// Iterates the sizes piece by piece (no search per size).
  public struct Iterator: IteratorProtocol {
    let list: SizeList
    var piece = 0
    var offset = 0

    /// The next size, or `nil` at the end.
    public mutating func next() -> Size? {
      while piece < list.pieces.count {
        let current = list.pieces[piece]
        if offset < current.count {
          defer { offset += 1 }
          switch current {
          case .sizes(let sizes): return sizes[sizes.startIndex + offset]
          case .run(let size, _), .spanned(let size, _): return size
          }
        }
        piece += 1
        offset = 0
      }
      return nil
    }
  }

  /// An iterator over the sizes in order.
  public func makeIterator() -> Iterator { Iterator(list: self) }
}

extension SizeList: ExpressibleByArrayLiteral {
  /// The sizes of the literal, in order.
  public init(arrayLiteral elements: Size...) { self.init(elements) }
}
