import MosaicCore
import MosaicInteraction
import MosaicTestSupport
import Testing

/// `ItemList` against a plain array: random edits of every kind, on lists long enough to hold
/// several chunks and holding runs, must leave the same items in the same order.
@Suite("Item lists against arrays")
struct ItemListTests {
  @Test func randomEditsMatchAnArray() {
    var rng = SeededGenerator(seed: 0x11_57)
    for trial in 0..<16 {
      var next = 1_000_000 * (trial + 1)
      func fresh(_ count: Int) -> [Int] {
        defer { next += count }
        return Array(next..<next + count)
      }
      // A run, explicit items across several chunks, another run.
      let start = Int.random(in: 0...5_000, using: &rng)
      var list = ItemList<Int>(numbers: 0..<start)
      var array = Array(0..<start)
      let explicit = fresh(Int.random(in: 0...6_000, using: &rng))
      list.append(contentsOf: explicit)
      array.append(contentsOf: explicit)
      let tail = fresh(Int.random(in: 0...3_000, using: &rng))
      list.append(contentsOf: ItemList(numbers: tail.first.map { $0..<$0 + tail.count } ?? 0..<0))
      array.append(contentsOf: tail)
      #expect(list.count == array.count && Array(list) == array, "trial \(trial) built")
      for step in 0..<40 {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0 where !array.isEmpty:
          let index = Int.random(in: 0..<array.count, using: &rng)
          list.remove(at: index)
          array.remove(at: index)
        case 1:
          let index = Int.random(in: 0...array.count, using: &rng)
          let items = fresh(Int.random(in: 1...3_000, using: &rng))
          list.insert(contentsOf: items, at: index)
          array.insert(contentsOf: items, at: index)
        case 2 where !array.isEmpty:
          let index = Int.random(in: 0..<array.count, using: &rng)
          let item = fresh(1)[0]
          list[index] = item
          array[index] = item
        case 3:
          let lower = Int.random(in: 0...array.count, using: &rng)
          let upper = Int.random(in: lower...array.count, using: &rng)
          let items = fresh(Int.random(in: 0...10, using: &rng))
          list.replaceSubrange(lower..<upper, with: items)
          array.replaceSubrange(lower..<upper, with: items)
        default:
          let index = Int.random(in: 0...array.count, using: &rng)
          let items = fresh(Int.random(in: 0...20_000, using: &rng))
          let run = ItemList<Int>(numbers: items.first.map { $0..<$0 + items.count } ?? 0..<0)
          list.insert(contentsOf: run, at: index)
          array.insert(contentsOf: items, at: index)
        }
        #expect(list.count == array.count, "trial \(trial) step \(step)")
        // Reading by index (a search per item) and by iteration (chunk by chunk) agree.
        let probes = (0..<20).compactMap { _ in array.indices.randomElement(using: &rng) }
        #expect(probes.map { list[$0] } == probes.map { array[$0] })
        #expect(list.elementsEqual(array), "trial \(trial) step \(step)")
      }
      #expect(list == ItemList(array) && list.hashValue == ItemList(array).hashValue)
    }
  }

  @Test func aRunIsStoredWithoutItsItems() {
    let list = ItemList<Int>(numbers: 0..<100_000_000)
    #expect(list.count == 100_000_000)
    #expect(list[99_999_999] == 99_999_999 && list[12_345] == 12_345)
    var edited = list
    edited.remove(at: 50_000_000)
    #expect(edited.count == 99_999_999 && edited[50_000_000] == 50_000_001)
    #expect(list[50_000_000] == 50_000_000)
  }

  @Test func aLiteralReadsAndPrintsAsAnArray() {
    let list: ItemList<String> = ["a", "b", "c"]
    #expect(list.description == #"["a", "b", "c"]"#)
    #expect(Array(list) == ["a", "b", "c"] && list == ItemList(["a", "b", "c"]))
  }

  @Test func copiesShareStorageYetNeverSeeEachOthersWritesAndEveryItemIsReleasedOnce() {
    let census = Census()
    do {
      var rng = SeededGenerator(seed: 0xB10C)
      var next = 0
      func fresh(_ count: Int) -> [Tracked] {
        defer { next += count }
        return (next..<next + count).map { Tracked($0, census) }
      }
      var list = ItemList(fresh(40_000))  // three chunks
      var array = Array(list)
      var kept: [(ItemList<Tracked>, [Int])] = []
      for step in 0..<60 {
        // Every earlier copy must still read as it did, whatever this one does to shared blocks.
        kept.append((list, array.map(\.value)))
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
          let index = Int.random(in: 0..<array.count, using: &rng)
          let item = fresh(1)[0]
          list[index] = item
          array[index] = item
        case 1:
          let item = fresh(1)[0]
          list.append(item)
          array.append(item)
        case 2:
          let index = Int.random(in: 0..<array.count, using: &rng)
          list.remove(at: index)
          array.remove(at: index)
        default:
          let index = Int.random(in: 0...array.count, using: &rng)
          let items = fresh(Int.random(in: 1...300, using: &rng))
          list.insert(contentsOf: items, at: index)
          array.insert(contentsOf: items, at: index)
        }
        // Compared first, so a failure names the step rather than printing 40,000 items.
        let same = list.map(\.value) == array.map(\.value)
        #expect(same, "step \(step)")
      }
      for (step, (copy, values)) in kept.enumerated() {
        let unchanged = copy.map(\.value) == values
        #expect(unchanged, "the copy before step \(step)")
      }
    }
    // Nothing holds an item any more: each was released exactly once (a double release crashes,
    // a missed one leaves it alive).
    #expect(census.live == 0)
  }
}

/// Counts the ``Tracked`` items alive.
private final class Census: @unchecked Sendable {
  var live = 0
}

/// An item that is a reference (so copying it retains), counting itself in a census.
private final class Tracked: Hashable, @unchecked Sendable {
  let value: Int
  let census: Census

  init(_ value: Int, _ census: Census) {
    self.value = value
    self.census = census
    census.live += 1
  }

  deinit { census.live -= 1 }

  static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
