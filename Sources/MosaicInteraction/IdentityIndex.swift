import HashTreeCollections

/// The hash values of a model's items, for an O(log n) answer to "is this item new?" — what
/// every insert asks — without a scan of the model.
///
/// A persistent set (HashTreeCollections' `TreeSet`): a model made by an edit shares all but
/// the O(log n) touched nodes with the model it came from, so keeping the old model (a session's
/// cancel, a transition's "before") costs nothing. It holds `Int` hash values rather than the
/// items: the set is then specialised inside this module whatever the item type (a set of
/// generic items ran unspecialised, about 3× slower to build and to edit, and kept a second
/// copy of every item). A hash value is not an identity, so the index only ever says "absent"
/// for certain: a present hash is confirmed against the items by the caller.
struct IdentityIndex: Sendable {
  /// Every item's hash value, once.
  private var hashes: TreeSet<Int>
  /// Hash value → how many items beyond the first share it (empty unless hashes collide).
  private var repeats: [Int: Int]

  /// The index of items with `hashes` (one per item, any order).
  /// - Complexity: O(n log n).
  init(_ hashes: [Int]) {
    let set = TreeSet(hashes)
    var repeats: [Int: Int] = [:]
    if set.count < hashes.count {
      var seen = Set<Int>()
      for hash in hashes where !seen.insert(hash).inserted { repeats[hash, default: 0] += 1 }
    }
    self.hashes = set
    self.repeats = repeats
  }

  /// The number of hash values that two or more items share (0 unless hashes collide, or items
  /// repeat).
  var repeatedCount: Int { repeats.count }

  /// False when no item has `hash`; true when one may.
  /// - Complexity: O(log n).
  func mayContain(_ hash: Int) -> Bool { hashes.contains(hash) }

  /// Counts one more item with `hash`.
  /// - Complexity: O(log n).
  mutating func insert(_ hash: Int) {
    if !hashes.insert(hash).inserted { repeats[hash, default: 0] += 1 }
  }

  /// Counts one item fewer with `hash` (which one item at least has).
  /// - Complexity: O(log n).
  mutating func remove(_ hash: Int) {
    if let extra = repeats[hash] {
      repeats[hash] = extra > 1 ? extra - 1 : nil
    } else {
      hashes.remove(hash)
    }
  }
}
