/// One leaf of ``IdentityIndex``: hash values in increasing order, each with the place of its
/// item, in one contiguous array of plain values.
///
/// Sorted rather than hashed because what an edit pays for a leaf is mostly its copy (the model
/// it came from keeps the old leaf): a sorted array copies as one block, where a `Dictionary`
/// re-inserted every entry and hashed every key again (a batch of 1,000 on 10^6 explicit items
/// copies about 1,000 leaves). A leaf holds about 64 entries, so a look-up is six comparisons
/// and an insert or a removal moves half a leaf.
struct IdentityLeaf: Sendable {
  /// A hash value and the place of the item that has it.
  struct Entry: Sendable {
    var hash: Int
    var place: ItemPlace
  }

  /// The entries, by increasing hash value, each hash value once.
  private(set) var entries: [Entry]

  /// A leaf holding `entries` (increasing hash values, each once), with room for `capacity`
  /// (more when they need it).
  init(_ entries: some Sequence<Entry>, capacity: Int) {
    self.entries = []
    self.entries.reserveCapacity(capacity)
    self.entries.append(contentsOf: entries)
  }

  /// The number of hash values held.
  var count: Int { entries.count }

  /// The position of `hash`, or of the first entry above it, and whether it is held.
  /// - Complexity: O(log count).
  @inline(__always)
  private func search(_ hash: Int) -> (position: Int, found: Bool) {
    let low = entries.partitionPoint { $0.hash >= hash }
    return (low, low < entries.count && entries[low].hash == hash)
  }

  /// The place held for `hash`, or `nil`.
  /// - Complexity: O(log count).
  subscript(hash: Int) -> ItemPlace? {
    let (position, found) = search(hash)
    return found ? entries[position].place : nil
  }

  /// Holds `place` for `hash` when no place is held for it; returns the place already held
  /// otherwise (and keeps it).
  /// - Complexity: O(count).
  mutating func insertIfAbsent(_ place: ItemPlace, for hash: Int) -> ItemPlace? {
    let (position, found) = search(hash)
    if found { return entries[position].place }
    entries.insert(Entry(hash: hash, place: place), at: position)
    return nil
  }

  /// Replaces the place held for `hash` with `new` when it is `old`; returns whether it was.
  /// - Complexity: O(log count).
  mutating func replace(_ old: ItemPlace, with new: ItemPlace, for hash: Int) -> Bool {
    let (position, found) = search(hash)
    guard found, entries[position].place == old else { return false }
    entries[position].place = new
    return true
  }

  /// Forgets `hash` when its place is `place`; returns whether it was.
  /// - Complexity: O(count).
  mutating func remove(_ hash: Int, at place: ItemPlace) -> Bool {
    let (position, found) = search(hash)
    guard found, entries[position].place == place else { return false }
    entries.remove(at: position)
    return true
  }
}
