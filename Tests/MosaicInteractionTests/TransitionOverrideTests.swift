import Mosaic
import MosaicTestSupport
import Testing

/// A strategy that slides appearing cells in from the left and shrinks disappearing ones.
private struct SlidingFlow: LayoutStrategy {
  static let name = "slidingFlow"
  static let summary = "test fixture: flow whose cells slide in"
  let flow: Flow

  init(options: FlowOptions, sectionOptions: [Int: FlowSectionOptions]) {
    flow = Flow(options: options, sectionOptions: sectionOptions)
  }

  func prepare(_ input: LayoutInput) throws(LayoutError) -> FlowLayout { try flow.prepare(input) }

  func update(_ layout: FlowLayout, to input: LayoutInput, change: LayoutChange)
    throws(LayoutError) -> FlowLayout
  {
    try flow.update(layout, to: input, change: change)
  }

  func initialAttributes(forAppearing attributes: LayoutAttributes, in layout: FlowLayout)
    -> LayoutAttributes
  {
    var start = attributes
    start.frame = start.frame.offsetBy(dx: -100, dy: 0)
    start.alpha = 0.25
    return start
  }

  func finalAttributes(forDisappearing attributes: LayoutAttributes, in layout: FlowLayout)
    -> LayoutAttributes
  {
    var end = attributes
    end.transform = .scale(0.5, 0.5)
    return end
  }
}

/// A modifier that adds nothing but lifts whatever appears above the rest: it sees what the
/// strategy proposed.
private struct LiftingModifier: LayoutModifier {
  static let name = "lifting"
  static let summary = "test fixture: appearing elements drawn on top"

  init(options: NoSectionOptions) {}

  func apply(to base: any PreparedLayout, input: LayoutInput) throws(LayoutError)
    -> any PreparedLayout
  {
    base
  }

  func initialAttributes(forAppearing attributes: LayoutAttributes, in layout: any PreparedLayout)
    -> LayoutAttributes
  {
    var lifted = attributes
    lifted.zIndex += 5
    return lifted
  }
}

/// Appearing and disappearing attributes are the strategy's, then each modifier's, reached by
/// construction through `LiveLayout`'s layers, under modifiers that keep the defaults.
@Suite("Transitions: strategy and modifier overrides")
struct TransitionOverrideTests {
  static func transition(modifiers: [any LayoutModifier]) throws -> (
    LayoutTransition, LayoutTransition, FlowLayout
  ) {
    var options = FlowOptions()
    options.itemSize = Size(width: 50, height: 50)
    options.headerReferenceSize = Size(width: 0, height: 20)
    let start = try model([["a", "b", "c", "d"]])
    let configuration = LayoutConfiguration(
      strategy: SlidingFlow(options: options), modifiers: modifiers,
      input: LayoutInput(sections: start.sectionData, viewport: Viewport(width: 200, height: 400)))
    let old = try LiveLayout(configuration)
    let edit = try start.applying(
      BatchUpdate(deleteItems: [ip(0, 1)], insertItems: [(ip(0, 0), "new", nil)]))
    let (next, change, mapping) = (edit.model, edit.change, edit.mapping)
    var input = old.input
    input.sections = next.sectionData
    let new = try old.updated(to: input, change: change)
    let viewport = input.viewport
    return (
      LayoutTransition(from: old, in: viewport, to: new, in: viewport, mapping: mapping),
      LayoutTransition(
        from: old.layout, in: viewport, to: new.layout, in: viewport, mapping: mapping),
      try Flow(options: options).prepare(input)
    )
  }

  @Test func theStrategyThenEachModifierDecide() throws {
    let (live, plain, fresh) = try Self.transition(
      modifiers: [Sticky(options: StickyOptions(headers: true)), LiftingModifier(options: .init())])
    let appearing = try #require(live.transition(forNew: .cell(section: 0, item: 0)))
    let frame = try #require(fresh.attributes(for: .cell(section: 0, item: 0))?.frame)
    #expect(appearing.kind == .appearing)
    #expect(appearing.end.frame == frame)
    #expect(appearing.start.frame == frame.offsetBy(dx: -100, dy: 0))
    #expect(appearing.start.alpha == 0.25)
    #expect(appearing.start.zIndex == appearing.end.zIndex + 5)
    let disappearing = try #require(live.transition(forOld: .cell(section: 0, item: 1)))
    #expect(disappearing.kind == .disappearing)
    #expect(disappearing.end.transform == .scale(0.5, 0.5))
    #expect(disappearing.end.frame == disappearing.start.frame)
    // From plain layouts: UIKit's defaults.
    let fallback = try #require(plain.transition(forNew: .cell(section: 0, item: 0)))
    #expect(fallback.start.frame == frame && fallback.start.alpha == 0)
    #expect(fallback.start.zIndex == fallback.end.zIndex)
    let gone = try #require(plain.transition(forOld: .cell(section: 0, item: 1)))
    #expect(gone.end.alpha == 0 && gone.end.transform == .identity)
    // The header survives with its section; "a" moved from 0 to 1.
    #expect(live.transition(forNew: .header(section: 0))?.kind == .surviving)
    let moved = try #require(live.transition(forOld: .cell(section: 0, item: 0)))
    #expect(moved.kind == .surviving && moved.newID == .cell(section: 0, item: 1))
    #expect(moved.attributes(at: 0) == moved.start && moved.attributes(at: 1) == moved.end)
  }

  /// A measured item that is reloaded, and one shifted by an insert above it, animate at their
  /// measured size from start to end: neither flashes back to the estimate.
  @Test func measuredItemsNeverFallBackToTheEstimate() throws {
    var options = FlowOptions()
    options.estimatedItemSize = Size(width: 200, height: 44)
    let viewport = Viewport(width: 200, height: 600)
    var data = try Model(
      sections: [Model.Section(items: ["a", "b", "c"])],
      estimatedItemSize: options.estimatedItemSize)
    data = try data.resizing([(ip(0, 1), Size(width: 200, height: 130))]).model
    let old = try LiveLayout(
      LayoutConfiguration(
        strategy: Flow(options: options),
        input: LayoutInput(sections: data.sectionData, viewport: viewport)))
    let edit = try data.applying(
      BatchUpdate(insertItems: [(ip(0, 0), "new", nil)], reloadItems: [ip(0, 1)]))
    let (next, change, mapping) = (edit.model, edit.change, edit.mapping)
    var input = old.input
    input.sections = next.sectionData
    let new = try old.updated(to: input, change: change)
    let transition = LayoutTransition(
      from: old, in: viewport, to: new, in: viewport, mapping: mapping)
    let reloaded = try #require(transition.transition(forNew: .cell(section: 0, item: 2)))
    #expect(reloaded.kind == .reloaded && reloaded.oldID == .cell(section: 0, item: 1))
    #expect(reloaded.start.frame.height == 130 && reloaded.end.frame.height == 130)
    #expect(reloaded.attributes(at: 0.3).frame.height == 130)
    let inserted = try #require(transition.transition(forNew: .cell(section: 0, item: 0)))
    #expect(inserted.kind == .appearing && inserted.end.frame.height == 44)
  }

  @Test func interpolationMixesEveryComponent() {
    let start = LayoutAttributes(
      id: .cell(section: 0, item: 0), frame: Rect(x: 0, y: 0, width: 10, height: 20), zIndex: 1,
      alpha: 0, transform: .identity)
    let end = LayoutAttributes(
      id: .cell(section: 0, item: 3), frame: Rect(x: 100, y: 40, width: 30, height: 20),
      zIndex: 7, alpha: 1, transform: .scale(3, 5), isHidden: true)
    let quarter = start.interpolated(to: end, progress: 0.25)
    #expect(quarter.frame == Rect(x: 25, y: 10, width: 15, height: 20))
    #expect(quarter.alpha == 0.25)
    #expect(quarter.transform == Transform(a: 1.5, b: 0, c: 0, d: 2, tx: 0, ty: 0))
    #expect(quarter.zIndex == 1 && quarter.id == start.id && !quarter.isHidden)
    let late = start.interpolated(to: end, progress: 0.5)
    #expect(late.zIndex == 7 && late.id == end.id && late.isHidden)
    #expect(start.interpolated(to: end, progress: -3) == start)
    #expect(start.interpolated(to: end, progress: .nan) == start)
    #expect(start.interpolated(to: end, progress: 9) == end)
  }

  @Test func interpolationBetweenTwoLayoutsOfTheSameItems() throws {
    var narrow = FlowOptions()
    narrow.itemSize = Size(width: 50, height: 50)
    var wide = narrow
    wide.itemSize = Size(width: 100, height: 60)
    let input = LayoutInput(
      sections: [SectionData(itemCount: 6)], viewport: Viewport(width: 200, height: 400))
    let from = try Flow(options: narrow).prepare(input)
    let to = try Flow(options: wide).prepare(input)
    let interpolation = LayoutInterpolation(
      from: from, in: input.viewport, to: to, in: input.viewport)
    for item in 0..<6 {
      let id = ElementID.cell(section: 0, item: item)
      let a = try #require(from.attributes(for: id)?.frame)
      let b = try #require(to.attributes(for: id)?.frame)
      let middle = try #require(interpolation.attributes(for: id, progress: 0.5)?.frame)
      #expect(middle == Rect(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, width: 75, height: 55))
    }
    #expect(interpolation.attributes(for: .cell(section: 0, item: 6), progress: 0.5) == nil)
    let shown = interpolation.elements(
      shownIn: input.viewport.visibleRect, or: input.viewport.visibleRect, progress: 0.5)
    #expect(Set(shown.map(\.id)).count == 6)
  }
}
