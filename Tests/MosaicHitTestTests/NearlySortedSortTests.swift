import MosaicTestSupport
import Testing

@testable import MosaicHitTest

@Suite struct NearlySortedSortTests {
  static func sorted(_ values: [Int]) -> [Int] {
    var copy = values
    copy.withUnsafeMutableBufferPointer { NearlySortedSort.sort($0) { $0 } }
    return copy
  }

  @Test func sortsEveryShape() {
    var generator = SeededGenerator(seed: 7)
    for count in [0, 1, 2, 3, 17, 300, 5_000] {
      let ascending = Array(0..<count)
      #expect(Self.sorted(ascending) == ascending)
      #expect(Self.sorted(ascending.reversed()) == ascending)  // past the budget: heap sort
      #expect(Self.sorted(ascending.shuffled(using: &generator)) == ascending)
      var nearly = ascending
      for _ in 0..<(count / 10) {
        let at = Int.random(in: 0..<Swift.max(count - 3, 1), using: &generator)
        if at + 3 < count { nearly.swapAt(at, at + 3) }
      }
      #expect(Self.sorted(nearly) == ascending)
    }
  }

  @Test func heapSortAlone() {
    var generator = SeededGenerator(seed: 8)
    for count in [0, 1, 2, 5, 64, 1_000] {
      var values = Array(0..<count).shuffled(using: &generator)
      values.withUnsafeMutableBufferPointer { NearlySortedSort.heapSort($0) { $0 } }
      #expect(values == Array(0..<count))
    }
  }

  @Test func movesNonTrivialElements() {
    var generator = SeededGenerator(seed: 9)
    let keys = Array(0..<500).shuffled(using: &generator)
    var values = keys.map { (key: $0, name: "element \($0)") }
    values.withUnsafeMutableBufferPointer { NearlySortedSort.sort($0) { $0.key } }
    #expect(values.map(\.key) == Array(0..<500))
    #expect(values.allSatisfy { $0.name == "element \($0.key)" })
  }
}
