import MosaicCore

/// The checks behind ``LayoutConformance``: one random or fixed case at a time, violations into
/// ``report``.
struct ConformanceChecker {
  let options: ConformanceOptions
  var report = ConformanceReport(subject: "")
  var acceptedRandomCases = 0

  /// At most this many violations of one rule are kept from one case, so that one broken rule
  /// does not hide the others.
  static let violationsPerRuleAndCase = 3

  init(options: ConformanceOptions) {
    self.options = options
  }

  var isFull: Bool { report.violations.count >= options.maximumViolations }

  mutating func record(
    _ rule: ConformanceRule, context: String, caseSeed: UInt64?, _ message: String
  ) {
    guard !isFull else { return }
    report.violations.append(
      ConformanceViolation(rule: rule, context: context, caseSeed: caseSeed, message: message))
  }

  // MARK: Random cases

  mutating func checkRandomCase(
    seed: UInt64, subjects: (inout SeededGenerator) -> ConformanceSubject
  ) {
    var generator = SeededGenerator(seed: seed)
    let subject = subjects(&generator)
    if report.subject.isEmpty { report.subject = subject.name }
    let input =
      options.makeInput?(&generator)
      ?? RandomLayoutInput.make(using: &generator, limits: options.inputs)
    var scope = CaseScope(
      context: "case seed 0x\(String(seed, radix: 16)) (\(RandomLayoutInput.summary(of: input)))",
      caseSeed: seed)
    let layout: any PreparedLayout
    do {
      layout = try subject.prepare(input)
    } catch {
      report.refusedInputs += 1
      if report.firstRefusal == nil { report.firstRefusal = error }
      return
    }
    report.checkedLayouts += 1
    acceptedRandomCases += 1

    examine(layout, input: input, viewport: input.viewport, scope: &scope, using: &generator)
    checkDeterminism(subject, input: input, layout: layout, scope: &scope)

    let atPrepared = cells(of: layout, at: input.viewport)
    for _ in 0..<options.offsetsPerCase {
      let scrolled = input.viewport.scrolled(
        to: randomOffset(content: layout.contentSize, viewport: input.viewport, using: &generator))
      let position = "at offset (\(scrolled.contentOffset.x), \(scrolled.contentOffset.y))"
      examine(layout, input: input, viewport: scrolled, scope: &scope, using: &generator)
      if layout.needsPrepare(for: scrolled) {
        note(
          .needsPrepare,
          "needsPrepare(for:) is true for a change of contentOffset alone \(position)",
          &scope)
      }
      let atScrolled = cells(of: layout, at: scrolled)
      compare(
        atPrepared, atScrolled, strict: options.viewportDependence == .none, scope: &scope,
        what: "the layout queried \(position) against its prepared offset")
      var moved = input
      moved.viewport = scrolled
      do {
        let again = try subject.prepare(moved)
        compare(
          atScrolled, cells(of: again, at: scrolled), strict: true, scope: &scope,
          what:
            "prepared \(position) against prepared at the original offset, both queried \(position)"
        )
      } catch {
        note(.viewportIndependence, "refused the same data \(position): \(error)", &scope)
      }
    }
    checkUpdates(subject, input: input, scope: &scope, using: &generator)
    flush(scope)
  }

  func randomOffset(content: Size, viewport: Viewport, using generator: inout SeededGenerator)
    -> Point
  {
    func coordinate(_ extent: Double, _ visible: Double) -> Double {
      let upper = extent.isFinite ? Int(min(max(0, extent), 1e7)) : 1_000
      let margin = visible.isFinite ? Int(min(max(0, visible), 1e4)) / 2 : 100
      return Double(Int.random(in: -margin...(upper + margin), using: &generator))
    }
    return Point(
      x: coordinate(content.width, viewport.size.width),
      y: coordinate(content.height, viewport.size.height))
  }

  // MARK: One layout at one viewport

  /// Structure, frames, content size, section frames, lookups and queries of `layout` at `viewport`.
  mutating func examine(
    _ layout: any PreparedLayout, input: LayoutInput, viewport: Viewport, scope: inout CaseScope,
    using generator: inout SeededGenerator
  ) {
    let at = "at offset (\(viewport.contentOffset.x), \(viewport.contentOffset.y))"
    var all: [LayoutAttributes] = []
    layout.allElements(viewport: viewport, into: &all)
    let everything = options.elementScope == .everything

    // Every element once.
    var seen = Set<ElementID>()
    seen.reserveCapacity(all.count)
    for element in all where !seen.insert(element.id).inserted {
      note(.uniqueElements, "\(element.id) is listed more than once by allElements \(at)", &scope)
    }

    // Every cell of the input, nothing outside it.
    if everything {
      if layout.sectionCount != input.sections.count {
        note(
          .completeElements,
          "sectionCount is \(layout.sectionCount) for \(input.sections.count) sections of data",
          &scope)
      }
      var listed = Array(repeating: 0, count: input.sections.count)
      for id in seen where id.category == .cell {
        if id.section >= 0, id.section < input.sections.count, id.item >= 0,
          id.item < input.sections[id.section].itemCount
        {
          listed[id.section] += 1
        } else {
          note(.completeElements, "\(id) is not an item of the input \(at)", &scope)
        }
      }
      for (section, data) in input.sections.enumerated() where listed[section] != data.itemCount {
        note(
          .completeElements,
          "section \(section) has \(data.itemCount) items but allElements lists \(listed[section]) of them \(at)",
          &scope)
      }
    }
    for element in all where element.id.category != .cell {
      let id = element.id
      if id.section < 0 || id.section >= layout.sectionCount
        || (id.category != .decoration && id.item != 0)
      {
        note(
          .completeElements, "\(id) (item \(id.item)) names no section of the layout \(at)", &scope)
      }
    }

    // Frames.
    for element in all {
      let frame = element.frame
      if !frame.isFinite || frame.width < 0 || frame.height < 0 {
        note(.finiteFrames, "\(element.id) has frame \(frame) \(at)", &scope)
      }
      if !(element.alpha.isFinite && element.alpha >= 0 && element.alpha <= 1) {
        note(.finiteFrames, "\(element.id) has alpha \(element.alpha) \(at)", &scope)
      }
      let t = element.transform
      if ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
        note(.finiteFrames, "\(element.id) has transform \(t) \(at)", &scope)
      }
    }

    // Content size.
    let content = layout.contentSize
    if !(content.width.isFinite && content.height.isFinite && content.width >= 0
      && content.height >= 0)
    {
      note(.contentSize, "contentSize is \(content)", &scope)
    } else {
      // Rounding origins to the pixel grid may move an edge by half a pixel.
      let tolerance =
        1e-9 * max(1, content.width, content.height) + (viewport.scale.map { 0.5 / $0 } ?? 0)
      let axes: [Axis] =
        options.cellsMayOverflowAcross
        ? [layout.scrollDirection.scrollAxis] : [.horizontal, .vertical]
      // A cell without area draws nothing: only cells with area must lie inside.
      for element in all
      where element.id.category == .cell && element.frame.isFinite && !element.frame.isEmpty {
        let frame = element.frame
        let outside = axes.contains { axis in
          frame.minimum(along: axis) < -tolerance
            || frame.minimum(along: axis) + frame.extent(along: axis)
              > content.value(along: axis) + tolerance
        }
        if outside {
          note(
            .contentSize,
            "\(element.id) at \(frame) lies outside the content (0, 0, \(content.width), \(content.height)) \(at)",
            &scope)
        }
      }
    }

    // Section frames.
    for section in 0..<max(0, min(layout.sectionCount, 10_000)) {
      if let frame = layout.sectionFrame(section), !frame.isFinite {
        note(.sectionFrames, "sectionFrame(\(section)) is \(frame)", &scope)
      }
    }
    for section in [-1, layout.sectionCount] {
      if let frame = layout.sectionFrame(section) {
        note(
          .sectionFrames, "sectionFrame(\(section)) is \(frame), expected nil (out of range)",
          &scope)
      }
    }

    // Lookups agree with the listing.
    for element in all {
      let looked = layout.attributes(for: element.id, viewport: viewport)
      if looked != element {
        note(
          .attributesLookup,
          "attributes(for: \(element.id)) is \(looked.map { "\($0)" } ?? "nil") but the layout lists \(element) \(at)",
          &scope)
      }
    }
    var absent: [ElementID] = [
      .cell(section: -1, item: 0), .header(section: layout.sectionCount),
      .footer(section: layout.sectionCount),
    ]
    if everything {
      absent.append(.cell(section: layout.sectionCount, item: 0))
      for section in 0..<min(layout.sectionCount, input.sections.count, 64) {
        absent.append(.cell(section: section, item: input.sections[section].itemCount))
        absent.append(.cell(section: section, item: -1))
        if !seen.contains(.header(section: section)) { absent.append(.header(section: section)) }
        if !seen.contains(.footer(section: section)) { absent.append(.footer(section: section)) }
      }
    }
    for id in absent {
      if let found = layout.attributes(for: id, viewport: viewport) {
        note(
          .attributesLookup,
          "attributes(for: \(id)) is \(found), but the layout has no such element \(at)", &scope)
      }
    }

    // Queries equal a linear scan.
    let mismatches = QueryAgreement.classifiedMismatches(
      of: layout, viewport: viewport, region: everything ? nil : Self.span(of: all, in: layout),
      using: &generator)
    for mismatch in mismatches {
      note(mismatch.query == .hitTest ? .hitTest : .rectQuery, "\(mismatch.message) \(at)", &scope)
    }
  }

  /// Where a window of elements can be checked against a linear scan: the band along the scroll
  /// axis from the window's first element to the end of its last (the window lists everything in
  /// between), across the whole content. Half-open at the far end, so a neighbour outside the
  /// window that starts where the window ends is never asked about.
  static func span(of window: [LayoutAttributes], in layout: any PreparedLayout) -> Rect {
    let axis = layout.scrollDirection.scrollAxis
    let frames = window.map(\.frame).filter { $0.isFinite && !$0.isEmpty }
    guard let low = frames.map({ $0.minimum(along: axis) }).min(),
      let high = frames.map({ $0.minimum(along: axis) + $0.extent(along: axis) }).max()
    else { return .zero }
    let across = layout.contentSize.value(along: axis.other)
    let acrossExtent = across.isFinite ? max(0, across) : 0
    return Rect(
      mainAxis: axis, mainOrigin: low, crossOrigin: -20, mainExtent: high - low,
      crossExtent: acrossExtent + 40)
  }

  /// The cells `allElements` lists at `viewport`, by identity.
  func cells(of layout: any PreparedLayout, at viewport: Viewport) -> [ElementID: LayoutAttributes]
  {
    var all: [LayoutAttributes] = []
    layout.allElements(viewport: viewport, into: &all)
    var cells: [ElementID: LayoutAttributes] = [:]
    for element in all where element.id.category == .cell { cells[element.id] = element }
    return cells
  }

  /// Cells listed in both must agree (fully when `strict`, in frame otherwise); under
  /// ``ConformanceOptions/ViewportDependence/frames`` nothing is compared.
  mutating func compare(
    _ reference: [ElementID: LayoutAttributes], _ other: [ElementID: LayoutAttributes],
    strict: Bool, scope: inout CaseScope, what: String
  ) {
    guard options.viewportDependence != .frames else { return }
    if options.elementScope == .everything, Set(reference.keys) != Set(other.keys) {
      note(.viewportIndependence, "\(what): different cells are listed", &scope)
      return
    }
    for (id, expected) in reference.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
      guard let actual = other[id] else { continue }
      let same = strict ? actual == expected : actual.frame == expected.frame
      if !same {
        note(
          .viewportIndependence,
          "\(what): \(id) is \(actual), expected \(expected)" + hint(actual, expected),
          &scope)
      }
    }
  }

  /// What to declare when the difference is meant.
  func hint(_ actual: LayoutAttributes, _ expected: LayoutAttributes) -> String {
    switch options.viewportDependence {
    case .none where actual.frame == expected.frame:
      " (if the appearance is meant to follow the scroll position, declare viewportDependence = .appearance)"
    case .none, .appearance:
      " (if frames are meant to follow the scroll position, declare viewportDependence = .frames)"
    case .frames: ""
    }
  }

  mutating func checkDeterminism(
    _ subject: ConformanceSubject, input: LayoutInput, layout: any PreparedLayout,
    scope: inout CaseScope
  ) {
    let again: any PreparedLayout
    do {
      again = try subject.prepare(input)
    } catch {
      note(.determinism, "the same input prepared once, then was refused: \(error)", &scope)
      return
    }
    var first: [LayoutAttributes] = []
    var second: [LayoutAttributes] = []
    layout.allElements(viewport: input.viewport, into: &first)
    again.allElements(viewport: input.viewport, into: &second)
    if first != second {
      let index =
        zip(first, second).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(first.count, second.count)
      note(
        .determinism,
        "preparing the same input twice listed different elements (\(first.count) and \(second.count); first difference at element \(index))",
        &scope)
    }
    if layout.contentSize != again.contentSize {
      note(.determinism, "contentSize \(layout.contentSize), then \(again.contentSize)", &scope)
    }
    if layout.sectionCount != again.sectionCount
      || (0..<min(layout.sectionCount, 10_000)).contains(where: {
        layout.sectionFrame($0) != again.sectionFrame($0)
      })
    {
      note(.determinism, "section frames differ between two prepares of the same input", &scope)
    }
    var firstVisible: [LayoutAttributes] = []
    var secondVisible: [LayoutAttributes] = []
    layout.elements(in: input.viewport.bounds, viewport: input.viewport, into: &firstVisible)
    again.elements(in: input.viewport.bounds, viewport: input.viewport, into: &secondVisible)
    if firstVisible != secondVisible {
      note(
        .determinism, "two prepares of the same input answer the viewport's rect query differently",
        &scope)
    }
  }

  // MARK: Fixed cases

  mutating func checkFixedCases(_ subject: ConformanceSubject) {
    let viewport = Viewport(width: 390, height: 844)
    var generator = SeededGenerator(seed: options.seed ^ 0xF1CE_D000)

    // No sections at all: every strategy and modifier must accept it.
    fixed(
      subject, name: "empty data (no sections)",
      input: LayoutInput(sections: [], viewport: viewport),
      rule: .emptyData, mustAccept: true, expectedCells: 0, using: &generator)
    // Sections without items (as many as the inputs may have): strategies must accept them; a
    // modifier may need something.
    let emptySections = [
      SectionData(itemCount: 0), SectionData(itemSizes: []),
      SectionData(
        itemCount: 0, header: Size(width: 390, height: 30), footer: Size(width: 390, height: 20)),
    ].prefix(max(1, options.inputs.maximumSections)).map { section in
      var section = section
      if !options.inputs.headersAndFooters {
        section.header = nil
        section.footer = nil
      }
      return section
    }
    fixed(
      subject, name: "empty data (sections without items)",
      input: LayoutInput(sections: Array(emptySections), viewport: viewport),
      rule: .emptyData, mustAccept: !subject.isModifier, expectedCells: 0, using: &generator)
    // One item, sized by the strategy, by its section, with a header.
    let singles: [(String, SectionData, Viewport)] = [
      ("a single unsized item", SectionData(itemCount: 1), viewport),
      (
        "a single item of its own size", SectionData(itemSizes: [Size(width: 120, height: 80)]),
        viewport
      ),
      (
        "a single item in a landscape viewport",
        SectionData(
          itemCount: 1, itemSize: Size(width: 60, height: 40), header: Size(width: 40, height: 40)),
        Viewport(width: 844, height: 390)
      ),
    ]
    for (name, var section, viewport) in singles {
      if !options.inputs.headersAndFooters {
        section.header = nil
        section.footer = nil
      }
      fixed(
        subject, name: name, input: LayoutInput(sections: [section], viewport: viewport),
        rule: .singleItem, mustAccept: !subject.isModifier, expectedCells: 1, using: &generator)
    }

    checkInvalidInputs(subject)
  }

  mutating func fixed(
    _ subject: ConformanceSubject, name: String, input: LayoutInput, rule: ConformanceRule,
    mustAccept: Bool, expectedCells: Int, using generator: inout SeededGenerator
  ) {
    var scope = CaseScope(context: name, caseSeed: nil)
    let layout: any PreparedLayout
    do {
      layout = try subject.prepare(input)
    } catch {
      if mustAccept { note(rule, "refused: \(error)", &scope) }
      flush(scope)
      return
    }
    report.checkedLayouts += 1
    examine(layout, input: input, viewport: input.viewport, scope: &scope, using: &generator)
    var all: [LayoutAttributes] = []
    layout.allElements(viewport: input.viewport, into: &all)
    let cells = all.filter { $0.id.category == .cell }
    if options.elementScope == .everything, cells.count != expectedCells {
      note(rule, "lists \(cells.count) cells, expected \(expectedCells)", &scope)
    }
    if expectedCells == 0 {
      for point in [Point(x: 0, y: 0), Point(x: 10, y: 10), input.viewport.bounds.center] {
        if let hit = layout.indexPathForItem(at: point, viewport: input.viewport) {
          note(
            rule, "hit-test at (\(point.x), \(point.y)) found \(hit) in a layout without items",
            &scope)
        }
      }
    } else if options.elementScope == .everything, let cell = cells.first,
      cell.frame.isFinite, !cell.frame.isEmpty
    {
      let hit = layout.indexPathForItem(at: cell.frame.center, viewport: input.viewport)
      if hit != cell.id.indexPath {
        note(
          rule, "hit-test at the centre of \(cell.id) found \(hit.map(\.description) ?? "nil")",
          &scope)
      }
    }
    flush(scope)
  }

  /// Inputs `LayoutInput.validate()` refuses: preparing any of them must throw, never trap or lay
  /// out.
  mutating func checkInvalidInputs(_ subject: ConformanceSubject) {
    let viewport = Viewport(width: 390, height: 844)
    func input(_ sections: [SectionData], _ viewport: Viewport = viewport) -> LayoutInput {
      LayoutInput(sections: sections, viewport: viewport)
    }
    var scrolledToInfinity = viewport
    scrolledToInfinity.contentOffset = Point(x: 0, y: .infinity)
    var zeroScale = viewport
    zeroScale.scale = 0
    var negativeInset = viewport
    negativeInset.contentInset = EdgeInsets(top: 0, left: -10, bottom: 0, right: 0)
    let one = [SectionData(itemCount: 1)]
    let cases: [(String, LayoutInput)] = [
      ("a negative item count", input([SectionData(itemCount: -1)])),
      (
        "per-item sizes that disagree with the count",
        input([SectionData(itemCount: 3, itemSizes: .perItem([Size(width: 10, height: 10)]))])
      ),
      ("a NaN item size", input([SectionData(itemSizes: [Size(width: .nan, height: 10)])])),
      (
        "a negative item width",
        input([SectionData(itemCount: 2, itemSize: Size(width: -5, height: 10))])
      ),
      (
        "an infinite header height",
        input([SectionData(itemCount: 1, header: Size(width: 10, height: .infinity))])
      ),
      ("a negative viewport width", input(one, Viewport(width: -1, height: 844))),
      ("a NaN viewport height", input(one, Viewport(width: 390, height: .nan))),
      ("an infinite content offset", input(one, scrolledToInfinity)),
      ("a zero screen scale", input(one, zeroScale)),
      ("a negative content inset", input(one, negativeInset)),
    ]
    var acceptedAny = false
    for (name, input) in cases {
      do {
        _ = try subject.prepare(input)
        acceptedAny = true
        record(
          .invalidInput, context: name, caseSeed: nil, "prepared instead of throwing a LayoutError")
      } catch {}
    }
    // Only a layout that validates at all is asked for this one: one that does not would lay out
    // fifty million items.
    guard !acceptedAny else { return }
    let tooMany = input([SectionData(itemCount: LayoutInput.maximumItemCount + 1)])
    do {
      _ = try subject.prepare(tooMany)
      record(
        .invalidInput, context: "more items than LayoutInput.maximumItemCount", caseSeed: nil,
        "prepared instead of throwing a LayoutError")
    } catch {}
  }

  // MARK: Recording

  /// Violations of one case, capped per rule.
  struct CaseScope {
    let context: String
    let caseSeed: UInt64?
    var counts: [ConformanceRule: Int] = [:]
    var pending: [ConformanceViolation] = []
  }

  func note(_ rule: ConformanceRule, _ message: String, _ scope: inout CaseScope) {
    let count = scope.counts[rule, default: 0]
    scope.counts[rule] = count + 1
    guard count < Self.violationsPerRuleAndCase else { return }
    scope.pending.append(
      ConformanceViolation(
        rule: rule, context: scope.context, caseSeed: scope.caseSeed, message: message))
  }

  mutating func flush(_ scope: CaseScope) {
    for violation in scope.pending {
      record(
        violation.rule, context: violation.context, caseSeed: violation.caseSeed, violation.message)
    }
  }
}
