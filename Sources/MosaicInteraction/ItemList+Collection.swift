import MosaicCore

extension ItemList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// The number of items.
  public var endIndex: Int { table.count }
  /// The number of items.
  /// - Complexity: O(1).
  public var count: Int { table.count }

  /// The item at `position` (in range).
  /// - Complexity: O(log chunks). Setting one copies its chunk when it is shared, and turns a
  ///   run's item into an explicit one.
  public subscript(position: Int) -> Item {
    get {
      let (index, start) = table.ends.piece(holding: position)
      switch table.chunks[index] {
      case .items(_, let payload):
        return payloads[payload].items(Item.self)[position - start]
      case .run(let numbers):
        // A run exists only where `numbering` was set with it.
        return numbering.unsafelyUnwrapped.make(numbers.lowerBound + position - start)
      }
    }
    set {
      let (index, start) = table.ends.piece(holding: position)
      if case .items(_, let payload) = table.chunks[index] {
        if !isKnownUniquelyReferenced(&payloads[payload].block) {
          copyPart(payload, capacity: payloads[payload].count)
        }
        payloads[payload].items(Item.self)[position - start] = newValue
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
    self = (consume builder).finish()
  }

  /// Appends `item` to the last chunk in place (a new chunk when it is a run or full).
  /// - Complexity: amortised O(1).
  public mutating func append(_ item: Item) {
    let last = table.chunks.count - 1
    guard last >= 0, case .items(let count, let payload) = table.chunks[last],
      count < Self.maximumChunk
    else {
      table.labelDirectory.append(chunk: table.chunks.count, firstLabel: ItemLabels.none)
      table.chunks.append(.items(count: 1, payload: payloads.count))
      table.labelRuns.append(.none(count: 1))
      table.ends.append(count + 1)
      let block = ItemBlock.Maker<Item>().make(capacity: 16)
      block.items(Item.self).initialize(to: item)
      block.count = 1
      payloads.append(ItemPart(block: block, start: 0, count: 1))
      return
    }
    table.labelRuns[payload].append(LabelRuns.Run(first: ItemLabels.none, step: 0, count: 1))
    table.chunks[last] = .items(count: count + 1, payload: payload)
    table.ends[last] += 1
    if !payloads[payload].canGrowInPlace() {
      copyPart(payload, capacity: Swift.min(Self.maximumChunk, 2 * count))
    }
    let block = payloads[payload].block
    (block.items(Item.self) + block.count).initialize(to: item)
    block.count += 1
    payloads[payload].count += 1
  }

  /// Gives payload `payload` a block of its own with room for `capacity` items (at least its
  /// own), holding a copy of its items: what writing to a shared one does first.
  private mutating func copyPart(_ payload: Int, capacity: Int) {
    let part = payloads[payload]
    let block = ItemBlock.Maker<Item>().make(capacity: capacity)
    block.items(Item.self).initialize(from: part.items(Item.self), count: part.count)
    block.count = part.count
    payloads[payload] = ItemPart(block: block, start: 0, count: part.count)
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
      while chunk < list.table.chunks.count {
        let current = list.table.chunks[chunk]
        if offset < current.count {
          defer { offset += 1 }
          switch current {
          case .items(_, let payload):
            return list.payloads[payload].items(Item.self)[offset]
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
