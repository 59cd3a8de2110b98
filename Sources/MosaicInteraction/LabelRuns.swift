/// The labels of a chunk's explicit items (``ItemLabels``), as runs of evenly spaced labels: a
/// freshly labelled chunk is one run, and an edit that cuts a chunk adds a few, so copying the
/// chunk for an edit copies a few runs rather than a label per item.
struct LabelRuns: Sendable, Equatable {
  /// A run: `count` labels `first, first + step, …`; `first` is ``ItemLabels/none`` (and `step`
  /// 0) for items without labels.
  struct Run: Sendable, Equatable {
    var first: Int64
    var step: Int64
    var count: Int
    /// The number of labels in this run and the runs before it (set when appended).
    var end = 0

    /// `count` labels `first, first + step, …`.
    init(first: Int64, step: Int64, count: Int) {
      self.first = first
      self.step = step
      self.count = count
    }

    /// The label of item `offset` of the run (wrapping: a run of a list not yet checked may hold
    /// anything).
    func label(at offset: Int) -> Int64 {
      first == ItemLabels.none ? first : first &+ step &* Int64(offset)
    }
    /// The run's last label.
    var last: Int64 { label(at: count - 1) }
  }

  /// The runs, in order; none is empty. One array, so a chunk's labels are one allocation.
  private(set) var runs: [Run] = []

  /// No labels.
  init() {}

  /// `count` labels `first, first + step, …`.
  init(first: Int64, step: Int64, count: Int) {
    append(Run(first: first, step: step, count: count))
  }

  /// `count` items without labels.
  static func none(count: Int) -> LabelRuns {
    LabelRuns(first: ItemLabels.none, step: 0, count: count)
  }

  /// The number of labels.
  var count: Int { runs.last?.end ?? 0 }

  /// The first label, or `nil` when there are none.
  var first: Int64? { runs.first?.first }

  /// Whether every item has a label and they increase, starting above `previous`, within
  /// ``ItemLabels/limit``; the last label when so.
  func checked(after previous: Int64) -> Int64? {
    var previous = previous
    for run in runs {
      guard run.first != ItemLabels.none, run.first > previous, run.count == 1 || run.step > 0,
        run.last <= ItemLabels.limit
      else { return nil }
      previous = run.last
    }
    return previous
  }

  /// The run holding label `offset` (in range) and the offset its run starts at.
  private func run(holding offset: Int) -> (index: Int, start: Int) {
    let index = runs.partitionPoint { $0.end > offset }
    return (index, runs[index].end - runs[index].count)
  }

  /// The label of item `offset` (in range).
  /// - Complexity: O(log runs).
  subscript(offset: Int) -> Int64 {
    let (index, start) = run(holding: offset)
    return runs[index].label(at: offset - start)
  }

  /// The offset of `label`, or `nil` when no item has it.
  /// - Complexity: O(log runs).
  func offset(of label: Int64) -> Int? {
    let low = runs.partitionPoint { $0.first > label }
    guard low > 0 else { return nil }
    let run = runs[low - 1]
    guard run.first != ItemLabels.none else { return nil }
    let distance = label &- run.first
    let step = run.count == 1 ? 1 : run.step
    guard step > 0, distance % step == 0, distance / step < Int64(run.count) else { return nil }
    return run.end - run.count + Int(distance / step)
  }

  /// The labelled item nearest at or before `offset` (in range), with its label.
  func labelled(atOrBefore offset: Int) -> (offset: Int, label: Int64)? {
    var (index, start) = run(holding: offset)
    var at = offset
    while true {
      let run = runs[index]
      if run.first != ItemLabels.none { return (at, run.label(at: at - start)) }
      guard index > 0 else { return nil }
      index -= 1
      at = start - 1
      start -= runs[index].count
    }
  }

  /// The labelled item nearest at or after `offset` (in range), with its label.
  func labelled(atOrAfter offset: Int) -> (offset: Int, label: Int64)? {
    var (index, start) = run(holding: offset)
    var at = offset
    while true {
      let run = runs[index]
      if run.first != ItemLabels.none { return (at, run.label(at: at - start)) }
      start += run.count
      index += 1
      at = start
      guard index < runs.count else { return nil }
    }
  }

  /// Appends `run`, merged with the last run when it continues it.
  mutating func append(_ run: Run) {
    guard run.count > 0 else { return }
    if let last = runs.last {
      let continues =
        last.first == ItemLabels.none
        ? run.first == ItemLabels.none
        : run.first != ItemLabels.none
          && (last.count == 1
            ? run.count == 1 || run.step == run.first &- last.first
            : run.first == last.first &+ last.step &* Int64(last.count)
              && (run.count == 1 || run.step == last.step))
      if continues {
        var merged = last
        if last.first != ItemLabels.none, last.count == 1 { merged.step = run.first &- last.first }
        merged.count += run.count
        merged.end += run.count
        runs[runs.count - 1] = merged
        return
      }
    }
    var appended = run
    appended.end = count + run.count
    runs.append(appended)
  }

  /// Appends labels `range` (in range) of `other`.
  /// - Complexity: O(log runs of `other` + the runs in the range).
  mutating func append(_ range: Range<Int>, of other: LabelRuns) {
    guard !range.isEmpty else { return }
    var (index, start) = other.run(holding: range.lowerBound)
    // Room for every run in the range at once: grown run by run, the labels of a section edited
    // for a while (hundreds of runs) were copied again and again, a sixth of a chained batch's
    // instructions (callgrind).
    let lastIndex = other.run(holding: range.upperBound - 1).index
    let needed = runs.count + lastIndex - index + 1
    if runs.capacity < needed { runs.reserveCapacity(Swift.max(needed, 2 * runs.capacity)) }
    while start < range.upperBound {
      let run = other.runs[index]
      let from = Swift.max(range.lowerBound, start) - start
      let to = Swift.min(range.upperBound, start + run.count) - start
      let before = runs.count
      append(Run(first: run.label(at: from), step: run.step, count: to - from))
      start += run.count
      index += 1
      // Once a whole run of `other` went in as it was, the runs after it but the last (which
      // the range may cut) follow as they are, in bulk: `other` merged every pair it could.
      // One by one, gathering the runs of parts cost a sixth of a batch on an aged model.
      if from == 0, to == run.count, runs.count > before, index < lastIndex {
        let shift = count - run.end
        let first = runs.count
        runs.append(contentsOf: other.runs[index..<lastIndex])
        for moved in first..<runs.count { runs[moved].end += shift }
        start = other.runs[lastIndex - 1].end
        index = lastIndex
      }
    }
  }

  /// Labels items `range` (in range) `first, first + step, …`.
  /// - Complexity: O(runs).
  mutating func setLabels(_ range: Range<Int>, first: Int64, step: Int64) {
    var result = LabelRuns()
    result.runs.reserveCapacity(runs.count + 2)
    result.append(0..<range.lowerBound, of: self)
    result.append(Run(first: first, step: step, count: range.count))
    result.append(range.upperBound..<count, of: self)
    self = result
  }
}
