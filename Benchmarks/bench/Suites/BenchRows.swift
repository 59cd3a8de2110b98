import MosaicCore
import MosaicHitTest

/// An extension author's strategy as the scaffold's template writes one: a
/// ``SectionLayoutStrategy`` that puts each section's items left to right in rows, 10 pt apart,
/// a row wrapping when the next item would pass the viewport's width; the `live` suite's
/// `sections-…` shapes update it to show what the section-layout engine gives such a strategy
/// for free. It cuts sections into pages of 1,000 cells (``cellsPerPage(of:options:)``), so a change in a
/// section of 10^6 items lays out the page it touched until the rows realign (a row break on
/// the same item, a few rows on), not the section. (Pages of 500, the scaffold's, measured
/// 42.04 B/item in one section of 10^6, over the suite's 42: a page's store, index and record
/// cost about 270 bytes besides its cells.)
struct BenchRows: SectionLayoutStrategy, Hashable {
  static let name = "benchRows"
  static let summary = "bench fixture: items in rows"
  /// The gap between rows and between the items of a row.
  static let spacing = 10.0

  init(options: NoSectionOptions, sectionOptions: [Int: NoSectionOptions]) {}

  var scrollDirection: ScrollDirection { .vertical }

  var defaultItemSize: Size { LiveShape.uniformSize }

  func cellsPerPage(of data: SectionData, options: NoSectionOptions?) -> Int? { 1_000 }

  /// Rows that wrap by width depend on the items' sizes and the row they continue, not on item
  /// numbers: a page of items sized alike that ends as it began is placed again.
  var pagesRepeat: Bool { true }

  func layOutSection(
    _ data: SectionData, options: NoSectionOptions?, into writer: inout SectionWriter
  ) throws(LayoutError) -> Double {
    try layOutItems(0..<data.itemCount, of: data, options: options, continuing: [], into: &writer)
      .length
  }

  /// A page starts at the top of the row its first item is in: its continuation is where that
  /// row goes on across and how thick it is so far.
  func layOutItems(
    _ items: Range<Int>, of data: SectionData, options _: NoSectionOptions?,
    continuing continuation: [Double], into writer: inout SectionWriter
  ) throws(LayoutError) -> SectionCut {
    var top = 0.0
    var x = continuation.first ?? 0
    var thickness = continuation.count > 1 ? continuation[1] : 0
    for item in items {
      let size = data.size(ofItem: item, default: defaultItemSize)
      if x > 0, x + size.width > writer.dimension {
        top += thickness + Self.spacing
        x = 0
        thickness = 0
      }
      writer.appendCell(Rect(x: x, y: top, width: size.width, height: size.height))
      x += size.width + Self.spacing
      thickness = max(thickness, size.height)
    }
    guard items.upperBound < data.itemCount else {
      return SectionCut(length: data.itemCount > 0 ? top + thickness + Self.spacing : 0)
    }
    return SectionCut(length: top, continuation: [x, thickness])
  }
}
