import Mosaic
import MosaicTestSupport
import Testing

/// A chat screen: a list scrolled to the bottom, 50 older messages prepended at an estimated
/// size, then measured one screen at a time while the user scrolls up. The anchor (the first
/// visible message) never moves on screen, and nothing is clamped until the top is reached.
@Suite("Scroll anchoring: a chat history")
struct ChatAnchoringTests {
  @Test func prependingAndMeasuringHistoryNeverMovesTheAnchor() throws {
    var rng = SeededGenerator(seed: 0xC4A7)
    var options = FlowOptions()
    options.estimatedItemSize = Size(width: 320, height: 60)
    options.minimumLineSpacing = 4
    var viewport = Viewport(width: 320, height: 640)
    viewport.contentInset = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    func height() -> Double { Double(Int.random(in: 28...180, using: &rng)) }
    // Thirty messages already measured.
    var model = try Model(
      sections: [
        Model.Section(
          items: (0..<30).map { "m\($0)" },
          sizes: (0..<30).map { _ in Size(width: 320, height: height()) })
      ], estimatedItemSize: options.estimatedItemSize)
    let configuration = LayoutConfiguration(
      strategy: Flow(options: options),
      input: LayoutInput(sections: model.sectionData, viewport: viewport))
    var session = try ReorderSession(model: model, configuration: configuration)
    // Scrolled to the bottom: the last message's maxY at the visible rect's maxY.
    try session.scroll(toItem: IndexPath(section: 0, item: 29), at: .bottom)
    let bottom = session.layout.contentSize.height + 34 - 640
    #expect(session.viewport.contentOffset.y == bottom)

    /// The first visible message and its place on screen.
    func firstVisible() throws -> (name: String, screen: Double) {
      let anchor = try #require(
        Scrolling.anchor(
          in: session.layout, viewport: session.viewport, mapping: model.identityMapping))
      return (
        try #require(model.item(at: anchor.newIndexPath)),
        anchor.oldOrigin - session.viewport.contentOffset.y
      )
    }
    func screen(of name: String) throws -> Double {
      let path = try #require(model.indexPath(of: name))
      let frame = try #require(session.layout.attributes(for: .cell(path))?.frame)
      return frame.minY - session.viewport.contentOffset.y
    }

    // 50 older messages arrive at the estimate, above everything.
    var before = try firstVisible()
    let prepend = BatchUpdate<String>(
      insertItems: (0..<50).map { (IndexPath(section: 0, item: $0), "old\($0)", nil) })
    let prepended = try model.applying(prepend)
    let transition = try session.replaceModel(
      prepended.model, change: prepended.change, mapping: prepended.mapping,
      anchoring: .firstVisibleCell)
    model = prepended.model
    #expect(try screen(of: before.name) == before.screen)
    #expect(transition.mapping.inserted().count == 50)
    #expect(transition.mapping.moved().count == 30)

    // Scroll up a screen at a time, measuring the estimated messages that come into view.
    var unmeasured = Set((0..<50).map { "old\($0)" })
    var screens = 0
    while !unmeasured.isEmpty {
      screens += 1
      #expect(screens < 40, "the history should be measured in a few screens")
      if screens >= 40 { return }
      var offset = session.viewport.contentOffset
      offset.y = max(-44, offset.y - (640 - 44 - 34))
      session.scroll(toContentOffset: offset)
      var shown: [LayoutAttributes] = []
      session.layout.elements(
        in: session.viewport.visibleRect, viewport: session.viewport, into: &shown)
      let measured = shown.compactMap { cell -> (indexPath: IndexPath, size: Size)? in
        guard let name = model.item(at: cell.id.indexPath), unmeasured.remove(name) != nil
        else { return nil }
        return (cell.id.indexPath, Size(width: 320, height: height()))
      }
      before = try firstVisible()
      let resized = try model.resizing(measured)
      try session.replaceModel(
        resized.model, change: resized.change, mapping: model.identityMapping,
        anchoring: .firstVisibleCell)
      model = resized.model
      #expect(try screen(of: before.name) == before.screen, "screen \(screens)")
    }
    #expect(screens > 3)
  }
}
