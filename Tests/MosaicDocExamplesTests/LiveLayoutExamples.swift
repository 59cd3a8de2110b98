import Mosaic
import Testing

/// The Live layouts and Transitions articles' examples: each region between `doc:begin` and
/// `doc:end` is one of their code blocks, character for character, and the assertions around
/// them check what the articles say the loop does (anchoring, transitions, interpolation).
@Suite("Live layout examples")
struct LiveLayoutExamples {
  /// What a cell measures to: a stand-in for Auto Layout.
  static func measure(_ id: String) -> Size {
    Size(width: 390, height: Double(40 + id.count * 7))
  }

  @Test func theLoopAUIRuns() throws {
    let messageIDs = (0..<200).map { "message-\($0)" }
    let measure = Self.measure
    var scrolledTo = Point.zero
    // doc:begin ui-loop
    // 1. Prepare with estimates, scrolled to the newest message.
    var options = FlowOptions()
    options.estimatedItemSize = Size(width: 390, height: 80)
    let strategy = Flow(options: options)
    // The model takes its sizes from the strategy: the two cannot disagree.
    var model = try CollectionModel(sections: [.init(items: messageIDs)], pairedWith: strategy)
    let configuration = LayoutConfiguration(
      strategy: strategy,
      input: LayoutInput(sections: model.sectionData, viewport: Viewport(width: 390, height: 844)))
    var session = try ReorderSession(model: model, configuration: configuration)
    try session.scroll(toItem: IndexPath(section: 0, item: messageIDs.count - 1), at: .bottom)

    // 2. Show the visible cells.
    var shown: [LayoutAttributes] = []
    session.layout.elements(
      in: session.viewport.visibleRect, viewport: session.viewport, into: &shown)
    let cells = shown.filter { $0.id.category == .cell }

    // 3. Report their measured sizes.
    let measured = cells.compactMap { cell in
      model.item(at: cell.id.indexPath).map { (indexPath: cell.id.indexPath, size: measure($0)) }
    }
    let resized = try model.resizing(measured)

    // 4. Apply, keeping the first visible cell where it is on screen.
    try session.replaceModel(
      resized.model, change: resized.change, mapping: model.identityMapping,
      anchoring: .firstVisibleCell)
    model = resized.model

    // 5. Read the anchored offset (what the scroll view is set to).
    scrolledTo = session.viewport.contentOffset
    // doc:end ui-loop
    #expect(cells.count > 5)
    #expect(model.sections[0].itemSizes?.last == measure("message-199"))
    // Scrolled to the bottom, the last cell ended at the screen's bottom edge; the first visible
    // cell is where it was on screen after the sizes changed, and the last one grew past it.
    let oldOffset = cells[cells.count - 1].frame.maxY - 844
    let first = try #require(session.layout.attributes(for: cells[0].id)?.frame)
    #expect(first.minY - scrolledTo.y == cells[0].frame.minY - oldOffset)
    let last = try #require(session.layout.attributes(for: cells[cells.count - 1].id)?.frame)
    #expect(last.maxY - scrolledTo.y > 844)

    let batch = BatchUpdate<String>(
      insertItems: (0..<20).map { (IndexPath(section: 0, item: $0), "older-\($0)", nil) })
    var kinds: [ElementTransition.Kind] = []
    // doc:begin batch-transition
    let edit = try model.applying(batch)
    let (newModel, change, mapping) = (edit.model, edit.change, edit.mapping)
    let transition = try session.replaceModel(
      newModel, change: change, mapping: mapping, anchoring: .firstVisibleCell)
    for animation in transition.visibleTransitions() {
      // .surviving, .reloaded, .appearing or .disappearing; animation.start and
      // animation.end are LayoutAttributes, animation.attributes(at: progress) between them.
      kinds.append(animation.kind)
    }
    // doc:end batch-transition
    // Inserted far above the screen: everything shown survives and stays put.
    #expect(!kinds.isEmpty)
    #expect(kinds.allSatisfy { $0 == .surviving })
    let animations = transition.visibleTransitions()
    #expect(
      animations.allSatisfy {
        $0.start.frame.minY - transition.oldViewport.contentOffset.y
          == $0.end.frame.minY - transition.newViewport.contentOffset.y
      })
    // Halfway through, each element is between its start and its end.
    let halfway = animations[0].attributes(at: 0.5)
    #expect(
      halfway.frame.minY == (animations[0].start.frame.minY + animations[0].end.frame.minY) / 2)
  }
}
