import MosaicCore

extension ChunkTable {
  /// Gives the unlabelled explicit items at `positions` (ascending; every other explicit item is
  /// labelled) labels between their neighbours', spreading the labels of a window around them
  /// when the neighbours leave no room (``ItemLabels``). Appends every label given or changed to
  /// `report`, in the order given, with its position (its hash value left 0 for the list, which
  /// holds the items, to fill); an arrival's change carries its entry of `origins` (where it
  /// was, for an item moved in; one per position, or none at all).
  /// - Complexity: O(k log chunks) for k arrivals, plus, amortised, O(log n) relabels each.
  mutating func labelArrivals(
    at positions: [Int], origins: [ItemPlace?] = [], report: inout [LabelChange]
  ) {
    guard !positions.isEmpty else { return }
    let arrivals = Arrivals(positions: positions, origins: origins)
    var next = 0
    while next < positions.count {
      // A group: arrivals with no labelled item between them.
      let first = positions[next]
      // An arrival a window spread for an earlier group already has its label.
      if label(at: first) != ItemLabels.none {
        next += 1
        continue
      }
      let after = labelled(after: first)
      var last = next
      while last + 1 < positions.count, after.map({ positions[last + 1] < $0.position }) ?? true {
        last += 1
      }
      let before = labelled(before: first)
      let count = last - next + 1
      // The section's only labelled items: labelled as a fresh section would be.
      let alone = before == nil && after == nil
      let room =
        alone
        ? ItemLabels.spacing(forCount: count)
        : step(count: count, lower: before?.label, upper: after?.label)
      if let step = room, step >= 1 {
        let label =
          alone ? 0 : start(count: count, step: step, lower: before?.label, upper: after?.label)
        // The group's arrivals are the only explicit items from the first to the last: one range.
        setLabels(
          first..<positions[last] + 1, from: label, step: step, arrivals: arrivals,
          report: &report)
      } else {
        spread(around: first, through: positions[last], arrivals: arrivals, report: &report)
      }
      next = last + 1
    }
  }

  /// The gap between `count` new labels placed between `lower` and `upper` (exclusive; `nil`
  /// for an open end): an even share of the room, at most ``ItemLabels/spacing`` toward an
  /// open end; `nil` when both ends are open.
  private func step(count: Int, lower: Int64?, upper: Int64?) -> Int64? {
    let slots = Int64(count + 1)
    switch (lower, upper) {
    case (let lower?, let upper?): return (upper - lower) / slots
    case (let lower?, nil):
      return Swift.min(ItemLabels.spacing, (ItemLabels.limit - lower) / slots)
    case (nil, let upper?):
      return Swift.min(ItemLabels.spacing, (upper + ItemLabels.limit) / slots)
    case (nil, nil): return nil
    }
  }

  /// The first of `count` labels `step` apart between `lower` and `upper`: next to `lower`, or
  /// ending next to `upper` when only that end is closed.
  private func start(count: Int, step: Int64, lower: Int64?, upper: Int64?) -> Int64 {
    if let lower { return lower + step }
    // `upper` is set: `step(count:lower:upper:)` gave no step for two open ends.
    return (upper ?? 0) - step * Int64(count)
  }

  /// Spreads the labels of the explicit items around `first...last` (arrivals without labels)
  /// evenly over the room their outer neighbours leave: the window grows by a doubling number of
  /// labelled items each side until the room is at least ``ItemLabels/roomyStep`` a label, or it
  /// spans the list (labelled afresh then). Arrivals of later groups inside the window are
  /// labelled with it.
  private mutating func spread(
    around first: Int, through last: Int, arrivals: Arrivals, report: inout [LabelChange]
  ) {
    var low = first
    var high = last
    var reach = 1
    while true {
      for _ in 0..<reach {
        guard let previous = labelled(before: low) else { break }
        low = previous.position
      }
      for _ in 0..<reach {
        guard let following = labelled(after: high) else { break }
        high = following.position
      }
      let inside = explicitCount(in: low..<high + 1)
      let lower = labelled(before: low)?.label
      let upper = labelled(after: high)?.label
      let room = step(count: inside, lower: lower, upper: upper)
      if room.map({ $0 >= ItemLabels.roomyStep }) ?? true {
        let step = room ?? ItemLabels.spacing(forCount: inside)
        let label =
          room == nil ? 0 : start(count: inside, step: step, lower: lower, upper: upper)
        setLabels(low..<high + 1, from: label, step: step, arrivals: arrivals, report: &report)
        return
      }
      reach *= 2
    }
  }

  /// Labels the explicit items of `range` `first, first + step, …`, a chunk at a time,
  /// reporting each.
  private mutating func setLabels(
    _ range: Range<Int>, from first: Int64, step: Int64, arrivals: Arrivals,
    report: inout [LabelChange]
  ) {
    var label = first
    var (index, start) = ends.piece(holding: range.lowerBound)
    while start < range.upperBound {
      let chunkCount = chunks[index].count
      if case .items(_, let payload) = chunks[index] {
        let from = Swift.max(range.lowerBound, start) - start
        let to = Swift.min(range.upperBound, start + chunkCount) - start
        for offset in from..<to {
          let old = labelRuns[payload][offset]
          report.append(
            LabelChange(
              position: start + offset, old: old, new: label,
              origin: old == ItemLabels.none ? arrivals.origin(at: start + offset) : nil))
          label += step
        }
        labelRuns[payload].setLabels(from..<to, first: label - step * Int64(to - from), step: step)
        if from == 0 { labelDirectory.setFirstLabel(labelRuns[payload][0], ofPayload: payload) }
      }
      start += chunkCount
      index += 1
    }
  }
}

/// The arrivals a labelling places, and where those that moved in came from.
private struct Arrivals {
  /// Their positions, ascending.
  let positions: [Int]
  /// Where each came from (`nil`: inserted), or empty when none is known.
  let origins: [ItemPlace?]

  /// Where the arrival at `position` came from, when known.
  /// - Complexity: O(log arrivals).
  func origin(at position: Int) -> ItemPlace? {
    guard !origins.isEmpty else { return nil }
    let low = positions.partitionPoint { $0 >= position }
    return low < positions.count && positions[low] == position ? origins[low] : nil
  }
}
