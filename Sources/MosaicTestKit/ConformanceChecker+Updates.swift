import MosaicCore

extension ConformanceChecker {
  /// ``ConformanceRule/updateAgreement`` on one random case: the subject's live layout of `input`, updated by
  /// ``ConformanceOptions/updatesPerCase`` random changes one after another (so updates of
  /// updated layouts are checked too), must answer every query as a fresh prepare of each changed
  /// input does (and agree with a linear scan of its own listing), refuse exactly what a fresh
  /// prepare refuses, and leave the layout it updated as it was.
  mutating func checkUpdates(
    _ prepared: PreparedCase, scope: inout CaseScope, using generator: inout SeededGenerator
  ) {
    let subject = prepared.subject
    let input = prepared.input
    guard let makeLive = subject.live, options.updatesPerCase > 0 else { return }
    var live: LiveLayout
    do {
      live = try makeLive(input)
    } catch {
      note(.updateAgreement, "prepared, but its live layout refused the input: \(error)", &scope)
      return
    }
    // What an item of an unsized section is laid out at: the estimate when estimates are on.
    // The change must keep that size for the items it does not name, or it promises sizes the
    // data does not have.
    let strategy = live.configuration.strategy
    let unsizedItemSize = strategy.estimatedItemSize ?? strategy.defaultItemSize
    for step in 1...options.updatesPerCase {
      let random = RandomLayoutChange.make(
        from: live.input.sections, defaultItemSize: unsizedItemSize,
        shape: options.updateShape, using: &generator)
      var next = live.input
      next.sections = random.sections
      let what = "update \(step) (\(random.summary))"
      let before = live.layout.allElements(viewport: live.input.viewport)

      var fresh: (any PreparedLayout)?
      var refusal: LayoutError?
      do {
        fresh = try subject.prepare(next)
      } catch {
        refusal = error
      }
      var updated: LiveLayout?
      do {
        updated = try live.updated(to: next, change: random.change)
      } catch {
        if fresh != nil {
          note(
            .updateAgreement, "\(what) threw \(error), but a fresh prepare accepts the input",
            &scope)
        }
      }
      if updated != nil, let refusal {
        note(
          .updateAgreement, "\(what) succeeded, but a fresh prepare refuses the input: \(refusal)",
          &scope)
      }
      if live.layout.allElements(viewport: live.input.viewport) != before {
        note(.updateAgreement, "\(what) changed the layout it updated", &scope)
      }
      guard let updated, let fresh else { return }

      var viewports = [next.viewport]
      viewports.append(
        next.viewport.scrolled(
          to: randomOffset(content: fresh.contentSize, viewport: next.viewport, using: &generator)))
      for viewport in viewports {
        let at = "at offset (\(viewport.contentOffset.x), \(viewport.contentOffset.y))"
        for mismatch in UpdateAgreement.mismatches(
          updated: updated.layout, fresh: fresh, viewport: viewport, using: &generator)
        {
          note(.updateAgreement, "\(what): \(mismatch) \(at)", &scope)
        }
      }
      // And its own queries against a linear scan of its listing, as for a prepared layout.
      let everything = options.elementScope == .everything
      for mismatch in QueryAgreement.classifiedMismatches(
        of: updated.layout, viewport: next.viewport,
        region: everything
          ? nil
          : Self.span(of: updated.layout.allElements(viewport: next.viewport), in: updated.layout),
        randomPoints: 20, randomRects: 8, edgeProbes: 4, using: &generator)
      {
        note(.updateAgreement, "\(what): the updated layout's \(mismatch.message)", &scope)
      }
      report.checkedUpdates += 1
      live = updated
    }
  }
}

extension PreparedLayout {
  /// Every element at `viewport`, as a new array.
  func allElements(viewport: Viewport) -> [LayoutAttributes] {
    var results: [LayoutAttributes] = []
    allElements(viewport: viewport, into: &results)
    return results
  }
}
