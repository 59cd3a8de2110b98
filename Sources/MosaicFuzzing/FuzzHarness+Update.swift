import Mosaic

extension FuzzHarness {
  /// The line that separates the document from the edit bytes in an ``FuzzMode/update`` input.
  public static let editsSeparator = Array("\n#edits\n".utf8)
  /// The most edits one input applies (the first edit byte chooses how many, from 1).
  public static let maximumEdits = 4
  /// The most items an updated input may hold for the harness to prepare it afresh and compare
  /// the answers; beyond it updates are still checked, but not against a fresh prepare.
  public static let maximumComparedItems = 100_000
  /// The most elements (items, twice the sections for headers and footers, plus as many again
  /// for decorations) for which the comparison reads `allElements`.
  public static let maximumComparedElements = 10_000
  /// The roots an update's error path may start with: the change, the data, the viewport, or a
  /// layer's own options.
  static let errorRoots = [
    "change.sections", "change.runs", "data.sections", "viewport", "layout",
  ]

  /// Decodes the document before ``editsSeparator``, prepares it as a `LiveLayout`, then applies
  /// the edits the bytes after it derive, each with its change, checking every update.
  func checkUpdates(_ payload: [UInt8]) -> FuzzFinding? {
    var steps: [UpdateStep] = []
    return checkUpdates(payload, steps: &steps)
  }

  /// ``checkUpdates(_:)``, appending what each edit did to `steps`.
  func checkUpdates(_ payload: [UInt8], steps: inout [UpdateStep]) -> FuzzFinding? {
    var document = payload
    var editBytes: ArraySlice<UInt8> = []
    if let start = Self.firstRange(of: Self.editsSeparator, in: payload) {
      document = Array(payload[..<start])
      editBytes = payload[(start + Self.editsSeparator.count)...]
    }
    let configuration: LayoutConfiguration
    do {
      configuration = try registry.configuration(fromJSON: document)
    } catch {
      return Self.checkMessage(error.description, from: "decoding")
    }
    guard configuration.input.totalItemCount <= Self.maximumPreparedItems else { return nil }
    var live: LiveLayout
    do {
      live = try LiveLayout(configuration)
    } catch {
      return Self.checkMessage(error.description, from: "prepare")
    }
    var bytes = FuzzBytes(editBytes)
    for step in 0...bytes.below(Self.maximumEdits) {
      let edit = FuzzEdit.make(
        from: live.input, defaultItemSize: configuration.strategy.defaultItemSize, bytes: &bytes)
      let source = FuzzChange.choose(&bytes)
      let change = source.make(for: edit, old: live.input.sections, bytes: &bytes)
      let probes = UpdateProbes(&bytes)
      steps.append(UpdateStep(summary: edit.summary, source: source))
      let outcome = checkUpdate(
        of: live, by: edit, change: change, source: source, probes: probes, step: &steps[step])
      switch outcome {
      case .finding(let finding):
        return FuzzFinding("edit \(step) (\(edit.summary); \(source) change): \(finding.message)")
      case .kept: continue
      case .advanced(let next): live = next
      }
    }
    return nil
  }

  /// Updates `live` by `edit` and `change` and checks the contracts: no trap; a bad input or an
  /// inconsistent change refused with the error validation gives, one line naming a path; the
  /// layout before the update untouched; and a truthful update answering as a fresh prepare.
  func checkUpdate(
    of live: LiveLayout, by edit: FuzzEdit, change: LayoutChange, source: FuzzChange,
    probes: UpdateProbes, step: inout UpdateStep
  ) -> UpdateOutcome {
    let old = live.input
    var next = live.configuration
    next.input.sections = edit.sections
    next.input.viewport = edit.viewport
    let input = next.input
    // Scrolling aside, another viewport prepares anew and the change is not read.
    var scrolledBack = input.viewport
    scrolledBack.contentOffset = old.viewport.contentOffset
    let readsChange = scrolledBack == old.viewport
    let expected = Self.expectedRefusal(
      of: input, change: change, old: old.sections, readsChange: readsChange)
    if let expected, expected.path.hasPrefix("change"), source.isTruthful(kind: edit.kind) {
      return .finding(FuzzFinding("validation refuses a \(source) change: `\(expected)`"))
    }
    // An allowed input beyond the budget is skipped, as the configuration mode skips it.
    if expected == nil, input.totalItemCount > Self.maximumPreparedItems { return .kept }
    let truthful =
      expected == nil
      && (!readsChange || change.isTruthful(old: old.sections, new: input.sections))
    step.truthful = truthful
    // A truthful change vouches only for sizes the old input held: the whole input is valid.
    if truthful,
      let missed = Self.expectedRefusal(
        of: input, change: change, old: old.sections, readsChange: false)
    {
      return .finding(
        FuzzFinding("a truthful change lets through what validation refuses: `\(missed)`"))
    }
    if expected == nil, !truthful, source.isTruthful(kind: edit.kind) {
      return .finding(FuzzFinding("a \(source) change claims unchanged sizes that changed"))
    }

    let oldProbes = probes.resolve(contentSize: live.layout.contentSize, input: old)
    let before = LayoutAnswers(
      live.layout, viewport: old.viewport, probes: oldProbes, sections: 64, everyElement: false)
    let result = Result { () throws(LayoutError) in try live.updated(to: input, change: change) }
    let after = LayoutAnswers(
      live.layout, viewport: old.viewport, probes: oldProbes, sections: 64, everyElement: false)
    if let difference = after.difference(from: before, probes: oldProbes) {
      return .finding(FuzzFinding("the layout before the update answers otherwise: \(difference)"))
    }
    switch result {
    case .failure(let error):
      step.error = error
      if let finding = Self.checkRefusal(error) { return .finding(finding) }
      if let expected, error != expected {
        return .finding(FuzzFinding("refused with `\(error)` where validation says `\(expected)`"))
      }
      guard expected == nil, truthful, Self.isCompared(input) else { return .kept }
      // A truthful update fails exactly as a fresh prepare does.
      do {
        _ = try LiveLayout(next)
        return .finding(FuzzFinding("the update refuses (`\(error)`) what a fresh prepare accepts"))
      } catch let fresh {
        guard fresh != error else { return .kept }
        return .finding(
          FuzzFinding("the update refuses with `\(error)`, a fresh prepare with `\(fresh)`"))
      }
    case .success(let updated):
      if let expected {
        return .finding(FuzzFinding("the update accepted what validation refuses: `\(expected)`"))
      }
      guard truthful else { return .kept }
      if let finding = Self.checkQueries(updated.layout, viewport: input.viewport) {
        return .finding(FuzzFinding("the updated layout: \(finding.message)"))
      }
      guard Self.isCompared(input) else { return .advanced(updated) }
      let outcome = compare(updated, with: next, probes: probes)
      if case .advanced = outcome { step.agreed = true }
      return outcome
    }
  }
}
