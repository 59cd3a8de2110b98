/// A section's items, in order: explicit items in chunks of at most 16,384, and runs of
/// numbered identities (``NumberedIdentity``) stored as a range of numbers, in O(1) whatever their
/// count.
///
/// An edit copies the list of chunks and at most a few hundred items around each place it cuts:
/// the parts of a chunk it cuts are kept as slices of the chunk's storage, so an edited copy of a
/// section of 10^6 items shares nearly all of them with the original. Reading item `i` finds its
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

  /// A piece of the list: explicit items with their labels (a part of an array, shared with the
  /// lists it was cut from), or a run of numbered identities.
  ///
  /// A label orders an explicit item within its section of a ``CollectionModel`` (see
  /// ``ItemLabels``): `labels` holds one per item, ``ItemLabels/none`` for items that have none
  /// (in a list built outside a model).
  enum Chunk: Sendable {
    case items(ArraySlice<Item>, labels: LabelRuns)
    case run(Range<Int>)

    var count: Int {
      switch self {
      case .items(let items, _): items.count
      case .run(let numbers): numbers.count
      }
    }
  }

  /// The chunks, in order; none is empty.
  var chunks: [Chunk]
  /// `ends[k]`: the number of items in chunks `0...k`.
  var ends: [Int]
  /// How numbers and identities convert; set whenever a chunk is a run.
  var numbering: Numbering<Item>?
  /// The explicit chunks' indexes in ``chunks`` and their first labels (``Int64/min`` for an
  /// unlabelled chunk), for finding an item by its label in O(log chunks).
  var labelDirectory: LabelDirectory

  /// An empty list.
  public init() {
    chunks = []
    ends = []
    numbering = nil
    labelDirectory = LabelDirectory()
  }

  /// The items of `items`, in order.
  /// - Complexity: O(n).
  public init(_ items: [Item]) {
    self.init()
    var builder = Builder(numbering: nil)
    builder.append(contentsOf: items)
    self = builder.list
  }

  init(chunks: [Chunk], numbering: Numbering<Item>?) {
    var ends: [Int] = []
    ends.reserveCapacity(chunks.count)
    for chunk in chunks { ends.append((ends.last ?? 0) + chunk.count) }
    self.init(
      chunks: chunks, ends: ends, numbering: numbering, labelDirectory: LabelDirectory(chunks))
  }

  /// A list of `chunks` whose ends and directory are known (a builder keeps them as it appends:
  /// derived from the chunks, unspecialised generic code looks up their type's metadata per
  /// chunk; the ends through a lazy map took 18% of a batch of 1,000 edits, callgrind).
  init(chunks: [Chunk], ends: [Int], numbering: Numbering<Item>?, labelDirectory: LabelDirectory) {
    self.chunks = chunks
    self.ends = ends
    self.numbering = numbering
    self.labelDirectory = labelDirectory
  }

  /// Whether any item of the list lives in a run (is made from its number when read).
  var hasRuns: Bool {
    chunks.contains {
      if case .run = $0 { return true }
      return false
    }
  }

  /// Items `range` of this list (in range), as a list sharing this one's full chunks.
  /// - Complexity: O(chunks in the range + the items of the two chunks it cuts).
  func list(_ range: Range<Int>) -> ItemList {
    var builder = Builder(numbering: numbering)
    builder.append(range, of: self)
    return builder.list
  }
}

extension ItemList where Item: NumberedIdentity {
  /// The items numbered `numbers`, in order (`Item(identityNumber: n)`), stored as one run.
  /// - Complexity: O(1).
  public init(numbers: Range<Int>) {
    self.init(
      chunks: numbers.isEmpty ? [] : [.run(numbers)], numbering: Numbering<Item>.ofType())
  }
}

extension ItemList {
  /// The position of the item numbered `number` when a run of this list holds it.
  /// - Complexity: O(chunks).
  func index(ofRunNumber number: Int) -> Int? {
    var start = 0
    for chunk in chunks {
      if case .run(let numbers) = chunk, numbers.contains(number) {
        return start + number - numbers.lowerBound
      }
      start += chunk.count
    }
    return nil
  }

}

extension ItemList {
  /// Appends every item, in order (a run's items made one by one).
  /// - Complexity: O(n).
  func append(to items: inout [Item]) {
    for chunk in chunks {
      switch chunk {
      case .items(let explicit, _): items.append(contentsOf: explicit)
      case .run(let numbers):
        // A run always has its numbering.
        guard let numbering else { continue }
        for number in numbers { items.append(numbering.make(number)) }
      }
    }
  }
}
