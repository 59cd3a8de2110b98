import MosaicCore
import MosaicInteraction

/// The model suite's `snapshot` workload: diffable snapshots of one section of n `Int` items
/// (arrays given), as a UI applies them, each sampled a few times (a sample takes up to seconds):
/// - `diff reversal`: ``DiffableSnapshot/batchUpdate(from:)`` of the section reversed (n − 1
///   moves).
/// - `apply reversal`: ``CollectionModel/applying(_:currentSections:)`` of the same snapshot
///   (the model, its change and its mapping).
/// - `apply shuffle`: the same for the section shuffled (seeded).
/// - `apply 1,000`: 1,000 random items deleted, 1,000 inserted and 1,000 moved.
/// - `build snapshot`: appending the n items to an empty snapshot.
/// - `retained`: bytes the reversal's edit (its model, batch, change and mapping) holds
///   (jemalloc only): linear in the items.
///
/// Target: each at most 1 s (10^6 items) with memory linear in the items.
extension ModelSuite {
  static let snapshotLimit = 1_000_000
  static let snapshotTarget = 1_000_000.0

  static func measureSnapshots(count: Int, bench: Bench) {
    let started = now()
    let label = "\(name)/snapshot n=\(count)"
    let model = Bench.accepted { () throws(LayoutError) in
      try CollectionModel<Int>(
        sections: [.init(items: ItemList(Array(0..<count)), itemSize: Size(width: 80, height: 80))])
    }
    var generator = SplitMix64(seed: UInt64(count) &* 0x736E_6170)
    let reversed = Array((0..<count).reversed())
    var shuffled = Array(0..<count)
    shuffled.shuffle(using: &generator)
    var edited = Array(0..<count)
    for _ in 0..<1_000 { edited.remove(at: Int.random(in: 0..<edited.count, using: &generator)) }
    for round in 0..<1_000 {
      let item = edited.remove(at: Int.random(in: 0..<edited.count, using: &generator))
      edited.insert(item, at: Int.random(in: 0...edited.count, using: &generator))
      edited.insert(count + round, at: Int.random(in: 0...edited.count, using: &generator))
    }
    func snapshot(_ items: [Int]) -> DiffableSnapshot<Int, Int> {
      Bench.accepted { () throws(LayoutError) in
        var snapshot = DiffableSnapshot<Int, Int>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(items, toSection: 0)
        return snapshot
      }
    }
    let current = snapshot(Array(0..<count))
    let targets = [("reversal", snapshot(reversed)), ("shuffle", snapshot(shuffled))]
    let budget = Bench.Budget(seconds: 0, minimumRounds: bench.quick ? 2 : 5, maximumRounds: 5)
    func sample(_ metric: String, _ body: () -> UInt64) {
      _ = body()
      let values = (0..<budget.minimumRounds).map { _ in body() }
      record(bench, "snapshot", metric, count, values)
    }
    sample("diff reversal") { LiveSuite.timed { targets[0].1.batchUpdate(from: current) } }
    for (name, target) in targets + [("1,000", snapshot(edited))] {
      bench.check(
        (try? model.applying(target, currentSections: [0]))?.model.sections[0].items
          .elementsEqual(target.itemIdentifiers(inSection: 0) ?? []) == true,
        "\(label): apply \(name): the model differs from the snapshot")
      sample("apply \(name)") {
        LiveSuite.timed { try? model.applying(target, currentSections: [0]) }
      }
    }
    sample("build snapshot") { LiveSuite.timed { snapshot(reversed) } }
    if let usage = Allocator.measure({ try? model.applying(targets[0].1, currentSections: [0]) })
      .usage
    {
      bench.record(
        Figure(
          suite: name, workload: "snapshot", metric: "retained", unit: "B", count: count,
          swift: Double(usage.bytes), c: nil))
    }
    bench.progress("\(label): " + Output.elapsed(since: started))
  }
}
