extension ItemList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// The number of items.
  public var endIndex: Int { ends.last ?? 0 }
  /// The number of items.
  /// - Complexity: O(1).
  public var count: Int { ends.last ?? 0 }

  /// The item at `position` (in range).
  /// - Complexity: O(log chunks). Setting one copies its chunk when it is shared, and turns a
  ///   run's item into an explicit one.
  public subscript(position: Int) -> Item {
    get {
      let (index, start) = ends.piece(holding: position)
      switch chunks[index] {
      case .items(let items, _): return items[items.startIndex + position - start]
      case .run(let numbers):
        // A run exists only where `numbering` was set with it.
        return numbering.unsafelyUnwrapped.make(numbers.lowerBound + position - start)
      }
    }
    set {
      let (index, start) = ends.piece(holding: position)
      if case .items(var items, let labels) = chunks[index] {
        chunks[index] = .run(0..<0)  // so `items` is uniquely held
        items[items.startIndex + position - start] = newValue
        chunks[index] = .items(items, labels: labels)
      } else {
        replaceSubrange(position..<position + 1, with: CollectionOfOne(newValue))
      }
    }
  }

  /// Replaces items `subrange` with `newElements`.
  /// - Complexity: O(chunks + the new items + the items of the two chunks the range cuts).
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Item>
  ) {
    var builder = Builder(numbering: numbering)
    builder.append(0..<subrange.lowerBound, of: self)
    builder.append(contentsOf: newElements)
    builder.append(subrange.upperBound..<count, of: self)
    self = builder.list
  }

  /// Appends `item` to the last chunk in place (a new chunk when it is a run or full).
  /// - Complexity: amortised O(1).
  public mutating func append(_ item: Item) {
    let last = chunks.count - 1
    guard last >= 0, case .items = chunks[last], chunks[last].count < Self.maximumChunk else {
      labelDirectory.append(chunk: chunks.count, firstLabel: ItemLabels.none)
      chunks.append(.items([item][...], labels: .none(count: 1)))
      ends.append(count + 1)
      return
    }
    // Moved out so the arrays are uniquely held and grow in place.
    guard case .items(var items, var labels) = chunks.removeLast() else { return }
    items.append(item)
    labels.append(LabelRuns.Run(first: ItemLabels.none, step: 0, count: 1))
    chunks.append(.items(items, labels: labels))
    ends[last] += 1
  }

  /// Appends `items`, one at a time.
  /// - Complexity: amortised O(1) an item.
  public mutating func append(contentsOf items: some Sequence<Item>) {
    for item in items { append(item) }
  }

  /// Iterates the items chunk by chunk (no search per item).
  public struct Iterator: IteratorProtocol {
    let list: ItemList
    var chunk = 0
    var offset = 0

    /// The next item, or `nil` at the end.
    public mutating func next() -> Item? {
      while chunk < list.chunks.count {
        let current = list.chunks[chunk]
        if offset < current.count {
          defer { offset += 1 }
          switch current {
          case .items(let items, _): return items[items.startIndex + offset]
          case .run(let numbers):
            return list.numbering.unsafelyUnwrapped.make(numbers.lowerBound + offset)
          }
        }
        chunk += 1
        offset = 0
      }
      return nil
    }
  }

  /// An iterator over the items in order.
  public func makeIterator() -> Iterator { Iterator(list: self) }
}

extension ItemList: ExpressibleByArrayLiteral {
  /// The items of the literal, in order.
  public init(arrayLiteral elements: Item...) { self.init(elements) }
}

extension ItemList: Hashable {
  /// Whether both lists hold the same items in the same order.
  /// - Complexity: O(n).
  public static func == (lhs: ItemList, rhs: ItemList) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }

  /// Hashes the items in order, as an array of them would.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for item in self { hasher.combine(item) }
  }
}

extension ItemList: CustomStringConvertible {
  /// The items, written as an array of them would be.
  public var description: String { Array(self).description }
}

extension ItemList: Codable where Item: Codable {
  /// Decodes an array of items.
  public init(from decoder: any Decoder) throws {
    self.init(try [Item](from: decoder))
  }

  /// Encodes the items as an array.
  public func encode(to encoder: any Encoder) throws {
    try Array(self).encode(to: encoder)
  }
}
