import MosaicTestSupport
import Testing

@testable import MosaicFlow

/// The searches every flow query starts with, against a linear scan: evenly spread positions,
/// bunched ones (a very thick line among thin ones), runs of equal positions, and values before,
/// between, on, after the positions and not numbers at all.
@Suite("Flow searches")
struct FlowSearchTests {
  /// The first index at or after `start` whose position is past `value`, by a scan.
  func scanned(_ value: Double, _ positions: [Double], from start: Int) -> Int {
    var index = start
    while index < positions.count, !(positions[index] > value) { index += 1 }
    return index
  }

  @Test(arguments: 0..<100)
  func stepsFromTheGuessFindWhatAScanFinds(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 0x5EA4C4)
    let count = Int.random(in: 0...300, using: &generator)
    var positions: [Double] = []
    var position = Double(Int.random(in: -50...50, using: &generator))
    for _ in 0..<count {
      positions.append(position)
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: position += 0
      case 1: position += Double(Int.random(in: 1_000...100_000, using: &generator))
      default: position += Double(Int.random(in: 1...200, using: &generator)) / 4
      }
    }
    let stored = ContiguousArray(positions)
    var values: [Double] = [.nan, .infinity, -.infinity]
    if let first = positions.first, let last = positions.last {
      values += [first - 1, first, last, last + 1]
    }
    for _ in 0..<60 {
      values.append(
        positions.randomElement(using: &generator).map {
          $0 + Double(Int.random(in: -2...2, using: &generator)) / 8
        } ?? 0)
    }
    for value in values {
      for start in [0, count / 3, count] {
        #expect(
          FlowSearch.firstPast(value, in: stored, from: start)
            == scanned(value, positions, from: start),
          "value \(value), start \(start), seed \(seed)")
      }
    }
  }
}
