/// One size per item, stored as runs of one size and explicit chunks: a section of 10^7 items at
/// an estimate with a few measured is a handful of pieces, not 10^7 sizes.
///
/// It behaves as an array of sizes (`RandomAccessCollection`, `MutableCollection`,
/// `RangeReplaceableCollection`, equal when the sizes are equal, written as an array): build it
/// from an array (kept as it is, in O(1)), an array literal, or ``init(repeating:count:)`` (a
/// run, O(1)). An edit copies the pieces it cuts and the list of pieces, never the sizes around
/// it; reading size `i` finds its piece by a binary search over the pieces' ends.
public struct SizeList: Sendable {
  /// The most sizes an explicit chunk made by an edit holds. Measured on the model at 10^6 items
  /// with per-item sizes in 100 sections (callgrind, `Benchmarks/instructions/count.sh sized …`),
  /// when edits still copied the chunks they cut: a batch of 1,000 edits 44.3 M instructions
  /// with 2,048, 35.0 M with 512, 36.1 M with 256; a one-item delete 234,000, 210,000 and
  /// 221,000.
  static var maximumChunk: Int { 512 }
  /// The longest run a builder gathers into explicit sizes beside it rather than keeping as a
  /// piece: a size arriving between two shared parts is kept as a run of one, so the edit copies
  /// nothing around it, and rejoins explicit sizes when a later edit gathers its neighbours.
  static var shortRun: Int { 8 }

  /// A piece of the list: explicit sizes (a part of an array, shared with the lists it was cut
  /// from), `count` items of one size, or one item with a span of more than one column.
  package enum Piece: Sendable {
    case sizes(ArraySlice<Size>)
    case run(Size, count: Int)
    /// One item spanning several columns: spanned items are few (a banner, an ad), so each is a
    /// piece of its own and every edit carries its span as it carries its size.
    case spanned(Size, ItemSpan)

    /// The number of items the piece sizes.
    package var count: Int {
      switch self {
      case .sizes(let sizes): sizes.count
      case .run(_, let count): count
      case .spanned: 1
      }
    }
  }

  /// The pieces, in order; none is empty.
  package internal(set) var pieces: [Piece]
  /// `ends[k]`: the number of items in pieces `0...k`.
  var ends: [Int]
  /// The number of items with a span (``span(at:)``).
  /// - Complexity: O(1).
  public private(set) var spanCount: Int

  /// An empty list.
  public init() {
    pieces = []
    ends = []
    spanCount = 0
  }

  /// The sizes of `sizes`, in order, kept as one piece (the array is shared, not copied).
  /// - Complexity: O(1).
  public init(_ sizes: [Size]) {
    self.init(pieces: sizes.isEmpty ? [] : [.sizes(sizes[...])])
  }

  /// `count` items of one `size`, stored as one run.
  /// - Complexity: O(1).
  public init(repeating size: Size, count: Int) {
    self.init(pieces: count > 0 ? [.run(size, count: count)] : [])
  }

  init(pieces: [Piece]) {
    self.pieces = pieces
    self.ends = [Int](runningTotalsOf: pieces.lazy.map(\.count))
    var spans = 0
    for piece in pieces {
      if case .spanned = piece { spans += 1 }
    }
    self.spanCount = spans
  }

  /// The sizes when the list is a single explicit piece (or empty): what a packing loop reads
  /// directly, with no search per size.
  package var contiguousSizes: ContiguousSizes? {
    switch pieces.count {
    case 0: return ContiguousSizes([])
    case 1: if case .sizes(let sizes) = pieces[0] { return ContiguousSizes(sizes) }
    default: break
    }
    return nil
  }

  /// When item `index` (in range) lies in a run, the run's size and the index just past it
  /// (neighbouring runs of one size are one run); `nil` for an explicit size.
  /// - Complexity: O(log pieces).
  package func run(at index: Int) -> (size: Size, end: Int)? {
    let (piece, _) = ends.piece(holding: index)
    guard case .run(let size, _) = pieces[piece] else { return nil }
    return (size, ends[piece])
  }

  /// The one size every item has, `nil` when they differ, when an item has a span (items alike
  /// are laid out by arithmetic, which spans break) or when there are none.
  /// - Complexity: O(pieces + explicit sizes), stopping at the first difference.
  package var commonSize: Size? {
    guard spanCount == 0 else { return nil }
    var common: Size?
    for piece in pieces {
      switch piece {
      case .spanned: return nil
      case .run(let size, _):
        if common == nil { common = size } else if common != size { return nil }
      case .sizes(let sizes):
        for size in sizes {
          if common == nil { common = size } else if common != size { return nil }
        }
      }
    }
    return common
  }

  /// The first index in `range` (in range) whose size satisfies `predicate`, asked once per
  /// run rather than once per item.
  /// - Complexity: O(log pieces + pieces in the range + explicit sizes in it).
  package func firstIndex(in range: Range<Int>, where predicate: (Size) -> Bool) -> Int? {
    guard !range.isEmpty else { return nil }
    var (index, start) = ends.piece(holding: range.lowerBound)
    while start < range.upperBound {
      let piece = pieces[index]
      let from = Swift.max(range.lowerBound, start)
      let to = Swift.min(range.upperBound, start + piece.count)
      switch piece {
      case .run(let size, _), .spanned(let size, _):
        if predicate(size) { return from }
      case .sizes(let sizes):
        let offset = sizes.startIndex - start
        for item in from..<to where predicate(sizes[offset + item]) { return item }
      }
      start += piece.count
      index += 1
    }
    return nil
  }

  /// The span of item `index` (in range), or `nil` when it spans one column.
  /// - Complexity: O(1) when no item has a span, else O(log pieces).
  @inline(__always)
  public func span(at index: Int) -> ItemSpan? {
    guard spanCount > 0 else { return nil }
    guard case .spanned(_, let span) = pieces[ends.piece(holding: index).piece] else { return nil }
    return span
  }

  /// Sizes `range` of this list (in range), as a list sharing this one's whole pieces.
  /// - Complexity: O(pieces in the range + the sizes of the two pieces it cuts).
  package func list(_ range: Range<Int>) -> SizeList {
    var builder = Builder()
    builder.append(range, of: self)
    return builder.finish()
  }
}
