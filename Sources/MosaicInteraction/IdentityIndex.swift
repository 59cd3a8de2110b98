/// The explicit items of a model by hash value: whether an item may be held in O(1) — what
/// every insert asks — and where (``ItemPlace``: its section's key and its label), so that
/// ``CollectionModel/indexPath(of:)`` finds an item in O(log n) without a scan.
///
/// The hash values are spread by their low bits over at most 128 × 128 leaves, each a sorted
/// array (``IdentityLeaf``), held in nested arrays: an edited copy of a model copies, by
/// copy-on-write, the two small arrays of references on its leaf's path and that one leaf, and
/// shares every other leaf with the model it came from (so keeping the old model — a session's
/// cancel, a transition's "before" — costs nothing). The leaf count follows the item count at
/// construction, about 64 entries a leaf (against 256: a batch of 1,000 at 10^6 items 2.09 →
/// 1.74 ms, fewer bytes copied per leaf it touches), and grows with it by linear hashing: when
/// the leaves average more than twice that, an insert splits one leaf in two (the next in
/// order, by one more bit of the hash), so growth costs a leaf's entries at a time, never a
/// rebuild. Without it, a model built from runs (no explicit item, one leaf) held every item
/// that later arrived in that one leaf, and each insert copied all of them: 630,000
/// instructions an insert after 33,000 arrivals (callgrind). A persistent hash trie (swift-collections'
/// `TreeSet`) was measured first: as fast to edit, but 7× slower to build (10^6 hashes: 257 ms
/// against 36 ms for one `Set`; 5·10^7 items took 50 s), which every model and every
/// `mosaic simulate` pays.
///
/// It holds `Int` hash values rather than the items: specialised inside this module whatever the
/// item type, and no second copy of every item. A hash value is not an identity, so the index
/// only ever says "absent" for certain: a place found is confirmed against the item there.
struct IdentityIndex: Sendable {
  /// Leaves per inner array (and the most inner arrays).
  private static let fanOut = 128
  /// Hash values a leaf holds at construction, about.
  private static let leafTarget = 64

  /// `leaves[outer][inner]`: leaf `outer × fanOut + inner`, the hash values whose low bits pick
  /// it (``leafIndex(of:)``), each with the place of the first item that has it.
  private var leaves: [[IdentityLeaf]]
  /// A power of two: leaves `0..<level + split` exist, those below `split` already split by the
  /// bit `level` (linear hashing).
  private var level: Int
  /// The next leaf to split.
  private var split = 0
  /// The hash values held in the leaves.
  private var entryCount = 0
  /// Hash value → the places of the items beyond the first that share it (empty unless hashes
  /// collide).
  private var repeats: [Int: [ItemPlace]] = [:]

  /// The index of items with `hashes` at `places` (one of each per item, any order).
  /// - Complexity: O(n).
  init(hashes: [Int], places: [ItemPlace]) {
    var count = 1
    while count < Self.fanOut * Self.fanOut, count * Self.leafTarget < hashes.count { count *= 2 }
    level = count
    let mask = count - 1
    // The hashes grouped by leaf first (a counting sort), so each leaf's set is built from a
    // contiguous slice while it is in the cache: inserting 5·10^7 hashes straight into their
    // leaves waited on a cache miss per hash (6.2 of 10.2 s of a 5·10^7-item script).
    var starts = [Int](repeating: 0, count: count + 1)
    for hash in hashes { starts[(hash & mask) + 1] += 1 }
    for leaf in 0..<count { starts[leaf + 1] += starts[leaf] }
    var grouped = [IdentityLeaf.Entry](
      repeating: IdentityLeaf.Entry(hash: 0, place: ItemPlace(section: 0, label: 0)),
      count: hashes.count)
    var next = starts
    for (position, hash) in hashes.enumerated() {
      let leaf = hash & mask
      grouped[next[leaf]] = IdentityLeaf.Entry(hash: hash, place: places[position])
      next[leaf] += 1
    }
    var leaves: [[IdentityLeaf]] = []
    leaves.reserveCapacity(Swift.max(1, count / Self.fanOut))
    var repeats: [Int: [ItemPlace]] = [:]
    var entries: [IdentityLeaf.Entry] = []
    for first in stride(from: 0, to: count, by: Self.fanOut) {
      var row: [IdentityLeaf] = []
      row.reserveCapacity(Swift.min(count, Self.fanOut))
      for leaf in first..<Swift.min(count, first + Self.fanOut) {
        // Sorted stably, so of items sharing a hash value the first given stays in the leaf and
        // the later ones go to `repeats`.
        grouped[starts[leaf]..<starts[leaf + 1]].sort { $0.hash < $1.hash }
        entries.removeAll(keepingCapacity: true)
        for entry in grouped[starts[leaf]..<starts[leaf + 1]] {
          if let last = entries.last, last.hash == entry.hash {
            repeats[entry.hash, default: []].append(entry.place)
          } else {
            entries.append(entry)
          }
        }
        // A quarter to spare: an edit's inserts then rarely grow a leaf it copies anyway.
        row.append(IdentityLeaf(entries, capacity: entries.count + entries.count / 4 + 1))
      }
      leaves.append(row)
    }
    self.leaves = leaves
    self.repeats = repeats
    entryCount = hashes.count - repeats.values.reduce(0) { $0 + $1.count }
  }

  /// The number of hash values that two or more items share (0 unless hashes collide, or items
  /// repeat).
  var repeatedCount: Int { repeats.count }

  /// The leaf that holds `hash`: picked by its low bits, one more bit for a leaf already split.
  @inline(__always)
  private func leafIndex(of hash: Int) -> Int {
    let index = hash & (level - 1)
    return index < split ? hash & (2 * level - 1) : index
  }

  @inline(__always)
  private func leaf(of hash: Int) -> (outer: Int, inner: Int) {
    let leaf = leafIndex(of: hash)
    return (leaf / Self.fanOut, leaf % Self.fanOut)
  }

  /// Splits leaf `split` by the bit `level` into itself and a new last leaf, when the leaves
  /// average more than twice ``leafTarget`` entries and fewer than `fanOut²` exist.
  /// - Complexity: O(the entries of one leaf).
  private mutating func growIfCrowded() {
    let count = level + split
    guard entryCount > 2 * Self.leafTarget * count, count < Self.fanOut * Self.fanOut else {
      return
    }
    let (outer, inner) = (split / Self.fanOut, split % Self.fanOut)
    let entries = leaves[outer][inner].entries
    let capacity = entries.count / 2 + entries.count / 4 + 1
    let bit = level
    // Each half keeps the order of the whole.
    leaves[outer][inner] = IdentityLeaf(
      entries.lazy.filter { $0.hash & bit == 0 }, capacity: capacity)
    let leaving = IdentityLeaf(
      entries.lazy.filter { $0.hash & bit != 0 }, capacity: capacity)
    // The new leaf is number `count`, the next after the last.
    if count % Self.fanOut == 0 {
      leaves.append([leaving])
    } else {
      leaves[count / Self.fanOut].append(leaving)
    }
    split += 1
    if split == level {
      level *= 2
      split = 0
    }
  }

  /// False when no item has `hash`; true when one may.
  /// - Complexity: O(1).
  func mayContain(_ hash: Int) -> Bool {
    let (outer, inner) = leaf(of: hash)
    return leaves[outer][inner][hash] != nil
  }

  /// The first place of an item with `hash` that `matches` accepts, or `nil`.
  /// - Complexity: O(1) calls of `matches` unless hash values collide.
  func place(of hash: Int, where matches: (ItemPlace) -> Bool) -> ItemPlace? {
    let (outer, inner) = leaf(of: hash)
    guard let first = leaves[outer][inner][hash] else { return nil }
    if matches(first) { return first }
    return repeats[hash]?.first(where: matches)
  }

  /// Records an item with `hash` at `place`.
  /// - Complexity: O(1), plus a copy of the leaf and its path when shared with another model.
  mutating func insert(_ hash: Int, at place: ItemPlace) {
    let (outer, inner) = leaf(of: hash)
    if leaves[outer][inner].insertIfAbsent(place, for: hash) != nil {
      repeats[hash, default: []].append(place)
    } else {
      entryCount += 1
      growIfCrowded()
    }
  }

  /// Forgets the item with `hash` at `place` (which the index holds).
  /// - Complexity: O(1), plus a copy of the leaf and its path when shared with another model.
  mutating func remove(_ hash: Int, at place: ItemPlace) {
    let (outer, inner) = leaf(of: hash)
    if leaves[outer][inner].remove(hash, at: place) {
      // Another item with the hash value, if any, takes the leaf's entry.
      if !repeats.isEmpty, var extra = repeats[hash] {
        _ = leaves[outer][inner].insertIfAbsent(extra.removeLast(), for: hash)
        repeats[hash] = extra.isEmpty ? nil : extra
      } else {
        entryCount -= 1
      }
    } else if !repeats.isEmpty, var extra = repeats[hash], let index = extra.firstIndex(of: place) {
      extra.remove(at: index)
      repeats[hash] = extra.isEmpty ? nil : extra
    }
  }

  /// Moves the item with `hash` from `old` (which the index holds) to `new`.
  /// - Complexity: O(1), plus a copy of the leaf and its path when shared with another model.
  mutating func move(_ hash: Int, from old: ItemPlace, to new: ItemPlace) {
    let (outer, inner) = leaf(of: hash)
    if !leaves[outer][inner].replace(old, with: new, for: hash), !repeats.isEmpty,
      var extra = repeats[hash], let index = extra.firstIndex(of: old)
    {
      extra[index] = new
      repeats[hash] = extra
    }
  }

  /// Calls `body` with every entry (what a consistency check walks).
  /// - Complexity: O(entries + leaves).
  func forEachEntry(_ body: (_ hash: Int, _ place: ItemPlace) -> Void) {
    for row in leaves {
      for leaf in row {
        for entry in leaf.entries { body(entry.hash, entry.place) }
      }
    }
    for (hash, places) in repeats {
      for place in places { body(hash, place) }
    }
  }
}
