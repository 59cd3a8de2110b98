import MosaicTestSupport
import Testing

@testable import MosaicInteraction

/// The identity index against a plain table of hash value → places, through inserts, removes
/// and moves that grow it from one leaf to thousands (leaves split one at a time) and shrink
/// it again, with hash values that collide.
@Suite("Identity index against a table")
struct IdentityIndexTests {
  /// Checks every hash value of `universe`: the index may hold it exactly when the table does,
  /// finds each of its places, and lists each entry once.
  static func expectMatches(
    _ index: IdentityIndex, _ table: [Int: [ItemPlace]], universe: [Int], _ comment: Comment
  ) {
    for hash in universe {
      let places = table[hash] ?? []
      #expect(index.mayContain(hash) == !places.isEmpty, comment)
      for place in places {
        #expect(index.place(of: hash, where: { $0 == place }) == place, comment)
      }
    }
    var listed: [Int: [ItemPlace]] = [:]
    index.forEachEntry { hash, place in listed[hash, default: []].append(place) }
    #expect(listed.count == table.count, comment)
    for (hash, places) in table {
      #expect(Set(listed[hash] ?? []) == Set(places), comment)
    }
  }

  @Test("grows and shrinks like a table", arguments: [0, 64, 5_000] as [Int])
  func growsAndShrinksLikeATable(initial: Int) {
    var generator = SeededGenerator(seed: UInt64(initial) + 7)
    // Hash values from a small range repeat (collisions); the rest are spread.
    func randomHash() -> Int {
      Bool.random(using: &generator)
        ? Int.random(in: 0..<40, using: &generator)
        : Int.random(in: Int.min...Int.max, using: &generator)
    }
    var table: [Int: [ItemPlace]] = [:]
    var label: Int64 = 0
    func newPlace() -> ItemPlace {
      label += 1
      return ItemPlace(section: Int(label % 7), label: label)
    }
    var hashes: [Int] = []
    var places: [ItemPlace] = []
    for _ in 0..<initial {
      let (hash, place) = (randomHash(), newPlace())
      hashes.append(hash)
      places.append(place)
      table[hash, default: []].append(place)
    }
    var index = IdentityIndex(hashes: hashes, places: places)
    var held = zip(hashes, places).map { $0 }
    // Growing: mostly inserts (thousands of splits from one leaf); then shrinking.
    for step in 0..<16_000 {
      let growing = step < 11_000
      let roll = Int.random(in: 0..<10, using: &generator)
      if held.isEmpty || roll < (growing ? 7 : 2) {
        let (hash, place) = (randomHash(), newPlace())
        index.insert(hash, at: place)
        table[hash, default: []].append(place)
        held.append((hash, place))
      } else if roll < (growing ? 9 : 8) {
        let (hash, place) = held.remove(at: Int.random(in: 0..<held.count, using: &generator))
        index.remove(hash, at: place)
        table[hash]?.removeAll { $0 == place }
        if table[hash]?.isEmpty == true { table[hash] = nil }
      } else {
        let at = Int.random(in: 0..<held.count, using: &generator)
        let (hash, place) = held[at]
        let moved = newPlace()
        index.move(hash, from: place, to: moved)
        table[hash] = table[hash]?.map { $0 == place ? moved : $0 }
        held[at] = (hash, moved)
      }
      if step % 4_000 == 3_999 {
        Self.expectMatches(
          index, table, universe: held.map(\.0) + (0..<50).map { $0 },
          "initial \(initial), step \(step)")
      }
    }
  }
}
