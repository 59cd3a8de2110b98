import MosaicCore
import MosaicTestKit
import Testing

@testable import MosaicHitTest

/// A directory's search for the entries a span of the scroll axis can meet, whether its records
/// repeat or not, against a scan of every entry's reach and start.
@Suite struct PageDirectoryTests {
  /// A directory of `count` random entries repeated `repeats` times: lengths from 0, elements
  /// that reach before their entry's origin or past the next one's, and entries with none.
  static func directory(count: Int, repeats: Int, using generator: inout SeededGenerator)
    -> PageDirectory
  {
    let entries = (0..<count).map { _ in
      let length = Double(Int.random(in: 0...4, using: &generator)) * 12.5
      let hasElements = Int.random(in: 0..<5, using: &generator) > 0
      let low = Double.random(in: -20...(length + 5), using: &generator)
      let high = low + Double.random(in: 0...40, using: &generator)
      return PageDirectory.Entry(
        length: length, sectionCount: 1, firstItem: 0, cellCount: 1, elementCount: 1,
        low: hasElements ? low : .infinity, high: hasElements ? high : -.infinity)
    }
    return PageDirectory(count: count, repeats: repeats) { entries[$0] }
  }

  /// The entries from the first whose reach gets to `low` to the first after it that starts
  /// past `high`, found by looking at every one.
  static func scanned(_ directory: PageDirectory, low: Double, high: Double) -> Range<Int> {
    let count = directory.count
    let first = (0..<count).first { directory.reach($0) >= low } ?? count
    let end = (first..<count).first { directory.start($0) > high } ?? count
    return first..<end
  }

  @Test(arguments: 0..<40)
  func entriesAreTheScansWhetherOrNotTheyRepeat(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed))
    let count = Int.random(in: 1...6, using: &generator)
    let repeats = seed % 4 == 0 ? 1 : Int.random(in: 2...9, using: &generator)
    let directory = Self.directory(count: count, repeats: repeats, using: &generator)
    #expect(directory.count == count * repeats)
    let end = directory.length
    for query in 0..<200 {
      // Half of the spans start on an entry's reach and end on a start, exactly.
      let onEdges = query % 2 == 0
      let low =
        onEdges
        ? directory.reach(Int.random(in: 0..<directory.count, using: &generator))
        : Double.random(in: -60...(end + 60), using: &generator)
      let high =
        onEdges
        ? Swift.max(low, directory.start(Int.random(in: 0..<directory.count, using: &generator)))
        : low + Double.random(in: 0...80, using: &generator)
      let found = directory.entries(reaching: low, high)
      #expect(found == Self.scanned(directory, low: low, high: high), "\(low)...\(high)")
    }
    // Past either end: nothing, or every entry reaching that far.
    #expect(directory.entries(reaching: end + 1_000, end + 2_000).isEmpty)
    #expect(
      directory.entries(reaching: -1_000, -900) == Self.scanned(directory, low: -1_000, high: -900))
  }
}
