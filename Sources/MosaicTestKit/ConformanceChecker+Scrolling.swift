import MosaicCore

extension ConformanceChecker {
  /// The scroll rules at ``ConformanceOptions/offsetsPerCase`` random offsets: every listing
  /// rule there, ``ConformanceRule/needsPrepare`` and ``ConformanceRule/viewportIndependence``.
  mutating func checkScrolledOffsets(
    _ prepared: PreparedCase, scope: inout CaseScope, using generator: inout SeededGenerator
  ) {
    let layout = prepared.layout
    let input = prepared.input
    let atPrepared = cells(of: layout, at: input.viewport)
    for _ in 0..<options.offsetsPerCase {
      let scrolled = input.viewport.scrolled(
        to: randomOffset(content: layout.contentSize, viewport: input.viewport, using: &generator))
      examine(layout, input: input, viewport: scrolled, scope: &scope, using: &generator)
      checkNeedsPrepare(layout, scrolledTo: scrolled, scope: &scope)
      checkViewportIndependence(
        prepared, scrolledTo: scrolled, cellsAtPrepared: atPrepared, scope: &scope)
    }
  }

  /// ``ConformanceRule/needsPrepare``: a change of `contentOffset` alone needs no prepare.
  func checkNeedsPrepare(
    _ layout: any PreparedLayout, scrolledTo scrolled: Viewport, scope: inout CaseScope
  ) {
    if layout.needsPrepare(for: scrolled) {
      note(
        .needsPrepare,
        "needsPrepare(for:) is true for a change of contentOffset alone \(Self.position(scrolled))",
        &scope)
    }
  }

  /// ``ConformanceRule/viewportIndependence``: the layout queried at `scrolled` lists the cells
  /// it lists at its prepared offset, and a prepare at `scrolled` lists the same cells there.
  func checkViewportIndependence(
    _ prepared: PreparedCase, scrolledTo scrolled: Viewport,
    cellsAtPrepared atPrepared: [ElementID: LayoutAttributes], scope: inout CaseScope
  ) {
    let position = Self.position(scrolled)
    let atScrolled = cells(of: prepared.layout, at: scrolled)
    compare(
      atPrepared, atScrolled, strict: options.viewportDependence == .none, scope: &scope,
      what: "the layout queried \(position) against its prepared offset")
    var moved = prepared.input
    moved.viewport = scrolled
    do {
      let again = try prepared.subject.prepare(moved)
      compare(
        atScrolled, cells(of: again, at: scrolled), strict: true, scope: &scope,
        what:
          "prepared \(position) against prepared at the original offset, both queried \(position)"
      )
    } catch {
      note(.viewportIndependence, "refused the same data \(position): \(error)", &scope)
    }
  }

  /// `at offset (x, y)`.
  static func position(_ viewport: Viewport) -> String {
    "at offset (\(viewport.contentOffset.x), \(viewport.contentOffset.y))"
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

  /// The cells `allElements` lists at `viewport`, by identity.
  func cells(of layout: any PreparedLayout, at viewport: Viewport) -> [ElementID: LayoutAttributes]
  {
    var cells: [ElementID: LayoutAttributes] = [:]
    for element in layout.allElements(viewport: viewport) where element.id.category == .cell {
      cells[element.id] = element
    }
    return cells
  }

  /// Cells listed in both must agree (fully when `strict`, in frame otherwise); under
  /// ``ConformanceOptions/ViewportDependence/frames`` nothing is compared.
  func compare(
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
}
