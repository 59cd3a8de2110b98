import MosaicCarousel
import MosaicCore

/// A horizontal banner: 390×200 viewport, 300×180 items 10 apart, `count` items ×`multiplier`.
func banner(
  count: Int, multiplier: Int = 500, wraps: Bool = true, centersItems: Bool = true,
  viewport: Viewport = Viewport(width: 390, height: 200)
) throws -> CarouselLayout {
  try Carousel(
    options: CarouselOptions(
      itemSize: Size(width: 300, height: 180), itemSpacing: 10, multiplier: multiplier,
      wraps: wraps,
      centersItems: centersItems)
  ).prepare(LayoutInput(sections: [SectionData(itemCount: count)], viewport: viewport))
}

extension CarouselLayout {
  /// Every element `allElements(viewport:into:)` reports at `viewport`.
  func allElements(at viewport: Viewport) -> [LayoutAttributes] {
    var results: [LayoutAttributes] = []
    allElements(viewport: viewport, into: &results)
    return results
  }

  /// The attributes of virtual items `range`, through `attributes(for:)`.
  func attributes(ofVirtualItems range: Range<Int>) -> [LayoutAttributes] {
    range.compactMap { attributes(for: .cell(section: 0, item: $0)) }
  }
}
