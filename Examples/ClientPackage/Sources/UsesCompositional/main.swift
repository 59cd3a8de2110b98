import MosaicCompositional
import MosaicCore

// A grid of three (count), a centred paging band above it, scrolled one group on by its
// controller: frames, a hit-test through the band's offset.
let full = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
var band = LayoutSection(
  group: .horizontal(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(200)),
    subitems: [.item(LayoutItem(layoutSize: full))]))
band.orthogonalScrollingBehavior = .groupPagingCentered
band.interGroupSpacing = 10
let grid = LayoutSection(
  group: .horizontal(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
    repeatingSubitem: .item(LayoutItem(layoutSize: full)), count: 3))
let layout = try Compositional(
  options: CompositionalOptions(
    sectionLayouts: ["band": band, "grid": grid], defaultSectionLayout: "grid"),
  sectionOptions: [0: CompositionalSectionOptions(sectionLayout: "band")]
).prepare(
  LayoutInput(
    sections: [SectionData(itemCount: 4), SectionData(itemCount: 7)],
    viewport: Viewport(width: 390, height: 844)))
check(layout.attributes(for: .cell(section: 1, item: 4))?.frame.y == 300, "row 2 of the grid")
if var controller = OrthogonalScrollController(layout: layout, section: 0) {
  controller.beginDrag()
  controller.drag(offsetBy: 100)
  controller.endDrag(velocity: 0.5)
  let viewport = controller.applied(to: layout.preparedViewport)
  check(
    layout.indexPathForItem(at: Point(x: 195, y: 100), viewport: viewport)
      == IndexPath(section: 0, item: 1), "the band paged one group on")
} else {
  check(false, "section 0 is a band")
}
print("MosaicCompositional: ok")
