import MosaicCore

/// A reusable list of element indices that a rect query overwrites: the allocation-free way to
/// ask a viewport query every frame.
///
/// ``BucketIndex/elements(in:store:into:)`` replaces the contents with the query's hits, writing
/// them straight into storage that is grown only when a query could return more than it holds.
/// Unlike appending to an `[Int32]`, there is no per-query `removeAll(keepingCapacity:)`, no
/// intermediate buffer and no copy (on a warm scrolling viewport over 10^6 grid cells that was
/// about a fifth of the query's time).
///
/// ```swift
/// var visible = ElementBuffer()
/// for offset in offsets {        // one query per frame, no allocation once grown
///   index.elements(in: viewport(at: offset), store: store, into: &visible)
///   for element in visible { draw(Int(element)) }
/// }
/// ```
public struct ElementBuffer: RandomAccessCollection, Sendable {
  /// Room for `storage.count` indices; the first `count` are the contents.
  private(set) var storage: [Int32]
  /// The number of indices the last query wrote.
  public private(set) var count: Int = 0

  /// An empty buffer with room for `minimumCapacity` indices before it first grows.
  public init(minimumCapacity: Int = 256) {
    storage = Array(repeating: 0, count: Swift.max(0, minimumCapacity))
  }

  /// How many indices it can hold before it grows.
  public var capacity: Int { storage.count }
  /// 0.
  public var startIndex: Int { 0 }
  /// ``count``: the indices past the last query's hits are not part of the contents.
  public var endIndex: Int { count }

  /// The index at `position`, which must be below ``count``.
  public subscript(position: Int) -> Int32 {
    precondition(position >= 0 && position < count, "ElementBuffer index out of range")
    return storage[position]
  }

  /// Empties the buffer, keeping its storage.
  public mutating func removeAll() { count = 0 }

  /// Empties the buffer and gives `body` room for at least `bound` indices; `body` returns how
  /// many it wrote at the front, which become the contents.
  /// - Complexity: O(1) unless it grows (then O(bound)).
  @inline(__always)
  mutating func overwrite(
    upTo bound: Int, _ body: (UnsafeMutableBufferPointer<Int32>) -> Int
  ) {
    if storage.count < bound {
      // Grow geometrically so a slowly widening query does not grow on every call.
      storage = Array(repeating: 0, count: Swift.max(bound, 2 * storage.count))
    }
    count = 0
    let written = storage.withUnsafeMutableBufferPointer { body($0) }
    count = written
  }
}
