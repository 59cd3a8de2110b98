import Mosaic
import Testing

/// The compositional article's examples: each region between `doc:begin` and `doc:end` is one
/// of its code blocks, character for character.
@Suite("Compositional examples")
struct CompositionalExamples {
  @Test func sections() throws {
    // doc:begin compositional-sections
    let full = LayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))

    // A paging banner: groups 0.9 of the section's width, one centred at a time.
    var banner = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(200)),
        subitems: [.item(LayoutItem(layoutSize: full))]))
    banner.orthogonalScrollingBehavior = .groupPagingCentered
    banner.interGroupSpacing = 10
    banner.contentInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)

    // A grid of three squares a row, with a pinned header and a background.
    var grid = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
        repeatingSubitem: .item(LayoutItem(layoutSize: full, contentInsets: EdgeInsets(all: 2))),
        count: 3))
    grid.header = BoundarySupplementaryItem(extent: 44, pinToVisibleBounds: true)
    grid.background = SectionBackground(contentInsets: EdgeInsets(all: 4))

    var options = CompositionalOptions(
      interSectionSpacing: 20, sectionLayouts: ["banner": banner, "grid": grid],
      defaultSectionLayout: "grid")
    // A masonry section: any registered strategy lays out a section of its own.
    options.strategySectionLayouts["photos"] = NestedStrategy(
      Waterfall.self, options: WaterfallOptions(columnCount: 2))

    let compositional = Compositional(
      options: options,
      sectionOptions: [
        0: CompositionalSectionOptions(sectionLayout: "banner"),
        2: CompositionalSectionOptions(sectionLayout: "photos"),
      ])
    let layout = try compositional.prepare(
      LayoutInput(
        sections: [
          SectionData(itemCount: 5), SectionData(itemCount: 30),
          SectionData(itemSizes: [Size(width: 3, height: 4), Size(width: 4, height: 3)]),
        ],
        viewport: Viewport(width: 390, height: 844)))
    let first = layout.attributes(for: .cell(section: 0, item: 0))?.frame  // x 33.9: centred
    let cell = layout.attributes(for: .cell(section: 1, item: 4))?.frame  // row 1, column 1
    // doc:end compositional-sections
    #expect(abs((first?.x ?? 0) - 33.9) < 1e-9)
    #expect(abs((cell?.y ?? 0) - (200 + 20 + 44 + 130 + 2)) < 1e-6)
    #expect(abs((cell?.x ?? 0) - 132) < 1e-9)
  }

  @Test func bands() throws {
    let item = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    var banner = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(200)),
        subitems: [.item(item)]))
    banner.orthogonalScrollingBehavior = .groupPagingCentered
    banner.interGroupSpacing = 10
    banner.contentInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    let layout = try Compositional(options: CompositionalOptions(section: banner)).prepare(
      LayoutInput(
        sections: [SectionData(itemCount: 5)], viewport: Viewport(width: 390, height: 844)))
    // doc:begin compositional-bands
    // Scrolling a band sideways is a viewport, not a new layout: nothing is laid out again.
    var band = try #require(OrthogonalScrollController(layout: layout, section: 0))
    band.beginDrag()
    band.drag(offsetBy: 120)  // the finger moved 120 pt to the left
    band.endDrag(velocity: 0.5)  // a fling: one group on, centred (offset 332.2)
    let viewport = band.applied(to: layout.preparedViewport)  // viewport.orthogonalOffsets[0]
    let centred = layout.attributes(for: .cell(section: 0, item: 1), viewport: viewport)?.frame
    let hit = layout.indexPathForItem(at: Point(x: 195, y: 100), viewport: viewport)  // [0, 1]
    // doc:end compositional-bands
    #expect(abs((centred?.midX ?? 0) - 195) < 1e-9)
    #expect(hit == IndexPath(item: 1, section: 0))
  }
}
