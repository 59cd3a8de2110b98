import Mosaic
import Testing

/// A reorder session made from a strategy or a stack written in Swift is the session made from
/// the configuration they stand for.
@Suite("Reorder sessions from Swift")
struct ReorderSessionFromSwiftTests {
  static let viewport = Viewport(width: 390, height: 844)

  static func frames(_ session: ReorderSession<Int>) -> [LayoutAttributes] {
    session.layout.allElements(viewport: session.viewport)
  }

  @Test func aStrategyAStackAndAConfigurationAgree() throws {
    let model = try CollectionModel(sections: [
      .init(items: Array(0..<40)), .init(items: Array(40..<45)),
    ])
    let flow = Flow(itemSize: Size(width: 90, height: 90))
    let fromConfiguration = try ReorderSession(
      model: model,
      configuration: LayoutConfiguration(
        strategy: flow, input: LayoutInput(sections: model.sectionData, viewport: Self.viewport)))
    let fromStrategy = try ReorderSession(model: model, layout: flow, viewport: Self.viewport)
    let fromStack = try ReorderSession(
      model: model, layout: .grid(columns: 4, spacing: 10), viewport: Self.viewport)
    #expect(Self.frames(fromStrategy) == Self.frames(fromConfiguration))
    #expect(Self.frames(fromStack) == Self.frames(fromConfiguration))
    #expect(Self.frames(fromStack).count == 45)

    var sticky = try ReorderSession(
      model: model, layout: flow.sticky(), viewport: Self.viewport)
    let began = sticky.begin(atViewportPoint: Point(x: 45, y: 45))
    sticky.move(toViewportPoint: Point(x: 345, y: 45))
    let move = sticky.end()
    #expect(began)
    #expect(move?.to == IndexPath(section: 0, item: 3))
  }

  @Test func aStackThatCannotBeMadeIsAnError() throws {
    let model = try CollectionModel(sections: [.init(items: [1, 2, 3])])
    #expect(throws: LayoutError.self) {
      try ReorderSession(model: model, layout: .grid(columns: 0), viewport: Self.viewport)
    }
  }
}

extension PreparedLayout {
  /// Every element at `viewport`, as a new array.
  fileprivate func allElements(viewport: Viewport) -> [LayoutAttributes] {
    var results: [LayoutAttributes] = []
    allElements(viewport: viewport, into: &results)
    return results
  }
}
