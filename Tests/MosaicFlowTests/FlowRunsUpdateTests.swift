import MosaicCore
import MosaicFlow
import MosaicTestSupport
import Testing

/// Updates whose section change holds several runs: the lines around each run are re-packed,
/// the lines between kept, and the result equals a fresh prepare.
@Suite struct FlowRunsUpdateTests {
  /// A batch of `count` resizes, insertions and deletions at random places of `sizes`, as new
  /// sizes and the runs relating them (the last run's old count sometimes left to the counts).
  static func batch(
    of sizes: [Size], count: Int, generator: inout SeededGenerator, size: () -> Size
  ) -> (sizes: [Size], edits: [ItemEdit]) {
    let places = (0..<count).map { _ in Int.random(in: 0...sizes.count, using: &generator) }
    var new: [Size] = []
    var edits: [ItemEdit] = []
    var cursor = 0
    for place in places.sorted() where place >= cursor {
      new += sizes[cursor..<place]
      let start = new.count
      let length = Int.random(in: 0...3, using: &generator)
      var replaced = min(length, sizes.count - place)
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: new += (0..<replaced).map { _ in size() }
      case 1:
        new += (0..<length).map { _ in size() }
        replaced = 0
      default: break
      }
      edits.append(ItemEdit(items: start..<new.count, oldItemCount: replaced))
      cursor = place + replaced
    }
    new += sizes[cursor...]
    if Bool.random(using: &generator) { edits[edits.count - 1].oldItemCount = nil }
    return (new, edits)
  }

  /// 20,000 items of random sizes, then runs of one size (kept as arithmetic pages): forty
  /// batches of two to five runs, each equal to a fresh prepare, and the cells between runs
  /// kept in their old pages.
  @Test(arguments: [false, true])
  func batchesOfRunsEqualAFreshPrepare(withRunsOfOneSize: Bool) throws {
    var generator = SeededGenerator(seed: withRunsOfOneSize ? 0x2_FA11 : 0x2_FA12)
    func random(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    var sizes = (0..<20_000).map { index in
      withRunsOfOneSize && (index / 1_000) % 2 == 0
        ? Size(width: 60, height: 40)
        : Size(width: Double(random(20...140)), height: Double(random(10...60)))
    }
    let viewport = Viewport(size: Size(width: 390, height: 844), scale: 3)
    let flow = Flow(options: FlowOptions(minimumInteritemSpacing: 4, lineAlignment: .center))
    var layout = try flow.prepare(
      LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport))
    for step in 0..<40 {
      var sizeGenerator = SeededGenerator(seed: UInt64(step))
      let (new, edits) = Self.batch(
        of: sizes, count: random(2...5), generator: &generator,
        size: {
          Size(
            width: Double(Int.random(in: 0...200, using: &sizeGenerator)),
            height: Double(Int.random(in: 0...90, using: &sizeGenerator)))
        })
      var change = LayoutChange(sections: [.unchanged(from: 0)])
      change.setRuns(edits, ofSection: 0)
      try change.validate(old: [SectionData(itemSizes: sizes)], new: [SectionData(itemSizes: new)])
      sizes = new
      let input = LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport)
      let updated = try flow.update(layout, to: input, change: change)
      #expect(updated.allElements() == (try flow.prepare(input)).allElements(), "step \(step)")
      // Each run's lines and short runs beside them; not the lines between runs.
      let shared = updated.cellsSharingPages(with: layout)
      let bound = sizes.count - edits.count * 1_400
      #expect(shared >= bound, "step \(step): \(shared) shared of \(sizes.count), \(edits)")
      layout = updated
    }
  }

  /// Two resizes far apart in one section: two runs keep the lines between them, one run
  /// spanning both re-packs them all.
  @Test func twoRunsKeepWhatOneSpanningRunRepacks() throws {
    let old = (0..<20_000).map { Size(width: 20 + Double($0 % 97), height: 10 + Double($0 % 31)) }
    var sizes = old
    let viewport = Viewport(size: Size(width: 390, height: 844), scale: 2)
    let flow = Flow(options: FlowOptions(minimumInteritemSpacing: 4))
    let layout = try flow.prepare(
      LayoutInput(sections: [SectionData(itemSizes: old)], viewport: viewport))
    sizes[100] = Size(width: 300, height: 80)
    sizes[19_000] = Size(width: 300, height: 80)
    let input = LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport)
    let fresh = try flow.prepare(input).allElements()
    var two = LayoutChange(sections: [.unchanged(from: 0)])
    two.setRuns(
      [
        ItemEdit(items: 100..<101, oldItemCount: 1),
        ItemEdit(items: 19_000..<19_001, oldItemCount: 1),
      ], ofSection: 0)
    let spanning = LayoutChange(sections: [SectionChange(oldSection: 0, changedItems: 100..<19_001)]
    )
    let byRuns = try flow.update(layout, to: input, change: two)
    let bySpan = try flow.update(layout, to: input, change: spanning)
    #expect(byRuns.allElements() == fresh)
    #expect(bySpan.allElements() == fresh)
    #expect(byRuns.cellsSharingPages(with: layout) >= 20_000 - 2 * 1_400)
    #expect(bySpan.cellsSharingPages(with: layout) < 2_000)
    // The diff finds the two runs itself.
    #expect(LayoutChange(from: [SectionData(itemSizes: old)], to: input.sections) == two)
  }
}
