import MosaicCore
import MosaicHitTest

/// A section layout that cuts its sections into pages, written the way an extension author
/// writes one: items one after another along the scroll axis, `spacing` apart (a section option
/// overrides it), a header before and a footer after. A page ends where its next item starts,
/// so nothing carries over from one page to the next (an empty continuation): an update
/// realigns at the first old page cut after the change, and (with `pagesRepeat`) a page of items
/// of one size is placed again for the next ones.
struct ListOfItems: SectionLayoutStrategy, Hashable {
  struct Options: LayoutOptions {
    var spacing = 4.0
    var cellsPerPage = 100
    var scrollDirection = ScrollDirection.vertical
    var pagesRepeat = false
    var placesOriginsOnPixelGrid = false
    init() {}
    init(
      spacing: Double, cellsPerPage: Int, scrollDirection: ScrollDirection,
      pagesRepeat: Bool = false, placesOriginsOnPixelGrid: Bool = false
    ) {
      self.spacing = spacing
      self.cellsPerPage = cellsPerPage
      self.scrollDirection = scrollDirection
      self.pagesRepeat = pagesRepeat
      self.placesOriginsOnPixelGrid = placesOriginsOnPixelGrid
    }
  }

  static let name = "list-of-items"
  static let summary = "test fixture: items in a list, cut into pages"
  var options: Options
  var sectionOptions: [Int: Options]

  init(options: Options, sectionOptions: [Int: Options]) {
    self.options = options
    self.sectionOptions = sectionOptions
  }

  var scrollDirection: ScrollDirection { options.scrollDirection }
  func cellsPerPage(of data: SectionData, options _: Options?) -> Int? {
    options.cellsPerPage
  }
  var pagesRepeat: Bool { options.pagesRepeat }
  var placesOriginsOnPixelGrid: Bool { options.placesOriginsOnPixelGrid }
  var defaultItemSize: Size { Size(width: 30, height: 20) }

  func options(forSection section: Int) -> Options? { sectionOptions[section] }

  func layOutSection(
    _ data: SectionData, options override: Options?, into writer: inout SectionWriter
  ) throws(LayoutError) -> Double {
    try layOutItems(
      0..<data.itemCount, of: data, options: override, continuing: [], into: &writer
    ).length
  }

  func layOutItems(
    _ items: Range<Int>, of data: SectionData, options override: Options?,
    continuing _: [Double], into writer: inout SectionWriter
  ) throws(LayoutError) -> SectionCut {
    let axis = writer.scrollAxis
    // Advances on the grid, so sums are exact wherever pages are cut.
    let spacing = AdvanceGrid.roundedUp(override?.spacing ?? options.spacing)
    var position = items.lowerBound == 0 ? writer.writeHeader(of: data) : 0
    for item in items {
      let size = data.size(ofItem: item, default: defaultItemSize)
      writer.appendCell(
        Rect(
          axis: axis, along: position, across: 0, alongExtent: size.value(along: axis),
          acrossExtent: size.value(along: axis.other)))
      position += AdvanceGrid.roundedUp(size.value(along: axis)) + spacing
    }
    guard items.upperBound == data.itemCount else { return SectionCut(length: position) }
    return SectionCut(length: writer.writeFooter(of: data, at: position))
  }
}
