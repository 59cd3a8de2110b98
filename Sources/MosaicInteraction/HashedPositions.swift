/// Positions 0..<n found by their items' hash values: an open-addressing table of plain
/// integers, so a look-up stays specialised in this module whatever the item type, where a
/// `Dictionary` keyed by a generic item searches the runtime's metadata caches on every access
/// (a snapshot of 10^6 items spent most of its diff there).
///
/// A hash value is not an identity: a look-up offers each position with the same hash value to
/// the caller's test, which compares the items.
struct HashedPositions: Sendable {
  /// Slot `s` is `entries[2s]`, the hash value, and `entries[2s + 1]`, position + 1 or 0 when
  /// empty: a probe reads one cache line, not a slot and then the position's hash. At most half
  /// the slots are used.
  private var entries: [Int]
  /// Slots − 1 (a power of two less one).
  private let mask: Int

  /// The positions of `hashes` (one per position).
  /// - Complexity: O(n).
  init(hashes: [Int]) {
    var count = 2
    while count < 2 * hashes.count { count *= 2 }
    mask = count - 1
    var entries = [Int](repeating: 0, count: 2 * count)
    for position in 0..<hashes.count {
      var slot = hashes[position] & mask
      while entries[2 &* slot &+ 1] != 0 { slot = (slot &+ 1) & mask }
      entries[2 &* slot] = hashes[position]
      entries[2 &* slot &+ 1] = position + 1
    }
    self.entries = entries
  }

  /// The first position whose hash value is `hash`, or −1: the item there is the one sought
  /// unless two share the hash value, which ``position(ofHash:where:)`` then tells apart.
  /// - Complexity: O(1) expected.
  func firstPosition(ofHash hash: Int) -> Int {
    var slot = hash & mask
    while true {
      let entry = entries[2 &* slot &+ 1]
      if entry == 0 || entries[2 &* slot] == hash { return entry - 1 }
      slot = (slot &+ 1) & mask
    }
  }

  /// The first position whose hash value is `hash` and that `matches`, or `nil`.
  /// - Complexity: O(1) expected (hash values spread by `Hasher`), one test per position
  ///   sharing the hash value.
  func position(ofHash hash: Int, where matches: (Int) -> Bool) -> Int? {
    var slot = hash & mask
    while true {
      let entry = entries[2 &* slot &+ 1]
      if entry == 0 { return nil }
      if entries[2 &* slot] == hash, matches(entry - 1) { return entry - 1 }
      slot = (slot &+ 1) & mask
    }
  }
}
