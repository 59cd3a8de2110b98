import MosaicCore
import MosaicFlow
import MosaicInteraction

/// The interactions beyond UIKit's drag, over flow in 390×844 viewports scrolled to the middle
/// of one section of n items of 80×120 (spacing 10, insets 20 left and right):
/// - `keyboard`: an item picked up near the viewport's centre moves by seeded random directions
///   (up, down, left, right, next, previous); a `target change` is one `moveLifted(_:)` that
///   moved, its focus search, the proposal and the scroll that keeps the slot shown (left at a
///   line's start and right at its end do not move, and are not counted).
/// - `multi`: 100 seeded items lifted with the one under the finger (`lift`: the batch deleting
///   them and the layout's update, then a cancel, repeated), then finger moves over cells other
///   than the target as `same-size` does (`target change`).
/// - `between`: a board of two such collections of n items side by side; a cell of the first is
///   lifted, then each update moves the finger over a random cell of the second other than the
///   target (`target change`), and every 20th update leaves for the first and comes back
///   (`crossing`: entering a collection, a batch inserting the lead there and its update).
/// Targets: a target change ≤ 100 µs at 10^6 (p50 and p99).
extension ReorderSuite {
  static let beyondWorkloads = ["keyboard", "multi", "between"]
  static let targetChangeBound = 100.0

  static func budget(_ bench: Bench) -> Bench.Budget {
    bench.quick
      ? Bench.Budget(seconds: 0.05, minimumRounds: 10, maximumRounds: 200)
      : Bench.Budget(seconds: 4, minimumRounds: 60, maximumRounds: 4_000)
  }

  /// A session over one section of `count` items of 80×120, scrolled so that item `count / 2`
  /// is near the viewport's centre.
  static func centredSession(count: Int, first: Int = 0) -> ReorderSession<Int>? {
    let sections = [
      CollectionModel<Int>.Section(
        items: Array(first..<first + count), itemSize: Size(width: 80, height: 120))
    ]
    guard
      var session = try? ReorderSession(
        model: try CollectionModel(sections: sections),
        configuration: LayoutConfiguration(
          strategy: FlowSuite.flow(), input: LayoutInput(sections: [], viewport: FlowSuite.viewport)
        ))
    else { return nil }
    try? session.scroll(toItem: IndexPath(section: 0, item: count / 2), at: .centeredVertically)
    return session
  }

  static func measureBeyond(workload: String, count: Int, bench: Bench) {
    let started = now()
    let label = "reorder/\(workload) n=\(count)"
    switch workload {
    case "keyboard": measureKeyboard(count: count, label: label, bench: bench)
    case "multi": measureMulti(count: count, label: label, bench: bench)
    default: measureBetween(count: count, label: label, bench: bench)
    }
    bench.progress("\(label): " + Output.elapsed(since: started))
  }

  static func measureKeyboard(count: Int, label: String, bench: Bench) {
    guard var session = centredSession(count: count),
      session.pickUp(IndexPath(section: 0, item: count / 2)) != nil
    else {
      bench.check(false, "\(label): nothing to pick up")
      return
    }
    let budget = budget(bench)
    var generator = SplitMix64(seed: UInt64(count) &* 0x6B65_7973)
    var latencies: [UInt64] = []
    var refused = 0
    let start = now()
    while latencies.count < budget.maximumRounds
      && (latencies.count < budget.minimumRounds || now() - start < UInt64(budget.seconds * 1e9))
    {
      let direction = FocusDirection.allCases.randomElement(using: &generator) ?? .down
      let before = now()
      let event = session.moveLifted(direction)
      let elapsed = now() - before
      if case .moved = event {
        latencies.append(elapsed)
      } else if direction != .left && direction != .right {
        // Left from a line's first cell and right from its last have nowhere to go; nothing
        // else may stay put in the middle of the content.
        refused += 1
      }
    }
    bench.check(refused == 0, "\(label): \(refused) steps up, down, next or previous did not move")
    session.cancel()
    ModelSuite.record(bench, suite: name, "keyboard", "target change", count, latencies)
  }

  static func measureMulti(count: Int, label: String, bench: Bench) {
    guard var session = centredSession(count: count) else { return }
    var generator = SplitMix64(seed: UInt64(count) &* 0x6D75_6C74)
    let others = (0..<100).map { _ in
      IndexPath(section: 0, item: Int.random(in: 0..<count, using: &generator))
    }
    let finger = Point(x: 150, y: FlowSuite.viewport.size.height / 2)
    var lifts: [UInt64] = []
    for _ in 0..<(bench.quick ? 3 : 20) {
      let before = now()
      let began = (try? session.begin(atViewportPoint: finger, alsoLifting: others)) ?? false
      lifts.append(now() - before)
      guard began else {
        bench.check(false, "\(label): no cell under the finger")
        return
      }
      session.cancel()
    }
    _ = try? session.begin(atViewportPoint: finger, alsoLifting: others)
    let budget = budget(bench)
    var latencies: [UInt64] = []
    var unchanged = 0
    let start = now()
    while latencies.count < budget.maximumRounds
      && (latencies.count < budget.minimumRounds || now() - start < UInt64(budget.seconds * 1e9))
    {
      guard let (point, expected) = nextFinger(session, inSection: nil, &generator) else { break }
      let before = now()
      session.move(toViewportPoint: point)
      latencies.append(now() - before)
      if session.target != expected { unchanged += 1 }
    }
    bench.check(
      unchanged == 0 && latencies.count >= budget.minimumRounds,
      "\(label): \(unchanged) of \(latencies.count) updates kept their target")
    session.cancel()
    ModelSuite.record(bench, suite: name, "multi", "lift", count, lifts)
    ModelSuite.record(bench, suite: name, "multi", "target change", count, latencies)
  }

  static func measureBetween(count: Int, label: String, bench: Bench) {
    guard let first = centredSession(count: count),
      let second = centredSession(count: count, first: count),
      var board = try? ReorderBoard(
        collections: [first, second], origins: [Point(x: 0, y: 0), Point(x: 400, y: 0)])
    else { return }
    let middle = Point(x: 150, y: FlowSuite.viewport.size.height / 2)
    guard (try? board.begin(atBoardPoint: middle)) == true else {
      bench.check(false, "\(label): no cell under the finger")
      return
    }
    let budget = budget(bench)
    var generator = SplitMix64(seed: UInt64(count) &* 0x6265_7477)
    var latencies: [UInt64] = []
    var crossings: [UInt64] = []
    var wrong = 0
    let start = now()
    while latencies.count < budget.maximumRounds
      && (latencies.count < budget.minimumRounds || now() - start < UInt64(budget.seconds * 1e9))
    {
      if board.current != 1 || latencies.count % 20 == 19 {
        // Leave for the first collection and come back: two crossings, the second timed.
        if board.current == 1 { board.move(toBoardPoint: middle) }
        let before = now()
        board.move(toBoardPoint: Point(x: 400 + middle.x, y: middle.y))
        crossings.append(now() - before)
        if board.current != 1 { wrong += 1 }
      }
      guard let (point, expected) = nextFinger(board.collections[1], inSection: nil, &generator)
      else { break }
      let before = now()
      board.move(toBoardPoint: Point(x: 400 + point.x, y: point.y))
      latencies.append(now() - before)
      if board.target?.collection != 1 || board.target?.indexPath != expected { wrong += 1 }
    }
    bench.check(
      wrong == 0 && latencies.count >= budget.minimumRounds,
      "\(label): \(wrong) of \(latencies.count) updates missed their target")
    board.cancel()
    ModelSuite.record(bench, suite: name, "between", "target change", count, latencies)
    ModelSuite.record(bench, suite: name, "between", "crossing", count, crossings)
  }
}
