import MosaicCore

extension ConformanceChecker {
  /// The viewport of the fixed cases: a portrait phone.
  static let fixedViewport = Viewport(width: 390, height: 844)

  /// ``ConformanceRule/emptyData``: no sections at all must prepare, for every strategy and
  /// modifier; sections without items (as many as the inputs may have) must prepare for a
  /// strategy (a modifier may need something). Neither has cells.
  mutating func checkEmptyData(
    _ subject: ConformanceSubject, using generator: inout SeededGenerator
  ) {
    let viewport = Self.fixedViewport
    fixed(
      subject, name: "empty data (no sections)",
      input: LayoutInput(sections: [], viewport: viewport),
      rule: .emptyData, mustAccept: true, expectedCells: 0, using: &generator)
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
  }

  /// ``ConformanceRule/singleItem``: one item, sized by the strategy, by its section, with a
  /// header, prepares (for a strategy), is listed once and is hit at its centre.
  mutating func checkSingleItem(
    _ subject: ConformanceSubject, using generator: inout SeededGenerator
  ) {
    let viewport = Self.fixedViewport
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
  }

  /// One fixed case: prepared (or refused, a violation of `rule` when `mustAccept`), examined,
  /// then its cells counted and hit-tested under `rule`.
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
    let cells = layout.allElements(viewport: input.viewport).filter { $0.id.category == .cell }
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

  /// ``ConformanceRule/invalidInput``: inputs `LayoutInput.validate()` refuses must throw, never
  /// trap or lay out.
  mutating func checkInvalidInputs(_ subject: ConformanceSubject) {
    let viewport = Self.fixedViewport
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
}
