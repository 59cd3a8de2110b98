import MosaicCore
import MosaicTestSupport
import Testing

/// `SizeList` against a plain array: random edits of every kind, on lists long enough to hold
/// several explicit chunks and holding runs, must leave the same sizes in the same order, and
/// the runs must stay few (an edit inside a run cuts it, never writes it out).
@Suite("Size lists against arrays")
struct SizeListTests {
  static func size(_ value: Int) -> Size { Size(width: Double(value), height: 10) }

  @Test func randomEditsMatchAnArray() {
    var rng = SeededGenerator(seed: 0x512E)
    for trial in 0..<12 {
      // A run, explicit sizes across several chunks, another run.
      let head = Int.random(in: 0...50_000, using: &rng)
      let explicit = (0..<Int.random(in: 0...40_000, using: &rng)).map { Self.size($0 % 97) }
      let tail = Int.random(in: 0...20_000, using: &rng)
      var builder = SizeList.Builder()
      builder.append(run: Self.size(1), count: head)
      builder.append(contentsOf: explicit)
      builder.append(run: Self.size(2), count: tail)
      var list = builder.finish()
      var array =
        Array(repeating: Self.size(1), count: head) + explicit
        + Array(repeating: Self.size(2), count: tail)
      #expect(list.count == array.count && Array(list) == array, "trial \(trial) built")
      for step in 0..<60 {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0 where !array.isEmpty:
          let index = Int.random(in: 0..<array.count, using: &rng)
          #expect(list.remove(at: index) == array.remove(at: index))
        case 1:
          let index = Int.random(in: 0...array.count, using: &rng)
          let sizes = (0..<Int.random(in: 1...3_000, using: &rng)).map { Self.size($0 % 5) }
          list.insert(contentsOf: sizes, at: index)
          array.insert(contentsOf: sizes, at: index)
        case 2 where !array.isEmpty:
          let index = Int.random(in: 0..<array.count, using: &rng)
          let size = Self.size(Int.random(in: 0..<4, using: &rng))
          list[index] = size
          array[index] = size
        case 3 where !array.isEmpty:
          let lower = Int.random(in: 0..<array.count, using: &rng)
          let upper = Int.random(in: lower...min(array.count, lower + 20_000), using: &rng)
          let count = Int.random(in: 0...100, using: &rng)
          list.replaceSubrange(lower..<upper, with: repeatElement(Self.size(7), count: count))
          array.replaceSubrange(lower..<upper, with: repeatElement(Self.size(7), count: count))
        case 4 where !array.isEmpty:
          let lower = Int.random(in: 0..<array.count, using: &rng)
          let upper = Int.random(in: lower...array.count, using: &rng)
          #expect(Array(list.list(lower..<upper)) == Array(array[lower..<upper]))
        default:
          let count = Int.random(in: 0...30_000, using: &rng)
          var appended = SizeList.Builder()
          appended.append(0..<list.count, of: list)
          appended.append(run: Self.size(3), count: count)
          list = appended.finish()
          array += repeatElement(Self.size(3), count: count)
        }
        #expect(list.count == array.count, "trial \(trial) step \(step)")
        if step % 10 == 9 { #expect(Array(list) == array, "trial \(trial) step \(step)") }
        // Read through the search as well as the iterator.
        if !array.isEmpty {
          let index = Int.random(in: 0..<array.count, using: &rng)
          #expect(list[index] == array[index], "trial \(trial) step \(step) [\(index)]")
        }
      }
      #expect(Array(list) == array, "trial \(trial)")
      #expect(list == SizeList(array), "trial \(trial): equal to the same sizes in one piece")
      #expect(list.hashValue == SizeList(array).hashValue, "trial \(trial)")
    }
  }

  @Test func aMeasuredItemInARunCutsIt() {
    var list = SizeList(repeating: Self.size(44), count: 40_000_000)
    list[39_999_999] = Self.size(1_000)
    list[50] = Self.size(300)
    list[50] = Self.size(44)
    // A run, one measured size, the run again: four pieces at most, whatever the count.
    #expect(list.pieces.count <= 4)
    #expect(list.count == 40_000_000)
    #expect(list[39_999_999] == Self.size(1_000) && list[39_999_998] == Self.size(44))
    #expect(list[50] == Self.size(44))
    #expect(list.run(at: 0)?.end ?? 0 >= 50)
    // A run of a few (`SizeList.shortRun`) before a measured size is gathered with it into
    // explicit sizes rather than kept as a piece of its own.
    var short = SizeList(repeating: Self.size(44), count: 1_000)
    short[5] = Self.size(300)
    #expect(short.pieces.count == 2 && short.run(at: 0) == nil && short.run(at: 6)?.end == 1_000)
    #expect(
      Array(short) == Array(repeating: Self.size(44), count: 5) + [Self.size(300)]
        + Array(repeating: Self.size(44), count: 994))
    #expect(list.commonSize == nil)
    #expect(SizeList(repeating: Self.size(3), count: 9).commonSize == Self.size(3))
  }

  /// Sizes `0..<at` of `list`, then `arrivals` one at a time, then the rest of `list` from
  /// `resumeAt`: what a batch landing items at `at` builds.
  static func landing(
    _ arrivals: [Size], at: Int, resumeAt: Int, in list: SizeList
  ) -> SizeList {
    var builder = SizeList.Builder()
    builder.append(0..<at, of: list)
    for size in arrivals { builder.append(size) }
    builder.append(resumeAt..<list.count, of: list)
    return builder.finish()
  }

  @Test func aLoneArrivalCopiesNothingAndArrivalsInARowGather() {
    let array = (0..<10_000).map { Self.size($0 % 97) }
    let list = SizeList(array)
    // One size between two shared parts: kept as a run of one, nothing around it copied.
    let inserted = Self.landing([Self.size(500)], at: 5_000, resumeAt: 5_000, in: list)
    #expect(inserted.pieces.count == 3)
    #expect(inserted.run(at: 5_000)?.size == Self.size(500))
    #expect(Array(inserted) == Array(array[..<5_000]) + [Self.size(500)] + array[5_000...])
    // Twenty different sizes in a row: one explicit chunk (topped up from the part after it),
    // not a piece each.
    let arrivals = (0..<20).map { Self.size(600 + $0) }
    let gathered = Self.landing(arrivals, at: 5_000, resumeAt: 5_000, in: list)
    #expect(gathered.pieces.count == 3)
    #expect(gathered.run(at: 5_000) == nil)
    #expect(Array(gathered) == Array(array[..<5_000]) + arrivals + array[5_000...])
    // A lone size later gathered with neighbours a cut copies joins their chunk.
    let regathered = Self.landing([Self.size(700)], at: 4_990, resumeAt: 4_990, in: inserted)
    #expect(regathered.pieces.count == 3)
    #expect(regathered.run(at: 5_001) == nil)
    #expect(regathered.count == 10_002 && regathered[4_990] == Self.size(700))
  }

  @Test func anArrayIsKeptAsOnePiece() {
    let array = (0..<100_000).map { Self.size($0) }
    let list = SizeList(array)
    #expect(list.contiguousSizes.map(Array.init) == array)
    let literal: SizeList = [Self.size(1), Self.size(2)]
    #expect(Array(literal) == [Self.size(1), Self.size(2)])
    #expect(SectionData.ItemSizes.perItem(array) == .perItem(list))
  }

  @Test func invalidSizesAreFoundOncePerRun() throws {
    var builder = SizeList.Builder()
    builder.append(run: Self.size(1), count: 10_000_000)
    builder.append(Size(width: -1, height: 2))
    builder.append(run: Self.size(1), count: 10)
    let input = LayoutInput(
      sections: [SectionData(itemCount: 10_000_011, itemSizes: .perItem(builder.finish()))],
      viewport: Viewport(width: 390, height: 844))
    #expect(throws: LayoutError.self) { try input.validate() }
    do throws(LayoutError) {
      try input.validate()
    } catch {
      #expect(error.path.hasPrefix("data.sections[0].itemSizes[10000000]"))
    }
  }
}
