import MosaicCore
import MosaicTestSupport
import Testing

/// `LiveLayout`: an update reaches the strategy's own `update` whatever wraps it, equals a fresh
/// prepare, leaves the old layout valid, and refuses bad input or a bad change without changing.
@Suite struct LiveLayoutTests {
  let viewport = Viewport(width: 320, height: 480)
  let a = Size(width: 40, height: 30)
  let b = Size(width: 60, height: 10)

  func configuration(
    _ sections: [SectionData], modifiers: [any LayoutModifier] = []
  ) -> LayoutConfiguration {
    LayoutConfiguration(
      strategy: CountingStrategy(), modifiers: modifiers,
      input: LayoutInput(sections: sections, viewport: viewport))
  }

  func elements(_ layout: any PreparedLayout) -> [LayoutAttributes] {
    layout.allElements()
  }

  @Test func anUpdateReachesTheStrategyThroughModifiersAndEqualsAFreshPrepare() throws {
    let old = [SectionData(itemSizes: [a, b, a], header: a), SectionData(itemCount: 2)]
    let live = try LiveLayout(
      configuration(old, modifiers: [HideEveryOtherModifier(options: NoSectionOptions())]))
    let new = [SectionData(itemSizes: [a, b, b, a], header: a), SectionData(itemCount: 2)]
    var input = live.input
    input.sections = new
    let updated = try live.updated(to: input, change: LayoutChange(from: old, to: new))
    #expect((updated.strategyLayout as? CountedLayout)?.updates == 1)
    let again = try updated.updated(to: input, change: .identity(sectionCount: 2))
    #expect((again.strategyLayout as? CountedLayout)?.updates == 2)

    let fresh = try configuration(
      new, modifiers: [HideEveryOtherModifier(options: NoSectionOptions())]
    )
    .prepare()
    #expect(elements(updated.layout) == elements(fresh))
    #expect(updated.layout.contentSize == fresh.contentSize)
    #expect(updated.input == input)
    #expect(updated.layout.allElements().count == fresh.allElements().count)
  }

  @Test func theOldLayoutStaysValid() throws {
    let old = [SectionData(itemSizes: [a, b, a])]
    let live = try LiveLayout(configuration(old))
    let before = elements(live.layout)
    var input = live.input
    input.sections = [SectionData(itemSizes: [b])]
    let updated = try live.updated(
      to: input, change: LayoutChange(from: old, to: input.sections))
    #expect(elements(updated.layout).count == 1)
    #expect(elements(live.layout) == before)
    #expect(elements(live.layout) == elements(try configuration(old).prepare()))
    #expect(live.input.sections == old)
  }

  @Test func aNewViewportPreparesEveryLayerAnew() throws {
    let old = [SectionData(itemSizes: [a, b])]
    let live = try LiveLayout(configuration(old))
    var input = live.input
    input.viewport = Viewport(width: 500, height: 480)
    let updated = try live.updated(to: input, change: .identity(sectionCount: 1))
    #expect((updated.strategyLayout as? CountedLayout)?.updates == 0)
    #expect(updated.layout.preparedViewport.size.width == 500)
    // Scrolling alone is no new viewport: the layers update.
    input = live.input
    input.viewport.contentOffset = Point(x: 0, y: 100)
    let scrolled = try live.updated(to: input, change: .identity(sectionCount: 1))
    #expect((scrolled.strategyLayout as? CountedLayout)?.updates == 1)
    #expect(scrolled.input.viewport == live.input.viewport)
    #expect(scrolled.layout.preparedViewport == live.layout.preparedViewport)
    // An offset that is not finite is still refused.
    input.viewport.contentOffset = Point(x: 0, y: .infinity)
    #expect(throws: LayoutError.self) {
      try live.updated(to: input, change: .identity(sectionCount: 1))
    }
  }

  @Test func badInputOrABadChangeThrowsAndChangesNothing() throws {
    let old = [SectionData(itemSizes: [a, b, a]), SectionData(itemCount: 1)]
    let live = try LiveLayout(configuration(old))
    let before = elements(live.layout)
    func failure(_ sections: [SectionData], _ change: LayoutChange) -> LayoutError? {
      var input = live.input
      input.sections = sections
      do {
        _ = try live.updated(to: input, change: change)
        return nil
      } catch {
        return error
      }
    }
    let negative = [SectionData(itemCount: -1), SectionData(itemCount: 1)]
    let invalid = failure(negative, .identity(sectionCount: 2))
    #expect(invalid?.path == "data.sections[0].items")

    let longer = [SectionData(itemSizes: [a, b, a, b]), SectionData(itemCount: 1)]
    let shorter = failure(longer, .identity(sectionCount: 2))
    #expect(shorter?.path == "change.sections[0].changedItems")
    #expect(shorter?.message == "keeps 4 items of old section 0, which has 3")
    let tooFew = failure(old, .identity(sectionCount: 1))
    #expect(tooFew?.path == "change.sections")
    let twice = failure(old, LayoutChange(sections: [.unchanged(from: 0), .unchanged(from: 0)]))
    #expect(twice?.path == "change.sections[1].oldSection")
    for error in [invalid, shorter, tooFew, twice] {
      #expect(error.map { !$0.description.contains("\n") } == true)
    }

    // A bad size where the change says sizes changed, or in a new section.
    let nan = Size(width: .nan, height: 1)
    let resized = [SectionData(itemSizes: [a, nan, a]), SectionData(itemCount: 1)]
    var change = LayoutChange.identity(sectionCount: 2)
    change.sections[0].changedItems = 1..<2
    #expect(failure(resized, change)?.path == "data.sections[0].itemSizes[1].width")
    let added = old + [SectionData(itemSizes: [a, nan])]
    let appended = LayoutChange(
      sections: [.unchanged(from: 0), .unchanged(from: 1), .new(itemCount: 2)])
    #expect(failure(added, appended)?.path == "data.sections[2].itemSizes[1].width")

    #expect(elements(live.layout) == before)
    #expect(live.input.sections == old)
    #expect((live.strategyLayout as? CountedLayout)?.updates == 0)
  }

  @Test func aModifiersErrorNamesItsPlaceInAnUpdateToo() throws {
    let live = try LiveLayout(
      configuration([SectionData(itemCount: 1)], modifiers: [RefusingModifier()]))
    var input = live.input
    input.sections = [SectionData(itemCount: 2)]
    #expect(throws: LayoutError(path: "layout.modifiers[0]", message: "two items is too many")) {
      try live.updated(
        to: input, change: LayoutChange(from: live.input.sections, to: input.sections))
    }
  }
}

/// Column stacking (the test fixture) that counts the updates a layout went through.
private struct CountingStrategy: LayoutStrategy {
  static let name = "counting"
  static let summary = "test: counts updates"
  let base = ColumnStackStrategy(options: .init())

  init() {}
  init(options: ColumnStackStrategy.Options, sectionOptions: [Int: ColumnStackStrategy.Options]) {}

  func prepare(_ input: LayoutInput) throws(LayoutError) -> CountedLayout {
    CountedLayout(base: try base.prepare(input), updates: 0)
  }

  func update(_ layout: CountedLayout, to input: LayoutInput, change: LayoutChange)
    throws(LayoutError) -> CountedLayout
  {
    CountedLayout(base: try base.prepare(input), updates: layout.updates + 1)
  }
}

/// A layout and the number of updates that led to it.
private struct CountedLayout: ForwardingLayout {
  let base: any PreparedLayout
  let updates: Int
  func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    base.attributes(for: element, viewport: viewport)
  }
  func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    base.elements(in: rect, viewport: viewport, into: &results)
  }
  func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    base.allElements(viewport: viewport, into: &results)
  }
  func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    base.indexPathForItem(at: point, viewport: viewport)
  }
}

/// Refuses more than one item in all, with an error that names no field.
private struct RefusingModifier: LayoutModifier {
  static let name = "refusing"
  static let summary = "test: refuses two items"
  init() {}
  init(options: NoSectionOptions) {}
  func apply(to base: any PreparedLayout, input: LayoutInput) throws(LayoutError)
    -> any PreparedLayout
  {
    guard input.totalItemCount < 2 else {
      throw LayoutError(path: "", message: "two items is too many")
    }
    return base
  }
}
