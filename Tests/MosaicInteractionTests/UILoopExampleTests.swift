import Mosaic
import MosaicTestSupport
import Testing

/// The loop in the guide's Transitions article, as written there: prepare with estimates, show the visible
/// cells, report their measured sizes, apply, read the anchored offset; then a batch with its
/// transition.
@Suite("The UI loop example")
struct UILoopExampleTests {
  /// What a cell measures to: a stand-in for Auto Layout.
  static func measure(_ id: String) -> Size {
    Size(width: 390, height: Double(40 + id.count * 7))
  }

  @Test func theLoopAsDocumented() throws {
    let messageIDs = (0..<200).map { "message-\($0)" }

    // 1. Prepare with estimates, scrolled to the newest message.
    var options = FlowOptions()
    options.estimatedItemSize = Size(width: 390, height: 80)
    var model = try CollectionModel(
      sections: [.init(items: messageIDs)], estimatedItemSize: options.estimatedItemSize)
    let configuration = LayoutConfiguration(
      strategy: Flow(options: options),
      input: LayoutInput(sections: model.sectionData, viewport: Viewport(width: 390, height: 844)))
    var session = try ReorderSession(model: model, configuration: configuration)
    try session.scroll(toItem: IndexPath(section: 0, item: messageIDs.count - 1), at: .bottom)

    // 2. Show the visible cells.
    var shown: [LayoutAttributes] = []
    session.layout.elements(
      in: session.viewport.visibleRect, viewport: session.viewport, into: &shown)
    let cells = shown.filter { $0.id.category == .cell }

    // 3. Report their measured sizes.
    let measured = cells.map { cell in
      (indexPath: cell.id.indexPath, size: Self.measure(model.item(at: cell.id.indexPath)!))
    }
    let resized = try model.resizingWithChange(measured)

    // 4. Apply, keeping the first visible cell where it is on screen.
    let anchor = Scrolling.anchor(
      in: session.layout, viewport: session.viewport, mapping: model.identityMapping)
    let before = session.viewport.contentOffset.y
    try session.replaceModel(
      resized.model, change: resized.change, mapping: model.identityMapping,
      anchoring: .firstVisibleCell)
    model = resized.model

    // 5. Read the anchored offset (what the scroll view is set to).
    let contentOffset = session.viewport.contentOffset
    let a = try #require(anchor)
    let frame = try #require(session.layout.attributes(for: .cell(a.newIndexPath))?.frame)
    #expect(frame.minY - contentOffset.y == a.oldOrigin - before)
    #expect(cells.count > 5)

    // A batch: older messages arrive above; animate what is shown, before or after.
    let batch = BatchUpdate<String>(
      insertItems: (0..<20).map { (IndexPath(section: 0, item: $0), "older-\($0)", nil) })
    let (newModel, change, mapping) = try model.applyingWithTransition(batch)
    let transition = try session.replaceModel(
      newModel, change: change, mapping: mapping, anchoring: .firstVisibleCell)
    model = newModel
    let animations = transition.visibleTransitions()
    // Inserted far above: nothing appears on screen, everything shown survives and stays put.
    #expect(!animations.isEmpty)
    #expect(animations.allSatisfy { $0.kind == .surviving })
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
