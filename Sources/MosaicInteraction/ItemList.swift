/// A section's items, in order: explicit items in chunks of at most 16,384, and runs of
/// numbered identities (``NumberedIdentity``) stored as a range of numbers, in O(1) whatever their
/// count.
///
/// An edit copies the list of chunks and at most a few hundred items around each place it cuts:
/// the parts of a chunk it cuts keep sharing the chunk's storage, so an edited copy of a section
/// of 10^6 items shares nearly all of them with the original. Reading item `i` finds its
/// chunk by a binary search over the chunks' ends.
///
/// It behaves as an array of items (`RandomAccessCollection`, `RangeReplaceableCollection`,
/// `MutableCollection`, equal when the items are equal): build it from an array, an array literal,
/// or ``init(numbers:)``.
public struct ItemList<Item: Hashable & Sendable>: Sendable {
  /// The most items a chunk the list makes holds (one built from an array, or gathered from
  /// short parts by an edit). When edits copied the chunks they cut, 16,384 was measured against
  /// 8,192 and 1,000–2,048 (a batch of 1,000 at 10^6 `Int` items: 2.2, 2.4 and 3.1–3.9 ms): each
  /// chunk a batch visits costs generic work beyond its items.
  static var maximumChunk: Int { 16_384 }

  /// The chunks' counts, labels and runs, where each ends, and where labels start: everything
  /// but the items, in plain (not generic) code.
  var table: ChunkTable
  /// The items of the explicit chunks of ``table`` (each a part of a block, shared with the
  /// lists it was cut from), in order: a chunk's `payload` is its index here.
  var payloads: [ItemPart]
  /// How numbers and identities convert; set whenever a chunk is a run.
  var numbering: Numbering<Item>?

  /// An empty list.
  public init() {
    table = ChunkTable()
    payloads = []
    numbering = nil
  }

  /// The items of `items`, in order.
  /// - Complexity: O(n).
  public init(_ items: [Item]) {
    var builder = Builder(numbering: nil)
    builder.append(contentsOf: items)
    self = (consume builder).finish()
  }

  /// A list of the chunks of `table`, whose explicit chunks' items are `payloads`.
  init(table: ChunkTable, payloads: [ItemPart], numbering: Numbering<Item>?) {
    self.table = table
    self.payloads = payloads
    self.numbering = numbering
  }

  /// The chunks, in order.
  var chunks: [ItemChunk] { table.chunks }

  /// Items `range` of this list (in range), as a list sharing this one's full chunks.
  /// - Complexity: O(chunks in the range + the items of the two chunks it cuts).
  func list(_ range: Range<Int>) -> ItemList {
    var builder = Builder(numbering: numbering)
    builder.append(range, of: self)
    return builder.finish()
  }
}

extension ItemList where Item: NumberedIdentity {
  /// The items numbered `numbers`, in order (`Item(identityNumber: n)`), stored as one run.
  /// - Complexity: O(1).
  public init(numbers: Range<Int>) {
    self.init(
      table: ChunkTable(chunks: numbers.isEmpty ? [] : [.run(numbers)]),
      payloads: [], numbering: Numbering<Item>.ofType())
  }
}

extension ItemList {
  /// The position of the item numbered `number` when a run of this list holds it.
  /// - Complexity: O(chunks).
  func index(ofRunNumber number: Int) -> Int? { table.index(ofRunNumber: number) }

  /// Appends every item, in order (a run's items made one by one).
  /// - Complexity: O(n).
  func append(to items: inout [Item]) {
    for chunk in table.chunks {
      switch chunk {
      case .items(_, let payload):
        let part = payloads[payload]
        items.append(
          contentsOf: UnsafeBufferPointer(start: part.items(Item.self), count: part.count))
      case .run(let numbers):
        // A run always has its numbering.
        guard let numbering else { continue }
        for number in numbers { items.append(numbering.make(number)) }
      }
    }
  }
}
