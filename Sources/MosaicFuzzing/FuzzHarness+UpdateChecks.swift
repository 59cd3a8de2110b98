import Mosaic

extension FuzzHarness {
  /// The error `LiveLayout.updated(to:change:)` must throw for `input` and `change`, in the
  /// update's own order. When the viewport keeps its size (so that the change is read): the input
  /// but its per-item sizes, then the change, then the per-item sizes the change says may differ
  /// (every one in a new section), the others being the old input's by the change's promise.
  /// Otherwise the whole input, as a fresh prepare checks it. `nil` when all of it passes.
  static func expectedRefusal(
    of input: LayoutInput, change: LayoutChange, old: [SectionData], readsChange: Bool
  ) -> LayoutError? {
    do {
      guard readsChange else {
        try input.validate()
        return nil
      }
      try sizesChecked(in: input, where: { _ in [] }).validate()
      try change.validate(old: old, new: input.sections)
      try sizesChecked(in: input) { section in
        let entry = change.sections[section]
        guard entry.oldSection != nil else { return nil }
        return change.runs[section]?.map { $0.items } ?? [entry.changedItems]
      }.validate()
      return nil
    } catch {
      return error
    }
  }

  /// `input` with the per-item sizes outside `range(section)` (all of them kept for `nil`)
  /// replaced by a size every check accepts, so that validating it checks only the others.
  static func sizesChecked(in input: LayoutInput, where ranges: (Int) -> [Range<Int>]?)
    -> LayoutInput
  {
    var masked = input
    for (index, section) in input.sections.enumerated() {
      guard case .perItem(let sizes) = section.itemSizes, let kept = ranges(index) else {
        continue
      }
      var checked = [Size](repeating: .zero, count: sizes.count)
      for range in kept {
        let lower = min(max(0, range.lowerBound), sizes.count)
        let upper = min(max(lower, range.upperBound), sizes.count)
        checked.replaceSubrange(lower..<upper, with: sizes[lower..<upper])
      }
      masked.sections[index].itemSizes = .perItem(checked)
    }
    return masked
  }

  /// Checks an update's error: one line, naming a path under one of ``errorRoots``.
  static func checkRefusal(_ error: LayoutError) -> FuzzFinding? {
    if let finding = checkMessage(error.description, from: "update") { return finding }
    guard errorRoots.contains(where: { error.path.hasPrefix($0) }) else {
      return FuzzFinding("update: an error naming no document path: \(excerpt(error.description))")
    }
    return nil
  }

  /// True when `input` is small enough to prepare afresh and compare with an update.
  static func isCompared(_ input: LayoutInput) -> Bool {
    input.totalItemCount <= maximumComparedItems
      && input.sections.count <= LayoutAnswers.maximumSections
  }

  /// Compares `updated` with a fresh `LiveLayout` of `configuration`: content size, direction,
  /// every section frame, every element (for at most ``maximumComparedElements``), and the
  /// probes' rect queries, hit-tests and attributes.
  func compare(_ updated: LiveLayout, with configuration: LayoutConfiguration, probes: UpdateProbes)
    -> UpdateOutcome
  {
    let input = configuration.input
    let fresh: LiveLayout
    do {
      fresh = try LiveLayout(configuration)
    } catch {
      return .finding(FuzzFinding("the update succeeds where a fresh prepare refuses: `\(error)`"))
    }
    let resolved = probes.resolve(contentSize: fresh.layout.contentSize, input: input)
    // Items, a header and a footer per section, and as many again for decorations.
    let elements = input.totalItemCount &+ 2 &* input.sections.count
    let everyElement = elements &* 2 <= Self.maximumComparedElements
    let expected = LayoutAnswers(
      fresh.layout, viewport: input.viewport, probes: resolved, sections: input.sections.count,
      everyElement: everyElement)
    let actual = LayoutAnswers(
      updated.layout, viewport: input.viewport, probes: resolved, sections: input.sections.count,
      everyElement: everyElement)
    if let difference = actual.difference(from: expected, probes: resolved) {
      return .finding(
        FuzzFinding(
          "the update answers unlike a fresh prepare: \(difference) "
            + Self.layer(of: updated, fresh: fresh, probes: resolved, everyElement: everyElement)))
    }
    return .advanced(updated)
  }

  /// Which layer of a stack that answers unlike a fresh prepare is wrong: the strategy's own
  /// layout, or (when that agrees) a modifier's update.
  static func layer(
    of updated: LiveLayout, fresh: LiveLayout, probes: ResolvedProbes, everyElement: Bool
  ) -> String {
    guard !updated.configuration.modifiers.isEmpty else { return "(the strategy's update)" }
    let input = fresh.input
    let expected = LayoutAnswers(
      fresh.strategyLayout, viewport: input.viewport, probes: probes,
      sections: input.sections.count, everyElement: everyElement)
    let actual = LayoutAnswers(
      updated.strategyLayout, viewport: input.viewport, probes: probes,
      sections: input.sections.count, everyElement: everyElement)
    if let difference = actual.difference(from: expected, probes: probes) {
      return "(the strategy's own layout already differs: \(difference))"
    }
    return "(the strategy's own layout agrees: a modifier's update differs)"
  }
}
