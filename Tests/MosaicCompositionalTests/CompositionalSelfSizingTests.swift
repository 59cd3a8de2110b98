import Mosaic
import Testing

/// Estimated sides self-size through a model paired with the strategy: an app reports the
/// measured size of an item of a section given by a count, and the live layout, updated by the
/// resize, answers as a fresh prepare of the measured data.
@Suite struct CompositionalSelfSizingTests {
  static let row = LayoutSection(
    group: .vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [
        .item(
          LayoutItem(
            layoutSize: LayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))))
      ]),
    interGroupSpacing: 1)
  static let grid = LayoutSection(
    group: .horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      repeatingSubitem: .item(
        LayoutItem(
          layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))),
      count: 2))

  @Test func measuredRowsResizeTheLiveLayout() throws {
    let strategy = Compositional(
      options: CompositionalOptions(
        sectionLayouts: ["list": Self.row, "grid": Self.grid], defaultSectionLayout: "list"),
      sectionOptions: [1: CompositionalSectionOptions(sectionLayout: "grid")])
    var model = try CollectionModel(
      sections: [.init(items: (0..<600).map { "row \($0)" }), .init(items: ["a", "b", "c"])],
      pairedWith: strategy)
    #expect(model.estimatedItemSize == Size(width: 0, height: 0))
    let viewport = Viewport(width: 320, height: 480)
    var live = try LiveLayout(
      LayoutConfiguration(
        strategy: strategy, input: LayoutInput(sections: model.sectionData, viewport: viewport)))
    // Unmeasured rows stand at the estimate.
    #expect(live.layout.attributes(for: .cell(section: 0, item: 1))?.frame.y == 45)
    for (step, measured) in [(7, 120.0), (300, 10), (599, 75), (0, 200)].enumerated() {
      let resized = try model.resizing([
        (IndexPath(section: 0, item: measured.0), Size(width: 320, height: measured.1)),
        (IndexPath(section: 1, item: 1), Size(width: 9, height: 9)),  // fixed sides: ignored
      ])
      var input = live.input
      input.sections = resized.model.sectionData
      live = try live.updated(to: input, change: resized.change)
      model = resized.model
      let fresh = try strategy.prepare(input)
      #expect(
        CompositionalTestSupport.cellFrames(live.layout)
          == CompositionalTestSupport.cellFrames(fresh), "step \(step)")
      #expect(
        live.layout.attributes(for: .cell(section: 0, item: measured.0))?.frame.height
          == measured.1)
    }
    #expect(live.layout.attributes(for: .cell(section: 1, item: 1))?.frame.height == 100)
  }
}
