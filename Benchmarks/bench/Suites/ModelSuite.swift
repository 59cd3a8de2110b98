import MosaicCore
import MosaicInteraction

/// The data model at scale: `CollectionModel` edits as a UI makes them
/// (`applying(_:)`: the new model, the layout's change and the item mapping), on 100 sections of n/100
/// items, in four workloads: `explicit` (each section an array of `Int` identities, stored in
/// chunks, sized alike), `counted` (each section a run of numbered identities,
/// `ItemList(numbers:)`, stored in O(1), sized alike), `sized` (as `explicit`, each item with its
/// own size, given as an array and stored in chunks) and `estimated` (as `counted`, with
/// self-sizing estimates on: every item at the estimate until measured). `explicit` and `sized`
/// run up to 10^7 items: at 10^8 their arrays alone take 800 MB (2.4 GB) before the model is
/// built.
///
/// Rows, each sampled one by one on the same model (p50 and p99):
/// - `build`: `CollectionModel(sections:)` of the 100 sections (their arrays or runs made
///   beforehand).
/// - `delete 1`, `insert 1`, `move 1`: a batch of one operation at a seeded random place (a
///   move between two random places of the whole model).
/// - `batch 1,000`: 334 deletes, 333 inserts and 333 moves at random places (as
///   `batch-updates/mixed`).
/// - `batch after 50`: the same on the model 50 such batches, each applied to the last one's
///   result, have made: chunks cut into slices and labels broken into runs, as a UI's model is
///   after a while (the rows above edit the freshly built model).
/// - `delete 1 after 50`, `insert 1 after 50`, `move 1 after 50`: one-item edits on that model.
/// - `look up 1`: `indexPath(of:)` of an item the model holds, at a seeded random place.
/// - `resize 1` (`sized`, `estimated`): `resizing(_:)` of one item at a random place: in
///   `estimated` the first measured size of its section, which cuts the estimate's run.
/// - `retained`: bytes the model after a one-item delete holds beside the model it came from
///   (jemalloc only).
///
/// Targets: one-item edits and resizes ≤ 20 µs p50, a batch of 1,000 ≤ 2 ms p50, building 100
/// sections of 10^6 items given as runs ≤ 1 ms (an edit within a frame's budget at any scale);
/// the table prints each verdict.
enum ModelSuite: BenchSuite {
  static let name = "model"
  static let workloads = ["explicit", "counted", "sized", "estimated"]
  // `snapshot` (one section, up to 10^6 items) is measured by `measureSnapshots`.
  static let hasCBaseline = false
  static let defaultCounts = [1_000_000, 100_000_000]
  /// The most items `explicit` is measured at.
  static let explicitLimit = 10_000_000
  static let sectionCount = 100
  static let oneItemTarget = 20.0
  static let batchTarget = 2_000.0
  static let buildTarget = 1_000.0
  /// The batches of 1,000 applied one after another before `batch after 50` is measured.
  static let agedRounds = 50

  static func run(_ bench: Bench) {
    for count in bench.counts(defaultCounts, quick: [10_000]) {
      for workload in workloads where bench.wants("\(name)/\(workload)") {
        if (workload == "explicit" || workload == "sized") && count > explicitLimit { continue }
        measure(workload: workload, count: count, bench: bench)
      }
      if count <= snapshotLimit, bench.wants("\(name)/snapshot") {
        measureSnapshots(count: count, bench: bench)
      }
    }
  }

  static func measure(workload: String, count: Int, bench: Bench) {
    let started = now()
    let label = "\(name)/\(workload) n=\(count)"
    let perSection = max(1, count / sectionCount)
    let size = Size(width: 80, height: 120)
    let counted = workload == "counted" || workload == "estimated"
    let sizes = (0..<(workload == "sized" ? perSection : 0)).map {
      Size(width: 80, height: Double(100 + $0 % 7))
    }
    let sections = (0..<sectionCount).map { section in
      let numbers = (section * perSection)..<((section + 1) * perSection)
      let items = counted ? ItemList(numbers: numbers) : ItemList(Array(numbers))
      switch workload {
      case "sized": return CollectionModel<Int>.Section(items: items, sizes: sizes)
      case "estimated": return CollectionModel<Int>.Section(items: items)
      default: return CollectionModel<Int>.Section(items: items, itemSize: size)
      }
    }
    let estimate = workload == "estimated" ? Size(width: 80, height: 44) : nil
    func build() -> CollectionModel<Int> {
      Bench.accepted { () throws(LayoutError) in
        try CollectionModel<Int>(sections: sections, estimatedItemSize: estimate)
      }
    }
    let model = build()
    record(
      bench, workload, "build", count, LiveSuite.latencies(bench) { LiveSuite.timed { build() } })

    var generator = SplitMix64(seed: UInt64(count) &* 0x6D6F_6465_6C)
    func place() -> IndexPath {
      IndexPath(
        section: Int.random(in: 0..<sectionCount, using: &generator),
        item: Int.random(in: 0..<perSection, using: &generator))
    }
    var fresh = count
    /// 256 one-item deletes, inserts and moves at places `place` draws, each row named with
    /// `suffix`.
    func oneItemEdits(_ suffix: String, at place: () -> IndexPath) -> [(String, [BatchUpdate<Int>])]
    {
      [
        ("delete 1" + suffix, (0..<256).map { _ in BatchUpdate(deleteItems: [place()]) }),
        (
          "insert 1" + suffix,
          (0..<256).map { _ in
            fresh += 1
            return BatchUpdate(insertItems: [(indexPath: place(), item: fresh, size: nil)])
          }
        ),
        (
          "move 1" + suffix,
          (0..<256).map { _ in BatchUpdate(moveItems: [(from: place(), to: place())]) }
        ),
      ]
    }
    let oneItem = oneItemEdits("", at: place)
    let batches = (0..<8).map { round in
      BatchUpdateSuite.randomBatch(
        model, deletes: 334, inserts: 333, moves: 333,
        firstNewItem: 2 * count + round * 1_000, using: &generator)
    }
    for (metric, updates) in oneItem + [("batch 1,000", batches)] {
      bench.check(
        updates.allSatisfy { (try? model.applying($0)) != nil },
        "\(label): \(metric): a seeded batch was refused")
      let values = latencies(bench, cycling: updates) { try? model.applying($0) }
      record(bench, workload, metric, count, values)
    }
    // The same batches on a model that 50 batches of 1,000 have edited before (each applied to
    // the last one's model): its chunks cut and its labels broken into runs as a UI's would be.
    var aged = model
    for round in 0..<agedRounds {
      let batch = BatchUpdateSuite.randomBatch(
        aged, deletes: 334, inserts: 333, moves: 333,
        firstNewItem: 3 * count + round * 1_000, using: &generator)
      guard let next = try? aged.applying(batch).model else {
        bench.check(false, "\(label): batch after 50: a seeded batch was refused")
        break
      }
      aged = next
    }
    let agedBatches = (0..<8).map { round in
      BatchUpdateSuite.randomBatch(
        aged, deletes: 334, inserts: 333, moves: 333,
        firstNewItem: 3 * count + (agedRounds + round) * 1_000, using: &generator)
    }
    let agedValues = latencies(bench, cycling: agedBatches) { try? aged.applying($0) }
    record(bench, workload, "batch after 50", count, agedValues)
    // One-item edits on that model: a section many edits have cut into hundreds of chunks.
    let agedCounts = (0..<sectionCount).map { aged.itemCount(inSection: $0) }
    func agedPlace() -> IndexPath {
      let section = Int.random(in: 0..<sectionCount, using: &generator)
      return IndexPath(
        section: section, item: Int.random(in: 0..<max(1, agedCounts[section]), using: &generator))
    }
    let agedOneItem = oneItemEdits(" after 50", at: agedPlace)
    for (metric, updates) in agedOneItem {
      bench.check(
        updates.allSatisfy { (try? aged.applying($0)) != nil },
        "\(label): \(metric): a seeded batch was refused")
      record(
        bench, workload, metric, count,
        latencies(bench, cycling: updates) { try? aged.applying($0) })
    }

    let wanted = (0..<256).map { _ in model.item(at: place()) ?? 0 }
    bench.check(
      wanted.allSatisfy { model.indexPath(of: $0) != nil }, "\(label): look up 1: an item was lost")
    let lookUps = latencies(bench, cycling: wanted) { model.indexPath(of: $0) }
    record(bench, workload, "look up 1", count, lookUps)
    if workload == "sized" || workload == "estimated" {
      let resizes = (0..<256).map { round in
        [(indexPath: place(), size: Size(width: 80, height: Double(200 + round)))]
      }
      bench.check(
        resizes.allSatisfy { (try? model.resizing($0)) != nil },
        "\(label): resize 1: a seeded resize was refused")
      let values = latencies(bench, cycling: resizes) { try? model.resizing($0) }
      record(bench, workload, "resize 1", count, values)
    }

    let usage = Allocator.measure { try? model.applying(oneItem[0].1[0]) }.usage
    if let usage {
      bench.record(
        Figure(
          suite: name, workload: workload, metric: "retained", unit: "B", count: count,
          swift: Double(usage.bytes), c: nil))
    }
    bench.progress("\(label): " + Output.elapsed(since: started))
  }

  /// The latencies of `body` on `samples` taken in turn, one a timed call.
  static func latencies<Sample, Result>(
    _ bench: Bench, cycling samples: [Sample], _ body: (Sample) -> Result
  ) -> [UInt64] {
    var round = 0
    return LiveSuite.latencies(bench) {
      let sample = samples[round % samples.count]
      round += 1
      return LiveSuite.timed { body(sample) }
    }
  }

  static func record(
    _ bench: Bench, suite: String = name, _ workload: String, _ metric: String, _ count: Int,
    _ values: [UInt64]
  ) {
    let (p50, p99) = LiveSuite.percentiles(values)
    bench.record(
      Figure(
        suite: suite, workload: workload, metric: metric, unit: "µs", count: count,
        swift: p50 / 1e3, c: nil, swiftP99: p99 / 1e3, samples: values.count))
  }

  /// The suite's table: each row's p50 and p99 with its target and verdict.
  static func table(_ figures: [Figure]) -> String? {
    let figures = figures.filter { $0.suite == name }
    guard !figures.isEmpty else { return nil }
    func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
      Output.pad(text, width, left: left)
    }
    let number = Output.number
    var lines = [
      "model: CollectionModel.applying(_:) on 100 sections, snapshots on one (µs, one by one; "
        + "targets at every count)",
      pad("workload", 14, left: true) + pad("n", 6, left: true) + " " + pad("row", 18, left: true)
        + pad("p50", 11) + pad("p99", 11) + "  target",
      String(repeating: "-", count: 93),
    ]
    for figure in figures {
      let head =
        pad(figure.workload, 14, left: true) + pad(Output.countLabel(figure.count), 6, left: true)
        + " " + pad(figure.metric, 18, left: true)
      if figure.unit == "B" {
        let what =
          figure.workload == "snapshot"
          ? "the reversal's edit: linear in the items" : "beside the model it came from"
        lines.append(head + pad(number(figure.swift) + " B", 11) + pad("", 11) + "  " + what)
        continue
      }
      let givenAsArrays = figure.workload == "explicit" || figure.workload == "sized"
      let bound: Double? =
        switch figure.metric {
        case _ where figure.workload == "snapshot": snapshotTarget
        case "build": givenAsArrays ? nil : buildTarget
        case "batch 1,000", "batch after 50": batchTarget
        default: oneItemTarget
        }
      var target = figure.metric == "build" && givenAsArrays ? "O(n): arrays given" : ""
      if let bound, let p50 = figure.swift {
        target =
          "p50 ≤ \(number(bound)) µs: " + (p50 <= bound ? "met" : "missed ×\(number(p50 / bound))")
      }
      lines.append(
        head + pad(number(figure.swift), 11) + pad(number(figure.swiftP99), 11) + "  " + target)
    }
    return lines.joined(separator: "\n")
  }
}
