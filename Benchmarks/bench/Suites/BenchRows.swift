import MosaicCore
import MosaicHitTest

/// An extension author's strategy as the scaffold's template writes one: a
/// ``SectionLayoutStrategy`` that puts each section's items in rows of four, 10 pt apart, left to
/// right; the `live` suite's `sections-…` shapes update it to show what the section-layout
/// engine gives such a strategy for free.
struct BenchRows: SectionLayoutStrategy, Hashable {
  static let name = "benchRows"
  static let summary = "bench fixture: items in rows of four"

  init(options: NoSectionOptions, sectionOptions: [Int: NoSectionOptions]) {}

  var scrollDirection: ScrollDirection { .vertical }

  var defaultItemSize: Size { LiveShape.uniformSize }

  func layOutSection(
    _ data: SectionData, options _: NoSectionOptions?, into writer: inout SectionWriter
  ) throws(LayoutError) -> Double {
    let spacing = 10.0
    var top = 0.0
    var x = 0.0
    var thickness = 0.0
    for item in 0..<data.itemCount {
      if item > 0, item % 4 == 0 {
        top += thickness + spacing
        x = 0
        thickness = 0
      }
      let size = data.size(ofItem: item, default: defaultItemSize)
      writer.appendCell(Rect(x: x, y: top, width: size.width, height: size.height))
      x += size.width + spacing
      thickness = max(thickness, size.height)
    }
    return data.itemCount > 0 ? top + thickness + spacing : 0
  }
}
