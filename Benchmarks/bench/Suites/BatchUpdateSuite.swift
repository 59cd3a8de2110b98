import Foundation
import MosaicCore
import MosaicInteraction

/// Batch updates on the data model: `CollectionModel.applying(_:)` (what `performBatchUpdates`
/// runs) of 10^3 random valid operations on n items (10^5 by default).
///
/// The model holds 10 sections of n/10 items sized alike. Each batch is seeded and valid in
/// UIKit's index semantics: deletes and move sources are distinct old index paths, move targets
/// and inserts land on distinct new index paths inside each section's new count, inserted items
/// are new.
/// - `mixed`: 334 deletes, 333 inserts and 333 moves (within and across sections).
/// - `deletes+moves`: 500 deletes and 500 moves, no inserts.
/// `batch (ms)` is the median over 8 different batches applied to the same model, in turn;
/// `per op (µs)` is that divided by the 1,000 operations. No C baseline (no C twin of batch
/// updates).
enum BatchUpdateSuite: BenchSuite {
  static let name = "batch-updates"
  static let workloads = ["mixed", "deletes+moves"]
  static let hasCBaseline = false
  static let defaultCounts = [100_000]
  static let sectionCount = 10
  static let operations = 1_000

  static func run(_ bench: Bench) {
    for count in bench.counts(defaultCounts, quick: [10_000]) {
      for workload in workloads where bench.wants("batch-updates/\(workload)") {
        measure(workload: workload, count: count, bench: bench)
      }
    }
  }

  static func measure(workload: String, count: Int, bench: Bench) {
    let started = now()
    let label = "batch-updates/\(workload) n=\(count)"
    let perSection = max(1, count / sectionCount)
    let model = Bench.accepted { () throws(LayoutError) in
      try CollectionModel<Int>(
        sections: (0..<sectionCount).map { section in
          .init(
            items: Array((section * perSection)..<((section + 1) * perSection)),
            itemSize: Size(width: 80, height: 120))
        })
    }
    let (deletes, inserts, moves) =
      workload == "mixed"
      ? (334, 333, 333) : (operations / 2, 0, operations - operations / 2)
    var generator = SplitMix64(seed: UInt64(count) &* 0x6261_7463_68)
    let batches = (0..<8).map { round in
      randomBatch(
        model, deletes: deletes, inserts: inserts, moves: moves,
        firstNewItem: sectionCount * perSection + round * operations, using: &generator)
    }
    // Sanity: every batch applies, with the counts it implies.
    let expected = sectionCount * perSection - deletes + inserts
    for batch in batches {
      let total = (try? model.applying(batch))?.model.sections.reduce(0) { $0 + $1.items.count }
      bench.check(total == expected, "\(label): a batch failed or left \(total ?? -1) items")
    }

    var round = 0
    bench.measureSwift(
      suite: name, workload: workload, metric: "batch", count: count, kind: .run,
      swift: {
        let batch = batches[round % batches.count]
        round += 1
        let start = now()
        let result = try? model.applying(batch)
        let end = now()
        blackHole(result?.model.sectionCount)
        return end - start
      })
    if var figure = bench.report.figures.last, figure.metric == "batch" {
      // The same samples per operation, in µs.
      let perOperation = 1_000 / Double(operations)
      figure.metric = "per op"
      figure.unit = "µs"
      figure.swift = figure.swift.map { $0 * perOperation }
      figure.swiftP99 = figure.swiftP99.map { $0 * perOperation }
      bench.record(figure)
    }
    bench.progress("\(label): " + Output.elapsed(since: started))
  }

  /// A seeded batch that is valid for `model`.
  static func randomBatch(
    _ model: CollectionModel<Int>, deletes: Int, inserts: Int, moves: Int, firstNewItem: Int,
    using generator: inout SplitMix64
  ) -> BatchUpdate<Int> {
    let sectionCount = model.sectionCount
    // Old index paths leaving their place: the first `deletes` are deleted, the rest move.
    var leaving = Set<MosaicCore.IndexPath>()
    while leaving.count < deletes + moves {
      let section = Int.random(in: 0..<sectionCount, using: &generator)
      let count = model.itemCount(inSection: section)
      guard count > 0 else { continue }
      leaving.insert(
        MosaicCore.IndexPath(section: section, item: Int.random(in: 0..<count, using: &generator)))
    }
    var sources = Array(leaving)
    sources.sort()
    sources.shuffle(using: &generator)
    let deleted = Array(sources.prefix(deletes))
    let moved = Array(sources.dropFirst(deletes))

    // Where each arrival (a move, then an insert) lands, by section, and the new counts.
    var newCounts = (0..<sectionCount).map { model.itemCount(inSection: $0) }
    for path in sources { newCounts[path.section] -= 1 }
    let arrivalSections = (0..<(moves + inserts)).map { _ in
      Int.random(in: 0..<sectionCount, using: &generator)
    }
    for section in arrivalSections { newCounts[section] += 1 }
    // Distinct new item indices per section for its arrivals.
    var slots: [[Int]] = (0..<sectionCount).map { section in
      let arrivals = arrivalSections.filter { $0 == section }.count
      var chosen = Set<Int>()
      while chosen.count < arrivals {
        chosen.insert(Int.random(in: 0..<newCounts[section], using: &generator))
      }
      return Array(chosen).sorted().shuffled(using: &generator)
    }
    var batch = BatchUpdate<Int>(deleteItems: deleted)
    for (arrival, section) in arrivalSections.enumerated() {
      let path = MosaicCore.IndexPath(section: section, item: slots[section].removeLast())
      if arrival < moves {
        batch.moveItems.append((from: moved[arrival], to: path))
      } else {
        batch.insertItems.append(
          (indexPath: path, item: firstNewItem + arrival - moves, size: nil))
      }
    }
    return batch
  }
}
